//! Lines typed in the terminal (or read from a script) → what to do: a service [`Command`] for a
//! simulated user, a numbered button, or one of the terminal's own words (`help`, `quit`).
//!
//! The text follows the slash commands: `/hex ai level:hard size:9`, `/hex move e5` (or just
//! `e5`), `/hex challenge @bob size:9 timer:30`, `as bob: accept`. The `/hex` (or
//! `/hex-study`, `/hex-tournament`) is optional.

use super::tourney;
use super::words::{Opts, err, size, swap, web};
pub use super::words::{ParseLineError, clean_name, person, user_id};
use crate::service::{
    AiOptions, AnalyzeOptions, ChallengeOptions, Color, Command, ConfigOptions, DiagramOptions,
    GameId, Ladder, Orientation, PlanAction, PreferenceOptions, PuzzleAction, VacationAction,
    Variant,
};

/// What a line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Nothing (blank line or a `#` comment).
    Empty,
    /// Show the list of commands (`help` or `?`).
    Help,
    /// End the session (`quit`, `exit` or `q`).
    Quit,
    /// A command for the service, as `user` (`None`: the terminal's own user).
    Command {
        /// Who sends it, by name (`None`: the terminal's own user).
        user: Option<String>,
        /// The service command.
        command: Command,
    },
    /// `replay ID [FILE]`: a game's replay, its GIF saved as `FILE` if given (else under the
    /// attachment's own name in the files folder).
    Replay {
        /// Who asks, by name (`None`: the terminal's own user).
        user: Option<String>,
        /// The game to replay.
        game: GameId,
        /// Where to save the GIF, as typed.
        file: Option<String>,
    },
    /// `analyze file:PATH …` or `diagram file:PATH …`: an analysis board or a diagram from a
    /// game record on disk (the terminal reads the file into the command's source; the other
    /// options as for `analyze` or `diagram`).
    FromFile {
        /// Who asks, by name (`None`: the terminal's own user).
        user: Option<String>,
        /// The command, its source's record to be filled in.
        command: Command,
        /// The record's path, as typed.
        file: String,
    },
    /// Go to the channel (or tournament thread) with this number: the lines after it are
    /// given there (`channel 7`).
    Channel(u64),
    /// Press the numbered button of the last board shown (with the text a Move button asks for).
    Press {
        /// Who presses it, by name (`None`: the terminal's own user).
        user: Option<String>,
        /// The button's number, as the terminal shows it with the board.
        number: usize,
        /// The text the button asks for, if any (e.g. the cell for a Move button).
        input: Option<String>,
    },
}

/// The first word of `text` (lowercased for comparing) and what follows it.
fn first_word(text: &str) -> (String, &str) {
    let end = text.find(char::is_whitespace).unwrap_or(text.len());
    (text[..end].to_ascii_lowercase(), &text[end..])
}

