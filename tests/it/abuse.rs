//! Abuse, below the front end (issue 17, items 4–6): nobody hogs the computer (games against it
//! capped per user and per server, its queue bounded), public answers go to bystanders privately
//! and are rate-limited per user, and open challenges are capped per challenger; two requests at
//! once never pass a cap together (issue 32, item 6). Real SQLite
//! files in a temp dir and the service's manual clock; no sleeps.

use crate::support::assert_key;
use hexbot::service::ChannelId;
use hexbot::service::{
    Actor, AiOptions, ChallengeOptions, Command, ComputerLimits, FirstMove, Key, Ladder,
    ManualClock, Person, PublicAnswers, Reply, Service, ServiceConfig, Timestamp, Visibility,
};
use std::sync::Arc;
use std::time::Duration;
use tempfile::TempDir;

const GUILD: u64 = 1;

fn at(channel: u64, user: u64, name: &str) -> Actor {
    Actor::new(GUILD, channel, user, name)
}

struct Harness {
    _dir: TempDir,
    clock: Arc<ManualClock>,
    svc: Service,
    rx: hexbot::service::Announcements,
}

async fn harness(tune: impl FnOnce(&mut ServiceConfig)) -> Harness {
    let clock = Arc::new(ManualClock::new(Timestamp(1_800_000_000_000)));
    open_at(tempfile::tempdir().unwrap(), clock, tune).await
}

async fn open_at(
    dir: TempDir,
    clock: Arc<ManualClock>,
    tune: impl FnOnce(&mut ServiceConfig),
) -> Harness {
    let mut c = ServiceConfig::new(format!(
        "sqlite://{}",
        dir.path().join("hexbot.db").display()
    ));
    c.ai_threads = 1;
    c.ai_playouts = Some(64);
    c.seed = Some(17);
    tune(&mut c);
    let (svc, rx) = Service::open(c, clock.clone()).await.expect("open");
    Harness {
        _dir: dir,
        clock,
        svc,
        rx,
    }
}

impl Harness {
    /// Closes the service and opens the same file again with other settings.
    async fn reopen(self, tune: impl FnOnce(&mut ServiceConfig)) -> Harness {
        self.svc.close().await;
        open_at(self._dir, self.clock, tune).await
    }

    async fn send(&self, actor: &Actor, cmd: Command) -> Reply {
        self.svc
            .handle(actor, cmd)
            .await
            .expect("no internal error")
    }

    /// How many games against the computer `user` plays, as stored.
    async fn svc_open_computer_games(&self, user: u64) -> u32 {
        let store = hexbot::store::Store::open_path(self._dir.path().join("hexbot.db"))
            .await
            .expect("the store opens");
        store
            .open_computer_games_of(hexbot::store::UserId(user))
            .await
            .expect("counted")
    }

    /// A game against the computer in the actor's channel, the player moving first.
    async fn ai(&self, actor: &Actor) -> Reply {
        let o = AiOptions {
            size: Some(7),
            first: Some(FirstMove::You),
            ..AiOptions::default()
        };
        self.send(actor, Command::Ai(o)).await
    }
}

#[tokio::test]
async fn games_against_the_computer_are_capped_per_user_and_per_server() {
    let h = harness(|c| {
        c.computer = ComputerLimits {
            games_per_user: 2,
            games_per_server: 3,
            queue: 32,
        }
    })
    .await;
    for channel in [10, 11] {
        assert_key(&h.ai(&at(channel, 100, "Ann")).await, Key::AiGameStarted);
    }
    let third = h.ai(&at(12, 100, "Ann")).await;
    assert!(third.refused && third.is_private(), "{}", third.english());
    assert_key(&third, Key::ComputerGamesPerUser);
    assert!(third.english().contains("2 games"), "{}", third.english());
    // The refusal stored nothing: the channel is free for someone else.
    assert_key(&h.ai(&at(12, 101, "Bob")).await, Key::AiGameStarted);
    let fourth = h.ai(&at(13, 102, "Cat")).await;
    assert_key(&fourth, Key::ComputerGamesPerServer);
    assert!(fourth.english().contains("3 games"), "{}", fourth.english());
    // Once one ends, there is room again.
    let ann = at(10, 100, "Ann");
    h.send(&ann, Command::Resign).await;
    let done = h.send(&ann, Command::ConfirmResign).await;
    assert!(!done.refused, "{}", done.english());
    assert_key(&h.ai(&at(13, 102, "Cat")).await, Key::AiGameStarted);
}

