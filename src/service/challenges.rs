//! Starting games: challenges between two players (issue, accept, decline, withdraw), games
//! against the computer, and rematches.

use super::command::{AiOptions, ChallengeOptions, FirstMove, Level, TurnTimer, WhoStarts};
use super::custom_id::ButtonId;
use super::error::{Fail, Res, refuse};
use super::ids::{Actor, GameId};
use super::limits::{BOARD_SIZES, DEFAULT_BOARD_SIZE};
use super::lines::{actor_arg, variant_name};
use super::messages::{Arg, Key, Message, board_arg, count, level_arg};
use super::registry::{Inner, Slot};
use super::reply::{Reply, Visibility};
use super::state::State;
use crate::hex::{BoardSize, Color, Game, Settings, SwapRule};
use crate::store::{GameStatus, NewGame, Player, StoredGame};
use std::sync::Arc;

/// The board size asked for (or the default), if the bot offers it.
fn board_size(size: Option<u32>) -> Res<BoardSize> {
    let n = size.unwrap_or(DEFAULT_BOARD_SIZE);
    let out_of_range = || {
        Fail::Refused(
            Message::new(Key::SizeOutOfRange)
                .arg("size", i64::from(n))
                .arg("min", i64::from(*BOARD_SIZES.start()))
                .arg("max", i64::from(*BOARD_SIZES.end())),
        )
    };
    if !BOARD_SIZES.contains(&n) {
        return Err(out_of_range());
    }
    BoardSize::new(n).map_err(|_| out_of_range())
}

impl Inner {
    pub(super) async fn challenge(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        o: ChallengeOptions,
    ) -> Res<Reply> {
        let size = board_size(o.size)?;
        if o.opponent.id == actor.user {
            return refuse(Key::ChallengeSelf);
        }
        if o.opponent.is_bot {
            return refuse(
                Message::new(Key::ChallengeBot)
                    .arg("user", Arg::User(o.opponent.id, o.opponent.name.clone())),
            );
        }
        if slot.current.is_some() {
            return refuse(Key::ChannelBusy);
        }
        self.db
            .remember(o.opponent.id, &o.opponent.name, self.now())
            .await;
        let me = Player::Human(actor.user);
        let them = Player::Human(o.opponent.id);
        let challenger_first = match o.first.unwrap_or_default() {
            WhoStarts::Challenger => true,
            WhoStarts::Opponent => false,
            WhoStarts::Random => self.next_seed() & 1 == 0,
        };
        let seats = if challenger_first {
            [me, them]
        } else {
            [them, me]
        };
        let settings = Settings {
            size,
            variant: o.variant.unwrap_or_default(),
            swap: o.swap.unwrap_or(SwapRule::Mirror),
        };
        let timer = o.timer.unwrap_or_default();
        self.offer(actor, slot, seats, settings, timer, Key::ChallengeIssued)
            .await
    }

    /// A new game in the actor's channel, as it will be stored: `seats[0]` moves first.
    fn new_game(
        &self,
        actor: &Actor,
        seats: [Player; 2],
        settings: Settings,
        timer: TurnTimer,
        status: GameStatus,
    ) -> NewGame {
        let now = self.now();
        NewGame {
            guild: actor.guild,
            channel: actor.channel,
            thread: None,
            red: seats[0],
            blue: seats[1],
            challenger: (status == GameStatus::Challenge).then_some(actor.user),
            settings,
            turn_timer: timer.duration(),
            status,
            rated: status == GameStatus::Challenge,
            ai_seed: self.next_seed(),
            created_at: now,
            deadline: None,
        }
    }

    /// The state of a game just created (no moves yet) under `id`.
    fn fresh(&self, new: &NewGame, id: GameId) -> State {
        self.state(StoredGame {
            record: new.record(id),
            moves: Vec::new(),
            game: Game::new(new.settings),
        })
    }

    /// Stores a challenge from `actor` to the other human of `seats` (`seats[0]` moves first)
    /// and announces it with `key` (a new challenge or a rematch offer) and the
    /// Accept/Decline/Withdraw buttons. It expires after the configured time.
    async fn offer(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        seats: [Player; 2],
        settings: Settings,
        timer: TurnTimer,
        key: Key,
    ) -> Res<Reply> {
        let mut new = self.new_game(actor, seats, settings, timer, GameStatus::Challenge);
        new.deadline = Some(new.created_at.plus(self.config.challenge_ttl));
        let id = self.db.store().create_game(&new).await?;
        let st = self.fresh(&new, id);
        let (challenger, opponent) = st.challenge_parties();
        let minutes = i64::try_from(self.config.challenge_ttl.as_secs() / 60).unwrap_or(0);
        let mut reply = Reply::public(
            Message::new(key)
                .arg("challenger", challenger)
                .arg("opponent", opponent)
                .arg("variant", variant_name(settings.variant))
                .arg("board", board_arg(settings.size.get()))
                .arg("details", st.details())
                .arg("red", st.color_arg(Color::Red))
                .arg("minutes", count(minutes, Key::Minutes)),
        );
        reply.buttons = st.buttons();
        reply.game = Some(st.id());
        slot.current = Some(st);
        Ok(reply)
    }