/// Parses one line.
///
/// # Errors
/// An unknown command, a missing or malformed option, or an empty `as NAME:`.
pub fn parse_line(text: &str) -> Result<Line, ParseLineError> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(Line::Empty);
    }
    let (user, rest) = split_user(text)?;
    let rest = rest.trim();
    let rest = rest.strip_prefix('/').unwrap_or(rest).trim();
    // The three slash commands' names: `/hex ai`, `/hex-study puzzle`, and `/hex-tournament
    // join`, whose subcommands are the words after `tournament` here.
    let (word, after) = first_word(rest);
    let rest = match word.as_str() {
        "hex" | "hex-study" => after,
        "hex-tournament" => &rest["hex-".len()..],
        _ => rest,
    }
    .trim();
    let mut words = rest.split_whitespace();
    let Some(verb) = words.next() else {
        return if user.is_some() {
            err("local-say-what", &[])
        } else {
            Ok(Line::Empty)
        };
    };
    let args: Vec<&str> = words.collect();
    let verb_lc = verb.to_ascii_lowercase();
    if user.is_none() && args.is_empty() {
        match verb_lc.as_str() {
            "help" | "?" => return Ok(Line::Help),
            "quit" | "exit" | "q" => return Ok(Line::Quit),
            _ => {}
        }
    }
    if user.is_none() && verb_lc == "channel" {
        return match args.as_slice() {
            [n] => n
                .trim_start_matches('#')
                .parse()
                .map(Line::Channel)
                .map_err(|_| ParseLineError::new("local-not-a-channel", &[("text", n)])),
            _ => err("local-not-a-channel", &[("text", &args.join(" "))]),
        };
    }
    if let Ok(number) = verb.parse::<usize>() {
        let input = (!args.is_empty()).then(|| args.join(" "));
        return Ok(Line::Press {
            user,
            number,
            input,
        });
    }
    if verb_lc == "replay" {
        let o = Opts::new(&args, &["game", "file"])?;
        let mut positional = o.positional.iter().copied();
        let game = o
            .get("game")
            .or_else(|| positional.next())
            .ok_or_else(|| ParseLineError::new("local-say-replay", &[]))?;
        let file = o.get("file").or_else(|| positional.next());
        if let Some(extra) = positional.next() {
            return err("local-extra-word", &[("command", verb), ("word", extra)]);
        }
        return Ok(Line::Replay {
            user,
            game: game_number(game)?,
            file: file.map(str::to_owned),
        });
    }
    let studied = match verb_lc.as_str() {
        "analyze" | "analyse" | "analysis" => {
            let (options, file) = analyze(&args, "analyze")?;
            Some((Command::Analyze(options), file))
        }
        "diagram" | "draw" => {
            let (options, file) = diagram(&args)?;
            Some((Command::Diagram(options), file))
        }
        _ => None,
    };
    if let Some((command, file)) = studied {
        return Ok(match file {
            Some(file) => Line::FromFile {
                user,
                command,
                file,
            },
            None => Line::Command { user, command },
        });
    }
    let command = command(&verb_lc, &args)?;
    Ok(Line::Command { user, command })
}

/// A game's number as typed (`12` or `#12`).
fn game_number(text: &str) -> Result<GameId, ParseLineError> {
    text.trim_start_matches('#')
        .parse::<i64>()
        .map(GameId)
        .map_err(|_| ParseLineError::new("local-not-a-game", &[("text", text)]))
}

fn split_user(text: &str) -> Result<(Option<String>, &str), ParseLineError> {
    let lower = text.to_ascii_lowercase();
    if !lower.starts_with("as ") {
        return Ok((None, text));
    }
    let Some(colon) = text.find(':') else {
        return err("local-as-form", &[]);
    };
    let name = clean_name(&text[3..colon]);
    if name.is_empty() {
        return err("local-as-needs-name", &[]);
    }
    Ok((Some(name.to_owned()), &text[colon + 1..]))
}

