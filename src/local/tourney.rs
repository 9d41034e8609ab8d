//! `tournament …` typed in the terminal: `tournament create format:swiss rounds:3 Winter Cup`
//! (the words that are not options make the name; `rules:2017` pairs a Swiss tournament by the
//! older Dutch rules), `tournament join 12`, `tournament start`…

use super::words::{Opts, ParseLineError, err, size, swap};
use crate::service::{
    Command, TournamentAction, TournamentFormat, TournamentId, TournamentOptions,
};

/// The tournament command of `args` (its first word is the action).
pub(super) fn tournament(args: &[&str]) -> Result<Command, ParseLineError> {
    let Some((action, rest)) = args.split_first() else {
        return err("local-say-tournament", &[]);
    };
    let action = action.to_ascii_lowercase();
    if action == "create" || action == "new" {
        return create(rest);
    }
    let o = Opts::new(rest, &["id"])?;
    let id = match o.get("id").or_else(|| o.positional.first().copied()) {
        None => None,
        Some(text) => Some(TournamentId(text.trim_start_matches('#').parse().map_err(
            |_| ParseLineError::new("local-not-a-tournament", &[("text", text)]),
        )?)),
    };
    if o.positional.len() > 1 {
        return err(
            "local-extra-word",
            &[("command", "tournament"), ("word", o.positional[1])],
        );
    }
    let action = match action.as_str() {
        "join" => TournamentAction::Join(id),
        "leave" => TournamentAction::Leave(id),
        "start" => TournamentAction::Start(id),
        "standings" | "table" => TournamentAction::Standings(id),
        "cancel" => TournamentAction::Cancel(id),
        "withdraw" => TournamentAction::Withdraw(id),
        "export" => TournamentAction::Export(id),
        _ => return err("local-say-tournament", &[]),
    };
    Ok(Command::Tournament(action))
}

fn create(args: &[&str]) -> Result<Command, ParseLineError> {
    let o = Opts::new(
        args,
        &[
            "name", "format", "size", "variant", "swap", "timer", "rated", "rounds", "rules", "max",
        ],
    )?;
    let format = o
        .parsed::<TournamentFormat>("format")?
        .unwrap_or(TournamentFormat::Swiss);
    let name = match o.get("name") {
        Some(name) => name.replace('_', " "),
        None => o.positional.join(" "),
    };
    let mut options = TournamentOptions::new(name, format);
    options.size = size(&o)?;
    options.variant = o.parsed("variant")?;
    options.swap = swap(&o)?;
    options.timer = o.parsed("timer")?;
    options.rated = match o.get("rated").map(str::to_ascii_lowercase).as_deref() {
        None => None,
        Some("yes" | "on" | "true") => Some(true),
        Some("no" | "off" | "false") => Some(false),
        Some(v) => {
            return Err(ParseLineError::new(
                "local-bad-value",
                &[("option", "rated"), ("value", v)],
            ));
        }
    };
    options.rounds = o.parsed("rounds")?;
    options.rules = o.parsed("rules")?;
    options.max_players = o.parsed("max")?;
    Ok(Command::Tournament(TournamentAction::Create(options)))
}
