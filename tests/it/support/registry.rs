//! What the fake Discord does with the bot's command registration, as Discord does: it refuses a
//! registration that breaks Discord's limits (400, "Invalid Form Body"), keeps the one it
//! accepts, and tells the tests which top command holds a subcommand, as Discord's client offers
//! only what is registered.
//!
//! The limits, from Discord's documentation of application commands: at most 8,000 characters
//! per command of names, descriptions and choices (names and values), options and subcommands
//! included, the longest localisation of each field counted; at most 25 options (or
//! subcommands) and 25 choices each; names of 1 to 32 characters, lowercase; descriptions of 1
//! to 100 characters.

use serde_json::{Value, json};

/// Discord's limit on a command's characters.
pub const COMMAND_CHARACTERS: usize = 8000;
/// Discord's limit on the options (or subcommands) of a command and on an option's choices.
const MAX_OPTIONS: usize = 25;

/// The characters of `command` Discord counts against [`COMMAND_CHARACTERS`].
pub fn characters(command: &Value) -> usize {
    let longest = |field: &str| {
        let base = command[field].as_str().unwrap_or_default().chars().count();
        let localised = command[format!("{field}_localizations")]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(_, v)| v.as_str().unwrap_or_default().chars().count());
        localised.chain([base]).max().unwrap_or(0)
    };
    let own = longest("name") + longest("description");
    let choices: usize = list(command, "choices")
        .map(|c| {
            let name = c["name"].as_str().unwrap_or_default().chars().count();
            let localised = c["name_localizations"]
                .as_object()
                .into_iter()
                .flatten()
                .map(|(_, v)| v.as_str().unwrap_or_default().chars().count())
                .max()
                .unwrap_or(0);
            let value = match &c["value"] {
                Value::String(s) => s.chars().count(),
                other => other.to_string().len(),
            };
            name.max(localised) + value
        })
        .sum();
    own + choices + list(command, "options").map(characters).sum::<usize>()
}

fn list<'a>(value: &'a Value, key: &str) -> impl Iterator<Item = &'a Value> {
    value[key].as_array().into_iter().flatten()
}

/// What breaks Discord's limits in `command` (a top command when `path` is empty, else an
/// option), with its path.
fn broken(command: &Value, path: &str, out: &mut Vec<String>) {
    let name = command["name"].as_str().unwrap_or_default();
    let at = format!("{path}/{name}");
    // User and message commands (types 2 and 3 at the top) have names as people write them and
    // no description; slash commands and options, lowercase words and a description.
    let menu = path.is_empty() && command["type"].as_u64().unwrap_or(1) != 1;
    let named = |n: &str| {
        !n.is_empty()
            && n.chars().count() <= 32
            && (menu || !n.chars().any(|c| c.is_uppercase() || c.is_whitespace()))
    };
    let described = |d: &str| (1..=100).contains(&d.chars().count());
    let texts = |field: &str| {
        let base = command[field].as_str().unwrap_or_default().to_owned();
        let localised = command[format!("{field}_localizations")]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(code, words)| (code.clone(), words.as_str().unwrap_or_default().to_owned()))
            .collect::<Vec<_>>();
        std::iter::once(("default".to_owned(), base)).chain(localised)
    };
    for (code, words) in texts("name") {
        if !named(&words) {
            out.push(format!("{at}: name in {code}: {words:?}"));
        }
    }
    if !menu {
        for (code, words) in texts("description") {
            if !described(&words) {
                out.push(format!("{at}: description in {code}: {words:?}"));
            }
        }
    }
    let options = list(command, "options").count();
    let choices = list(command, "choices").count();
    if options > MAX_OPTIONS || choices > MAX_OPTIONS {
        out.push(format!("{at}: {options} options, {choices} choices"));
    }
    for option in list(command, "options") {
        broken(option, &at, out);
    }
}

/// Discord's answer to a registration (`PUT …/commands` with `body`): `None` when it accepts it,
/// else the error it sends with 400.
pub fn refusal(body: &Value) -> Option<Value> {
    let mut faults = Vec::new();
    for command in body.as_array().into_iter().flatten() {
        let size = characters(command);
        if size > COMMAND_CHARACTERS {
            faults.push(format!(
                "/{}: {size} characters, more than {COMMAND_CHARACTERS}",
                command["name"].as_str().unwrap_or_default()
            ));
        }
        broken(command, "", &mut faults);
    }
    (!faults.is_empty()).then(|| {
        json!({"code": 50035, "message": "Invalid Form Body",
               "errors": {"_errors": faults.iter()
                   .map(|f| json!({"code": "APPLICATION_COMMAND_INVALID", "message": f}))
                   .collect::<Vec<_>>()}})
    })
}

/// The name of the top command (of slash commands, type 1) in `registered` that holds the
/// subcommand or subcommand group `sub`.
pub fn root_of(registered: &Value, sub: &str) -> Option<String> {
    registered
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["type"].as_u64().unwrap_or(1) == 1)
        .find(|c| {
            list(c, "options")
                .any(|o| o["name"] == sub && matches!(o["type"].as_u64(), Some(1 | 2)))
        })
        .map(|c| c["name"].as_str().unwrap_or_default().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A command of `subs` subcommands, each with `options` options described in 100 characters.
    fn command(subs: usize, options: usize) -> Value {
        let described =
            |name: String| json!({"name": name, "type": 3, "description": "d".repeat(100)});
        let subs: Vec<Value> = (0..subs)
            .map(|i| {
                json!({"name": format!("s{i}"), "type": 1, "description": "a subcommand",
                       "options": (0..options).map(|j| described(format!("o{j}"))).collect::<Vec<_>>()})
            })
            .collect();
        json!([{"name": "hex", "type": 1, "description": "Play", "options": subs}])
    }

    #[test]
    fn the_fake_refuses_what_discord_refuses() {
        // 10 × (2 + 12 + 5 × 102) + 7 = 5,247 characters: accepted.
        assert_eq!(characters(&command(10, 5)[0]), 5247);
        assert!(refusal(&command(10, 5)).is_none());
        // 16 × 524 + 7 = 8,391: refused.
        assert!(refusal(&command(16, 5)).is_some());
        // 26 small subcommands: refused, though small.
        assert!(refusal(&command(26, 0)).is_some());
        let mut loud = command(1, 0);
        loud[0]["name"] = json!("Hex");
        assert!(refusal(&loud).is_some());
        // A message command's name may be written as people write.
        let menu = json!([{"name": "Draw Hex position", "type": 3,
                           "name_localizations": {"de": "Hex-Stellung zeichnen"}}]);
        assert!(refusal(&menu).is_none());
        assert_eq!(root_of(&command(2, 0), "s1").as_deref(), Some("hex"));
        assert_eq!(root_of(&command(2, 0), "s2"), None);
    }
}
