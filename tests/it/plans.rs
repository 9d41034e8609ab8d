//! Conditional moves (`/hex plan`, issue 67) in the service, on real SQLite files and a manual
//! clock: a plan made while the opponent is to move, kept across a restart, answers a planned
//! move at once (said on the board, the player's own move in the record) and keeps the rest; a
//! move off the plan drops it; plans are private and refused where they cannot apply, saying
//! why; a game's end forgets them. `*` answers any other move; in a live game a plan is one
//! premove, played when the opponent has moved unless their move took its cell; a planner told by
//! direct message hears that their plan played and how much of it is left.

use crate::support::service::{Harness, ann, bob, config};
use crate::support::{assert_key, assert_refused};
use hexbot::service::{
    AiOptions, ChallengeOptions, Command, Key, Person, PlanAction, PreferenceOptions, Reply,
    TurnTimer,
};
use hexbot::store::{MadeBy, Notify, Store};

/// Ann (Red) against Bob (Blue) on 7×7 with `timer`, accepted; Ann has played d4.
async fn game(h: &Harness, timer: Option<TurnTimer>) {
    let mut o = ChallengeOptions::to(Person::new(bob().user.0, "Bob"));
    o.size = Some(7);
    o.timer = timer;
    let r = h.send(&ann(), Command::Challenge(o)).await;
    assert!(!r.refused, "{}", r.english());
    assert_key(
        &h.send(&bob(), Command::Accept).await,
        Key::ChallengeAccepted,
    );
    let r = h.mv(&ann(), "d4").await;
    assert!(!r.refused, "{}", r.english());
}

async fn plan(h: &Harness, text: &str) -> Reply {
    h.send(&ann(), Command::Plan(PlanAction::Add(text.into())))
        .await
}

async fn shown(h: &Harness) -> Reply {
    h.send(&ann(), Command::Plan(PlanAction::Show)).await
}

#[tokio::test]
async fn a_plan_answers_at_once_keeps_the_rest_across_a_restart_and_a_move_off_it_drops_it() {
    let h = Harness::new(config).await;
    game(&h, Some(TurnTimer::Days1)).await;
    let saved = plan(&h, "if c3 then c4; e4 e3, and if b5 then b6").await;
    assert_key(&saved, Key::PlanSaved);
    assert!(
        saved.is_private(),
        "a plan is never shown: {}",
        saved.english()
    );
    let text = saved.english();
    assert!(text.contains("(3 answers)"), "{text}");
    assert!(text.contains("c3 → c4; e4 → e3 · b5 → b6"), "{text}");

    // The plan is kept across a restart; Bob plays a planned move and Ann's answer is played at
    // once, in the same reply, as her own move.
    let mut h = h.reopen().await;
    let r = h.mv(&bob(), "e4").await;
    let text = r.english();
    assert!(!r.refused && !r.is_private(), "{text}");
    assert!(text.contains("Bob (Blue) played e4."), "{text}");
    assert!(text.contains("Ann (Red) played e3."), "{text}");
    // Ann, told of her moves by mention, is named so on the board: her plan's notice.
    assert!(text.contains("(@Ann had planned this answer.)"), "{text}");
    assert!(text.contains("@Bob, your move against Ann"), "{text}");
    h.quiet().await;
    let store = Store::open_path(h.dir.path().join("hexbot.db"))
        .await
        .unwrap();
    let moves = store.load_game(r.game.unwrap()).await.unwrap().moves;
    let last = moves.last().unwrap();
    assert_eq!(last.made_by, MadeBy::Player, "the planner's own move");
    // What is left: the answer to b5.
    let left = shown(&h).await;
    assert_key(&left, Key::PlanShown);
    assert!(
        left.english().contains("(one answer): b5 → b6."),
        "{}",
        left.english()
    );

    // A move off the plan drops it: Ann is to move, and has no plan.
    let r = h.mv(&bob(), "a7").await;
    assert!(!r.english().contains("had planned"), "{}", r.english());
    assert_refused(&shown(&h).await, Key::PlanYourMove);
    h.mv(&ann(), "c5").await;
    assert_key(&shown(&h).await, Key::PlanNone);
}

