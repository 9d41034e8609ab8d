//! A tournament before its start: creating it, players joining and leaving, calling it off.

use super::Tournaments;
use super::limits::{DEFAULT_MAX_PLAYERS, MAX_NAME, MAX_PLAYERS, MAX_ROUNDS};
use super::{TournamentOptions, format_key};
use crate::hex::Settings;
use crate::service::custom_id::Action;
use crate::service::error::{Res, ServiceError, refuse};
use crate::service::ids::Actor;
use crate::service::ids::{GameId, GuildId};
use crate::service::limits::board_size;
use crate::service::messages::{Arg, Key, Message, board_arg};
use crate::service::reply::{Button, Outgoing, Reply};
use crate::service::settings::defaults;
use crate::service::turn_timer::TurnTimer;
use crate::service::wording::{actor_arg, timer_message, variant_name};
use crate::store::{
    JoinOutcome, NewTournament, StoredTournament, TournamentFormat, TournamentId, TournamentStatus,
};
use crate::tournament::DutchRules;

/// `#12` as message arguments: the tournament's number and name.
pub(super) fn named(message: Message, stored: &StoredTournament) -> Message {
    message
        .arg("id", stored.record.id.0)
        .arg("name", stored.record.new.name.clone())
}

/// The line that says which edition of the Dutch rules pairs a Swiss tournament.
pub(super) fn rules_line(rules: DutchRules) -> Message {
    Message::new(Key::TournamentPairingRules).arg("year", rules.year().to_string())
}

