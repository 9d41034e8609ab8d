//! Starting games: challenges between two players (issue, accept, decline, withdraw) and games
//! against the computer (rematches, in `rematch`, start them the same way).

use super::Core;
use crate::hex::{Color, Game, Settings, SwapRule};
use crate::orientation::Orientation;
use crate::service::command::{
    AiOptions, ChallengeOptions, FirstMove, Level, TurnTimer, WhoStarts,
};
use crate::service::custom_id::ButtonId;
use crate::service::error::{Res, refuse};
use crate::service::ids::{Actor, ChannelId, GameId};
use crate::service::limits::board_size;
use crate::service::messages::{Arg, Key, Message, board_arg, count, level_arg};
use crate::service::reply::{Reply, Visibility};
use crate::service::settings::defaults;
use crate::service::slot::{Slot, key_of};
use crate::service::state::State;
use crate::service::wording::{actor_arg, goal_arg, swap_note, variant_name};
use crate::store::{GameStatus, NewGame, Player, StoredGame};
use std::sync::Arc;

impl Core {
    pub(in crate::service) async fn challenge(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        options: ChallengeOptions,
    ) -> Res<Reply> {
        self.check_challenge(actor, &options).await?;
        let defaults = defaults(self.db.store(), actor.guild).await?;
        let size = options.size.map_or(Ok(defaults.size), board_size)?;
        if slot.current.is_some() {
            return refuse(Key::ChannelBusy);
        }
        self.db
            .remember(
                actor.guild,
                options.opponent.id,
                (&options.opponent.name, &options.opponent.name),
                self.now(),
            )
            .await;
        let me = Player::Human(actor.user);
        let them = Player::Human(options.opponent.id);
        let who_starts = options.first.unwrap_or_default();
        let challenger_first = match who_starts {
            WhoStarts::Challenger => true,
            WhoStarts::Opponent => false,
            // Drawn now, told only once the challenge is accepted (so that nobody answers
            // knowing the draw).
            WhoStarts::Random => self.next_seed() & 1 == 0,
        };
        let seats = if challenger_first {
            [me, them]
        } else {
            [them, me]
        };
        let settings = Settings {
            size,
            variant: options.variant.unwrap_or(defaults.variant),
            swap: options.swap.unwrap_or(defaults.swap),
        };
        let timer = options.timer.unwrap_or(defaults.timer);
        let orientation = options.orientation.unwrap_or(defaults.orientation);
        let plan = Plan {
            seats,
            settings,
            timer,
            orientation,
            thread_of: options.thread_of,
        };
        let drawn = who_starts == WhoStarts::Random;
        self.offer(actor, slot, plan, Key::ChallengeIssued, drawn)
            .await
    }

    /// The checks of a challenge that do not depend on its channel: the board size, the
    /// opponent (not oneself, not a bot), and the challenger's open challenges.
    pub(in crate::service) async fn check_challenge(
        &self,
        actor: &Actor,
        options: &ChallengeOptions,
    ) -> Res<()> {
        if let Some(size) = options.size {
            board_size(size)?;
        }
        if options.opponent.id == actor.user {
            return refuse(Key::ChallengeSelf);
        }
        if options.opponent.is_bot {
            return refuse(Message::new(Key::ChallengeBot).arg(
                "user",
                Arg::User(options.opponent.id, options.opponent.name.clone()),
            ));
        }
        self.admit_challenge(actor).await
    }

    /// A new game in the actor's channel, as it will be stored: `plan.seats[0]` moves first.
    /// With `plan.thread_of`, the actor's channel is a thread made for it in that channel.
    fn new_game(&self, actor: &Actor, plan: Plan, status: GameStatus) -> NewGame {
        let now = self.now();
        let (channel, thread) = match plan.thread_of {
            Some(parent) => (parent, Some(actor.channel)),
            None => (actor.channel, None),
        };
        NewGame {
            guild: actor.guild,
            channel,
            thread,
            red: plan.seats[0],
            blue: plan.seats[1],
            challenger: (status == GameStatus::Challenge).then_some(actor.user),
            settings: plan.settings,
            turn_timer: plan.timer.duration(),
            orientation: plan.orientation,
            status,
            rated: status == GameStatus::Challenge,
            ai_seed: self.next_seed(),
            created_at: now,
            deadline: None,
        }
    }

