//! The game service's flows, end to end below the front end: real SQLite files in a temp dir,
//! paused tokio time with a clock that follows it, and the computer on tiny seeded budgets.

use crate::support::assert_key;
use crate::support::service::{CHANNEL, GUILD, Harness, ann, bob, cat, config};
use hexbot::service::{
    Action, Actor, AiOptions, Arg, ChallengeOptions, Command, FirstMove, Key, Ladder, Level,
    Locale, Person, Reply, TurnTimer, UserId, Variant, WhoStarts,
};
use std::time::Duration;

fn bob_person() -> Person {
    Person::new(101, "Bob")
}

async fn harness() -> Harness {
    // The wall clock starts at a fixed time and moves with tokio's (paused) clock.
    Harness::new(config).await
}

impl Harness {
    async fn challenge(&self, o: ChallengeOptions) -> Reply {
        self.send(&ann(), Command::Challenge(o)).await
    }

    /// Ann challenges Bob (Ann starts as Red) and Bob accepts.
    async fn started(&self, size: u32, timer: TurnTimer, variant: Variant) -> Reply {
        let mut o = ChallengeOptions::to(bob_person());
        o.size = Some(size);
        o.timer = Some(timer);
        o.variant = Some(variant);
        let r = self.challenge(o).await;
        assert_key(&r, Key::ChallengeIssued);
        let r = self.send(&bob(), Command::Accept).await;
        assert_key(&r, Key::ChallengeAccepted);
        r
    }
}

fn refused(r: &Reply, key: Key) {
    assert!(r.is_private(), "not private: {}", r.english());
    assert_key(r, key);
    assert!(r.board.is_none());
}

#[tokio::test]
async fn challenge_accept_and_play_to_a_win_with_the_chain() {
    let h = harness().await;
    let r = h.started(7, TurnTimer::None, Variant::Hex).await;
    assert!(r.board.is_some());
    assert!(r.button(Action::Move).is_some());
    // Ann (Red) runs down column a; Bob (Blue) answers in column c, never connecting.
    for row in 1..=6 {
        let r = h.mv(&ann(), &format!("a{row}")).await;
        assert_key(&r, Key::Moved);
        if row == 1 {
            assert!(r.button(Action::Swap).is_some(), "swap offered to Blue");
        }
        let r = h.mv(&bob(), &format!("c{row}")).await;
        assert_key(&r, Key::Moved);
        assert!(r.button(Action::Swap).is_none());
    }
    let r = h.mv(&ann(), "a7").await;
    assert!(r.has(Key::WonByConnection), "{}", r.english());
    let board = r.board.as_ref().unwrap();
    assert_eq!(board.caption.key, Key::CaptionResult);
    assert!(r.button(Action::Rematch).is_some());
    assert!(
        r.button(Action::Move).is_none(),
        "finished game's move button disabled"
    );
    assert!(
        r.english()
            .contains("Ann (Red) connected the two red sides")
    );
    // The game is over: further moves are refused.
    refused(&h.mv(&bob(), "d1").await, Key::NoGameHere);
}

#[tokio::test]
async fn decline_and_withdraw_close_the_challenge() {
    let h = harness().await;
    h.challenge(ChallengeOptions::to(bob_person())).await;
    refused(&h.send(&cat(), Command::Decline).await, Key::NotChallenged);
    refused(&h.send(&ann(), Command::Accept).await, Key::NotChallenged);
    refused(&h.send(&bob(), Command::Withdraw).await, Key::NotChallenger);
    let r = h.send(&bob(), Command::Decline).await;
    assert_key(&r, Key::ChallengeDeclined);
    refused(&h.send(&bob(), Command::Accept).await, Key::NoOpenChallenge);

    let r = h.challenge(ChallengeOptions::to(bob_person())).await;
    let accept = r.button(Action::Accept).unwrap().id;
    let r = h.send(&ann(), Command::Withdraw).await;
    assert_key(&r, Key::ChallengeWithdrawn);
    // The old Accept button is stale now.
    let r = h
        .send(
            &bob(),
            Command::Button {
                id: accept,
                input: None,
            },
        )
        .await;
    refused(&r, Key::StaleButton);
}