    pub(super) async fn accept(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.pending(slot, b)?;
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
        let lines = vec![
            Message::new(Key::ChallengeAccepted)
                .arg("opponent", opponent)
                .arg("red", st.color_arg(Color::Red))
                .arg("blue", st.color_arg(Color::Blue)),
        ];
        Ok(self.board_reply(st, Visibility::Public, lines).await)
    }

    pub(super) async fn decline(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        self.end_challenge(actor, slot, b, GameStatus::Declined)
            .await
    }

    pub(super) async fn withdraw(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        self.end_challenge(actor, slot, b, GameStatus::Withdrawn)
            .await
    }

    /// Ends the open challenge unplayed: declined by the challenged player, or withdrawn by the
    /// challenger (`status` says which).
    async fn end_challenge(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
        status: GameStatus,
    ) -> Res<Reply> {
        let st = self.pending(slot, b)?;
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
        Ok(reply)
    }

    pub(super) async fn ai(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        o: AiOptions,
    ) -> Res<Reply> {
        let size = board_size(o.size)?;
        if slot.current.is_some() {
            return refuse(Key::ChannelBusy);
        }
        let level = o.level.unwrap_or_default();
        let human_first = match o.first.unwrap_or_default() {
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
        let swap = o.swap.unwrap_or(if level == Level::Easy {
            SwapRule::Off
        } else {
            SwapRule::Mirror
        });
        let settings = Settings {
            size,
            variant: o.variant.unwrap_or_default(),
            swap,
        };
        let st = self
            .start(actor, seats, settings, TurnTimer::default())
            .await?;
        let first = Message::new(Key::AiGameStarted)
            .arg("player", actor_arg(actor))
            .arg("level", level_arg(level))
            .arg("variant", variant_name(settings.variant))
            .arg("board", board_arg(size.get()))
            .arg("red", st.color_arg(Color::Red))
            .arg("blue", st.color_arg(Color::Blue));
        Ok(self.announce_start(slot, st, first).await)
    }

    /// Shows a game that just started (with `first`, and a note when the computer moves first)
    /// and makes it the channel's current game.
    async fn announce_start(&self, slot: &mut Slot, st: State, first: Message) -> Reply {
        let mut lines = vec![first];
        if st.computer_to_move() {
            lines.push(Message::new(Key::ComputerThinks));
        }
        let reply = self.board_reply(&st, Visibility::Public, lines).await;
        slot.current = Some(st);
        reply
    }

    /// Creates and stores an active game against the computer in the actor's channel, rated on
    /// the computer ladder.
    async fn start(
        &self,
        actor: &Actor,
        seats: [Player; 2],
        settings: Settings,
        timer: TurnTimer,
    ) -> Res<State> {
        let mut new = self.new_game(actor, seats, settings, timer, GameStatus::Active);
        new.rated = true;
        new.deadline = self.fresh(&new, GameId(0)).next_deadline(new.created_at);
        let id = self.db.store().create_game(&new).await?;
        Ok(self.fresh(&new, id))
    }

    /// Against the computer a rematch starts at once; between two players it is offered to the
    /// other like a challenge (same settings, the other player starts), and a second request
    /// from the other player accepts it.
    pub(super) async fn rematch(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        self.ensure_last((actor.guild, actor.channel), slot, actor.user)
            .await?;
        let Some(last) = &slot.last else {
            return refuse(if slot.current.is_some() {
                Key::ChannelBusy
            } else {
                Key::NoRematch
            });
        };
        if let Some(b) = b
            && b.game != last.id()
        {
            return refuse(Key::StaleButton);
        }
        if !last.is_player(actor.user) {
            // With a game or challenge on, the channel being busy is what matters.
            return refuse(if slot.current.is_some() {
                Key::ChannelBusy
            } else {
                Key::RematchNotPlayer
            });
        }
        let seats = [last.record.blue, last.record.red];
        let (settings, timer) = (last.record.settings, last.timer());
        let against_computer = last.has_computer();
        if let Some(st) = &slot.current {
            let offered_to_me = st.status() == GameStatus::Challenge
                && st.record.challenger != Some(actor.user)
                && st.record.settings == settings
                && st.timer() == timer
                && [st.record.red, st.record.blue] == seats;
            return if offered_to_me {
                self.accept(actor, slot, None).await
            } else {
                refuse(Key::ChannelBusy)
            };
        }
        if !against_computer {
            return self
                .offer(actor, slot, seats, settings, timer, Key::RematchOffered)
                .await;
        }
        let st = self.start(actor, seats, settings, timer).await?;
        let first = Message::new(Key::RematchStarted)
            .arg("red", st.color_arg(Color::Red))
            .arg("blue", st.color_arg(Color::Blue));
        Ok(self.announce_start(slot, st, first).await)
    }
}
