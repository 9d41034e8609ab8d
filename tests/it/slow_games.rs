//! Slow games (issue 30) in the service, on real SQLite files and a manual clock: day clocks
//! reset by each move, the reminder at a quarter left (once a move, also across a restart), the
//! loss on time exactly at the deadline (rated; unrated against the computer), the notices as each
//! player chose (mention, direct message, nothing), `/hex games` across servers, vacations that
//! stop the clocks and count the allowance, and the outage rule after a restart.

use crate::support::service::{Harness, T0, ann, bob, cat, config};
use crate::support::{assert_key, assert_refused};
use hexbot::service::{
    Action, Actor, AiOptions, Arg, ChallengeOptions, Command, ConfigOptions, Key, Level, Notify,
    Person, PreferenceOptions, Reply, TurnTimer, VacationAction,
};
use hexbot::store::{GameId, GameStatus, ResultReason, Store};
use std::time::Duration;

const HOUR: Duration = Duration::from_secs(3600);
const DAY: Duration = Duration::from_secs(24 * 3600);
const SECOND: Duration = Duration::from_secs(1);

/// Ann (Red) against Bob (Blue) on 7×7 with `timer`, accepted.
async fn slow_game(h: &Harness, timer: TurnTimer) -> Reply {
    slow_game_as(h, &ann(), &bob(), timer).await
}

async fn slow_game_as(h: &Harness, red: &Actor, blue: &Actor, timer: TurnTimer) -> Reply {
    let mut o = ChallengeOptions::to(Person::new(blue.user.0, &blue.name));
    o.size = Some(7);
    o.timer = Some(timer);
    let r = h.send(red, Command::Challenge(o)).await;
    assert!(!r.refused, "{}", r.english());
    let r = h.send(blue, Command::Accept).await;
    assert_key(&r, Key::ChallengeAccepted);
    r
}

/// The line of `key` in `r`, in English.
fn line(r: &Reply, key: Key) -> String {
    r.lines
        .iter()
        .find(|m| m.key == key)
        .unwrap_or_else(|| panic!("no {key:?} in: {}", r.english()))
        .english()
}

async fn store(h: &Harness) -> Store {
    Store::open_path(h.dir.path().join("hexbot.db"))
        .await
        .unwrap()
}

#[tokio::test]
async fn a_day_clock_resets_each_move_reminds_once_and_loses_on_time_exactly_at_the_deadline() {
    let mut h = Harness::new(config).await;
    let r = slow_game(&h, TurnTimer::Days1).await;
    // Red is told at the start; the mention pings Ann alone.
    assert_eq!(
        line(&r, Key::YourMove),
        "@Ann, your move against Bob: 1 day to go."
    );
    let r = h.mv(&ann(), "d4").await;
    assert_eq!(
        line(&r, Key::YourMove),
        "@Bob, your move against Ann: 1 day to go."
    );
    let mention = r.lines.iter().find(|m| m.key == Key::YourMove).unwrap();
    assert!(matches!(mention.get("player"), Some(Arg::Mention(u, _)) if u.0 == 101));
    // Half a day later Bob moves: Ann's clock is full again.
    h.clock.advance(12 * HOUR);
    let r = h.mv(&bob(), "c3").await;
    assert_eq!(
        line(&r, Key::YourMove),
        "@Ann, your move against Bob: 1 day to go."
    );
    // No idle claim in a day-clock game: its clock is the claim.
    assert_refused(&h.send(&bob(), Command::Claim).await, Key::ClaimDayClock);
    // The reminder comes when a quarter is left (18 h later), once.
    h.clock.advance(18 * HOUR - SECOND);
    h.quiet().await;
    h.clock.advance(SECOND);
    let out = h.next().await;
    assert_key(&out.reply, Key::YourMoveReminder);
    assert!(!out.reply.is_private());
    assert!(
        out.reply.english().starts_with(
            "@Ann, a quarter of your time remains: 6 hours for your move against Bob."
        ),
        "{}",
        out.reply.english()
    );
    // Not before the deadline…
    h.clock.advance(6 * HOUR - Duration::from_millis(1));
    h.quiet().await;
    // …but exactly at it, Ann loses on time; the game is rated like a resignation.
    h.clock.advance(Duration::from_millis(1));
    let out = h.next().await;
    assert_eq!(
        line(&out.reply, Key::LostOnTime),
        "Ann let the clock run out and loses on time: Bob (Blue) wins!"
    );
    assert!(out.reply.has(Key::RatingChange), "{}", out.reply.english());
    let caption = out.reply.board.as_ref().unwrap().caption.english();
    assert!(caption.contains("on time"), "{caption}");
    let s = store(&h).await;
    let game = s.load_game(GameId(1)).await.unwrap().record;
    assert_eq!(game.status, GameStatus::Finished);
    assert_eq!(game.reason, Some(ResultReason::Timeout));
    assert!(game.rated);
    h.quiet().await;
}