#[tokio::test]
async fn outside_servers_games_against_the_computer_are_capped_per_user_only() {
    // Every DM and group DM is one place to the service: a cap per server there would be one
    // cap for every user of the app.
    let h = harness(|c| {
        c.computer = ComputerLimits {
            games_per_user: 1,
            games_per_server: 2,
            queue: 32,
        }
    })
    .await;
    let outside = |channel, user, name| Actor::new(0, channel, user, name).answering_only();
    for (user, name) in [(100, "Ann"), (101, "Bob"), (102, "Cat"), (103, "Dan")] {
        let started = h.ai(&outside(20 + user, user, name)).await;
        assert_key(&started, Key::AiGameStarted);
    }
    let second = h.ai(&outside(300, 100, "Ann")).await;
    assert_key(&second, Key::ComputerGamesPerUser);
}

#[tokio::test]
async fn with_the_queue_of_computer_moves_full_a_move_against_it_is_refused_and_not_stored() {
    let h = harness(|c| c.computer.queue = 0).await;
    let ann = at(10, 100, "Ann");
    let started = h.ai(&ann).await;
    assert_key(&started, Key::ComputerBusy);
    assert!(started.refused, "{}", started.english());
    // Two players still play: their moves need no search.
    let bob = at(10, 101, "Bob");
    let r = h
        .send(
            &ann,
            Command::Challenge(ChallengeOptions::to(Person::new(101, "Bob"))),
        )
        .await;
    assert_key(&r, Key::ChallengeIssued);
    assert!(!h.send(&bob, Command::Accept).await.refused);
    let moved = h.send(&ann, Command::Move("a1".into())).await;
    assert!(!moved.refused, "{}", moved.english());
}

#[tokio::test]
async fn a_full_queue_refuses_a_move_against_the_computer_with_nothing_stored() {
    let h = harness(|_| {}).await;
    let ann = at(10, 100, "Ann");
    assert_key(&h.ai(&ann).await, Key::AiGameStarted);
    // The same file reopened with no room in the queue, as a bot restarted under load.
    let h = h.reopen(|c| c.computer.queue = 0).await;
    let refused = h.send(&ann, Command::Move("d4".into())).await;
    assert_key(&refused, Key::ComputerBusy);
    assert!(refused.refused && refused.is_private());
    // With room again, the same move is played: the refused one was not stored.
    let h = h.reopen(|_| {}).await;
    let played = h.send(&ann, Command::Move("d4".into())).await;
    assert!(!played.refused, "{}", played.english());
}

#[tokio::test]
async fn a_bystander_sees_the_board_and_the_leaderboard_privately() {
    let h = harness(|_| {}).await;
    let ann = at(10, 100, "Ann");
    let bob = at(10, 101, "Bob");
    let cat = at(10, 102, "Cat");
    h.send(
        &ann,
        Command::Challenge(ChallengeOptions::to(Person::new(101, "Bob"))),
    )
    .await;
    h.send(&bob, Command::Accept).await;
    let mine = h.send(&ann, Command::Board).await;
    assert_eq!(mine.visibility, Visibility::Public, "{}", mine.english());
    let theirs = h.send(&cat, Command::Board).await;
    assert_eq!(theirs.visibility, Visibility::Private);
    assert!(theirs.board.is_some(), "the bystander still sees the board");
    assert!(
        theirs.buttons.is_empty(),
        "the players' buttons stay theirs"
    );
    assert!(theirs.has(Key::ShownToBystander), "{}", theirs.english());
    let ladder = h
        .send(
            &cat,
            Command::Leaderboard {
                page: None,
                kind: Ladder::Players,
            },
        )
        .await;
    assert_eq!(ladder.visibility, Visibility::Private);
    assert!(ladder.has(Key::ShownToBystander), "{}", ladder.english());
    // Elsewhere, with no game on, the same ask is public.
    let elsewhere = h
        .send(
            &at(11, 102, "Cat"),
            Command::Leaderboard {
                page: None,
                kind: Ladder::Players,
            },
        )
        .await;
    assert_eq!(elsewhere.visibility, Visibility::Public);
}

