//! A tournament being played: the start (seeds and round 1), each next round once the last
//! game of a round ends, each board's game in its thread, withdrawals, and the end.

use super::Tournaments;
use super::signup::named;
use super::{Running, event_format};
use crate::service::error::{Res, refuse};
use crate::service::ids::Actor;
use crate::service::messages::{Key, Message};
use crate::service::reply::Reply;
use crate::service::wording::actor_arg;
use crate::store::{Forfeit, NewBoard, TournamentId, TournamentStatus};
use crate::tournament::{
    Board, BoardResult, Colour, Entrant, Event, EventFormat, Pairing, Step, seeding,
};
use std::collections::HashMap;

/// The most rounds one call of [`Core::advance`] pairs (each pass pairs one; a round decided
/// entirely by forfeits is followed at once by the next).
const PASSES: usize = 64;

/// A round's boards as stored.
fn new_boards(boards: &[Board]) -> Vec<NewBoard> {
    boards
        .iter()
        .zip(1u32..)
        .map(|(b, number)| {
            let (white, black) = match b.pairing {
                Pairing::Game { white, black } => (white, Some(black)),
                Pairing::Bye(player) => (player, None),
            };
            let forfeit = match b.result {
                BoardResult::Forfeit(Some(Colour::White)) => Some(Forfeit::White),
                BoardResult::Forfeit(Some(Colour::Black)) => Some(Forfeit::Black),
                BoardResult::Forfeit(None) => Some(Forfeit::Nobody),
                BoardResult::Pending | BoardResult::Won(_) => None,
            };
            NewBoard {
                board: number,
                white,
                black,
                forfeit,
            }
        })
        .collect()
}