#[tokio::test]
async fn the_reminder_is_sent_once_even_across_a_restart() {
    let mut h = Harness::new(config).await;
    slow_game(&h, TurnTimer::Days2).await;
    h.mv(&ann(), "d4").await;
    h.clock.advance(36 * HOUR);
    assert_key(&h.next().await.reply, Key::YourMoveReminder);
    let mut h = h.reopen().await;
    h.quiet().await;
    h.clock.advance(12 * HOUR);
    assert!(h.next().await.reply.has(Key::LostOnTime));
}

#[tokio::test]
async fn a_deadline_that_fell_while_the_bot_was_down_moves_forward_by_the_outage() {
    let mut h = Harness::new(config).await;
    slow_game(&h, TurnTimer::Days1).await;
    h.mv(&ann(), "d4").await;
    h.clock.advance(23 * HOUR);
    assert_key(&h.next().await.reply, Key::YourMoveReminder);
    // Down from 23 h to 25 h: Bob's deadline (24 h) fell meanwhile. It moves to 26 h.
    let mut h = h.restart(2 * HOUR).await;
    h.quiet().await;
    h.clock.advance(HOUR - SECOND);
    h.quiet().await;
    h.clock.advance(SECOND);
    let out = h.next().await;
    assert_eq!(
        line(&out.reply, Key::LostOnTime),
        "Bob let the clock run out and loses on time: Ann (Red) wins!"
    );
}

#[tokio::test]
async fn each_player_is_told_as_they_chose_mention_direct_message_or_nothing() {
    let mut h = Harness::new(config).await;
    let prefs = |notify| PreferenceOptions {
        notify: Some(notify),
        ..PreferenceOptions::default()
    };
    let r = h.send(&bob(), Command::Settings(prefs(Notify::Dm))).await;
    assert_eq!(
        line(&r, Key::SettingsNotify),
        "When it is your move in a game with a day clock: you get a direct message."
    );
    h.send(&ann(), Command::Settings(prefs(Notify::Off))).await;
    let r = slow_game(&h, TurnTimer::Days3).await;
    assert!(
        !r.has(Key::YourMove),
        "Ann chose no notice: {}",
        r.english()
    );
    let r = h.mv(&ann(), "d4").await;
    assert!(
        !r.has(Key::YourMove),
        "Bob is told directly: {}",
        r.english()
    );
    let out = h.next().await;
    let direct = out.direct.as_ref().expect("a direct message");
    assert_eq!(direct.user.0, 101);
    assert!(
        out.reply.board.is_some(),
        "the direct message shows the board"
    );
    assert!(
        out.reply
            .english()
            .starts_with("Your move against Ann: 3 days to go. The game: "),
        "{}",
        out.reply.english()
    );
    // Its public stand-in, if the message cannot be delivered, is the mention.
    assert_eq!(
        direct.fallback.english(),
        "@Bob, your move against Ann: 3 days to go."
    );
    h.quiet().await;
}