    /// The state of a game just created (no moves yet) under `id`.
    async fn fresh(&self, new: &NewGame, id: GameId) -> State {
        self.state(StoredGame {
            record: new.record(id),
            moves: Vec::new(),
            game: Game::new(new.settings),
        })
        .await
    }

    /// Stores a challenge from `actor` to the other human of `plan.seats` (`seats[0]` moves
    /// first) and announces it with `key` (a new challenge or a rematch offer), the swap form and
    /// the Accept/Decline/Withdraw buttons. It expires after the configured time. When `drawn`,
    /// who plays Red was drawn at random and is not told before the challenge is accepted.
    pub(in crate::service) async fn offer(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        plan: Plan,
        key: Key,
        drawn: bool,
    ) -> Res<Reply> {
        let settings = plan.settings;
        let mut new = self.new_game(actor, plan, GameStatus::Challenge);
        new.deadline = Some(new.created_at.plus(self.config.challenge_ttl));
        let id = self
            .db
            .store()
            .create_game_within(&new, &self.challenge_limits())
            .await?;
        let st = self.fresh(&new, id).await;
        let (challenger, opponent) = st.challenge_parties();
        let minutes = i64::try_from(self.config.challenge_ttl.as_secs() / 60).unwrap_or(0);
        let first = if drawn {
            Message::new(Key::FirstDrawn).arg("opponent", opponent.clone())
        } else {
            Message::new(Key::FirstRed).arg("red", st.color_arg(Color::Red))
        };
        let mut reply = Reply::public(
            Message::new(key)
                .arg("challenger", challenger)
                .arg("opponent", opponent)
                .arg("variant", variant_name(settings.variant))
                .arg("board", board_arg(settings.size.get()))
                .arg("details", st.details())
                .arg("goal", goal_arg(settings.variant))
                .arg("first", first)
                .arg("red", st.color_arg(Color::Red))
                .arg("minutes", count(minutes, Key::Minutes)),
        );
        reply.lines.push(swap_note(settings.swap));
        reply.buttons = st.buttons();
        reply.game = Some(st.id());
        slot.current = Some(st);
        Ok(reply)
    }

    pub(in crate::service) async fn accept(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.pending(slot, button)?;
        let (_, opponent) = st.challenge_parties();
        if st.record.challenger == Some(actor.user) || !st.is_player(actor.user) {
            return refuse(Message::new(Key::NotChallenged).arg("user", opponent));
        }
        let now = self.now();
        let id = st.id();
        // The first turn's deadline, as it will be once the game is active.
        let deadline = if st.player(Color::Red).is_computer() {
            Some(now)
        } else {
            st.timer().duration().map(|d| now.plus(d))
        };
        let record = self.db.store().accept_challenge(id, now, deadline).await?;
        let Some(st) = slot.current.as_mut() else {
            return refuse(Key::NoGameHere);
        };
        st.record = record;
        // A rematch: the last game's players in exchanged seats, with its settings and timer.
        let rematch = slot.last.as_ref().is_some_and(|last| {
            let (was, now) = (&last.record, &st.record);
            (was.red, was.blue) == (now.blue, now.red)
                && was.settings == now.settings
                && last.timer() == st.timer()
        });
        let key = if rematch {
            Key::RematchAccepted
        } else {
            Key::ChallengeAccepted
        };
        let mut lines = vec![
            Message::new(key)
                .arg("opponent", opponent)
                .arg("seats", st.seats_arg()),
            swap_note(st.record.settings.swap),
        ];
        lines.extend(self.your_move(key_of(st), st).await?);
        Ok(self.board_reply(st, Visibility::Public, lines).await)
    }

    pub(in crate::service) async fn decline(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        self.end_challenge(actor, slot, button, GameStatus::Declined)
            .await
    }

    pub(in crate::service) async fn withdraw(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        self.end_challenge(actor, slot, button, GameStatus::Withdrawn)
            .await
    }

