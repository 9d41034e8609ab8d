//! Faults (issue 17, items 1–3; issue 32, item 6): one game that no longer loads is set aside
//! and the rest of the bot starts; the computer's turn, a challenge's expiry and the end of an
//! abandoned game against the computer back off when a write fails, give up after a few tries
//! and say so in the channel; idle channels are forgotten and the queue of
//! announcements is bounded. Real SQLite files in a temp dir, faults made with plain SQL
//! (a row that does not decode, moves that do not replay, a trigger that refuses writes), the
//! service's manual clock.

use crate::support::assert_key;
use crate::support::service::{Harness, T0, budget, db_url};
use hexbot::service::{
    Actor, AiOptions, ChallengeOptions, Command, FirstMove, GameId, Key, Level, ManualClock,
    Outgoing, Person, Reply, ServiceConfig, TurnTimer,
};
use std::sync::Arc;
use std::time::Duration;
use tempfile::TempDir;

fn player(channel: u64, user: u64, name: &str) -> Actor {
    Actor::new(1, channel, user, name)
}

fn moderator(channel: u64) -> Actor {
    let mut a = Actor::new(1, channel, 999, "Mod");
    a.can_manage_messages = true;
    a
}

fn config(dir: &TempDir) -> ServiceConfig {
    budget(dir, 1, 32, 17)
}

async fn open_in(dir: TempDir, clock: Arc<ManualClock>) -> Harness {
    open_with(dir, clock, |_| {}).await
}

async fn open_with(
    dir: TempDir,
    clock: Arc<ManualClock>,
    tune: impl FnOnce(&mut ServiceConfig),
) -> Harness {
    Harness::open(dir, clock, config, tune).await
}

async fn harness() -> Harness {
    Harness::new(config).await
}

impl Harness {
    /// Two players in `channel` (users `10*channel` and `10*channel+1`), 7×7, no timer: the
    /// game's id.
    async fn game_in(&self, channel: u64) -> GameId {
        let (red, blue) = (channel * 10, channel * 10 + 1);
        let mut o = ChallengeOptions::to(Person::new(blue, "Blue"));
        o.size = Some(7);
        o.timer = Some(TurnTimer::None);
        self.send(&player(channel, red, "Red"), Command::Challenge(o))
            .await;
        let r = self
            .send(&player(channel, blue, "Blue"), Command::Accept)
            .await;
        assert_key(&r, Key::ChallengeAccepted);
        r.game.expect("the game's id")
    }

    async fn play(&self, channel: u64, user: u64, cell: &str) -> Reply {
        self.send(&player(channel, user, "P"), Command::Move(cell.into()))
            .await
    }

    async fn sql(&self, sql: &str) {
        let pool = pool(&self.dir).await;
        sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()))
            .execute(&pool)
            .await
            .expect("the test's SQL");
        pool.close().await;
    }
}

async fn pool(dir: &TempDir) -> sqlx::SqlitePool {
    let options: sqlx::sqlite::SqliteConnectOptions = db_url(dir).parse().unwrap();
    sqlx::SqlitePool::connect_with(options).await.unwrap()
}

// ---- 1. one invalid open game ----

