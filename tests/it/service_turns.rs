//! The service's own pace, below the front end (issue 13, items 1 and 12): what it does by
//! itself when a player stops moving (the claim offered between two players; a game against the
//! computer ending unrated), and what a front end needs to show a turn as one message (the
//! computer's answer handed back with the move, a stale Move button refused before its cell is
//! asked for). Real SQLite files in a temp dir, a manual clock, the computer on tiny budgets.

use crate::support::service::{Harness, ann, bob, cat, config};
use crate::support::{assert_key, assert_refused};
use hexbot::service::{
    Action, AiOptions, ChallengeOptions, Command, FirstMove, Key, Ladder, Level, Person, Reply,
    TurnTimer,
};
use std::time::Duration;

const DAY: Duration = Duration::from_secs(24 * 3600);

async fn harness() -> Harness {
    Harness::new(config).await
}

impl Harness {
    /// Ann (Red) and Bob (Blue), 7×7, no turn timer.
    async fn two_players(&self) -> Reply {
        let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
        o.size = Some(7);
        o.timer = Some(TurnTimer::None);
        self.send(&ann(), Command::Challenge(o)).await;
        let r = self.send(&bob(), Command::Accept).await;
        assert_key(&r, Key::ChallengeAccepted);
        r
    }

    async fn against_computer(&self, first: FirstMove) -> Reply {
        let o = AiOptions {
            level: Some(Level::Easy),
            size: Some(7),
            first: Some(first),
            ..AiOptions::default()
        };
        self.send(&ann(), Command::Ai(o)).await
    }
}

#[tokio::test]
async fn an_idle_player_is_announced_once_with_a_claim_button_that_wins() {
    let mut h = harness().await;
    h.two_players().await;
    h.mv(&ann(), "d4").await;
    assert_refused(&h.send(&ann(), Command::Claim).await, Key::ClaimTooEarly);
    h.clock.advance(DAY - Duration::from_secs(1));
    h.quiet().await;
    h.clock.advance(Duration::from_secs(1));
    let out = h.next().await;
    assert_key(&out.reply, Key::ClaimOffered);
    assert!(!out.reply.is_private());
    assert_eq!(
        out.reply.english(),
        "Bob has not moved for 24 hours. Ann (Red) may now claim the win: press “Claim win” or \
         use /hex claim. If Bob moves first, the game goes on."
    );
    let claim = out.reply.button(Action::Claim).expect("Claim button").id;
    // Said once: no second offer for the same position.
    h.clock.advance(DAY);
    h.quiet().await;
    // Only the waiting player can use it.
    assert_refused(
        &h.send(
            &cat(),
            Command::Button {
                id: claim,
                input: None,
            },
        )
        .await,
        Key::NotAPlayer,
    );
    assert_refused(
        &h.send(
            &bob(),
            Command::Button {
                id: claim,
                input: None,
            },
        )
        .await,
        Key::ClaimOwnTurn,
    );
    let won = h
        .send(
            &ann(),
            Command::Button {
                id: claim,
                input: None,
            },
        )
        .await;
    assert!(won.has(Key::WonByClaim), "{}", won.english());
    assert!(!won.is_private());
    // The channel is free.
    assert_refused(&h.mv(&bob(), "e5").await, Key::NoGameHere);
}

#[tokio::test]
async fn a_claim_button_is_refused_once_the_idle_player_moved() {
    let mut h = harness().await;
    h.two_players().await;
    h.clock.advance(DAY);
    let out = h.next().await;
    // Nobody has moved since the game began: Ann (Red) is the idle one.
    assert!(
        out.reply
            .english()
            .starts_with("Ann has not moved for 24 hours. Bob (Blue)"),
        "{}",
        out.reply.english()
    );
    let claim = out.reply.button(Action::Claim).unwrap().id;
    h.mv(&ann(), "d4").await;
    let r = h
        .send(
            &bob(),
            Command::Button {
                id: claim,
                input: None,
            },
        )
        .await;
    assert_refused(&r, Key::ClaimOpponentMoved);
    assert_eq!(
        r.english(),
        "Ann has moved since this button was posted; there is nothing to claim, and the game goes on."
    );
    // Now Bob is the one to move: after another idle day Ann is offered the claim.
    h.clock.advance(DAY);
    let out = h.next().await;
    assert!(
        out.reply.english().starts_with("Bob has not moved"),
        "{}",
        out.reply.english()
    );
}

#[tokio::test]
async fn the_claim_offer_is_made_after_a_restart_from_the_stored_time_of_the_last_move() {
    let h = harness().await;
    h.two_players().await;
    h.mv(&ann(), "d4").await;
    // Down for a day: no deadline was stored, the idle time comes from the last move's time.
    let mut h = h.restart(DAY).await;
    let out = h.next().await;
    assert_key(&out.reply, Key::ClaimOffered);
    let claim = out.reply.button(Action::Claim).unwrap().id;
    let won = h
        .send(
            &ann(),
            Command::Button {
                id: claim,
                input: None,
            },
        )
        .await;
    assert!(won.has(Key::WonByClaim), "{}", won.english());
}

#[tokio::test]
async fn a_game_with_a_turn_timer_is_never_announced_idle() {
    let mut h = harness().await;
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    o.timer = Some(TurnTimer::Secs30);
    h.send(&ann(), Command::Challenge(o)).await;
    h.send(&bob(), Command::Accept).await;
    h.clock.advance(Duration::from_secs(30));
    let out = h.next().await;
    assert_key(&out.reply, Key::TimedOut);
}