    /// Ends the open challenge unplayed: declined by the challenged player, or withdrawn by the
    /// challenger (`status` says which).
    async fn end_challenge(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
        status: GameStatus,
    ) -> Res<Reply> {
        let st = self.pending(slot, button)?;
        let (challenger, opponent) = st.challenge_parties();
        let by_challenger = st.record.challenger == Some(actor.user);
        let key = if status == GameStatus::Withdrawn {
            if !by_challenger {
                return refuse(Message::new(Key::NotChallenger).arg("user", challenger));
            }
            Key::ChallengeWithdrawn
        } else {
            if by_challenger || !st.is_player(actor.user) {
                return refuse(Message::new(Key::NotChallenged).arg("user", opponent));
            }
            Key::ChallengeDeclined
        };
        let id = st.id();
        let thread = st.record.thread.is_some();
        self.db
            .store()
            .end_challenge(id, status, self.now())
            .await?;
        slot.current = None;
        let mut reply = Reply::public(
            Message::new(key)
                .arg("challenger", challenger)
                .arg("opponent", opponent),
        );
        reply.game = Some(id);
        reply.close_thread = thread;
        Ok(reply)
    }

    pub(in crate::service) async fn ai(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        options: AiOptions,
    ) -> Res<Reply> {
        let defaults = defaults(self.db.store(), actor.guild).await?;
        let size = options.size.map_or(Ok(defaults.size), board_size)?;
        if slot.current.is_some() {
            return refuse(Key::ChannelBusy);
        }
        self.admit_computer_game(actor).await?;
        let level = options.level.unwrap_or_default();
        let timer = options.timer.unwrap_or_default();
        if timer.duration().is_some() && !timer.is_day_clock() {
            return refuse(Key::LiveTimerVsComputer);
        }
        let human_first = match options.first.unwrap_or_default() {
            FirstMove::You => true,
            FirstMove::Computer => false,
            FirstMove::Alternate => !self
                .db
                .store()
                .last_computer_game(actor.guild, actor.user)
                .await?
                .is_some_and(|r| r.red == Player::Human(actor.user)),
        };
        let me = Player::Human(actor.user);
        let cpu = Player::Computer(level);
        let seats = if human_first { [me, cpu] } else { [cpu, me] };
        // Easy is played without swap, by the rules; the other levels take the server's form.
        let swap = match level {
            Level::Easy => SwapRule::Off,
            _ => options.swap.unwrap_or(defaults.swap),
        };
        let settings = Settings {
            size,
            variant: options.variant.unwrap_or(defaults.variant),
            swap,
        };
        let plan = Plan {
            seats,
            settings,
            timer,
            orientation: options.orientation.unwrap_or(defaults.orientation),
            thread_of: None,
        };
        let st = self.start(actor, plan).await?;
        let first = Message::new(Key::AiGameStarted)
            .arg("player", actor_arg(actor))
            .arg("level", level_arg(level))
            .arg("variant", variant_name(settings.variant))
            .arg("board", board_arg(size.get()))
            .arg("seats", st.seats_arg());
        let note = if swap == SwapRule::Off && level == Level::Easy {
            Message::new(Key::SwapNoteEasy)
        } else {
            swap_note(swap)
        };
        Ok(self.announce_start(slot, st, vec![first, note]).await)
    }

    /// Shows a game that just started (with `lines`, and a note when the computer moves first)
    /// and makes it the channel's current game.
    pub(in crate::service) async fn announce_start(
        &self,
        slot: &mut Slot,
        state: State,
        mut lines: Vec<Message>,
    ) -> Reply {
        if state.computer_to_move() {
            lines.push(Message::new(Key::ComputerThinks));
        }
        let reply = self.board_reply(&state, Visibility::Public, lines).await;
        slot.current = Some(state);
        reply
    }

    /// Creates and stores an active game against the computer in the actor's channel, rated on
    /// the computer ladder.
    pub(in crate::service) async fn start(&self, actor: &Actor, plan: Plan) -> Res<State> {
        let mut new = self.new_game(actor, plan, GameStatus::Active);
        new.rated = true;
        new.deadline = self
            .fresh(&new, GameId(0))
            .await
            .next_deadline(new.created_at);
        let id = self
            .db
            .store()
            .create_game_within(&new, &self.computer_game_limits(actor))
            .await?;
        Ok(self.fresh(&new, id).await)
    }
}

/// What a new game will be: its seats (`seats[0]` moves first), settings, timer and orientation.
#[derive(Clone, Copy, Debug)]
pub(in crate::service) struct Plan {
    pub seats: [Player; 2],
    pub settings: Settings,
    pub timer: TurnTimer,
    pub orientation: Orientation,
    /// The channel whose new thread the game is played in (the actor's channel is the thread).
    pub thread_of: Option<ChannelId>,
}