#[tokio::test]
async fn an_unanswered_challenge_expires_after_ten_minutes() {
    let mut h = harness().await;
    h.challenge(ChallengeOptions::to(bob_person())).await;
    h.clock.advance(Duration::from_secs(599));
    // Still open a second before the end.
    assert!(h.rx.try_recv().is_err());
    h.clock.advance(Duration::from_secs(1));
    let out = h.next().await;
    assert_key(&out.reply, Key::ChallengeExpired);
    refused(&h.send(&bob(), Command::Accept).await, Key::NoOpenChallenge);
    // The channel is free again.
    let r = h.challenge(ChallengeOptions::to(bob_person())).await;
    assert_key(&r, Key::ChallengeIssued);
}

#[tokio::test]
async fn challenge_refusals_say_why_and_store_nothing() {
    let h = harness().await;
    let mut o = ChallengeOptions::to(Person::new(100, "Ann"));
    refused(&h.challenge(o.clone()).await, Key::ChallengeSelf);
    o.opponent = Person {
        is_bot: true,
        ..Person::new(200, "Robo")
    };
    refused(&h.challenge(o.clone()).await, Key::ChallengeBot);
    o.opponent = bob_person();
    for size in [6, 20, 0] {
        o.size = Some(size);
        refused(&h.challenge(o.clone()).await, Key::SizeOutOfRange);
    }
    // Nothing was stored: the channel is still free.
    o.size = None;
    assert_eq!(
        h.challenge(o.clone()).await.key(),
        Some(Key::ChallengeIssued)
    );
    refused(&h.challenge(o.clone()).await, Key::ChannelBusy);
    refused(
        &h.send(&cat(), Command::Ai(AiOptions::default())).await,
        Key::ChannelBusy,
    );
}

#[tokio::test]
async fn move_refusals_are_private_and_change_nothing() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    refused(&h.mv(&bob(), "a1").await, Key::NotYourTurn);
    refused(&h.mv(&cat(), "a1").await, Key::NotAPlayer);
    refused(&h.mv(&ann(), "zz").await, Key::BadCell);
    refused(&h.mv(&ann(), "h1").await, Key::BadCell);
    refused(&h.send(&ann(), Command::Swap).await, Key::SwapNotNow);
    h.mv(&ann(), "d4").await;
    refused(&h.mv(&bob(), "d4").await, Key::Occupied);
    refused(&h.send(&cat(), Command::Abort).await, Key::NotModerator);
    refused(
        &h.send(&ann(), Command::ConfirmResign).await,
        Key::NothingToConfirm,
    );
    // Still Bob's turn, move 2.
    let r = h.send(&cat(), Command::Board).await;
    let caption = r.board.unwrap().caption.english();
    assert_eq!(caption, "Move 2 · Bob (Blue) to play · last: d4");
}

#[tokio::test]
async fn swap_mirrors_the_first_stone() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    h.mv(&ann(), "b3").await;
    let r = h.send(&bob(), Command::Swap).await;
    assert_key(&r, Key::SwappedMirror);
    assert!(
        r.english()
            .contains("Red's stone on b3 was removed and a Blue stone put on c2, its mirror cell"),
        "{}",
        r.english()
    );
    // Red (Ann) moves next.
    assert_eq!(h.mv(&ann(), "d4").await.key(), Some(Key::Moved));
}

#[tokio::test]
async fn resign_needs_confirmation() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    h.mv(&ann(), "d4").await;
    let r = h.send(&ann(), Command::Resign).await;
    assert!(r.is_private());
    assert_key(&r, Key::ConfirmResign);
    let confirm = r.button(Action::ConfirmResign).unwrap().id;
    // Cat is no player; Bob's later move makes the confirm button stale.
    refused(&h.send(&cat(), Command::Resign).await, Key::NotAPlayer);
    h.mv(&bob(), "c3").await;
    refused(
        &h.send(
            &ann(),
            Command::Button {
                id: confirm,
                input: None,
            },
        )
        .await,
        Key::StaleButton,
    );
    let r = h.send(&ann(), Command::Resign).await;
    let confirm = r.button(Action::ConfirmResign).unwrap().id;
    let r = h
        .send(
            &ann(),
            Command::Button {
                id: confirm,
                input: None,
            },
        )
        .await;
    assert!(r.has(Key::WonByResignation), "{}", r.english());
    assert!(r.english().contains("Ann resigned; Bob (Blue) wins."));
}