fn command(verb: &str, args: &[&str]) -> Result<Command, ParseLineError> {
    let simple = |c: Command| -> Result<Command, ParseLineError> {
        Opts::new(args, &[])?.no_positional(verb)?;
        Ok(c)
    };
    match verb {
        "ai" | "computer" => ai(verb, args),
        "challenge" => challenge(args),
        "config" => config(verb, args),
        "settings" => {
            let o = Opts::new(args, &["orientation", "notify"])?;
            o.no_positional(verb)?;
            Ok(Command::Settings(PreferenceOptions {
                orientation: o.parsed("orientation")?,
                notify: o.parsed("notify")?,
            }))
        }
        "games" => {
            let o = Opts::new(args, &["user", "page"])?;
            Ok(Command::Games {
                user: o.person("user"),
                page: o.parsed("page")?,
            })
        }
        "plan" => Ok(Command::Plan(plan(args))),
        "vacation" => {
            let o = Opts::new(args, &["action"])?;
            let action = o.get("action").or_else(|| o.positional.first().copied());
            let action = match action {
                None => VacationAction::Status,
                Some(a) => a.parse().map_err(|_| {
                    ParseLineError::new("local-bad-value", &[("option", "action"), ("value", a)])
                })?,
            };
            Ok(Command::Vacation(action))
        }
        "move" | "play" => {
            let o = Opts::new(args, &["cell"])?;
            let cell = o
                .get("cell")
                .or_else(|| o.positional.first().copied())
                .ok_or_else(|| ParseLineError::new("local-say-cell", &[]))?;
            Ok(Command::Move(cell.to_owned()))
        }
        "accept" => simple(Command::Accept),
        "decline" => simple(Command::Decline),
        "withdraw" => simple(Command::Withdraw),
        "swap" => simple(Command::Swap),
        "resign" => simple(Command::Resign),
        "confirm" => simple(Command::ConfirmResign),
        "board" | "show" => board(verb, args),
        "rematch" => rematch(verb, args),
        "abort" => simple(Command::Abort),
        "claim" => simple(Command::Claim),
        "tournament" => tourney::tournament(args),
        "rules" => {
            let o = Opts::new(args, &["variant"])?;
            Ok(Command::Rules {
                variant: o.parsed::<Variant>("variant")?,
            })
        }
        "leaderboard" | "top" => leaderboard(args),
        "profile" => {
            let o = Opts::new(args, &["user"])?;
            Ok(Command::Profile {
                user: o.person("user"),
            })
        }
        "history" => {
            let o = Opts::new(args, &["user"])?;
            Ok(Command::History {
                user: o.person("user"),
            })
        }
        "export" | "review" => game_command(verb, args),
        "hint" => simple(Command::Hint),
        "puzzle" => puzzle(args),
        _ if args.is_empty() && looks_like_cell(verb) => Ok(Command::Move(verb.to_owned())),
        _ => err("local-unknown-command", &[("command", verb)]),
    }
}

/// `analyze [size:N] [variant:…] [swap:…]` and one source: `moves: e5 swap d4` (every word
/// after `moves:` that is not an option is a move; also `moves:e5,swap,d4`), `game:N [move:K]`,
/// `link:URL` (or the URL alone), `file:PATH` (an SGF record), or set-up stones `red:d4,e5
/// blue:c3 [to-move:blue]`. Returns the options and the file to read, if any.
fn analyze(
    args: &[&str],
    verb: &str,
) -> Result<(Box<AnalyzeOptions>, Option<String>), ParseLineError> {
    const KEYS: [&str; 11] = [
        "size", "variant", "swap", "moves", "game", "move", "link", "file", "red", "blue",
        "to-move",
    ];
    // The move list runs from `moves:` to the next option.
    let mut rest = Vec::new();
    let mut moves: Option<Vec<&str>> = None;
    for &word in args {
        let is_option = word
            .split_once(':')
            .is_some_and(|(k, _)| KEYS.contains(&k.to_ascii_lowercase().as_str()));
        match (&mut moves, word.split_once(':')) {
            (_, Some((k, v))) if k.eq_ignore_ascii_case("moves") => {
                moves = Some(vec![v].into_iter().filter(|v| !v.is_empty()).collect());
            }
            (Some(list), _) if !is_option && !word.starts_with("http") => list.push(word),
            _ => rest.push(word),
        }
    }
    let o = Opts::new(&rest, &KEYS)?;
    let link = o.get("link").map(str::to_owned).or_else(|| {
        o.positional
            .iter()
            .find(|w| w.starts_with("http"))
            .map(|w| (*w).to_owned())
    });
    if let Some(extra) = o.positional.iter().find(|w| !w.starts_with("http")) {
        return err("local-extra-word", &[("command", verb), ("word", extra)]);
    }
    let options = AnalyzeOptions {
        size: size(&o)?,
        variant: o.parsed::<Variant>("variant")?,
        swap: swap(&o)?,
        moves: moves.map(|m| m.join(" ")),
        record: None,
        link,
        game: o.get("game").map(game_number).transpose()?,
        at_move: o.parsed("move")?,
        red: o.get("red").map(|v| v.replace(',', " ")),
        blue: o.get("blue").map(|v| v.replace(',', " ")),
        to_move: match o.get("to-move").map(str::to_ascii_lowercase).as_deref() {
            None => None,
            Some("red" | "r") => Some(Color::Red),
            Some("blue" | "b") => Some(Color::Blue),
            Some(v) => {
                return err("local-bad-value", &[("option", "to-move"), ("value", v)]);
            }
        },
    };
    Ok((Box::new(options), o.get("file").map(str::to_owned)))
}