#[tokio::test]
async fn against_the_computer_a_day_clock_that_runs_out_ends_the_game_unrated() {
    let mut h = Harness::new(config).await;
    let o = |timer| AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        timer: Some(timer),
        ..AiOptions::default()
    };
    assert_refused(
        &h.send(&ann(), Command::Ai(o(TurnTimer::Secs30))).await,
        Key::LiveTimerVsComputer,
    );
    let r = h.send(&ann(), Command::Ai(o(TurnTimer::Days1))).await;
    assert!(!r.refused, "{}", r.english());
    let handled = h
        .svc
        .handle_answered(&ann(), Command::Move("d4".into()))
        .await
        .unwrap();
    let answer = handled
        .answer
        .expect("the computer answers")
        .wait(std::future::pending())
        .await
        .expect("its move");
    assert_eq!(
        line(&answer, Key::YourMove),
        "@Ann, your move against the computer: 1 day to go."
    );
    h.clock.advance(18 * HOUR);
    assert_key(&h.next().await.reply, Key::YourMoveReminder);
    h.clock.advance(6 * HOUR);
    let out = h.next().await;
    assert!(
        out.reply.has(Key::TimeRanOutVsComputer),
        "{}",
        out.reply.english()
    );
    let game = store(&h).await.load_game(GameId(1)).await.unwrap().record;
    assert_eq!(game.status, GameStatus::Aborted);
    assert!(!game.rated);
}

#[tokio::test]
async fn games_lists_every_unfinished_game_in_every_server_waiting_on_the_asker_first() {
    let h = Harness::new(config).await;
    // Server 1, channel 10: Ann against Bob, Ann's move after Bob's (1 day left).
    slow_game(&h, TurnTimer::Days1).await;
    // Server 1, channel 11: Ann against Cat, 7 days per move, Cat's move.
    let (ann11, cat11) = (Actor::new(1, 11, 100, "Ann"), Actor::new(1, 11, 102, "Cat"));
    slow_game_as(&h, &ann11, &cat11, TurnTimer::Days7).await;
    h.mv(&ann11, "d4").await;
    // Server 2, channel 20: Bob against Ann, no clock, Ann's move.
    let (bob20, ann20) = (Actor::new(2, 20, 101, "Bob"), Actor::new(2, 20, 100, "Ann"));
    slow_game_as(&h, &bob20, &ann20, TurnTimer::None).await;
    h.mv(&bob20, "a1").await;
    h.clock.advance(HOUR);
    let r = h
        .send(
            &ann(),
            Command::Games {
                user: None,
                page: None,
            },
        )
        .await;
    assert!(r.is_private());
    let text = r.english();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Your unfinished games (3), those waiting on you first:"
    );
    assert!(
        lines[1].starts_with("**Your move** · #1 against Bob"),
        "{text}"
    );
    assert!(lines[1].contains("23 hours to go"), "{text}");
    assert!(
        lines[2].starts_with("**Your move** · #3 against Bob"),
        "{text}"
    );
    assert!(lines[2].contains("no clock"), "{text}");
    assert!(lines[3].starts_with("Cat to move · #2"), "{text}");
    assert!(lines[3].contains("6 days 23 h to go"), "{text}");
    // Someone else's list is refused; nothing else happens.
    let r = h
        .send(
            &ann(),
            Command::Games {
                user: Some(Person::new(101, "Bob")),
                page: None,
            },
        )
        .await;
    assert_refused(&r, Key::GamesNotYours);
    let r = h
        .send(
            &cat(),
            Command::Games {
                user: None,
                page: None,
            },
        )
        .await;
    assert!(
        r.english().starts_with("Your unfinished games (1)"),
        "{}",
        r.english()
    );
}