#[tokio::test]
async fn stale_and_racing_buttons_apply_once() {
    let h = harness().await;
    let r = h.started(7, TurnTimer::None, Variant::Hex).await;
    let mv = r.button(Action::Move).unwrap().id;
    let press = || Command::Button {
        id: mv,
        input: Some("d4".into()),
    };
    let ann = ann();
    let (a, b) = tokio::join!(h.send(&ann, press()), h.send(&ann, press()));
    let (ok, other) = if a.key() == Some(Key::Moved) {
        (a, b)
    } else {
        (b, a)
    };
    assert_key(&ok, Key::Moved);
    refused(&other, Key::AlreadyMoved);
    // A different move from the old button is stale.
    let r = h
        .send(
            &ann,
            Command::Button {
                id: mv,
                input: Some("e5".into()),
            },
        )
        .await;
    refused(&r, Key::StaleButton);
    // A damaged id never parses into a command.
    assert!(Command::button("hex:1:fly:0", None).is_err());
}

#[tokio::test]
async fn computer_moving_first_answers_through_the_outbox() {
    let mut h = harness().await;
    let o = AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        first: Some(FirstMove::Computer),
        ..AiOptions::default()
    };
    let r = h.send(&ann(), Command::Ai(o)).await;
    assert_key(&r, Key::AiGameStarted);
    assert!(r.has(Key::ComputerThinks));
    assert!(r.button(Action::Move).is_none(), "not Ann's turn yet");
    refused(&h.mv(&ann(), "a1").await, Key::ComputerThinking);
    let out = h.next().await;
    assert_key(&out.reply, Key::Moved);
    assert!(out.reply.button(Action::Move).is_some());
    // Ann answers and the computer answers again.
    let cell = h.svc.suggest_cells(&ann(), "").await;
    assert!(!cell.is_empty() && cell.len() <= 25);
    let r = h.mv(&ann(), &cell[0]).await;
    assert_key(&r, Key::Moved);
    assert!(r.has(Key::ComputerThinks));
    let out = h.next().await;
    assert_key(&out.reply, Key::Moved);
}

#[tokio::test]
async fn alternate_first_move_flips_between_games() {
    let h = harness().await;
    let o = |first| AiOptions {
        size: Some(7),
        first: Some(first),
        ..AiOptions::default()
    };
    let r = h.send(&ann(), Command::Ai(o(FirstMove::You))).await;
    assert!(r.english().contains("Ann plays Red"), "{}", r.english());
    h.send(&ann().moderator(), Command::Abort).await;
    let r = h.send(&ann(), Command::Ai(o(FirstMove::Alternate))).await;
    assert!(r.english().contains("Ann plays Blue"), "{}", r.english());
}

#[tokio::test]
async fn timer_lets_the_computer_play_for_an_absent_player_until_they_return() {
    let mut h = harness().await;
    h.started(7, TurnTimer::Secs30, Variant::Hex).await;
    h.clock.advance(Duration::from_secs(30));
    let out = h.next().await;
    assert_eq!(
        out.reply.key(),
        Some(Key::TimedOut),
        "{}",
        out.reply.english()
    );
    let cells = h.svc.suggest_cells(&bob(), "").await;
    h.mv(&bob(), &cells[0]).await;
    h.clock.advance(Duration::from_secs(30));
    let out = h.next().await;
    assert_eq!(
        out.reply.key(),
        Some(Key::TimedOutAgain),
        "{}",
        out.reply.english()
    );
    let cells = h.svc.suggest_cells(&bob(), "").await;
    h.mv(&bob(), &cells[0]).await;
    // Ann is back before her time runs out.
    let cells = h.svc.suggest_cells(&ann(), "").await;
    let r = h.mv(&ann(), &cells[0]).await;
    assert_key(&r, Key::PlayerReturned);
}

#[tokio::test]
async fn more_than_three_computer_moves_make_the_game_unrated() {
    let mut h = harness().await;
    h.started(9, TurnTimer::Secs30, Variant::Hex).await;
    let mut unrated = false;
    for _ in 0..4 {
        h.clock.advance(Duration::from_secs(30));
        let out = h.next().await;
        assert!(matches!(
            out.reply.key(),
            Some(Key::TimedOut | Key::TimedOutAgain)
        ));
        unrated |= out.reply.has(Key::Unrated);
        let cells = h.svc.suggest_cells(&bob(), "").await;
        h.mv(&bob(), &cells[0]).await;
    }
    assert!(unrated, "the fourth computer move makes it unrated");
}

