//! The daily puzzle through the game service, on a manual clock: posted at the server's hour
//! and not before, once a day across restarts (a post claimed but never reported is handed to
//! the front end again, which looks for it; a reported one never is), a missed hour posted on
//! start; solved privately from the post's button, the post edited with its solvers; an
//! earlier day's button refused; the streak kept, then broken, on SQLite and PostgreSQL.

use crate::support::db::{backends, fresh_database_url};
use crate::support::service::{CHANNEL, GUILD, Harness, T0, ann, bob, cat, config, open_service};
use crate::support::{assert_key, assert_refused};
use hexbot::hex::Cell;
use hexbot::puzzle::{Puzzle, by_number};
use hexbot::service::{
    Action, Actor, ButtonId, ChannelId, Command, ConfigOptions, GuildId, Key, ManualClock,
    Outgoing, PuzzleAction, PuzzleChannel, Reply, Service, ServiceConfig,
};
use std::sync::Arc;
use std::time::Duration;

const HOUR: Duration = Duration::from_secs(3600);
/// The manual clock starts at 08:00 UTC.
const T0_HOUR: u32 = 8;

fn moderator() -> Actor {
    let mut a = cat();
    a.can_manage_guild = true;
    a
}

/// `/hex config puzzle-channel:` this channel, `puzzle-hour:` `hour`.
fn daily_here(hour: u32) -> Command {
    Command::Config(ConfigOptions {
        puzzle_channel: Some(PuzzleChannel::In(ChannelId(CHANNEL))),
        puzzle_hour: Some(hour),
        ..ConfigOptions::default()
    })
}

async fn handle(svc: &Service, actor: &Actor, command: Command) -> Reply {
    svc.handle(actor, command).await.expect("no internal error")
}

async fn press(svc: &Service, actor: &Actor, id: ButtonId, input: Option<&str>) -> Reply {
    let input = input.map(str::to_owned);
    handle(svc, actor, Command::Button { id, input }).await
}

fn has_line(reply: &Reply, key: Key) -> bool {
    reply.lines.iter().any(|m| m.key == key)
}

fn number(reply: &Reply, key: Key, name: &str) -> i64 {
    let line = reply.lines.iter().find(|m| m.key == key);
    line.and_then(|m| m.get(name))
        .and_then(|a| a.to_string().parse().ok())
        .unwrap_or_else(|| panic!("{name} of {key:?} in {}", reply.english()))
}

fn button(reply: &Reply, action: Action) -> ButtonId {
    reply
        .buttons
        .iter()
        .find(|b| b.id.action == action)
        .unwrap_or_else(|| panic!("no {action:?} button in {}", reply.english()))
        .id
}

/// The puzzle a reply shows.
fn shown(reply: &Reply) -> &'static Puzzle {
    let n = number(reply, Key::PuzzleTitle, "number");
    by_number(u32::try_from(n).unwrap()).expect("a puzzle of the library")
}

/// A day's post: its day, and the Solve button.
fn post_of(out: &Outgoing) -> (i64, ButtonId) {
    let daily = out.daily.expect("a daily post");
    assert_eq!((out.guild.0, out.channel.0), (GUILD, CHANNEL));
    assert!(out.edit.is_none());
    assert!(!out.reply.is_private());
    assert_key(&out.reply, Key::PuzzleDailyPost);
    assert!(out.reply.board.as_ref().is_some_and(|b| !b.png.is_empty()));
    let solve = button(&out.reply, Action::PuzzleDaily);
    assert_eq!(solve.game.0, daily.day, "the button names the day");
    (daily.day, solve)
}

/// Plays the puzzle `opened` shows along its solution; the last reply.
async fn solve(svc: &Service, actor: &Actor, opened: Reply) -> Reply {
    let puzzle = shown(&opened);
    let mut reply = opened;
    for stone in puzzle.solution().step_by(2) {
        let id = button(&reply, Action::PuzzleMove);
        reply = press(svc, actor, id, Some(&stone.to_string())).await;
        assert!(!reply.refused, "{}", reply.english());
        if !has_line(&reply, Key::PuzzleContinue) {
            break;
        }
    }
    assert!(
        has_line(&reply, Key::PuzzleSolved) || has_line(&reply, Key::PuzzleSolvedConnected),
        "{}",
        reply.english()
    );
    reply
}