/// `diagram` with a source as for [`analyze`], and `orientation:normal|rotated` and
/// `marks:e5,d4` (cells labelled A, B, … in order).
fn diagram(args: &[&str]) -> Result<(Box<DiagramOptions>, Option<String>), ParseLineError> {
    let mut orientation = None;
    let mut marks = None;
    let mut rest = Vec::new();
    for &word in args {
        match word.split_once(':') {
            Some((k, v)) if k.eq_ignore_ascii_case("orientation") => {
                orientation = Some(v.parse::<Orientation>().map_err(|_| {
                    ParseLineError::new(
                        "local-bad-value",
                        &[("option", "orientation"), ("value", v)],
                    )
                })?);
            }
            Some((k, v)) if k.eq_ignore_ascii_case("marks") => {
                marks = Some(v.replace(',', " "));
            }
            _ => rest.push(word),
        }
    }
    let (source, file) = analyze(&rest, "diagram")?;
    let options = DiagramOptions {
        source: *source,
        orientation,
        marks,
    };
    Ok((Box::new(options), file))
}

/// `plan` (show it), `plan clear` (or `clear:true`), or `plan e5 f4; d6 d5` (also after
/// `moves:`): lines added to the plan.
fn plan(args: &[&str]) -> PlanAction {
    let text = args.join(" ");
    let text = text.trim();
    let text = text.strip_prefix("moves:").unwrap_or(text).trim();
    match text.to_ascii_lowercase().as_str() {
        "" => PlanAction::Show,
        "clear" | "clear:true" | "clear:yes" => PlanAction::Clear,
        _ => PlanAction::Add(text.to_owned()),
    }
}

/// `puzzle` (show it, or a new one), `puzzle e5` or `puzzle move:e5` (a stone), `puzzle hint`,
/// `puzzle solution` (give it up; also `give-up`; each also as `action:…`).
fn puzzle(args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(args, &["move", "action"])?;
    let word = o.get("action").or_else(|| o.positional.first().copied());
    let action = match (o.get("move"), word) {
        (Some(cell), _) => PuzzleAction::Play(cell.to_owned()),
        (None, None) => PuzzleAction::Open,
        (None, Some("open" | "show" | "new")) => PuzzleAction::Open,
        (None, Some("hint")) => PuzzleAction::Hint,
        (None, Some("daily" | "today")) => PuzzleAction::Daily(None),
        (None, Some("solution" | "give-up" | "giveup" | "resign")) => PuzzleAction::GiveUp,
        (None, Some(w)) if looks_like_cell(w) => PuzzleAction::Play(w.to_owned()),
        (None, Some(w)) => {
            return err("local-bad-value", &[("option", "action"), ("value", w)]);
        }
    };
    Ok(Command::Puzzle(action))
}

/// `ai [level:…] [size:…] …`: a game against the computer.
fn ai(verb: &str, args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(
        args,
        &["level", "size", "variant", "first", "orientation", "timer"],
    )?;
    o.no_positional(verb)?;
    // As on Discord: no swap option (Easy is played without swap, the other levels with the
    // server's form).
    Ok(Command::Ai(AiOptions {
        timer: o.parsed("timer")?,
        level: o.parsed("level")?,
        size: size(&o)?,
        variant: o.parsed::<Variant>("variant")?,
        first: o.parsed("first")?,
        swap: None,
        orientation: o.parsed("orientation")?,
    }))
}

/// `challenge @NAME [size:…] …`.
fn challenge(args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(
        args,
        &[
            "user",
            "opponent",
            "size",
            "variant",
            "swap",
            "timer",
            "first",
            "orientation",
        ],
    )?;
    let opponent = o
        .get("opponent")
        .map(person)
        .or_else(|| o.person("user"))
        .ok_or_else(|| ParseLineError::new("local-say-whom", &[]))?;
    if o.positional.len() > 1 {
        return err(
            "local-extra-word",
            &[("command", "challenge"), ("word", o.positional[1])],
        );
    }
    let mut c = ChallengeOptions::to(opponent);
    c.size = size(&o)?;
    c.variant = o.parsed("variant")?;
    c.swap = swap(&o)?;
    c.timer = o.parsed("timer")?;
    c.first = o.parsed("first")?;
    c.orientation = o.parsed("orientation")?;
    Ok(Command::Challenge(c))
}