#[tokio::test]
async fn plans_are_refused_where_they_cannot_apply_saying_why() {
    let h = Harness::new(config).await;
    game(&h, Some(TurnTimer::Days2)).await;
    // On the planner's own move, and lines that do not read or cannot be played.
    assert_refused(
        &h.send(&bob(), Command::Plan(PlanAction::Add("e4 e3".into())))
            .await,
        Key::PlanYourMove,
    );
    for (text, key) in [
        ("then", Key::PlanEmpty),
        ("c3 z9", Key::PlanNotACell),
        ("c3 c4 e4", Key::PlanNoAnswer),
        ("d4 c4", Key::PlanTaken),
    ] {
        let r = plan(&h, text).await;
        assert_refused(&r, key);
        assert!(r.is_private(), "{}", r.english());
    }
    assert_key(&shown(&h).await, Key::PlanNone);
    // A later answer to the same move replaces the earlier one; clearing forgets all.
    plan(&h, "c3 c4").await;
    let r = plan(&h, "c3 b4; a2 a3").await;
    assert!(r.english().contains("a2 → a3; c3 → b4."), "{}", r.english());
    assert_key(
        &h.send(&ann(), Command::Plan(PlanAction::Clear)).await,
        Key::PlanCleared,
    );
    assert_key(&shown(&h).await, Key::PlanNone);
    // Someone else's game; a live game, where a plan is one premove.
    let h = Harness::new(config).await;
    assert_refused(&shown(&h).await, Key::NoGameHere);
    game(&h, None).await;
    assert_refused(&plan(&h, "c3 c4").await, Key::PremoveOnlyOne);
    assert_refused(&plan(&h, "c3 c4; * e5").await, Key::PremoveOnlyOne);
    assert_refused(&plan(&h, "d4").await, Key::PlanTaken);
    // A game of days per move against the computer: it answers at once, nothing to plan.
    let h = Harness::new(config).await;
    let ai = AiOptions {
        size: Some(7),
        timer: Some(TurnTimer::Days1),
        ..AiOptions::default()
    };
    assert!(!h.send(&ann(), Command::Ai(ai)).await.refused);
    assert_refused(&plan(&h, "c3 c4").await, Key::PlanAgainstComputer);
}

#[tokio::test]
async fn a_premove_is_played_when_the_opponent_has_moved_unless_they_took_its_cell() {
    let mut h = Harness::new(config).await;
    game(&h, None).await;
    let r = plan(&h, "c4").await;
    assert_key(&r, Key::PremoveSaved);
    assert!(r.is_private(), "{}", r.english());
    // A new premove replaces the old one.
    assert_key(&plan(&h, "* b4").await, Key::PremoveSaved);
    let r = shown(&h).await;
    assert_key(&r, Key::PremoveShown);
    assert!(r.english().contains(": b4."), "{}", r.english());
    let r = h.mv(&bob(), "e4").await;
    let text = r.english();
    assert!(text.contains("Bob (Blue) played e4."), "{text}");
    assert!(text.contains("Ann (Red) played b4."), "{text}");
    assert!(text.contains("(Ann had queued this move.)"), "{text}");
    // One move for the turn: Ann's typed move after it is not played; her premove is spent.
    assert!(h.mv(&ann(), "a1").await.refused);
    assert_key(&shown(&h).await, Key::PremoveNone);
    // A premove on the cell the opponent then takes is dropped: Ann is to move.
    assert_key(&plan(&h, "a2").await, Key::PremoveSaved);
    let r = h.mv(&bob(), "a2").await;
    assert!(!r.english().contains("queued"), "{}", r.english());
    assert_refused(&shown(&h).await, Key::PlanYourMove);
    assert!(!h.mv(&ann(), "a3").await.refused);
    assert_key(&shown(&h).await, Key::PremoveNone);
    h.quiet().await;
}

#[tokio::test]
async fn a_star_answers_any_other_move_and_a_planner_told_directly_hears_what_is_left() {
    let mut h = Harness::new(config).await;
    let prefs = PreferenceOptions {
        notify: Some(Notify::Dm),
        ..PreferenceOptions::default()
    };
    assert!(!h.send(&ann(), Command::Settings(prefs)).await.refused);
    game(&h, Some(TurnTimer::Days1)).await;
    // Ann was told of her first move directly.
    let first = h.next().await;
    assert_eq!(first.direct.map(|d| d.user), Some(ann().user));
    assert_key(&plan(&h, "c3 c4 b5 b6; * e3").await, Key::PlanSaved);
    let r = h.mv(&bob(), "a7").await;
    let text = r.english();
    assert!(text.contains("Ann (Red) played e3."), "{text}");
    assert!(text.contains("(Ann had planned this answer.)"), "{text}");
    let out = h.next().await;
    let direct = out.direct.as_ref().expect("the planner's direct message");
    assert_eq!(direct.user, ann().user);
    let told = out.reply.english();
    assert!(
        told.starts_with("Your plan answered a7 with e3 in "),
        "{told}"
    );
    assert!(
        told.ends_with("Your plan has no more answers. It is Bob's move."),
        "{told}"
    );
    // The public stand-in never says what is left.
    assert_eq!(direct.fallback.english(), "(@Ann had planned this answer.)");
    // A `*` ends its line: nothing of the plan is left.
    assert_key(&shown(&h).await, Key::PlanNone);
    h.quiet().await;
}