/// Plays a losing stone in the puzzle `opened` shows.
async fn fail(svc: &Service, actor: &Actor, opened: &Reply) -> Reply {
    let p = shown(opened);
    let wrong: Cell = p
        .position()
        .unwrap()
        .board()
        .empty_cells()
        .find(|&c| c != p.key)
        .unwrap();
    let id = button(opened, Action::PuzzleMove);
    press(svc, actor, id, Some(&wrong.to_string())).await
}

#[tokio::test]
async fn the_daily_puzzle_is_posted_at_the_hour_once_a_day_across_restarts() {
    let mut h = Harness::new(config).await;
    let set = h.send(&moderator(), daily_here(T0_HOUR + 1)).await;
    assert!(has_line(&set, Key::ConfigDailyPuzzle), "{}", set.english());
    // Not before its hour.
    h.quiet().await;
    h.clock.advance(HOUR / 2);
    h.quiet().await;
    h.clock.advance(HOUR / 2);
    let (day, _) = post_of(&h.next().await);
    h.quiet().await;

    // The process stops before the front end reported the post: the next one hands it over
    // again (the front end looks for it before posting), and only once reported is it done.
    let mut h = h.reopen().await;
    let again = h.next().await;
    assert_eq!(post_of(&again).0, day, "the same day's post");
    h.quiet().await;
    h.svc.daily_posted(again.guild, day, 555).await.unwrap();
    let mut h = h.reopen().await;
    h.quiet().await;

    // The next day's at its hour, not before.
    h.clock.advance(23 * HOUR);
    h.quiet().await;
    h.clock.advance(HOUR);
    let next = h.next().await;
    assert_eq!(post_of(&next).0, day + 1);
    h.svc.daily_posted(next.guild, day + 1, 556).await.unwrap();
    h.quiet().await;

    // Down through the next hour: posted on start, once.
    let mut h = h.restart(25 * HOUR).await;
    let missed = h.next().await;
    assert_eq!(post_of(&missed).0, day + 2);
    h.svc
        .daily_posted(missed.guild, day + 2, 557)
        .await
        .unwrap();
    h.quiet().await;
    let mut h = h.reopen().await;
    h.quiet().await;

    // Stopped: no more posts; the day's puzzle is still there for the asking.
    let off = Command::Config(ConfigOptions {
        puzzle_channel: Some(PuzzleChannel::Off),
        ..ConfigOptions::default()
    });
    assert!(has_line(
        &h.send(&moderator(), off).await,
        Key::ConfigDailyPuzzleOff
    ));
    h.clock.advance(24 * HOUR);
    h.quiet().await;
    let today = h
        .send(&ann(), Command::Puzzle(PuzzleAction::Daily(None)))
        .await;
    assert!(has_line(&today, Key::PuzzleDailyOf), "{}", today.english());
}

#[tokio::test]
async fn a_channel_set_after_the_hour_waits_for_the_next_day() {
    let mut h = Harness::new(config).await;
    h.send(&moderator(), daily_here(T0_HOUR - 1)).await;
    h.quiet().await;
    h.clock.advance(22 * HOUR);
    h.quiet().await;
    h.clock.advance(HOUR);
    post_of(&h.next().await);
    // A bad hour is refused, nothing stored.
    let bad = Command::Config(ConfigOptions {
        puzzle_hour: Some(24),
        ..ConfigOptions::default()
    });
    assert_refused(&h.send(&moderator(), bad).await, Key::ConfigBadPuzzleHour);
    let shown = h
        .send(&ann(), Command::Config(ConfigOptions::default()))
        .await;
    assert!(shown.english().contains("07:00 UTC"), "{}", shown.english());
}