#[tokio::test]
async fn games_that_no_longer_load_are_set_aside_and_everything_else_starts() {
    let h = harness().await;
    let undecodable = h.game_in(10).await;
    h.play(10, 100, "d4").await;
    let fine = h.game_in(11).await;
    h.play(11, 110, "d4").await;
    let unplayable = h.game_in(12).await;
    h.play(12, 120, "d4").await;
    h.play(12, 121, "e5").await;
    h.svc.close().await;
    // A row that does not decode (text where a number belongs), and moves that no longer
    // replay (the second stone on the first one's cell).
    h.sql(&format!(
        "UPDATE games SET ai_seed = 'not a number' WHERE id = {}",
        undecodable.0
    ))
    .await;
    h.sql(&format!(
        "UPDATE moves SET mv = 'd4' WHERE game_id = {} AND ply = 1",
        unplayable.0
    ))
    .await;
    let h = open_in(h.dir, h.clock).await;

    // The good game goes on.
    let r = h.play(11, 111, "e5").await;
    assert!(!r.refused, "{}", r.english());

    // The channels of the broken games are free: no game there, and a new one may start.
    for channel in [10, 12] {
        let r = h.send(&player(channel, 5, "Eve"), Command::Board).await;
        assert!(r.refused, "{}", r.english());
        assert_key(&r, Key::NoGameHere);
    }
    let fresh = h.game_in(10).await;
    assert_ne!(fresh, undecodable);

    // Marked in the database, with the reason.
    let pool = pool(&h.dir).await;
    let marked: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, set_aside FROM games WHERE set_aside IS NOT NULL ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    pool.close().await;
    let ids: Vec<i64> = marked.iter().map(|m| m.0).collect();
    assert_eq!(ids, vec![undecodable.0, unplayable.0]);
    assert!(marked.iter().all(|m| !m.1.is_empty()));

    // Moderators see them (an abort where there is no game lists them) and abort them by id.
    let r = h.send(&moderator(12), Command::Abort).await;
    assert_key(&r, Key::SetAsideList);
    let text = r.english();
    assert!(
        text.contains(&format!("#{}", undecodable.0))
            && text.contains(&format!("#{}", unplayable.0)),
        "{text}"
    );
    let r = h
        .send(&player(12, 5, "Eve"), Command::AbortGame(unplayable))
        .await;
    assert_key(&r, Key::NotModerator);
    let r = h.send(&moderator(12), Command::AbortGame(unplayable)).await;
    assert_key(&r, Key::SetAsideAborted);
    assert!(!r.refused, "{}", r.english());
    let r = h.send(&moderator(12), Command::AbortGame(fine)).await;
    assert!(r.refused);
    assert_key(&r, Key::NotSetAside);
    let r = h.send(&moderator(12), Command::Abort).await;
    assert_key(&r, Key::SetAsideList);
    assert!(!r.english().contains(&format!("#{}", unplayable.0)));

    // And it stays so across a restart: nothing is set aside twice, nothing comes back.
    let h = h.reopen().await;
    let r = h.play(11, 110, "c3").await;
    assert!(!r.refused, "{}", r.english());
    let r = h.send(&player(12, 5, "Eve"), Command::Board).await;
    assert_key(&r, Key::NoGameHere);
}

// ---- 2. backing off after a failed write ----

/// Moves the clock a second at a time (letting the service settle in between) until the
/// service says something in the channel, for at most `limit` seconds: the announcement and the
/// seconds it took.
async fn advance_until_announced(h: &mut Harness, limit: u64) -> Option<(Outgoing, u64)> {
    for s in 1..=limit {
        h.clock.advance(Duration::from_secs(1));
        if let Ok(Some(out)) = tokio::time::timeout(Duration::from_millis(100), h.rx.recv()).await {
            return Some((out, s));
        }
    }
    None
}

async fn stored_moves(dir: &TempDir) -> i64 {
    let pool = pool(dir).await;
    let n = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
}

#[tokio::test]
async fn the_computers_turn_backs_off_when_its_move_cannot_be_stored_and_gives_up_in_the_channel() {
    let mut h = harness().await;
    // Every write of a move fails, as on a full disk or a read-only file.
    h.sql(
        "CREATE TRIGGER no_moves BEFORE INSERT ON moves \
         BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    .await;
    let o = AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        first: Some(FirstMove::Computer),
        ..AiOptions::default()
    };
    let r = h.send(&player(30, 300, "Ann"), Command::Ai(o)).await;
    assert_key(&r, Key::AiGameStarted);
    // Tries at once, then after 1 s, 5 s and 30 s: the fourth failure is at least 36 s in, and
    // then the channel is told.
    let (out, secs) = advance_until_announced(&mut h, 200)
        .await
        .expect("the service gives up and says so");
    assert_key(&out.reply, Key::ComputerGaveUp);
    assert!(!out.reply.is_private());
    assert!(secs >= 36, "gave up after {secs} s: not spaced out");
    assert!(
        out.reply.english().contains("4 tries"),
        "{}",
        out.reply.english()
    );
    // Given up: the service tries no more, even once writing works again.
    h.sql("DROP TRIGGER no_moves").await;
    assert!(advance_until_announced(&mut h, 120).await.is_none());
    assert_eq!(stored_moves(&h.dir).await, 0);
    // A restart tries again, and the game goes on.
    let mut h = h.reopen().await;
    let out = h.next().await;
    assert!(!out.reply.refused);
    assert_eq!(stored_moves(&h.dir).await, 1);
}