/// `config [size:…] …`: the server's settings.
fn config(verb: &str, args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(
        args,
        &[
            "size",
            "variant",
            "swap",
            "timer",
            "rematch",
            "orientation",
            "vacation",
            "tournaments",
            "puzzle-channel",
            "puzzle-hour",
            "web",
        ],
    )?;
    o.no_positional(verb)?;
    Ok(Command::Config(ConfigOptions {
        puzzle_channel: o.parsed("puzzle-channel")?,
        puzzle_hour: o.parsed("puzzle-hour")?,
        web: web(&o)?,
        vacation_days: o.parsed("vacation")?,
        open_tournaments: o.parsed("tournaments")?,
        size: size(&o)?,
        variant: o.parsed("variant")?,
        swap: swap(&o)?,
        timer: o.parsed("timer")?,
        rematch: o.parsed("rematch")?,
        orientation: o.parsed("orientation")?,
    }))
}

/// `board [private:yes]`.
fn board(verb: &str, args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(args, &["private"])?;
    o.no_positional(verb)?;
    match o.get("private").map(str::to_ascii_lowercase).as_deref() {
        None | Some("false" | "no" | "off") => Ok(Command::Board),
        Some("true" | "yes" | "on") => Ok(Command::BoardPrivately),
        Some(v) => err("local-bad-value", &[("option", "private"), ("value", v)]),
    }
}

/// `rematch [starter:same]`.
fn rematch(verb: &str, args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(args, &["starter"])?;
    o.no_positional(verb)?;
    match o.get("starter").map(str::to_ascii_lowercase).as_deref() {
        None | Some("alternate" | "other") => Ok(Command::Rematch),
        Some("same") => Ok(Command::RematchSameStarter),
        Some(v) => err("local-bad-value", &[("option", "starter"), ("value", v)]),
    }
}

/// `leaderboard [kind:computer] [page:N]`, or with the words alone: `leaderboard computer 2`.
fn leaderboard(args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(args, &["page", "kind"])?;
    let mut positional = o.positional.clone();
    let named_kind = o.parsed::<Ladder>("kind")?;
    let kind = match named_kind {
        Some(k) => k,
        None => match positional.first().map(|p| p.parse::<Ladder>()) {
            Some(Ok(k)) => {
                positional.remove(0);
                k
            }
            _ => Ladder::default(),
        },
    };
    let page = match o.parsed::<u32>("page")? {
        Some(p) => Some(p),
        None => match positional.first() {
            Some(p) => Some(
                p.parse()
                    .map_err(|_| ParseLineError::new("local-not-a-page", &[("text", p)]))?,
            ),
            None => None,
        },
    };
    Ok(Command::Leaderboard { page, kind })
}

/// `export game:ID` and `review game:ID` (or the number alone).
fn game_command(verb: &str, args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(args, &["game"])?;
    let text = o
        .get("game")
        .or_else(|| o.positional.first().copied())
        .ok_or_else(|| ParseLineError::new("local-say-game", &[]))?;
    let game = game_number(text)?;
    Ok(if verb == "review" {
        Command::Review { game }
    } else {
        Command::Export { game }
    })
}

