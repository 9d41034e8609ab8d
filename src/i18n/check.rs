//! What the catalogues promise, checked: every locale parses, has exactly the source's messages,
//! each with the source's variables, and formats every message without error; and the whole
//! catalogue of a locale rendered with sample arguments, for review (`hexbot catalogue`).

use super::syntax::parsed;
use super::{Locale, Value, format, text};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// A broken promise of the catalogues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogueProblem {
    /// The catalogue with the problem.
    pub locale: Locale,
    /// The message (or `(syntax)`).
    pub id: String,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for CatalogueProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.locale, self.id, self.problem)
    }
}

/// Checks every locale against the source (en-US): syntax, the same message ids, the same
/// variables per message, no attributes, and each message formatting without error both with
/// numbers and with text for its variables. Returns every problem found.
pub fn check_catalogues() -> Vec<CatalogueProblem> {
    let mut problems = Vec::new();
    let source = parsed(Locale::EnUs);
    for locale in Locale::ALL {
        let cat = parsed(locale);
        let problem = |id: &str, p: String| CatalogueProblem {
            locale,
            id: id.to_owned(),
            problem: p,
        };
        for e in &cat.syntax_errors {
            problems.push(problem("(syntax)", e.clone()));
        }
        let mut seen = BTreeSet::new();
        for m in &cat.messages {
            if !seen.insert(m.id.as_str()) {
                problems.push(problem(&m.id, "defined twice".into()));
            }
            if m.attributes {
                problems.push(problem(&m.id, "has attributes (use plain messages)".into()));
            }
            let Some(_) = source.get(&m.id) else {
                problems.push(problem(
                    &m.id,
                    "is not in the source catalogue en-US".into(),
                ));
                continue;
            };
            let want = source.variables(&m.id);
            let have = cat.variables(&m.id);
            if want != have {
                problems.push(problem(
                    &m.id,
                    format!("uses variables {have:?}, the source {want:?}"),
                ));
            }
            for sample in [Value::Number(3), Value::Text("x".into())] {
                let args: Vec<(&str, Value)> =
                    have.iter().map(|v| (v.as_str(), sample.clone())).collect();
                if let Err(e) = format(locale, &m.id, &args) {
                    problems.push(problem(&m.id, e.to_string()));
                }
            }
        }
        for m in &source.messages {
            if cat.get(&m.id).is_none() {
                problems.push(problem(&m.id, "is missing".into()));
            }
        }
    }
    problems
}

/// The whole catalogue of `locale`, one message per entry in the source's order, formatted with
/// sample arguments (players Ana and Bruno, the pieces — colours, levels, counts — in the same
/// locale). Committed as `tests/data/catalogue-<tag>.txt` so every change of wording shows up
/// in review.
pub fn render_catalogue(locale: Locale) -> String {
    let mut out = format!(
        "# hexbot catalogue {} ({}), rendered with sample arguments by `hexbot catalogue --lang {}`\n",
        locale.tag(),
        locale.native_name(),
        locale.tag()
    );
    let samples = samples(locale);
    for m in &parsed(Locale::EnUs).messages {
        let vars = variables_of(&m.id);
        let args: Vec<(&str, Value)> = vars
            .iter()
            .map(|v| {
                let value = match (m.id.as_str(), v.as_str()) {
                    ("bad-cell", "reason") => Some(text(locale, "cell-malformed", &[])),
                    ("export-result", "reason") => Some(text(locale, "reason-resignation", &[])),
                    _ => None,
                };
                let value = value.map(Value::Text).unwrap_or_else(|| {
                    samples
                        .get(v.as_str())
                        .cloned()
                        .unwrap_or_else(|| Value::Text(format!("‹{v}›")))
                });
                (v.as_str(), value)
            })
            .collect();
        out.push('\n');
        out.push_str(&format!("[{}]\n", m.id));
        let mut lines = vec![args.clone()];
        // A number that selects a variant (plurals, "a"/"an") is also shown as 0, 1 and 11, so
        // that each language's forms can be reviewed.
        for selector in parsed(locale)
            .get(&m.id)
            .map(|p| &p.selectors)
            .into_iter()
            .flatten()
        {
            for n in [0, 1, 11] {
                let mut a = args.clone();
                for (name, value) in &mut a {
                    if name == selector {
                        *value = Value::Number(n);
                    }
                }
                lines.push(a);
            }
        }
        let mut seen = BTreeSet::new();
        for args in lines {
            let text = format(locale, &m.id, &args).unwrap_or_else(|e| format!("!! {e}"));
            if seen.insert(text.clone()) {
                out.push_str(&text);
                out.push('\n');
            }
        }
    }
    out
}

fn variables_of(id: &str) -> BTreeSet<String> {
    parsed(Locale::EnUs).variables(id)
}

/// Sample values by variable name; pieces of other messages are formatted in `locale`.
fn samples(locale: Locale) -> BTreeMap<&'static str, Value> {
    let ana = || Value::from("Ana");
    let bruno = || Value::from("Bruno");
    let mut m = BTreeMap::new();
    for name in [
        "player",
        "user",
        "challenger",
        "winner",
        "red",
        "moderator",
        "name",
    ] {
        m.insert(name, ana());
    }
    for name in ["opponent", "loser", "blue", "other"] {
        m.insert(name, bruno());
    }
    game_samples(locale, &mut m);
    record_samples(locale, &mut m);
    picture_samples(locale, &mut m);
    terminal_samples(locale, &mut m);
    m
}