#[tokio::test]
async fn a_challenge_whose_expiry_cannot_be_stored_is_tried_again_then_the_channel_is_told() {
    let mut h = harness().await;
    h.sql(
        "CREATE TRIGGER no_expiry BEFORE UPDATE OF status ON games WHEN NEW.status = 'expired' \
         BEGIN SELECT RAISE(ABORT, 'database is locked'); END",
    )
    .await;
    let mut o = ChallengeOptions::to(Person::new(401, "Bob"));
    o.size = Some(7);
    h.send(&player(40, 400, "Ann"), Command::Challenge(o)).await;
    h.clock.advance(Duration::from_secs(10 * 60 - 1));
    let (out, secs) = advance_until_announced(&mut h, 200)
        .await
        .expect("the service gives up and says so");
    assert_key(&out.reply, Key::ExpiryGaveUp);
    assert!(secs >= 36, "gave up after {secs} s: not spaced out");
    // The challenge stays open and can still be answered.
    h.sql("DROP TRIGGER no_expiry").await;
    let r = h.send(&player(40, 401, "Bob"), Command::Accept).await;
    assert_key(&r, Key::ChallengeAccepted);
}

#[tokio::test]
async fn an_abandoned_game_against_the_computer_whose_end_cannot_be_stored_backs_off_and_gives_up()
{
    let mut h = harness().await;
    // Ending a game fails, as on a full disk: the abandoned game cannot be closed.
    h.sql(
        "CREATE TRIGGER no_end BEFORE UPDATE OF status ON games WHEN NEW.status = 'aborted' \
         BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    .await;
    let o = AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        first: Some(FirstMove::You),
        ..AiOptions::default()
    };
    let r = h.send(&player(31, 310, "Ann"), Command::Ai(o)).await;
    assert_key(&r, Key::AiGameStarted);
    // Ann never moves. The idle day passes; then the service tries at once and after 1 s, 5 s
    // and 30 s, not in a loop: the fourth failure is at least 36 s in, and then the channel is
    // told.
    h.clock.advance(Duration::from_secs(24 * 60 * 60 - 1));
    let (out, secs) = advance_until_announced(&mut h, 200)
        .await
        .expect("the service gives up and says so");
    assert_key(&out.reply, Key::AbandonedGaveUp);
    assert!(!out.reply.is_private());
    assert!(secs >= 36, "gave up after {secs} s: not spaced out");
    assert!(
        out.reply.english().contains("4 tries"),
        "{}",
        out.reply.english()
    );
    // Given up: no more tries, even once writing works again; the game is still open.
    h.sql("DROP TRIGGER no_end").await;
    assert!(advance_until_announced(&mut h, 120).await.is_none());
    let pool = pool(&h.dir).await;
    let active: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = 'active'")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_eq!(active, 1);
    // A restart tries again, and the game ends as abandoned.
    let mut h = h.reopen().await;
    let out = h.next().await;
    assert_key(&out.reply, Key::AbandonedVsComputer);
}

// ---- 3. bounded memory ----

