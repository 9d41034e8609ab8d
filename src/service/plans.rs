//! The plans wing: conditional moves in games of days per move, premoves in live ones. `/hex
//! plan` adds lines to a player's plan (each checked against the game: see [`crate::plan`]),
//! shows it, or clears it — always privately: a plan is never shown to the opponent or in the
//! channel, and never exported. In a live game a plan is one premove (`* e5`: the move for the
//! player's next turn), which a new one replaces. When the opponent moves, the core asks this
//! wing for the answer planned ([`Wing::planned_answer`]): a planned move is answered and the
//! rest of the plan kept; a move off the plan drops the plan, whose branches no longer apply, as
//! does a move onto a premove's cell. A game's end forgets its plans.

use super::command::PlanAction;
use super::core::handle::Games;
use super::custom_id::ButtonId;
use super::error::{Fail, Res};
use super::events::{GameEnded, Planned, Wing, WingFuture};
use super::ids::{Actor, SharedClock};
use super::messages::{Key, Message};
use super::parts::Parts;
use super::persist::Db;
use super::reply::Reply;
use super::state::State;
use crate::hex::{Cell, Game};
use crate::plan::{Plan, PlanError};

/// The plans wing.
pub(super) struct Plans {
    /// The game core, for the position a plan starts from (read under the game's lock).
    games: Games,
    db: Db,
    clock: SharedClock,
}

impl Plans {
    /// The wing of a service opening with `parts`.
    pub(super) fn new(parts: &Parts, games: Games) -> Self {
        Self {
            games,
            db: parts.db.clone(),
            clock: parts.clock.clone(),
        }
    }

    /// `/hex plan`, in the actor's channel's game.
    /// (By the Plan button, `button` is its game's.)
    pub(super) async fn command(
        &self,
        actor: &Actor,
        action: PlanAction,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let from = self.games.plan_from(actor, button).await?;
        let store = self.db.store();
        let stored = store
            .plan(from.game, actor.user)
            .await?
            .filter(|(ply, _)| *ply == from.ply)
            .and_then(|(_, text)| Plan::parse(&text, &from.position).ok())
            .unwrap_or_default();
        let plan = match action {
            PlanAction::Show => stored,
            PlanAction::Clear => {
                store.drop_plan(from.game, actor.user).await?;
                return Ok(Reply::private(Message::new(Key::PlanCleared)));
            }
            PlanAction::Add(text) if from.live => {
                let premove = premove_of(&text, &from.position)?;
                let now = self.clock.now();
                store
                    .set_plan(from.game, actor.user, from.ply, &premove.to_string(), now)
                    .await?;
                return Ok(shown(&premove, Key::PremoveSaved));
            }
            PlanAction::Add(text) => {
                let mut plan = stored;
                let added = Plan::parse(&text, &from.position).map_err(refusal)?;
                plan.merge(&added).map_err(refusal)?;
                let now = self.clock.now();
                let text = plan.to_string();
                store
                    .set_plan(from.game, actor.user, from.ply, &text, now)
                    .await?;
                return Ok(shown(&plan, Key::PlanSaved));
            }
        };
        match (plan.is_empty(), from.live) {
            (true, true) => Ok(Reply::private(Message::new(Key::PremoveNone))),
            (true, false) => Ok(Reply::private(Message::new(Key::PlanNone))),
            (false, true) => Ok(shown(&plan, Key::PremoveShown)),
            (false, false) => Ok(shown(&plan, Key::PlanShown)),
        }
    }

