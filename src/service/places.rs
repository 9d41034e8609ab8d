//! Where a command works. Outside servers where hexbot is installed (a DM, a group DM, a server
//! only the player installed it in: [`Actor::answers_only`]) the bot can answer commands and
//! nothing else: it cannot post a day later, and there is no server whose leaderboard,
//! settings or tournaments a command could mean. Games against the computer and live games
//! between players, puzzles, the analysis board, diagrams, profiles and records work there;
//! what needs a server (leaderboards, server settings, tournaments, threads) or must speak up
//! days later (day clocks, vacations) is refused privately, saying why.

use super::command::Command;
use super::ids::Actor;
use super::messages::{Key, Message};
use super::turn_timer::TurnTimer;

/// Why `command` cannot be carried out where `actor` gives it; `None` when it can.
pub(super) fn refusal(actor: &Actor, command: &Command) -> Option<Message> {
    if !actor.answers_only {
        return None;
    }
    let day_clock = |timer: Option<TurnTimer>| timer.is_some_and(TurnTimer::is_day_clock);
    let key = match command {
        Command::Leaderboard { .. } => Key::OutsideLeaderboard,
        Command::Config(_) => Key::OutsideConfig,
        Command::Vacation(_) => Key::OutsideVacation,
        Command::Tournament(_) => Key::OutsideTournament,
        Command::Challenge(options) if options.thread_of.is_some() => Key::OutsideThread,
        Command::Challenge(options) if day_clock(options.timer) => Key::OutsideDayClock,
        Command::Ai(options) if day_clock(options.timer) => Key::OutsideDayClock,
        _ => return None,
    };
    Some(Message::new(key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::command::{AiOptions, ChallengeOptions, Ladder, VacationAction};
    use crate::service::ids::Person;

    fn outside() -> Actor {
        Actor::new(0, 5, 7, "ann").answering_only()
    }

    #[test]
    fn a_server_refuses_nothing_here_and_outside_what_needs_a_server_is_refused() {
        let board = Command::Leaderboard {
            page: None,
            kind: Ladder::Players,
        };
        let slow = Command::Ai(AiOptions {
            timer: Some(TurnTimer::Days1),
            ..AiOptions::default()
        });
        let vacation = Command::Vacation(VacationAction::Status);
        for command in [&board, &slow, &vacation] {
            assert_eq!(refusal(&Actor::new(0, 5, 7, "ann"), command), None);
            assert_eq!(refusal(&Actor::new(9, 5, 7, "ann"), command), None);
        }
        let key = |c: &Command| refusal(&outside(), c).map(|m| m.key);
        assert_eq!(key(&board), Some(Key::OutsideLeaderboard));
        assert_eq!(key(&slow), Some(Key::OutsideDayClock));
        assert_eq!(key(&vacation), Some(Key::OutsideVacation));
        let live = Command::Challenge(ChallengeOptions {
            timer: Some(TurnTimer::Secs60),
            ..ChallengeOptions::to(Person {
                id: crate::service::ids::UserId(8),
                name: "bob".into(),
                is_bot: false,
            })
        });
        for fine in [
            live,
            Command::Ai(AiOptions::default()),
            Command::Profile { user: None },
            Command::Move("e5".into()),
        ] {
            assert_eq!(key(&fine), None, "{fine:?}");
        }
    }
}