#[tokio::test]
async fn a_vacation_stops_both_clocks_counts_the_allowance_and_ends_by_itself() {
    let mut h = Harness::new(config).await;
    slow_game(&h, TurnTimer::Days2).await;
    h.mv(&ann(), "d4").await;
    let vacation = |a| Command::Vacation(a);
    let r = h.send(&bob(), vacation(VacationAction::Status)).await;
    assert_key(&r, Key::VacationOff);
    assert!(
        r.english().contains("remaining this year: 30 days"),
        "{}",
        r.english()
    );
    assert_refused(
        &h.send(&bob(), vacation(VacationAction::End)).await,
        Key::VacationNotOn,
    );
    h.clock.advance(HOUR);
    let r = h.send(&bob(), vacation(VacationAction::Start)).await;
    assert_key(&r, Key::VacationStarted);
    assert_refused(
        &h.send(&bob(), vacation(VacationAction::Start)).await,
        Key::VacationAlready,
    );
    // Bob's clock (47 h left) stands still for ten days: no reminder, no loss.
    h.clock.advance(10 * DAY);
    h.quiet().await;
    let r = h
        .send(
            &ann(),
            Command::Games {
                user: None,
                page: None,
            },
        )
        .await;
    assert!(
        r.english().contains("clock stopped (vacation) until"),
        "{}",
        r.english()
    );
    // Moves still go through; the clock after it stands still too.
    let r = h.mv(&bob(), "c3").await;
    assert!(r.has(Key::ClockStandsStill), "{}", r.english());
    let r = h.send(&bob(), vacation(VacationAction::End)).await;
    assert_key(&r, Key::VacationEnded);
    assert!(
        r.english().contains("remaining this year: 20 days"),
        "{}",
        r.english()
    );
    // Ann's clock runs again from its full two days.
    h.clock.advance(36 * HOUR);
    assert_key(&h.next().await.reply, Key::YourMoveReminder);
    // A server may lower the allowance; a vacation ends by itself when it runs out.
    let mut moderator = cat();
    moderator.can_manage_guild = true;
    let o = ConfigOptions {
        vacation_days: Some(21),
        ..ConfigOptions::default()
    };
    h.send(&moderator, Command::Config(o)).await;
    let r = h.send(&ann(), vacation(VacationAction::Start)).await;
    assert_key(&r, Key::VacationStarted);
    assert!(r.english().contains("21 days"), "{}", r.english());
    h.clock.advance(21 * DAY - SECOND);
    h.quiet().await;
    h.clock.advance(SECOND);
    // Ann's 12 h were kept: the quarter (12 h) is reached at once, the deadline 12 h later.
    h.quiet().await;
    let r = h.send(&ann(), vacation(VacationAction::Status)).await;
    assert_key(&r, Key::VacationOff);
    assert_refused(
        &h.send(&ann(), vacation(VacationAction::Start)).await,
        Key::VacationNoneLeft,
    );
    h.clock.advance(12 * HOUR);
    let out = h.next().await;
    assert!(out.reply.has(Key::LostOnTime), "{}", out.reply.english());
    let _ = T0;
}