    /// The answer planned by the player to move in `state` to the opponent's last move, and
    /// the plan kept for what follows (or dropped: off the plan, at its end, or stale).
    async fn answer(&self, state: &State) -> Res<Option<Planned>> {
        let color = state.game.to_move();
        let Some(user) = state.player(color).user() else {
            return Ok(None);
        };
        let store = self.db.store();
        let Some((ply, text)) = store.plan(state.id(), user).await? else {
            return Ok(None);
        };
        let ply_now = u32::try_from(state.ply()).unwrap_or(u32::MAX);
        // Made where the opponent was to move, one move ago.
        let before = state.game.undone().filter(|_| ply + 1 == ply_now);
        let plan = before.and_then(|b| Plan::parse(&text, &b).ok());
        let last = state.game.moves().last().copied();
        let premove = plan.as_ref().is_some_and(|p| p.as_premove().is_some());
        let answer = plan.zip(last).and_then(|(p, mv)| p.answer(mv));
        // The answer must still be playable (a premove's cell taken by the swap, say).
        let playable = |cell: Cell| state.game.board().get(cell).is_none();
        let Some((cell, rest)) = answer.filter(|(cell, _)| playable(*cell)) else {
            store.drop_plan(state.id(), user).await?;
            return Ok(None);
        };
        if rest.is_empty() {
            store.drop_plan(state.id(), user).await?;
        } else {
            let now = self.clock.now();
            let text = rest.to_string();
            store
                .set_plan(state.id(), user, ply_now + 1, &text, now)
                .await?;
        }
        Ok(Some(Planned {
            cell,
            premove,
            left: rest.answers(),
        }))
    }
}

impl Wing for Plans {
    fn planned_answer<'a>(&'a self, state: &'a State) -> WingFuture<'a, Option<Planned>> {
        Box::pin(async move {
            match self.answer(state).await {
                Ok(answer) => answer,
                Err(e) => {
                    tracing::error!(game = %state.id(), "cannot read a plan: {e:?}");
                    None
                }
            }
        })
    }

    fn game_ended<'a>(&'a self, ended: &'a GameEnded) -> WingFuture<'a, ()> {
        Box::pin(async move {
            if let Err(e) = self.db.store().drop_plans(ended.game).await {
                tracing::error!(game = %ended.game, "cannot forget a game's plans: {e}");
            }
        })
    }
}

/// The plan, privately, under `key`'s words: its lines as arrows (`d6 → d5 · e7 → c8; f4 → e4`),
/// and a premove's cell.
fn shown(plan: &Plan, key: Key) -> Reply {
    let lines: Vec<String> = plan
        .lines()
        .iter()
        .map(|line| {
            let steps: Vec<String> = line
                .chunks(2)
                .filter_map(|pair| match pair {
                    [when, then] => Some(format!("{when} → {then}")),
                    _ => None,
                })
                .collect();
            steps.join(" · ")
        })
        .collect();
    let premove = plan.as_premove().map(|c| c.to_string()).unwrap_or_default();
    Reply::private(
        Message::new(key)
            .arg("answers", i64::try_from(plan.answers()).unwrap_or(i64::MAX))
            .arg("plan", lines.join("; "))
            .arg("cell", premove),
    )
}

/// The premove `text` asks for in a live game (`e5` or `* e5`), checked against the game.
fn premove_of(text: &str, position: &Game) -> Res<Plan> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let one = match words.as_slice() {
        [cell] if !cell.starts_with('*') => format!("* {cell}"),
        _ => text.to_owned(),
    };
    let plan = Plan::parse(&one, position).map_err(refusal)?;
    match plan.as_premove() {
        Some(_) => Ok(plan),
        None => Err(Fail::Refused(Message::new(Key::PremoveOnlyOne))),
    }
}

/// A plan that does not read or cannot be played, in the player's words.
fn refusal(e: PlanError) -> Fail {
    Fail::Refused(match e {
        PlanError::Empty => Message::new(Key::PlanEmpty),
        PlanError::NotACell { text } => Message::new(Key::PlanNotACell).arg("text", text),
        PlanError::NoAnswer { cell } => Message::new(Key::PlanNoAnswer).arg("cell", cell),
        PlanError::Taken { cell } => Message::new(Key::PlanTaken).arg("cell", cell),
        PlanError::AfterEnd { cell } => Message::new(Key::PlanAfterEnd).arg("cell", cell),
        PlanError::AnyMisplaced => Message::new(Key::PlanAnyMisplaced),
        PlanError::TooMany { max } => {
            Message::new(Key::PlanTooMany).arg("max", i64::try_from(max).unwrap_or(i64::MAX))
        }
    })
}