#[tokio::test]
async fn a_game_against_the_computer_left_by_its_human_ends_unrated_and_frees_the_channel() {
    let mut h = harness().await;
    h.against_computer(FirstMove::You).await;
    h.mv(&ann(), "d4").await;
    let out = h.next().await;
    assert_key(&out.reply, Key::Moved);
    h.clock.advance(DAY - Duration::from_secs(1));
    h.quiet().await;
    h.clock.advance(Duration::from_secs(1));
    let out = h.next().await;
    assert_key(&out.reply, Key::AbandonedVsComputer);
    assert_eq!(
        out.reply.english(),
        "Ann has not moved for 24 hours, so the game against the computer ends here, unrated. \
         The channel is free for a new game."
    );
    let board = out.reply.board.as_ref().expect("the final board");
    assert_eq!(board.caption.key, Key::CaptionAborted);
    assert!(out.reply.button(Action::Move).is_none());
    assert!(out.reply.button(Action::Rematch).is_some());
    assert_refused(&h.mv(&ann(), "e5").await, Key::NoGameHere);
    // Unrated: nobody is on the leaderboard; the channel takes a new game.
    let board = h
        .send(
            &ann(),
            Command::Leaderboard {
                page: None,
                kind: Ladder::Players,
            },
        )
        .await;
    assert_key(&board, Key::LeaderboardEmpty);
    let r = h.against_computer(FirstMove::You).await;
    assert_key(&r, Key::AiGameStarted);
}

#[tokio::test]
async fn the_computers_answer_comes_back_with_the_move_and_is_not_announced() {
    let mut h = harness().await;
    h.against_computer(FirstMove::You).await;
    let handled = h
        .svc
        .handle_answered(&ann(), Command::Move("d4".into()))
        .await
        .unwrap();
    assert_key(&handled.reply, Key::Moved);
    let answer = handled.answer.expect("the computer answers next");
    let next = answer
        .wait(std::future::pending())
        .await
        .expect("the computer's move");
    assert_key(&next, Key::Moved);
    let both = handled.reply.then(next.clone());
    assert!(
        both.english()
            .starts_with("Ann (Red) played d4.\nThe computer (Blue) played "),
        "{}",
        both.english()
    );
    assert!(!both.has(Key::ComputerThinks));
    assert_eq!(
        both.board, next.board,
        "the board after the computer's move"
    );
    assert!(both.button(Action::Move).is_some(), "Ann's turn again");
    h.quiet().await;

    // A refusal has nothing to wait for; nor has a move after which a human moves.
    let handled = h
        .svc
        .handle_answered(&bob(), Command::Move("e5".into()))
        .await
        .unwrap();
    assert!(handled.reply.refused && handled.answer.is_none());
}

#[tokio::test]
async fn the_computer_moving_first_answers_the_start_of_the_game() {
    let mut h = harness().await;
    let o = AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        first: Some(FirstMove::Computer),
        ..AiOptions::default()
    };
    let handled = h.svc.handle_answered(&ann(), Command::Ai(o)).await.unwrap();
    assert_key(&handled.reply, Key::AiGameStarted);
    let next = handled
        .answer
        .unwrap()
        .wait(std::future::pending())
        .await
        .unwrap();
    assert!(
        next.english().starts_with("The computer (Red) played "),
        "{}",
        next.english()
    );
    h.quiet().await;
}

#[tokio::test]
async fn an_answer_not_waited_for_is_announced_never_lost() {
    let mut h = harness().await;
    h.against_computer(FirstMove::You).await;
    let handled = h
        .svc
        .handle_answered(&ann(), Command::Move("d4".into()))
        .await
        .unwrap();
    // The front end gives up at once: the answer is either already there, or announced.
    match handled.answer.unwrap().wait(std::future::ready(())).await {
        Some(next) => {
            assert_key(&next, Key::Moved);
            h.quiet().await;
        }
        None => {
            let out = h.next().await;
            assert_key(&out.reply, Key::Moved);
        }
    }
    // Two-player games and plain `handle` keep announcing as before.
    let r = h.mv(&ann(), "e5").await;
    assert_key(&r, Key::Moved);
    assert_key(&h.next().await.reply, Key::Moved);
}

#[tokio::test]
async fn a_stale_move_button_is_refused_before_its_cell_is_asked_for() {
    let h = harness().await;
    let r = h.two_players().await;
    let button = r.button(Action::Move).unwrap().id;
    assert!(h.svc.check_press(&ann(), button).await.unwrap().is_none());
    let not_yours = h.svc.check_press(&bob(), button).await.unwrap().unwrap();
    assert_refused(&not_yours, Key::NotYourTurn);
    let outsider = h.svc.check_press(&cat(), button).await.unwrap().unwrap();
    assert_refused(&outsider, Key::NotAPlayer);
    h.mv(&ann(), "d4").await;
    h.mv(&bob(), "e5").await;
    // Ann's turn again, but the button is two moves old.
    let stale = h.svc.check_press(&ann(), button).await.unwrap().unwrap();
    assert_refused(&stale, Key::StaleButton);
    // Other buttons are checked when pressed, as before.
    let mut board = button;
    board.action = Action::Board;
    assert!(h.svc.check_press(&cat(), board).await.unwrap().is_none());
    // A finished game's button.
    h.send(&ann(), Command::Resign).await;
    h.send(&ann(), Command::ConfirmResign).await;
    let over = h.svc.check_press(&ann(), button).await.unwrap().unwrap();
    assert_refused(&over, Key::GameOver);
}
