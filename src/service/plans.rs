//! The plans wing: conditional moves in games of days per move. `/hex plan` adds lines to a
//! player's plan (each checked against the game: see [`crate::plan`]), shows it, or clears it —
//! always privately: a plan is never shown to the opponent or in the channel, and never
//! exported. When the opponent moves, the core asks this wing for the answer planned
//! ([`Wing::planned_answer`]): a planned move is answered and the rest of the plan kept; a move
//! off the plan drops the plan, whose branches no longer apply. A game's end forgets its plans.

use super::command::PlanAction;
use super::core::handle::Games;
use super::error::{Fail, Res};
use super::events::{GameEnded, Wing, WingFuture};
use super::ids::{Actor, SharedClock};
use super::messages::{Key, Message};
use super::parts::Parts;
use super::persist::Db;
use super::reply::Reply;
use super::state::State;
use crate::hex::Cell;
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
    pub(super) async fn command(&self, actor: &Actor, action: PlanAction) -> Res<Reply> {
        let from = self.games.plan_from(actor).await?;
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
        if plan.is_empty() {
            return Ok(Reply::private(Message::new(Key::PlanNone)));
        }
        Ok(shown(&plan, Key::PlanShown))
    }

    /// The answer planned by the player to move in `state` to the opponent's last move, and
    /// the plan kept for what follows (or dropped: off the plan, at its end, or stale).
    async fn answer(&self, state: &State) -> Res<Option<Cell>> {
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
        let Some((cell, rest)) = plan.zip(last).and_then(|(p, mv)| p.answer(mv)) else {
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
        Ok(Some(cell))
    }
}

impl Wing for Plans {
    fn planned_answer<'a>(&'a self, state: &'a State) -> WingFuture<'a, Option<Cell>> {
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

/// The plan, privately, under `key`'s words: its lines as arrows (`d6 → d5 · e7 → c8; f4 → e4`).
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
    Reply::private(
        Message::new(key)
            .arg("answers", i64::try_from(plan.answers()).unwrap_or(i64::MAX))
            .arg("plan", lines.join("; ")),
    )
}

/// A plan that does not read or cannot be played, in the player's words.
fn refusal(e: PlanError) -> Fail {
    Fail::Refused(match e {
        PlanError::Empty => Message::new(Key::PlanEmpty),
        PlanError::NotACell { text } => Message::new(Key::PlanNotACell).arg("text", text),
        PlanError::NoAnswer { cell } => Message::new(Key::PlanNoAnswer).arg("cell", cell),
        PlanError::Taken { cell } => Message::new(Key::PlanTaken).arg("cell", cell),
        PlanError::AfterEnd { cell } => Message::new(Key::PlanAfterEnd).arg("cell", cell),
        PlanError::TooMany { max } => {
            Message::new(Key::PlanTooMany).arg("max", i64::try_from(max).unwrap_or(i64::MAX))
        }
    })
}