#[tokio::test]
async fn solvers_are_counted_on_the_post_and_streaks_kept_and_broken() {
    let mut h = Harness::new(config).await;
    h.send(&moderator(), daily_here(T0_HOUR)).await;
    let (day, solve_button) = post_of(&h.next().await);
    h.svc.daily_posted(GuildId(GUILD), day, 777).await.unwrap();

    // Ann solves it from the post's button, privately; the post is edited with her name.
    let opened = press(&h.svc, &ann(), solve_button, None).await;
    assert!(
        opened.is_private() && !opened.refused,
        "{}",
        opened.english()
    );
    assert!(has_line(&opened, Key::PuzzleDailyOf));
    let solved = solve(&h.svc, &ann(), opened).await;
    assert_eq!(number(&solved, Key::PuzzleDailyStreak, "current"), 1);
    let edit = h.next().await;
    assert_eq!(edit.edit, Some(777));
    assert!(edit.daily.is_none());
    assert_eq!(number(&edit.reply, Key::PuzzleDailySolvers, "count"), 1);
    assert!(
        edit.reply.english().contains("Ann"),
        "{}",
        edit.reply.english()
    );
    // Pressing again says how she did.
    let again = press(&h.svc, &ann(), solve_button, None).await;
    assert_key(&again, Key::PuzzleDailySolvedAlready);

    // Bob fails it by command: no edit, no streak.
    let bobs = h
        .send(&bob(), Command::Puzzle(PuzzleAction::Daily(None)))
        .await;
    assert_eq!(shown(&bobs), shown(&again_open(&h.svc).await));
    let failed = fail(&h.svc, &bob(), &bobs).await;
    assert!(
        has_line(&failed, Key::PuzzleSolution),
        "{}",
        failed.english()
    );
    assert_eq!(number(&failed, Key::PuzzleDailyStreak, "current"), 0);
    h.quiet().await;

    // The next day: the old button is refused; Ann keeps her streak.
    h.clock.advance(24 * HOUR);
    let (day2, solve2) = post_of(&h.next().await);
    assert_eq!(day2, day + 1);
    h.svc.daily_posted(GuildId(GUILD), day2, 778).await.unwrap();
    assert_refused(
        &press(&h.svc, &ann(), solve_button, None).await,
        Key::PuzzleDailyOld,
    );
    let opened = press(&h.svc, &ann(), solve2, None).await;
    assert_ne!(shown(&opened), shown(&bobs), "another puzzle each day");
    let solved = solve(&h.svc, &ann(), opened).await;
    assert_eq!(number(&solved, Key::PuzzleDailyStreak, "current"), 2);
    h.next().await;

    // A puzzle of her own open: the daily one waits until it is done.
    h.clock.advance(24 * HOUR);
    post_of(&h.next().await);
    h.send(&ann(), Command::Puzzle(PuzzleAction::Open)).await;
    let busy = h
        .send(&ann(), Command::Puzzle(PuzzleAction::Daily(None)))
        .await;
    assert_refused(&busy, Key::PuzzleDailyFinishFirst);
    h.send(&ann(), Command::Puzzle(PuzzleAction::GiveUp)).await;

    // She skips that day: the streak is broken, the best kept.
    h.clock.advance(24 * HOUR);
    post_of(&h.next().await);
    let profile = h.send(&ann(), Command::Profile { user: None }).await;
    assert_eq!(number(&profile, Key::ProfileDailyStreak, "current"), 0);
    assert_eq!(number(&profile, Key::ProfileDailyStreak, "best"), 2);
    let opened = h
        .send(&ann(), Command::Puzzle(PuzzleAction::Daily(None)))
        .await;
    let solved = solve(&h.svc, &ann(), opened).await;
    assert_eq!(number(&solved, Key::PuzzleDailyStreak, "current"), 1);
    assert_eq!(number(&solved, Key::PuzzleDailyStreak, "best"), 2);
}

/// The day's puzzle as Cat sees it (opened for her).
async fn again_open(svc: &Service) -> Reply {
    handle(svc, &cat(), Command::Puzzle(PuzzleAction::Daily(None))).await
}

#[tokio::test]
async fn the_daily_puzzle_and_its_streak_on_both_backends() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database_url(backend, dir.path()).await;
        let mut c = ServiceConfig::new(url);
        c.ai_threads = 1;
        c.seed = Some(5);
        let svc = open_service(c, Arc::new(ManualClock::new(T0))).await;
        handle(&svc, &moderator(), daily_here(T0_HOUR)).await;
        let opened = handle(&svc, &ann(), Command::Puzzle(PuzzleAction::Daily(None))).await;
        assert!(has_line(&opened, Key::PuzzleRated), "{}", opened.english());
        let solved = solve(&svc, &ann(), opened).await;
        assert_eq!(number(&solved, Key::PuzzleDailyStreak, "current"), 1);
        let profile = handle(&svc, &ann(), Command::Profile { user: None }).await;
        assert_eq!(number(&profile, Key::ProfileDailyStreak, "best"), 1);
        svc.close().await;
    }
}