#[tokio::test]
async fn idle_channels_are_forgotten_and_channels_with_games_are_kept() {
    let clock = Arc::new(ManualClock::new(T0));
    let h = open_with(tempfile::tempdir().unwrap(), clock, |c| c.channels_kept = 8).await;
    // Busy channels: a game between two players, a pending challenge, a game against the
    // computer (its turn timer armed).
    h.game_in(50).await;
    h.play(50, 500, "d4").await;
    let mut o = ChallengeOptions::to(Person::new(511, "Bob"));
    o.size = Some(7);
    h.send(&player(51, 510, "Ann"), Command::Challenge(o)).await;
    let o = AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        first: Some(FirstMove::You),
        ..AiOptions::default()
    };
    h.send(&player(52, 520, "Cat"), Command::Ai(o)).await;
    // A thousand channels glanced at once each.
    for channel in 1000..2000 {
        let r = h.send(&player(channel, 7, "Eve"), Command::Board).await;
        assert_key(&r, Key::NoGameHere);
    }
    let kept = h.svc.channels_in_memory();
    assert!(kept <= 2 * 8 + 3, "{kept} channels in memory");
    // The busy channels were never forgotten: their games go on where they were.
    let r = h.play(50, 501, "e5").await;
    assert!(!r.refused, "{}", r.english());
    let r = h.send(&player(51, 511, "Bob"), Command::Accept).await;
    assert_key(&r, Key::ChallengeAccepted);
    let r = h.play(52, 520, "d4").await;
    assert!(!r.refused, "{}", r.english());
    // A forgotten channel comes back from the store: its last game is there for a rematch.
    let r = h.send(&player(1000, 7, "Eve"), Command::Board).await;
    assert_key(&r, Key::NoGameHere);
}

#[tokio::test]
async fn display_names_in_memory_are_bounded_and_forgotten_ones_come_back_from_the_store() {
    let clock = Arc::new(ManualClock::new(T0));
    let h = open_with(tempfile::tempdir().unwrap(), clock, |c| c.names_kept = 8).await;
    let mut o = ChallengeOptions::to(Person::new(601, "Yannick"));
    o.size = Some(7);
    o.timer = Some(TurnTimer::None);
    h.send(&player(60, 600, "Zelda"), Command::Challenge(o))
        .await;
    let r = h.send(&player(60, 601, "Yannick"), Command::Accept).await;
    assert_key(&r, Key::ChallengeAccepted);
    // Two hundred people glance at other channels: their names are stored, and memory keeps
    // only the ones used lately.
    for u in 0..200u64 {
        let r = h
            .send(
                &player(1000 + u, 7000 + u, &format!("Glancer{u}")),
                Command::Board,
            )
            .await;
        assert_key(&r, Key::NoGameHere);
        let (in_guild, anywhere) = h.svc.names_in_memory();
        assert!(
            in_guild <= 8 && anywhere <= 8,
            "{in_guild}, {anywhere} names"
        );
    }
    // Zelda's and Yannick's names left memory long ago; a restart empties it entirely. The
    // board still names both, read back from the store.
    let h = h.reopen().await;
    let r = h.send(&player(60, 600, "Zelda"), Command::Board).await;
    let text = r.english();
    assert!(text.contains("Yannick"), "{text}");
}

#[tokio::test]
async fn announcements_past_the_bound_are_dropped_and_the_games_stay_right() {
    let clock = Arc::new(ManualClock::new(T0));
    let mut h = open_with(tempfile::tempdir().unwrap(), clock, |c| {
        c.announcements_queued = 2;
    })
    .await;
    // Five challenges in five channels, left unanswered until they expire together while the
    // front end reads nothing.
    for channel in 60..65 {
        let mut o = ChallengeOptions::to(Person::new(channel * 10 + 1, "Bob"));
        o.size = Some(7);
        h.send(&player(channel, channel * 10, "Ann"), Command::Challenge(o))
            .await;
    }
    h.clock.advance(Duration::from_secs(10 * 60));
    // Every challenge expired in the store.
    let pool = pool(&h.dir).await;
    let mut expired = 0;
    for _ in 0..100 {
        expired =
            sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM games WHERE status = 'expired'")
                .fetch_one(&pool)
                .await
                .unwrap();
        if expired == 5 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    pool.close().await;
    assert_eq!(expired, 5);
    // Only two announcements waited; the rest were dropped rather than queued without end.
    let mut got = 0;
    while let Ok(Some(out)) = tokio::time::timeout(Duration::from_millis(200), h.rx.recv()).await {
        assert_key(&out.reply, Key::ChallengeExpired);
        got += 1;
    }
    assert_eq!(got, 2);
    // The channels are free for new games.
    let r = h.game_in(60).await;
    assert!(r.0 > 0);
}