/// The store's part of slow games on each backend (SQLite, and PostgreSQL when configured):
/// clocks standing still and running, the reminder's ply, deadlines moved past an outage (only
/// day clocks, only those that fell in it), heartbeats, vacations, the lists of unfinished games.
#[tokio::test]
async fn the_store_keeps_clocks_vacations_and_heartbeats_on_each_backend() {
    use crate::support::db::{backends, fresh_database_url};
    use hexbot::hex::{BoardSize, Settings, SwapRule, Variant};
    use hexbot::orientation::Orientation;
    use hexbot::shards::ShardSet;
    use hexbot::store::{ChannelId, GuildId, NewGame, Player, Timestamp, UserId, Vacation};
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&fresh_database_url(backend, dir.path()).await)
            .await
            .unwrap();
        let game = |channel: u64, timer: u64| NewGame {
            guild: GuildId(1),
            channel: ChannelId(channel),
            thread: None,
            red: Player::Human(UserId(100)),
            blue: Player::Human(UserId(101)),
            challenger: Some(UserId(100)),
            settings: Settings {
                size: BoardSize::new(7).unwrap(),
                variant: Variant::Hex,
                swap: SwapRule::Mirror,
            },
            turn_timer: Some(Duration::from_secs(timer)),
            status: GameStatus::Active,
            rated: true,
            ai_seed: 1,
            created_at: T0,
            deadline: Some(T0.plus(Duration::from_secs(timer))),
            orientation: Orientation::Normal,
        };
        let slow = store.create_game(&game(10, 86_400)).await.unwrap();
        let live = store.create_game(&game(11, 30)).await.unwrap();
        // An outage from T0 + 10 s to T0 + 2 days: the day clock's deadline (T0 + 1 day) fell
        // in it and moves on by the outage; the live timer's (T0 + 30 s) is not a day clock.
        let all = ShardSet::ALL;
        let (after, until) = (T0.plus(10 * SECOND), T0.plus(2 * DAY));
        let moved = store
            .shift_deadlines(all, after, until, until.since(after))
            .await
            .unwrap();
        assert_eq!(moved, 1, "{backend:?}");
        let record = store.load_game(slow).await.unwrap().record;
        assert_eq!(record.deadline, Some(T0.plus(DAY + until.since(after))));
        let record = store.load_game(live).await.unwrap().record;
        assert_eq!(record.deadline, Some(T0.plus(30 * SECOND)));
        // A clock standing still, and the reminder of ply 0.
        store.set_clock(slow, None, Some(5 * HOUR)).await.unwrap();
        store.set_reminded(slow, 0).await.unwrap();
        let record = store.load_game(slow).await.unwrap().record;
        assert_eq!((record.deadline, record.clock_left), (None, Some(5 * HOUR)));
        assert_eq!(record.reminded_ply, Some(0));
        // Heartbeats.
        assert_eq!(store.last_heartbeat("shards 0-0 of 1").await.unwrap(), None);
        store.heartbeat("shards 0-0 of 1", T0).await.unwrap();
        store
            .heartbeat("shards 0-0 of 1", T0.plus(HOUR))
            .await
            .unwrap();
        assert_eq!(
            store.last_heartbeat("shards 0-0 of 1").await.unwrap(),
            Some(T0.plus(HOUR))
        );
        // Vacations: one open at a time; ended at most at their own end.
        let v = Vacation {
            guild: GuildId(1),
            user: UserId(101),
            started_at: T0,
            until: T0.plus(3 * DAY),
            ended_at: None,
        };
        store.start_vacation(&v).await.unwrap();
        assert!(store.start_vacation(&v).await.is_err(), "{backend:?}");
        assert_eq!(
            store.open_vacation(GuildId(1), UserId(101)).await.unwrap(),
            Some(v)
        );
        assert_eq!(store.open_vacations(all).await.unwrap(), vec![v]);
        let ended = store
            .end_vacation(GuildId(1), UserId(101), T0.plus(9 * DAY))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(ended.ended_at, Some(T0.plus(3 * DAY)));
        assert_eq!(
            store.open_vacation(GuildId(1), UserId(101)).await.unwrap(),
            None
        );
        let since = store
            .vacations_since(GuildId(1), UserId(101), Timestamp(0))
            .await
            .unwrap();
        assert_eq!(since, vec![ended]);
        // Every unfinished game of a player, in every server.
        let games = store.unfinished_games_of(UserId(101), 10).await.unwrap();
        assert_eq!(games.len(), 2);
        assert!(
            store
                .unfinished_games_of(UserId(102), 10)
                .await
                .unwrap()
                .is_empty()
        );
        store.close().await;
    }
}

#[tokio::test]
async fn games_beyond_one_page_turn_with_buttons() {
    let h = Harness::new(config).await;
    // Twelve games of Ann's, in twelve channels, each waiting on her.
    for channel in 0..12 {
        let (a, b) = (
            Actor::new(1, 100 + channel, 100, "Ann"),
            Actor::new(1, 100 + channel, 101, "Bob"),
        );
        slow_game_as(&h, &a, &b, TurnTimer::Days7).await;
        h.clock.advance(HOUR);
    }
    let r = h
        .send(
            &ann(),
            Command::Games {
                user: None,
                page: None,
            },
        )
        .await;
    let text = r.english();
    assert_eq!(
        text.lines().count(),
        12,
        "a title, ten games, the page: {text}"
    );
    assert!(text.ends_with("Page 1 of 2."), "{text}");
    // Least time left first: the oldest game.
    assert!(
        text.lines().nth(1).unwrap().contains("#1 against Bob"),
        "{text}"
    );
    let previous = r.buttons.first().expect("Previous");
    assert!(previous.disabled, "no page before the first");
    let next = r.button(Action::Games).expect("Next").id;
    let r = h
        .send(
            &ann(),
            Command::Button {
                id: next,
                input: None,
            },
        )
        .await;
    let text = r.english();
    assert!(r.is_private());
    assert_eq!(text.lines().count(), 4, "{text}");
    assert!(
        text.lines().nth(1).unwrap().contains("#11 against Bob"),
        "{text}"
    );
    assert!(text.ends_with("Page 2 of 2."), "{text}");
    // The button's id survives a round trip through its text, as Discord hands it back.
    let again = Command::button(&next.to_string(), None).unwrap();
    assert_eq!(
        again,
        Command::Button {
            id: next,
            input: None
        }
    );
}