impl Tournaments {
    /// `/hex-tournament start` (managers): seeds the players by their rating in the server (the
    /// unrated after, by sign-up), fixes the rounds, pairs and stores round 1, announces it and
    /// asks the front end for each game's thread.
    pub(super) async fn start_tournament(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<Reply> {
        let stored = self.managed(actor, id).await?;
        let id = stored.record.id;
        if stored.record.status == TournamentStatus::Running {
            return self.request_threads_again(stored).await;
        }
        if stored.record.status != TournamentStatus::Signup {
            return refuse(Message::new(Key::TournamentNotOpen).arg("id", id.0));
        }
        let players = u32::try_from(stored.entrants.len()).unwrap_or(u32::MAX);
        let format = match event_format(&stored.record.new) {
            EventFormat::Swiss { rounds: 0, rules } => EventFormat::Swiss {
                rounds: EventFormat::default_swiss_rounds(players),
                rules,
            },
            format => format,
        };
        if players < format.min_players() {
            return refuse(
                Message::new(Key::TournamentTooFew)
                    .arg("id", id.0)
                    .arg("min", i64::from(format.min_players()))
                    .arg("count", i64::from(players)),
            );
        }
        let store = self.db.store();
        let mut ratings = Vec::with_capacity(stored.entrants.len());
        for e in &stored.entrants {
            let profile = store.profile(actor.guild, e.user).await?;
            ratings.push(
                (profile.rating.games > 0).then(|| profile.rating.rating.rating.round() as i64),
            );
        }
        let order = seeding(&ratings);
        let mut seeds = Vec::with_capacity(order.len());
        let mut entrants = Vec::with_capacity(order.len());
        for (&index, seed) in order.iter().zip(1u32..) {
            let user = stored.entrants[index].user;
            seeds.push((user, seed, ratings[index]));
            entrants.push(Entrant {
                name: self.db.name(actor.guild, user).await,
                rating: ratings[index].map_or(0, |r| u16::try_from(r.clamp(0, 9999)).unwrap_or(0)),
                withdrawn_after: None,
            });
        }
        let event = Event {
            name: stored.record.new.name.clone(),
            format,
            rated: stored.record.new.rated,
            entrants,
            rounds: Vec::new(),
        };
        let boards = match event.next_step() {
            Ok(Step::Pair { boards, .. }) => boards,
            other => {
                tracing::error!(%id, "round 1 cannot be paired: {other:?}");
                return refuse(Message::new(Key::TournamentNotOpen).arg("id", id.0));
            }
        };
        let rounds = event.planned_rounds();
        if !store
            .start_tournament(id, rounds, &seeds, &new_boards(&boards))
            .await?
        {
            return refuse(Message::new(Key::TournamentNotOpen).arg("id", id.0));
        }
        let stored = self.tournament(actor.guild, id).await?;
        let run = self.running(stored).await;
        let mut reply = Reply::public(
            named(Message::new(Key::TournamentStarted), &run.stored)
                .arg("count", i64::from(players))
                .arg("rounds", i64::from(rounds)),
        );
        reply.lines.extend(self.round_lines(&run, 1, true));
        self.request_threads(&run, 1);
        self.refresh_announcement(id).await;
        Ok(reply)
    }

    /// Does what tournament `id` needs next, as often as it needs (see [`Step`]): pairs and
    /// announces the next round once the last is decided, or ends the tournament with its
    /// winner. With `resume` (after a restart), also asks again for the threads of the current
    /// round's games not yet made. The event is built from the store once and kept from one
    /// pass to the next: a round paired is added to it as stored.
    pub(super) async fn advance(&self, id: TournamentId, resume: bool) -> Res<()> {
        let _one_at_a_time = self.moving.lock().await;
        let store = self.db.store();
        let Some(stored) = store.load_tournament(id).await? else {
            return Ok(());
        };
        let guild = stored.record.new.guild;
        if stored.record.status != TournamentStatus::Running || !self.scope.owns(guild.0) {
            return Ok(());
        }
        let mut run = self.running(stored).await;
        for _ in 0..PASSES {
            match run.event.next_step() {
                Ok(Step::Wait) => {
                    if resume {
                        let round = run.event.current_round();
                        self.request_threads(&run, round);
                        self.reannounce_unbegun(&run, round).await?;
                    }
                    return Ok(());
                }
                Ok(Step::Pair { round, boards }) => {
                    let boards = new_boards(&boards);
                    if !store.pair_round(id, round, &boards).await? {
                        return Ok(());
                    }
                    run.paired(round, boards);
                    let reply = Reply::public_lines(self.round_lines(&run, round, true));
                    self.outbox
                        .emit((guild, run.stored.record.new.channel), reply);
                    self.request_threads(&run, round);
                }
                Ok(Step::Finished { early }) => {
                    if store.finish_tournament(id, self.clock.now()).await? {
                        self.announce_end(&run, early);
                    }
                    return Ok(());
                }
                Err(e) => {
                    tracing::error!(%id, "the tournament cannot go on: {e}");
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// The winner and the standings, in the tournament's channel.
    fn announce_end(&self, run: &Running, early: bool) {
        let record = &run.stored.record;
        let mut lines = Vec::new();
        if early {
            lines.push(named(
                Message::new(Key::TournamentFinishedEarly),
                &run.stored,
            ));
        }
        if let Some(winner) = run.event.winner() {
            lines.push(
                named(Message::new(Key::TournamentFinished), &run.stored)
                    .arg("user", run.player(winner, true)),
            );
        }
        lines.extend(self.standings_lines(run));
        let reply = Reply::public_lines(lines);
        self.outbox
            .emit((record.new.guild, record.new.channel), reply);
    }

    /// `/hex-tournament withdraw`: the player leaves a running tournament; their game of this
    /// round and every later one are lost by forfeit (unrated).
    pub(super) async fn withdraw_from_tournament(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<Reply> {
        let stored = self.named_or_here(actor, id).await?;
        let id = stored.record.id;
        if stored.record.status != TournamentStatus::Running {
            return refuse(Message::new(Key::TournamentNotRunning).arg("id", id.0));
        }
        let run = self.running(stored).await;
        let Some(seed) = run.seed_of(actor.user) else {
            return refuse(Message::new(Key::TournamentNotJoined).arg("id", id.0));
        };
        let round = run.event.current_round();
        let store = self.db.store();
        if !store.withdraw_entrant(id, actor.user, round).await? {
            return refuse(Message::new(Key::TournamentNotPlaying).arg("id", id.0));
        }
        let withdrawn = named(Message::new(Key::TournamentWithdrawn), &run.stored)
            .arg("user", actor_arg(actor));
        for b in run.stored.boards.iter().filter(|b| b.round == round) {
            let Some(black) = b.new.black else { continue };
            let undecided = b.new.forfeit.is_none() && b.game_status.is_none_or(|s| s.is_open());
            if !undecided || (b.new.white != seed && black != seed) {
                continue;
            }
            let winner = if b.new.white == seed {
                Forfeit::Black
            } else {
                Forfeit::White
            };
            store.set_forfeit(id, round, b.new.board, winner).await?;
            if let Some(game) = b.game {
                self.games
                    .end_forfeited(actor.guild, game, Some(withdrawn.clone()))
                    .await;
            }
        }
        if let Err(e) = self.advance(id, false).await {
            tracing::error!(%id, "cannot move the tournament on: {e:?}");
        }
        Ok(Reply::public(withdrawn))
    }

    /// After a restart: learns the games of every running tournament of this process's
    /// servers, moves each on, and asks again for the threads of games not made.
    pub(crate) async fn resume(&self) {
        let running = match self.db.store().running_tournaments().await {
            Ok(running) => running,
            Err(e) => {
                tracing::error!("cannot list the running tournaments: {e}");
                return;
            }
        };
        let mut boards = HashMap::new();
        let mut known = true;
        for t in running.iter().filter(|t| self.scope.owns(t.new.guild.0)) {
            match self.db.store().load_tournament(t.id).await {
                Ok(Some(stored)) => {
                    boards.extend(
                        stored
                            .boards
                            .iter()
                            .filter_map(|b| b.game.map(|g| (g, t.id))),
                    );
                }
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(tournament = %t.id, "cannot read the tournament: {e}");
                    known = false;
                }
            }
        }
        if known {
            *self.lock_boards() = Some(boards);
        }
        for t in running {
            if self.scope.owns(t.new.guild.0)
                && let Err(e) = self.advance(t.id, true).await
            {
                tracing::error!(tournament = %t.id, "cannot resume the tournament: {e:?}");
            }
        }
    }
}