/// A letter followed by digits (`e5`, `k11`): typed alone, it is a move.
fn looks_like_cell(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.clone().next().is_some()
        && chars.all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{Level, SwapRule, TournamentAction, TournamentFormat, TournamentId};

    fn cmd(text: &str) -> Command {
        match parse_line(text) {
            Ok(Line::Command { command, .. }) => command,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn slash_commands_and_bare_cells_parse() {
        assert_eq!(cmd("/hex move e5"), Command::Move("e5".into()));
        assert_eq!(cmd("/hex-study puzzle"), cmd("puzzle"));
        assert_eq!(
            format!("{:?}", parse_line("hex-study replay 3")),
            format!("{:?}", parse_line("replay 3"))
        );
        assert_eq!(cmd("move cell:e5"), Command::Move("e5".into()));
        assert_eq!(cmd("e5"), Command::Move("e5".into()));
        assert_eq!(cmd("/swap"), Command::Swap);
        let Command::Ai(o) = cmd("/hex ai level:hard size:9") else {
            panic!()
        };
        assert_eq!((o.level, o.size), (Some(Level::Hard), Some(9)));
        let Command::Challenge(c) = cmd("/hex challenge @Bob timer:30 swap:off") else {
            panic!()
        };
        assert_eq!(c.opponent, person("Bob"));
        assert_eq!(c.opponent.id, person("@bob").id);
        assert_eq!(c.swap, Some(SwapRule::Off));
        assert_eq!(cmd("export game:#12"), Command::Export { game: GameId(12) });
        assert_eq!(cmd("review 12"), Command::Review { game: GameId(12) });
    }

    #[test]
    fn the_leaderboard_takes_a_kind_and_a_page_named_or_in_order() {
        let board = |page, kind| Command::Leaderboard { page, kind };
        assert_eq!(cmd("/hex leaderboard"), board(None, Ladder::Players));
        assert_eq!(cmd("leaderboard 2"), board(Some(2), Ladder::Players));
        assert_eq!(
            cmd("/hex leaderboard kind:computer"),
            board(None, Ladder::Computer)
        );
        assert_eq!(
            cmd("leaderboard computer 3"),
            board(Some(3), Ladder::Computer)
        );
        assert_eq!(
            cmd("top kind:players page:2"),
            board(Some(2), Ladder::Players)
        );
        assert!(parse_line("leaderboard kind:robots").is_err());
    }

    #[test]
    fn as_user_and_buttons() {
        assert_eq!(
            parse_line("as bob: accept").unwrap(),
            Line::Command {
                user: Some("bob".into()),
                command: Command::Accept
            }
        );
        assert_eq!(
            parse_line("as bob: 2 e5").unwrap(),
            Line::Press {
                user: Some("bob".into()),
                number: 2,
                input: Some("e5".into())
            }
        );
        assert_eq!(parse_line("  # a comment").unwrap(), Line::Empty);
        assert_eq!(parse_line("quit").unwrap(), Line::Quit);
    }

    #[test]
    fn bad_lines_are_explained() {
        for bad in [
            "fly",
            "ai level:godlike",
            "ai colour:red",
            "challenge",
            "as : accept",
            "as bob accept",
            "export game:x",
            "resign now",
        ] {
            assert!(parse_line(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn ids_are_stable_and_ignore_case() {
        assert_eq!(user_id("Bob"), user_id("@bob"));
        assert_ne!(user_id("bob"), user_id("alice"));
        assert_eq!(person("@Bob").name, "Bob");
    }

    #[test]
    fn tournament_lines_become_tournament_commands_and_channel_moves() {
        let Command::Tournament(TournamentAction::Create(o)) =
            cmd("/hex-tournament create format:knockout size:9 max:8 Winter Cup")
        else {
            panic!("a creation")
        };
        assert_eq!(o.name, "Winter Cup");
        assert_eq!(o.format, TournamentFormat::Knockout);
        assert_eq!((o.size, o.max_players), (Some(9), Some(8)));
        assert_eq!(
            cmd("tournament join #12"),
            Command::Tournament(TournamentAction::Join(Some(TournamentId(12))))
        );
        assert_eq!(
            cmd("as bob: tournament withdraw"),
            Command::Tournament(TournamentAction::Withdraw(None))
        );
        assert_eq!(
            cmd("as bob: /hex-tournament withdraw"),
            Command::Tournament(TournamentAction::Withdraw(None))
        );
        assert!(parse_line("tournament join twelve").is_err());
        assert!(parse_line("tournament dance").is_err());
        assert!(parse_line("tournament create format:ladder X").is_err());
        assert_eq!(parse_line("channel 7").unwrap(), Line::Channel(7));
    }
}