#[tokio::test]
async fn public_answers_are_rate_limited_per_user_by_the_clock() {
    let h = harness(|c| {
        c.public_answers = PublicAnswers {
            per_window: 2,
            window: Duration::from_secs(60),
        }
    })
    .await;
    let dan = at(20, 103, "Dan");
    let eve = at(20, 104, "Eve");
    let history = || Command::History { user: None };
    for _ in 0..2 {
        assert_eq!(h.send(&dan, history()).await.visibility, Visibility::Public);
    }
    h.clock.advance(Duration::from_secs(20));
    let limited = h.send(&dan, history()).await;
    assert_eq!(limited.visibility, Visibility::Private);
    assert!(!limited.refused, "the answer itself is still given");
    assert!(
        limited.has(Key::PublicAnswersLimited),
        "{}",
        limited.english()
    );
    assert!(
        limited.english().contains("in 40 s"),
        "{}",
        limited.english()
    );
    // Someone else is not limited by Dan's asks.
    assert_eq!(h.send(&eve, history()).await.visibility, Visibility::Public);
    h.clock.advance(Duration::from_secs(40));
    assert_eq!(h.send(&dan, history()).await.visibility, Visibility::Public);
}

#[tokio::test]
async fn open_challenges_are_capped_per_challenger() {
    let h = harness(|_| {}).await;
    for (i, channel) in (30..33).enumerate() {
        let to = Person::new(200 + i as u64, format!("P{i}"));
        let r = h
            .send(
                &at(channel, 100, "Ann"),
                Command::Challenge(ChallengeOptions::to(to)),
            )
            .await;
        assert_key(&r, Key::ChallengeIssued);
    }
    let fourth = h
        .send(
            &at(33, 100, "Ann"),
            Command::Challenge(ChallengeOptions::to(Person::new(210, "Q"))),
        )
        .await;
    assert_key(&fourth, Key::TooManyChallenges);
    assert!(fourth.refused);
    // Withdrawing one makes room.
    h.send(&at(30, 100, "Ann"), Command::Withdraw).await;
    let again = h
        .send(
            &at(33, 100, "Ann"),
            Command::Challenge(ChallengeOptions::to(Person::new(210, "Q"))),
        )
        .await;
    assert_key(&again, Key::ChallengeIssued);
}

// ---- simultaneous requests (issue 32, item 6) ----

/// Two requests raced for one place: both have passed the counts (they meet at the service's
/// admission barrier) before either game is stored. Their replies, in order.
async fn raced(h: &Harness, first: (Actor, Command), second: (Actor, Command)) -> [Reply; 2] {
    let (a, b) = tokio::join!(h.send(&first.0, first.1), h.send(&second.0, second.1));
    [a, b]
}

fn with_barrier(c: &mut ServiceConfig) {
    c.admission_barrier = Some(Arc::new(tokio::sync::Barrier::new(2)));
}

/// Exactly one of `replies` was refused, with `key`.
#[track_caller]
fn one_refused(replies: &[Reply; 2], key: Key) {
    let refused: Vec<&Reply> = replies.iter().filter(|r| r.refused).collect();
    assert_eq!(
        refused.len(),
        1,
        "{:?}",
        replies.iter().map(Reply::english).collect::<Vec<_>>()
    );
    assert_key(refused[0], key);
}

fn ai_game() -> Command {
    Command::Ai(AiOptions {
        size: Some(7),
        first: Some(FirstMove::You),
        ..AiOptions::default()
    })
}