/// The pieces of a game: colours, sides, the level, the board, its details.
fn game_samples(locale: Locale, m: &mut BTreeMap<&'static str, Value>) {
    let t = |id: &str, args: &[(&str, Value)]| Value::Text(text(locale, id, args));
    m.insert("color", t("color-red", &[]));
    m.insert("side", t("side-red", &[]));
    m.insert("level", t("level-medium", &[]));
    m.insert("variant", "Hex".into());
    m.insert("board", t("board", &[("size", 11.into())]));
    m.insert("size", 11.into());
    m.insert(
        "details",
        t("details-swap-on", &[("form", t("swap-form-mirror", &[]))]),
    );
    m.insert("minutes", t("minutes", &[("n", 5.into())]));
    m.insert("moves", t("moves", &[("n", 12.into())]));
    m.insert("games", t("rated-games", &[("n", 3.into())]));
}

/// Numbers, cells, reasons and the pieces of records: ratings, streaks, pages.
fn record_samples(locale: Locale, m: &mut BTreeMap<&'static str, Value>) {
    let t = |id: &str, args: &[(&str, Value)]| Value::Text(text(locale, id, args));
    m.insert("n", 3.into());
    m.insert("min", 7.into());
    m.insert("max", 19.into());
    m.insert("limit", 3.into());
    m.insert("idle", t("hours", &[("n", 24.into())]));
    m.insert("secs", 30.into());
    m.insert("cell", "e5".into());
    m.insert("from", "b5".into());
    m.insert("to", "e2".into());
    m.insert("last", "e5".into());
    m.insert("text", "z99".into());
    m.insert("reason", t("reason-connection", &[]));
    m.insert("result", t("history-won", &[]));
    m.insert(
        "remaining",
        t("hours-minutes", &[("h", 3.into()), ("m", 5.into())]),
    );
    m.insert("h", 3.into());
    m.insert("m", 5.into());
    m.insert("number", 13.into());
    m.insert("page", 2.into());
    m.insert("pages", 3.into());
    m.insert("rank", 1.into());
    m.insert("rating", 1523.into());
    m.insert("deviation", 87.into());
    m.insert("before", 1500.into());
    m.insert("after", 1523.into());
    m.insert("delta", "+23".into());
    m.insert("provisional", t("provisional", &[]));
    m.insert("wins", 7.into());
    m.insert("losses", 2.into());
    m.insert("streak", t("streak-lost", &[("n", 2.into())]));
}

/// The pieces of challenges and starts, exports, and the pictures' captions and alt text.
fn picture_samples(locale: Locale, m: &mut BTreeMap<&'static str, Value>) {
    let t = |id: &str, args: &[(&str, Value)]| Value::Text(text(locale, id, args));
    let ana = || Value::from("Ana");
    let bruno = || Value::from("Bruno");
    // The pieces of challenges and starts: the goal of Hex, who plays Red, the seats.
    m.insert("goal", t("goal-hex", &[]));
    m.insert("first", t("first-red", &[("red", ana())]));
    m.insert(
        "seats",
        t("seats-hex", &[("red", ana()), ("blue", bruno())]),
    );
    // A Rex loss: the loser (Bruno) is Red in the samples, so the winner is Blue.
    m.insert("winner-color", t("color-blue", &[]));
    m.insert("lost", "✖".into());
    m.insert("game", 1234.into());
    m.insert("date", "2026-11-30".into());
    m.insert("file", "hexbot-game-1234.sgf".into());
    m.insert("column", "m".into());
    m.insert("row", 12.into());
    m.insert("stones", "a1, b2".into());
    m.insert("count", 2.into());
    m.insert("computer", t("computer-name", &[]));
    m.insert(
        "swap",
        t("details-swap-on", &[("form", t("swap-form-mirror", &[]))]),
    );
    m.insert("timer", t("details-timer", &[("secs", 30.into())]));
    m.insert("rated", t("details-rated", &[]));
    let cells = |n: usize| {
        Value::Text(
            ["d4", "e5", "c6", "f2"][..n]
                .iter()
                .map(|c| (*c).to_owned())
                .collect::<Vec<_>>()
                .join(", "),
        )
    };
    m.insert("cells", cells(2));
    let player_to_play = t(
        "caption-to-play",
        &[
            ("number", 5.into()),
            ("player", "Bruno".into()),
            ("color", t("color-blue", &[])),
            ("last", "e5".into()),
        ],
    );
    m.insert("caption", player_to_play);
    m.insert(
        "red-stones",
        t(
            "alt-red-stones",
            &[("count", 2.into()), ("cells", cells(2))],
        ),
    );
    m.insert(
        "blue-stones",
        t(
            "alt-blue-stones",
            &[("count", 2.into()), ("cells", cells(2))],
        ),
    );
}

/// The terminal's pieces: options, paths, numbered choices, the legend's marks.
fn terminal_samples(locale: Locale, m: &mut BTreeMap<&'static str, Value>) {
    let t = |id: &str, args: &[(&str, Value)]| Value::Text(text(locale, id, args));
    m.insert("option", "level".into());
    m.insert("known", "level, size, variant, first, swap".into());
    m.insert("value", "godlike".into());
    m.insert("command", "fly".into());
    m.insert("word", "now".into());
    m.insert("path", "hexbot-boards/001.png".into());
    m.insert("error", "permission denied".into());
    m.insert(
        "choices",
        Value::Text(format!(
            "[1] {}  [2] {}",
            text(locale, "button-move", &[]),
            text(locale, "button-resign", &[])
        )),
    );
    m.insert("label", t("button-move", &[]));
    m.insert("playouts", 1200.into());
    m.insert("percent", 62.into());
    m.insert("red-stone", t("local-letter-red", &[]));
    m.insert("blue-stone", t("local-letter-blue", &[]));
    m.insert("red-edge", "▁ ▔".into());
    m.insert("blue-edge", "╲".into());
}
