//! What a wing may ask of the game core: [`Games`], a narrow handle rather than the core itself.
//! A wing holds the store and this handle; through it, and only through it, it shows a game it
//! made in the store (a tournament's board), says a game's opening again, and ends a game it
//! holds when what the game decided was decided otherwise. Each door takes the channel's lock
//! and does what the core's own commands do there.

use super::Core;
use super::hinted::Step;
use super::planned::PlanFrom;
use crate::service::error::{Res, refuse};
use crate::service::events::How;
use crate::service::ids::{Actor, GameId, GuildId, UserId};
use crate::service::messages::{Key, Message};
use crate::service::reply::{Reply, Visibility};
use crate::service::slot::ChannelKey;
use crate::store::{Finish, ResultReason, StoredGame};
use std::sync::Arc;

/// A wing's handle on the game core (cheap to clone).
#[derive(Clone)]
pub(in crate::service) struct Games(Arc<Core>);

impl Games {
    /// The handle on `core`.
    pub(in crate::service) fn new(core: Arc<Core>) -> Self {
        Self(core)
    }

    /// Shows game `id`, made in the store just now in the channel `key` (a tournament's board,
    /// in its thread), with `lines` and the word that it is someone's move, and makes it the
    /// channel's game, its timers armed.
    pub(in crate::service) async fn open_made(
        &self,
        key: ChannelKey,
        id: GameId,
        mut lines: Vec<Message>,
    ) -> Res<Reply> {
        let core = &self.0;
        let st = core.state(core.db.store().load_game(id).await?).await;
        let slot = core.slot(key);
        let mut slot = slot.lock().await;
        lines.extend(core.your_move(key, &st).await?);
        let reply = core.board_reply(&st, Visibility::Public, lines).await;
        slot.current = Some(st);
        slot.loaded = true;
        core.arm(key, &mut slot);
        Ok(reply)
    }

    /// Says again, in its place, the opening of game `stored`, which has no move yet: `lines`,
    /// the word that it is someone's move, and the board.
    pub(in crate::service) async fn announce_again(
        &self,
        stored: StoredGame,
        mut lines: Vec<Message>,
    ) -> Res<()> {
        let core = &self.0;
        let st = core.state(stored).await;
        let key = (st.record.guild, st.record.place());
        lines.extend(core.your_move(key, &st).await?);
        let reply = core.board_reply(&st, Visibility::Public, lines).await;
        core.emit(key, reply);
        Ok(())
    }

    /// Ends game `game` of `guild`, if it is still open, without a winner and unrated, saying
    /// `why` in its place: what it decided was decided otherwise (its board lost by forfeit, its
    /// tournament called off). Failures are logged: the board's decision stands.
    pub(in crate::service) async fn end_forfeited(
        &self,
        guild: GuildId,
        game: GameId,
        why: Option<Message>,
    ) {
        let core = &self.0;
        let stored = match core.db.store().load_game(game).await {
            Ok(g) if g.record.status.is_open() => g,
            Ok(_) => return,
            Err(e) => {
                tracing::error!(game = game.0, "cannot load a game to end it: {e}");
                return;
            }
        };
        let key = (guild, stored.record.place());
        let slot = core.slot(key);
        let mut slot = slot.lock().await;
        if let Err(e) = core.ensure_loaded(key, &mut slot).await {
            tracing::error!(game = game.0, "cannot load a held game: {e:?}");
        }
        core.stop_search(game);
        let finish = Finish {
            winner: None,
            reason: ResultReason::Abort,
            rated: false,
            at: core.now(),
        };
        let in_slot = slot.current.as_ref().is_some_and(|st| st.id() == game);
        let ended = if in_slot {
            let Some(st) = slot.current.as_mut() else {
                return;
            };
            core.end_game(st, None, &finish, How::Forfeit).await
        } else {
            let mut st = core.state(stored).await;
            core.end_game(&mut st, None, &finish, How::Forfeit).await
        };
        match ended {
            Ok(_) => {
                if in_slot {
                    slot.retire();
                }
                if let Some(t) = slot.timer.take() {
                    t.abort();
                }
                if let Some(why) = why {
                    core.emit(key, Reply::public(why));
                }
            }
            Err(e) => tracing::error!(game = game.0, "cannot end a held game: {e}"),
        }
    }

    /// Makes the day clocks of `user`'s games in `guild` agree with the vacations (they stand
    /// still while a player of the game is on vacation). Failures are logged; a game's clock is
    /// settled again when its channel is next used.
    pub(in crate::service) async fn settle_clocks_of(&self, guild: GuildId, user: UserId) {
        self.0.settle_games_of(guild, user).await;
    }

    /// The position `actor` makes a plan from in their channel's game (see `planned`): a game
    /// they play in against a person, with the opponent to move, read under the game's lock.
    /// (By the Plan button, `button` names the game: another one is refused as the board's
    /// buttons are.)
    pub(in crate::service) async fn plan_from(
        &self,
        actor: &Actor,
        button: Option<crate::service::custom_id::ButtonId>,
    ) -> Res<PlanFrom> {
        let core = &self.0;
        let key = (actor.guild, actor.channel);
        let slot = core.slot(key);
        let mut guard = slot.lock().await;
        core.ensure_loaded(key, &mut guard).await?;
        let (st, color) = core.played_by(&guard, actor, button)?;
        if st.has_computer() {
            return refuse(Key::PlanAgainstComputer);
        }
        if st.game.to_move() == color {
            return refuse(Key::PlanYourMove);
        }
        Ok(PlanFrom {
            game: st.id(),
            ply: u32::try_from(st.ply()).unwrap_or(u32::MAX),
            position: st.game.clone(),
            live: !st.on_day_clock(),
        })
    }

    /// The position `actor` asks a hint for in their channel's game, checked and marked as
    /// assisted under the game's lock; or the question to ask first (see `hinted`).
    pub(in crate::service) async fn hinted_position(
        &self,
        actor: &Actor,
        confirmed: bool,
    ) -> Res<Step> {
        self.0.hinted_position(actor, confirmed).await
    }
}