#[tokio::test]
async fn idle_player_can_be_claimed_after_a_day() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    h.mv(&ann(), "d4").await;
    refused(&h.send(&bob(), Command::Claim).await, Key::ClaimOwnTurn);
    refused(&h.send(&ann(), Command::Claim).await, Key::ClaimTooEarly);
    h.clock.advance(Duration::from_secs(24 * 3600));
    let r = h.send(&ann(), Command::Claim).await;
    assert!(r.has(Key::WonByClaim), "{}", r.english());
}

#[tokio::test]
async fn rex_connection_loses() {
    let h = harness().await;
    let mut o = ChallengeOptions::to(bob_person());
    o.size = Some(7);
    o.variant = Some(Variant::Rex);
    let r = h.challenge(o).await;
    // The challenge, the start and every turn say what Rex asks, by colour.
    assert!(
        r.english()
            .contains("In Rex, whoever completes a chain between their own two sides loses."),
        "{}",
        r.english()
    );
    let r = h.send(&bob(), Command::Accept).await;
    assert_eq!(
        r.lines[0].english(),
        "Bob accepted the challenge. Ann plays Red and must avoid joining the two red sides; Bob \
         plays Blue and must avoid joining the two blue sides. In Rex, whoever completes a chain \
         between their own two sides loses."
    );
    let caption = r.board.as_ref().unwrap().caption.clone();
    assert_eq!(caption.key, Key::CaptionFirstMoveRex);
    assert_eq!(
        caption.english(),
        "Ann (Red) to play the first move; joining the two red sides loses"
    );
    for row in 1..=6 {
        let r = h.mv(&ann(), &format!("a{row}")).await;
        assert!(
            r.board
                .unwrap()
                .caption
                .english()
                .contains("Bob (Blue) to play; joining the two blue sides loses"),
        );
        h.mv(&bob(), &format!("c{row}")).await;
    }
    let r = h.mv(&ann(), "a7").await;
    assert!(r.has(Key::LostByConnection), "{}", r.english());
    assert!(
        r.english().contains(
            "Ann (Red) joined the two red sides and loses, since in Rex joining your own sides \
             loses: Bob (Blue) wins!"
        ),
        "{}",
        r.english()
    );
    let board = r.board.as_ref().unwrap();
    assert_eq!(board.caption.key, Key::CaptionRexLoss);
    assert_eq!(
        board.caption.english(),
        "Ann (Red) joined the two red sides and loses — Bob (Blue) wins · 13 moves"
    );
    // Every language names loser and winner by colour, in words of its own.
    for locale in Locale::ALL {
        let text = board.caption.format(locale);
        assert!(
            text.starts_with("Ann (") && text.contains("Bob ("),
            "{locale:?}: {text}"
        );
        if locale != Locale::EnUs {
            assert_ne!(text, board.caption.english(), "{locale:?}");
        }
    }
}

/// Ann (Red) and Bob play a 7×7 game with a 30 s timer that Ann resigns; returns the final reply.
async fn resigned_game(h: &Harness) -> Reply {
    h.started(7, TurnTimer::Secs30, Variant::Hex).await;
    let r = h.send(&ann(), Command::Resign).await;
    let id = r.button(Action::ConfirmResign).unwrap().id;
    h.send(&ann(), Command::Button { id, input: None }).await
}