impl Tournaments {
    /// `/hex-tournament create`: checks the options and the server's limit, stores the
    /// tournament (taking players) and announces it.
    pub(super) async fn create_tournament(
        &self,
        actor: &Actor,
        options: TournamentOptions,
    ) -> Res<Reply> {
        if !actor.can_manage_guild {
            return refuse(Key::TournamentNeedsManager);
        }
        let name = options.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control)
        {
            return refuse(Key::TournamentNameInvalid);
        }
        let rounds = match (options.format, options.rounds) {
            (TournamentFormat::Swiss, Some(r)) if !(1..=MAX_ROUNDS).contains(&r) => {
                return refuse(Key::TournamentRoundsRange);
            }
            (TournamentFormat::Swiss, r) => r.unwrap_or(0),
            (_, Some(_)) => return refuse(Key::TournamentRoundsSwissOnly),
            (_, None) => 0,
        };
        if options.format != TournamentFormat::Swiss && options.rules.is_some() {
            return refuse(Key::TournamentRulesSwissOnly);
        }
        let max_players = options.max_players.unwrap_or(DEFAULT_MAX_PLAYERS);
        if !(2..=MAX_PLAYERS).contains(&max_players) {
            return refuse(Key::TournamentMaxPlayersRange);
        }
        let defaults = defaults(self.db.store(), actor.guild).await?;
        let size = match options.size {
            Some(n) => board_size(n)?,
            None => defaults.size,
        };
        let store = self.db.store();
        let open = store
            .tournaments_in(
                actor.guild,
                &[TournamentStatus::Signup, TournamentStatus::Running],
            )
            .await?;
        if open.len() >= defaults.open_tournaments as usize {
            return refuse(
                Message::new(Key::TournamentTooMany)
                    .arg("count", i64::try_from(open.len()).unwrap_or(i64::MAX)),
            );
        }
        let timer = options.timer.unwrap_or(defaults.timer);
        let new = NewTournament {
            guild: actor.guild,
            channel: actor.channel,
            name: name.to_owned(),
            format: options.format,
            rounds,
            rules: options.rules.unwrap_or_default(),
            settings: Settings {
                size,
                variant: options.variant.unwrap_or(defaults.variant),
                swap: options.swap.unwrap_or(defaults.swap),
            },
            turn_timer: timer.duration(),
            rated: options.rated.unwrap_or(true),
            max_players,
            created_by: actor.user,
            created_at: self.clock.now(),
        };
        let id = store.create_tournament(&new).await?;
        let stored = self.tournament(actor.guild, id).await?;
        Ok(self.announcement(&stored).await)
    }

    /// A tournament's announcement as it stands: what was created, its players, and the Join
    /// and Leave buttons while it takes players (afterwards a line saying sign-up is closed).
    pub(super) async fn announcement(&self, stored: &StoredTournament) -> Reply {
        let new = &stored.record.new;
        let creator = self.db.name(new.guild, new.created_by).await;
        let timer = TurnTimer::from_secs(
            new.turn_timer
                .map_or(0, |d| u32::try_from(d.as_secs()).unwrap_or(u32::MAX)),
        );
        let created = named(Message::new(Key::TournamentCreated), stored)
            .arg("user", Arg::User(new.created_by, creator))
            .arg("format", Message::new(format_key(new.format)))
            .arg("variant", variant_name(new.settings.variant))
            .arg("board", board_arg(new.settings.size.get()))
            .arg("timer", timer_message(timer))
            .arg(
                "rated",
                Message::new(if new.rated {
                    Key::TournamentRated
                } else {
                    Key::TournamentUnrated
                }),
            )
            .arg("max", i64::from(new.max_players));
        let mut reply = Reply::public(created);
        if new.format == TournamentFormat::Swiss {
            reply.lines.push(rules_line(new.rules));
        }
        reply.lines.push(self.entrants_line(stored).await);
        if stored.record.status == TournamentStatus::Signup {
            let id = GameId(stored.record.id.0);
            reply.buttons = vec![
                Button::new(id, Action::Join, 0),
                Button::new(id, Action::Leave, 0),
            ];
        } else {
            reply.lines.push(Message::new(Key::TournamentClosedLine));
        }
        reply
    }

    /// Edits the tournament's posted announcement (if the front end said which message it is)
    /// into how it stands now.
    pub(super) async fn refresh_announcement(&self, id: TournamentId) {
        let Ok(Some(stored)) = self.db.store().load_tournament(id).await else {
            return;
        };
        let Some(message) = stored.record.announcement else {
            return;
        };
        let reply = self.announcement(&stored).await;
        self.outbox.send(Outgoing {
            guild: stored.record.new.guild,
            channel: stored.record.new.channel,
            reply,
            direct: None,
            edit: Some(message),
            daily: None,
            thread: None,
        });
    }

    /// The Join or Leave button under an announcement: the announcement, updated in place.
    pub(crate) async fn press_signup(
        &self,
        actor: &Actor,
        id: TournamentId,
        join: bool,
    ) -> Res<Reply> {
        if join {
            self.join(actor, Some(id)).await?;
        } else {
            self.leave(actor, Some(id)).await?;
        }
        let stored = self.tournament(actor.guild, id).await?;
        Ok(self.announcement(&stored).await)
    }

    /// The players of a tournament, in sign-up order.
    pub(super) async fn entrants_line(&self, stored: &StoredTournament) -> Message {
        if stored.entrants.is_empty() {
            return Message::new(Key::TournamentNoEntrants);
        }
        let mut list = Vec::with_capacity(stored.entrants.len());
        for e in &stored.entrants {
            let name = self.db.name(stored.record.new.guild, e.user).await;
            list.push(Arg::User(e.user, name));
        }
        Message::new(Key::TournamentEntrants)
            .arg("count", i64::try_from(list.len()).unwrap_or(i64::MAX))
            .arg("list", Arg::List(list))
    }

    /// `/hex-tournament join`.
    pub(super) async fn join_tournament(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<Reply> {
        let id = self.join(actor, id).await?;
        self.refresh_announcement(id).await;
        self.signup_reply(actor, id, Key::TournamentJoined).await
    }

    /// Stores the actor as a player of the tournament, or refuses.
    async fn join(&self, actor: &Actor, id: Option<TournamentId>) -> Res<TournamentId> {
        let stored = self.named_or_here(actor, id).await?;
        let id = stored.record.id;
        let outcome = self
            .db
            .store()
            .join_tournament(id, actor.user, self.clock.now())
            .await?;
        let refusal = |key: Key| Message::new(key).arg("id", id.0);
        match outcome {
            JoinOutcome::Joined(_) => {}
            JoinOutcome::Already => return refuse(refusal(Key::TournamentAlreadyJoined)),
            JoinOutcome::Full => {
                return refuse(
                    refusal(Key::TournamentFull)
                        .arg("max", i64::from(stored.record.new.max_players)),
                );
            }
            JoinOutcome::NotOpen => return refuse(refusal(Key::TournamentNotOpen)),
        }
        Ok(id)
    }

    /// `/hex-tournament leave`.
    pub(super) async fn leave_tournament(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<Reply> {
        let id = self.leave(actor, id).await?;
        self.refresh_announcement(id).await;
        self.signup_reply(actor, id, Key::TournamentLeft).await
    }

    /// Takes the actor off the tournament's players, or refuses.
    async fn leave(&self, actor: &Actor, id: Option<TournamentId>) -> Res<TournamentId> {
        let stored = self.named_or_here(actor, id).await?;
        let id = stored.record.id;
        if stored.record.status != TournamentStatus::Signup {
            return refuse(Message::new(Key::TournamentNotOpen).arg("id", id.0));
        }
        if !self.db.store().leave_tournament(id, actor.user).await? {
            return refuse(Message::new(Key::TournamentNotJoined).arg("id", id.0));
        }
        Ok(id)
    }

    /// Who joined or left, and the players now.
    async fn signup_reply(&self, actor: &Actor, id: TournamentId, key: Key) -> Res<Reply> {
        let stored = self.tournament(actor.guild, id).await?;
        let mut reply =
            Reply::public(named(Message::new(key), &stored).arg("user", actor_arg(actor)));
        reply.lines.push(self.entrants_line(&stored).await);
        Ok(reply)
    }

    /// `/hex-tournament cancel` (managers): calls it off; the games of its round end unrated.
    pub(super) async fn cancel_tournament(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<Reply> {
        let stored = self.managed(actor, id).await?;
        let id = stored.record.id;
        if !self
            .db
            .store()
            .cancel_tournament(id, self.clock.now())
            .await?
        {
            return refuse(Message::new(Key::TournamentNotRunning).arg("id", id.0));
        }
        let cancelled =
            named(Message::new(Key::TournamentCancelled), &stored).arg("user", actor_arg(actor));
        for board in stored
            .boards
            .iter()
            .filter(|b| b.round == stored.record.current_round)
        {
            if let Some(game) = board.game {
                self.games
                    .end_forfeited(stored.record.new.guild, game, Some(cancelled.clone()))
                    .await;
            }
        }
        self.refresh_announcement(id).await;
        Ok(Reply::public(cancelled))
    }

    /// Remembers `message` as the announcement of tournament `id` of `guild` (one of another
    /// server is left alone).
    pub(in crate::service) async fn set_announcement(
        &self,
        guild: GuildId,
        id: TournamentId,
        message: u64,
    ) -> Result<(), ServiceError> {
        let store = self.db.store();
        match store.load_tournament(id).await? {
            Some(t) if t.record.new.guild == guild => {
                Ok(store.set_tournament_announcement(id, message).await?)
            }
            _ => Ok(()),
        }
    }
}