#[tokio::test]
async fn two_games_against_the_computer_at_once_never_pass_the_users_limit() {
    let h = harness(|c| c.computer.games_per_user = 2).await;
    // One place left.
    assert_key(&h.ai(&at(10, 100, "Ann")).await, Key::AiGameStarted);
    let h = h
        .reopen(|c| {
            c.computer.games_per_user = 2;
            with_barrier(c);
        })
        .await;
    // Ann asks for two more at once, in two channels: one starts, the other is refused.
    let replies = raced(
        &h,
        (at(11, 100, "Ann"), ai_game()),
        (at(12, 100, "Ann"), ai_game()),
    )
    .await;
    one_refused(&replies, Key::ComputerGamesPerUser);
    let refused = replies.iter().find(|r| r.refused).unwrap();
    assert!(refused.is_private() && refused.english().contains("2 games"));
    assert_eq!(h.svc_open_computer_games(100).await, 2);
}

#[tokio::test]
async fn two_games_against_the_computer_at_once_never_pass_the_servers_limit() {
    let h = harness(|c| {
        c.computer.games_per_server = 1;
        with_barrier(c);
    })
    .await;
    let replies = raced(
        &h,
        (at(10, 100, "Ann"), ai_game()),
        (at(11, 101, "Bob"), ai_game()),
    )
    .await;
    one_refused(&replies, Key::ComputerGamesPerServer);
}

#[tokio::test]
async fn two_challenges_at_once_never_pass_the_challengers_limit() {
    let h = harness(|_| {}).await;
    for (i, channel) in (30..32).enumerate() {
        let to = Person::new(200 + i as u64, format!("P{i}"));
        let r = h
            .send(
                &at(channel, 100, "Ann"),
                Command::Challenge(ChallengeOptions::to(to)),
            )
            .await;
        assert_key(&r, Key::ChallengeIssued);
    }
    // One place left; two challenges raced for it.
    let h = h.reopen(with_barrier).await;
    let challenge = |to| Command::Challenge(ChallengeOptions::to(Person::new(to, "Q")));
    let replies = raced(
        &h,
        (at(32, 100, "Ann"), challenge(210)),
        (at(33, 100, "Ann"), challenge(211)),
    )
    .await;
    one_refused(&replies, Key::TooManyChallenges);
}

/// A challenge in a thread of its own (`thread_of` names the channel the thread was made in).
fn in_thread(to: Person) -> Command {
    let mut o = ChallengeOptions::to(to);
    o.thread_of = Some(ChannelId(40));
    Command::Challenge(o)
}

#[tokio::test]
async fn a_thread_challenge_ending_unaccepted_says_to_close_its_thread() {
    let mut h = harness(|c| c.challenge_ttl = Duration::from_secs(60)).await;
    // Withdrawn.
    let ann = at(41, 100, "Ann");
    assert_key(
        &h.send(&ann, in_thread(Person::new(101, "Bob"))).await,
        Key::ChallengeIssued,
    );
    let withdrawn = h.send(&ann, Command::Withdraw).await;
    assert_key(&withdrawn, Key::ChallengeWithdrawn);
    assert!(withdrawn.close_thread);
    // Declined.
    let bob = at(42, 101, "Bob");
    let ann = at(42, 100, "Ann");
    h.send(&ann, in_thread(Person::new(101, "Bob"))).await;
    let declined = h.send(&bob, Command::Decline).await;
    assert_key(&declined, Key::ChallengeDeclined);
    assert!(declined.close_thread);
    // Expired.
    let ann = at(43, 100, "Ann");
    h.send(&ann, in_thread(Person::new(101, "Bob"))).await;
    h.clock.advance(Duration::from_secs(61));
    let expired = tokio::time::timeout(Duration::from_secs(60), h.rx.recv())
        .await
        .expect("the expiry is announced")
        .expect("service alive");
    assert_eq!(expired.channel, ChannelId(43));
    assert_key(&expired.reply, Key::ChallengeExpired);
    assert!(expired.reply.close_thread);
    // Accepted: the thread stays, and a challenge outside a thread never asks for it.
    let ann = at(44, 100, "Ann");
    h.send(&ann, in_thread(Person::new(101, "Bob"))).await;
    assert!(
        !h.send(&at(44, 101, "Bob"), Command::Accept)
            .await
            .close_thread
    );
    let ann = at(45, 100, "Ann");
    h.send(
        &ann,
        Command::Challenge(ChallengeOptions::to(Person::new(101, "Bob"))),
    )
    .await;
    assert!(!h.send(&ann, Command::Withdraw).await.close_thread);
}