#[tokio::test]
async fn rematch_is_offered_to_the_other_player_and_starts_reversed_once_accepted() {
    let h = harness().await;
    let last = resigned_game(&h).await;
    let rematch = last.button(Action::Rematch).unwrap().id;
    refused(
        &h.send(&cat(), Command::Rematch).await,
        Key::RematchNotPlayer,
    );
    let r = h
        .send(
            &bob(),
            Command::Button {
                id: rematch,
                input: None,
            },
        )
        .await;
    // An offer, not a game: nobody is dragged into a rated game.
    assert_key(&r, Key::RematchOffered);
    assert!(r.board.is_none());
    assert!(
        r.english()
            .starts_with("Bob offers Ann a rematch: Hex on a 7×7 board (swap: mirror, 30 s per move, rated), and this time Bob plays Red."),
        "{}",
        r.english()
    );
    assert!(r.button(Action::Accept).is_some());
    refused(&h.mv(&bob(), "a1").await, Key::ChallengePending);
    // Only Ann answers it.
    refused(&h.send(&cat(), Command::Accept).await, Key::NotChallenged);
    refused(&h.send(&bob(), Command::Accept).await, Key::NotChallenged);
    let accept = r.button(Action::Accept).unwrap().id;
    let r = h
        .send(
            &ann(),
            Command::Button {
                id: accept,
                input: None,
            },
        )
        .await;
    // A rematch accepted says so, not "the challenge".
    assert_key(&r, Key::RematchAccepted);
    assert!(
        r.english()
            .starts_with("Ann accepted the rematch. Bob plays Red")
            && r.english().contains("Ann plays Blue"),
        "{}",
        r.english()
    );
    // Same settings: 7×7 with the timer; Bob (Red) moves first.
    refused(&h.mv(&ann(), "a1").await, Key::NotYourTurn);
    let r = h.mv(&bob(), "g7").await;
    assert_key(&r, Key::Moved);
    assert!(r.button(Action::Swap).is_some(), "swap as before");
    refused(&h.mv(&ann(), "h8").await, Key::BadCell);
}

#[tokio::test]
async fn rematch_offer_can_be_declined_or_accepted_by_asking_back() {
    let h = harness().await;
    resigned_game(&h).await;
    let r = h.send(&ann(), Command::Rematch).await;
    assert_key(&r, Key::RematchOffered);
    // Asking twice is not a second offer, and to a bystander the channel is simply busy.
    refused(&h.send(&ann(), Command::Rematch).await, Key::ChannelBusy);
    refused(&h.send(&cat(), Command::Rematch).await, Key::ChannelBusy);
    let r = h.send(&bob(), Command::Decline).await;
    assert_key(&r, Key::ChallengeDeclined);
    refused(&h.mv(&bob(), "a1").await, Key::NoGameHere);

    // Offered again; Bob asking for the rematch too accepts it.
    let r = h.send(&ann(), Command::Rematch).await;
    assert_key(&r, Key::RematchOffered);
    let r = h.send(&bob(), Command::Rematch).await;
    assert_key(&r, Key::RematchAccepted);
    assert!(r.english().contains("Bob plays Red"), "{}", r.english());
}

#[tokio::test]
async fn rematch_against_the_computer_starts_at_once() {
    let mut h = harness().await;
    let o = AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        first: Some(FirstMove::You),
        ..AiOptions::default()
    };
    h.send(&ann(), Command::Ai(o)).await;
    // A stone of her own first: resigning before it would cancel the game.
    h.mv(&ann(), "a1").await;
    h.next().await;
    let r = h.send(&ann(), Command::Resign).await;
    let id = r.button(Action::ConfirmResign).unwrap().id;
    let last = h.send(&ann(), Command::Button { id, input: None }).await;
    assert!(last.has(Key::WonByResignation), "{}", last.english());
    refused(
        &h.send(&bob(), Command::Rematch).await,
        Key::RematchNotPlayer,
    );
    let r = h.send(&ann(), Command::Rematch).await;
    assert_key(&r, Key::RematchStarted);
    assert!(
        r.english().starts_with(
            "Rematch: the computer plays Red and wins by joining the two red sides; Ann plays Blue"
        ),
        "{}",
        r.english()
    );
    assert!(r.has(Key::ComputerThinks));
    let out = h.next().await;
    assert_key(&out.reply, Key::Moved);
    assert!(
        out.reply
            .english()
            .starts_with("The computer (Red) played "),
        "{}",
        out.reply.english()
    );
}

#[tokio::test]
async fn display_names_survive_a_restart() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    h.mv(&ann(), "a1").await;
    let h = h.restart(Duration::from_secs(5)).await;
    // Cat, a bystander, is the first to speak after the restart.
    let r = h.send(&cat(), Command::Board).await;
    assert!(
        r.english()
            .contains("The board of Ann (Red) against Bob (Blue)"),
        "{}",
        r.english()
    );
    let caption = r.board.unwrap().caption.english();
    assert!(caption.contains("Bob (Blue) to play"), "{caption}");
    h.mv(&bob(), "g1").await;
    let r = h.send(&bob(), Command::Resign).await;
    let id = r.button(Action::ConfirmResign).unwrap().id;
    h.send(&bob(), Command::Button { id, input: None }).await;
    // A name seen later wins; the leaderboard after another restart names both players.
    let renamed = Actor::new(GUILD, CHANNEL, 101, "Robert");
    h.send(&renamed, Command::Rules { variant: None }).await;
    let h = h.restart(Duration::from_secs(5)).await;
    let r = h
        .send(
            &cat(),
            Command::Leaderboard {
                page: None,
                kind: Ladder::Players,
            },
        )
        .await;
    assert!(
        r.lines[1].english().starts_with("1. Ann"),
        "{}",
        r.english()
    );
    assert!(
        r.lines[2].english().starts_with("2. Robert"),
        "{}",
        r.english()
    );
}

#[tokio::test]
async fn leaderboard_after_rated_games() {
    let h = harness().await;
    let r = h
        .send(
            &ann(),
            Command::Leaderboard {
                page: None,
                kind: Ladder::Players,
            },
        )
        .await;
    assert_key(&r, Key::LeaderboardEmpty);
    for _ in 0..2 {
        h.started(7, TurnTimer::None, Variant::Hex).await;
        // A stone each: resigning before one's own first stone would cancel the game.
        h.mv(&ann(), "a1").await;
        h.mv(&bob(), "g1").await;
        let r = h.send(&bob(), Command::Resign).await;
        let id = r.button(Action::ConfirmResign).unwrap().id;
        let r = h.send(&bob(), Command::Button { id, input: None }).await;
        assert!(r.has(Key::RatingChange), "{}", r.english());
    }
    let r = h
        .send(
            &cat(),
            Command::Leaderboard {
                page: None,
                kind: Ladder::Players,
            },
        )
        .await;
    assert_key(&r, Key::LeaderboardTitle);
    assert_eq!(r.lines.len(), 3);
    assert!(
        r.lines[1].english().starts_with("1. Ann"),
        "{}",
        r.english()
    );
    refused(
        &h.send(
            &cat(),
            Command::Leaderboard {
                page: Some(5),
                kind: Ladder::Players,
            },
        )
        .await,
        Key::LeaderboardPageEmpty,
    );
    let r = h
        .send(
            &cat(),
            Command::Profile {
                user: Some(Person::new(100, "Ann")),
            },
        )
        .await;
    assert_key(&r, Key::ProfileTitle);
    // Two wins in a row, in words (not "streak 2").
    assert_eq!(
        r.lines[1].english(),
        "2 rated games: 2 won, 0 lost (2 wins in a row)."
    );
    let r = h
        .send(
            &cat(),
            Command::Profile {
                user: Some(Person::new(101, "Bob")),
            },
        )
        .await;
    assert_eq!(
        r.lines[1].english(),
        "2 rated games: 0 won, 2 lost (2 losses in a row)."
    );
}

#[tokio::test]
async fn a_random_first_challenge_says_the_draw_is_told_on_acceptance() {
    let h = harness().await;
    let mut o = ChallengeOptions::to(bob_person());
    o.first = Some(WhoStarts::Random);
    let r = h.challenge(o).await;
    let text = r.english();
    assert!(
        text.contains("Who plays Red has been drawn at random; it is told when Bob accepts."),
        "{text}"
    );
    assert!(!text.contains("plays Red and moves first"), "{text}");
    let r = h.send(&bob(), Command::Accept).await;
    assert!(
        r.english()
            .contains("plays Red and wins by joining the two red sides"),
        "{}",
        r.english()
    );
    // Without the draw the challenge names who plays Red.
    let h = harness().await;
    let r = h.challenge(ChallengeOptions::to(bob_person())).await;
    assert!(
        r.english().contains("Ann plays Red and moves first."),
        "{}",
        r.english()
    );
}

#[tokio::test]
async fn rules_name_colours_not_directions() {
    let h = harness().await;
    let r = h.send(&ann(), Command::Rules { variant: None }).await;
    assert!(r.is_private());
    assert_key(&r, Key::Rules);
    assert!(r.english().contains("two red sides"));
    // Rex explained when asked: joining your own sides loses, and the swap is the computer's own
    // decision there.
    let r = h
        .send(
            &ann(),
            Command::Rules {
                variant: Some(Variant::Rex),
            },
        )
        .await;
    assert!(r.is_private());
    assert_key(&r, Key::RulesRex);
    let text = r.english();
    assert!(
        text.contains("Red must avoid joining the two red sides"),
        "{text}"
    );
    assert!(
        text.contains("the computer decides for itself whether to swap"),
        "{text}"
    );
    let r = h
        .send(
            &ann(),
            Command::Rules {
                variant: Some(Variant::Hex),
            },
        )
        .await;
    assert_key(&r, Key::Rules);
}

#[tokio::test]
async fn computer_as_blue_swaps_a_central_opening_but_not_an_edge_one() {
    let mut h = harness().await;
    let o = AiOptions {
        level: Some(Level::Medium),
        size: Some(7),
        first: Some(FirstMove::You),
        ..AiOptions::default()
    };
    h.send(&ann(), Command::Ai(o.clone())).await;
    let r = h.mv(&ann(), "d4").await;
    assert!(r.has(Key::ComputerThinks));
    let out = h.next().await;
    // d4 lies on the long diagonal of 7×7: the mirror cell is its own.
    assert_eq!(
        out.reply.key(),
        Some(Key::SwappedMirrorDiagonal),
        "{}",
        out.reply.english()
    );
    assert!(
        out.reply.english().contains(
            "Red's stone on d4 lies on the long diagonal, so it stays where it is and turns Blue"
        ),
        "{}",
        out.reply.english()
    );
    // Red (Ann) moves next, and the swap button is gone for good.
    assert!(out.reply.button(Action::Move).is_some());
    assert!(out.reply.button(Action::Swap).is_none());
    h.send(&ann().moderator(), Command::Abort).await;

    h.send(&ann(), Command::Ai(o)).await;
    h.mv(&ann(), "a1").await;
    let out = h.next().await;
    assert_key(&out.reply, Key::Moved);
}

#[tokio::test]
async fn restart_mid_game_keeps_the_position_and_old_buttons_work() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    h.mv(&ann(), "a1").await;
    h.mv(&bob(), "c1").await;
    let r = h.mv(&ann(), "a2").await;
    let mv = r.button(Action::Move).unwrap().id;
    let h = h.restart(Duration::from_secs(5)).await;
    let r = h
        .send(
            &bob(),
            Command::Button {
                id: mv,
                input: Some("c2".into()),
            },
        )
        .await;
    assert_key(&r, Key::Moved);
    // Ann, not seen since the restart, is named from the stored names.
    let caption = r.board.unwrap().caption;
    assert!(
        caption.english().ends_with("Ann (Red) to play · last: c2"),
        "{caption}"
    );
    assert!(matches!(
        caption.get("player"),
        Some(Arg::User(UserId(100), _))
    ));
    // The same button again is stale now.
    let r = h
        .send(
            &bob(),
            Command::Button {
                id: mv,
                input: Some("c2".into()),
            },
        )
        .await;
    refused(&r, Key::AlreadyMoved);
    for row in 3..=6 {
        h.mv(&ann(), &format!("a{row}")).await;
        h.mv(&bob(), &format!("c{row}")).await;
    }
    let r = h.mv(&ann(), "a7").await;
    assert!(r.has(Key::WonByConnection), "{}", r.english());
    // Rematch after another restart.
    let h = h.restart(Duration::from_secs(5)).await;
    let r = h.send(&bob(), Command::Rematch).await;
    assert_key(&r, Key::RematchOffered);
    let r = h.send(&ann(), Command::Accept).await;
    assert_key(&r, Key::RematchAccepted);
}

#[tokio::test]
async fn restart_keeps_a_challenge_and_its_expiry() {
    let h = harness().await;

    h.challenge(ChallengeOptions::to(bob_person())).await;
    let mut h = h.restart(Duration::from_secs(300)).await;
    h.clock.advance(Duration::from_secs(300));
    let out = h.next().await;
    assert_key(&out.reply, Key::ChallengeExpired);

    // A challenge whose expiry passed while the bot was down expires at once on start.
    h.challenge(ChallengeOptions::to(bob_person())).await;
    let mut h = h.restart(Duration::from_secs(3600)).await;

    let out = h.next().await;
    assert_key(&out.reply, Key::ChallengeExpired);

    // And one still open can be accepted after a restart.
    h.challenge(ChallengeOptions::to(bob_person())).await;
    let h = h.restart(Duration::from_secs(60)).await;
    let r = h.send(&bob(), Command::Accept).await;
    assert_key(&r, Key::ChallengeAccepted);
}

#[tokio::test]
async fn restart_while_the_computer_should_move_lets_it_move() {
    let h = harness().await;
    let o = AiOptions {
        size: Some(7),
        first: Some(FirstMove::Computer),
        ..AiOptions::default()
    };
    h.send(&ann(), Command::Ai(o)).await;
    let mut h = h.restart(Duration::from_secs(60)).await;
    let out = h.next().await;
    assert_key(&out.reply, Key::Moved);
    let cells = h.svc.suggest_cells(&ann(), "").await;
    let r = h.mv(&ann(), &cells[0]).await;
    assert_key(&r, Key::Moved);
}

#[tokio::test]
async fn restart_resumes_turn_timers_and_past_deadlines_fire_at_once() {
    let h = harness().await;
    h.started(7, TurnTimer::Secs30, Variant::Hex).await;
    h.clock.advance(Duration::from_secs(20));
    // Down for 5 s: 5 s of Ann's 30 are left.
    let mut h = h.restart(Duration::from_secs(5)).await;
    assert!(h.rx.try_recv().is_err());
    h.clock.advance(Duration::from_secs(5));
    let out = h.next().await;
    assert_eq!(
        out.reply.key(),
        Some(Key::TimedOut),
        "{}",
        out.reply.english()
    );

    // Bob's 30 s run out while the bot is down: the computer moves for him at once.
    let mut h = h.restart(Duration::from_secs(45)).await;

    // It is the turn of the swap, but the computer opened for Ann with a balanced opening (an
    // edge cell, issue 13 item 6), which its own edge rule does not swap: it places a stone.
    let out = h.next().await;
    assert_eq!(
        out.reply.key(),
        Some(Key::TimedOut),
        "{}",
        out.reply.english()
    );
    assert!(matches!(
        out.reply.lines[0].get("player"),
        Some(Arg::User(UserId(101), _))
    ));

    // Ann returns after the restart.
    let cells = h.svc.suggest_cells(&ann(), "").await;
    let r = h.mv(&ann(), &cells[0]).await;
    assert_key(&r, Key::PlayerReturned);
}

#[tokio::test]
async fn idle_claim_counts_across_a_restart() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    h.mv(&ann(), "d4").await;
    let h = h.restart(Duration::from_secs(24 * 3600)).await;
    let r = h.send(&ann(), Command::Claim).await;
    assert!(r.has(Key::WonByClaim), "{}", r.english());
}

#[tokio::test]
async fn seat_swap_exchanges_colours_and_blue_moves_next() {
    let h = harness().await;
    let mut o = ChallengeOptions::to(bob_person());
    o.size = Some(7);
    o.swap = Some(hexbot::service::SwapRule::Seat);
    h.challenge(o).await;
    h.send(&bob(), Command::Accept).await;
    h.mv(&ann(), "d4").await;
    let r = h.send(&bob(), Command::Swap).await;
    assert_key(&r, Key::SwappedSeat);
    assert!(
        r.english().contains(
            "Bob swapped seats and now plays Red, taking over the stone on d4; Ann now plays Blue \
             and moves next."
        ),
        "{}",
        r.english()
    );
    // Ann, now Blue, moves next; Bob may not.
    refused(&h.mv(&bob(), "a1").await, Key::NotYourTurn);
    let r = h.mv(&ann(), "a1").await;
    assert!(
        r.english().starts_with("Ann (Blue) played a1"),
        "{}",
        r.english()
    );
}

#[tokio::test]
async fn a_moderator_aborts_unrated() {
    let h = harness().await;
    h.started(7, TurnTimer::None, Variant::Hex).await;
    h.mv(&ann(), "d4").await;
    refused(&h.send(&cat(), Command::Abort).await, Key::NotModerator);
    let r = h.send(&cat().moderator(), Command::Abort).await;
    assert_key(&r, Key::Aborted);
    assert_eq!(r.board.as_ref().unwrap().caption.key, Key::CaptionAborted);
    assert!(!r.has(Key::RatingChange));
    let r = h
        .send(
            &cat(),
            Command::Leaderboard {
                page: None,
                kind: Ladder::Players,
            },
        )
        .await;
    assert_key(&r, Key::LeaderboardEmpty);
}
