//! The games of a tournament's boards: the front end asked for each game's thread, the game
//! made once in the thread it made ([`Inner::open_board`]), its opening lines, and after a
//! restart the threads asked for again and the openings of games not begun said again.

use super::signup::named;
use super::{BoardRef, Running, ThreadRequest};
use crate::service::error::{Res, refuse};
use crate::service::ids::{ChannelId, GuildId};
use crate::service::inner::Inner;
use crate::service::messages::{Key, Message};
use crate::service::reply::{Outgoing, Reply, Visibility};
use crate::service::wording::swap_note;
use crate::store::{GameStatus, NewGame, Player, TournamentStatus};
use std::sync::Arc;

impl Inner {
    /// `start` again on a running tournament: asks the front end once more for the threads of
    /// the current round's games that wait for one (a thread it could not make, say for want of
    /// a permission since given). With none waiting, it is refused as already started.
    pub(super) async fn request_threads_again(
        &self,
        stored: crate::store::StoredTournament,
    ) -> Res<Reply> {
        let id = stored.record.id;
        let round = stored.record.current_round;
        let run = self.running(stored).await;
        let waiting = self.request_threads(&run, round);
        if waiting == 0 {
            return refuse(Message::new(Key::TournamentNotOpen).arg("id", id.0));
        }
        Ok(Reply::private(
            Message::new(Key::TournamentThreadsAgain)
                .arg("count", i64::try_from(waiting).unwrap_or(i64::MAX)),
        ))
    }

    /// Asks the front end for a thread for each game of round `round` not made yet; how many
    /// it asked for.
    pub(super) fn request_threads(&self, run: &Running, round: u32) -> usize {
        let record = &run.stored.record;
        let mut asked = 0;
        for b in run.stored.boards.iter().filter(|b| b.round == round) {
            let (Some(black), None, None) = (b.new.black, b.game, b.new.forfeit) else {
                continue;
            };
            let name = |seed| {
                run.event
                    .entrant(seed)
                    .map(|e| e.name.clone())
                    .unwrap_or_default()
            };
            let mut title = format!(
                "{} · {}.{} · {} – {}",
                record.new.name,
                round,
                b.new.board,
                name(b.new.white),
                name(black)
            );
            if title.chars().count() > 100 {
                title = title.chars().take(99).collect::<String>() + "…";
            }
            self.send_out(Outgoing {
                guild: record.new.guild,
                channel: record.new.channel,
                // Shown as it is by a front end that makes no threads.
                reply: Reply::public(
                    Message::new(Key::TournamentPairing)
                        .arg("board", i64::from(b.new.board))
                        .arg("red", run.player(b.new.white, true))
                        .arg("blue", run.player(black, true)),
                ),
                direct: None,
                edit: None,
                daily: None,
                thread: Some(ThreadRequest {
                    name: title,
                    board: BoardRef {
                        tournament: record.id,
                        round,
                        board: b.new.board,
                    },
                }),
            });
            asked += 1;
        }
        asked
    }

    /// The game of a board, created in `thread` (once: a second call for the same board is
    /// refused, and the front end drops its thread), announced with both players mentioned.
    pub(crate) async fn open_board(
        self: &Arc<Self>,
        guild: GuildId,
        thread: ChannelId,
        board: BoardRef,
    ) -> Res<Reply> {
        self.check_open()?;
        let stored = self.tournament(guild, board.tournament).await?;
        let record = stored.record.clone();
        let not_open = || Message::new(Key::TournamentNotRunning).arg("id", record.id.0);
        if record.status != TournamentStatus::Running {
            return refuse(not_open());
        }
        let Some(b) = stored
            .boards
            .iter()
            .find(|b| b.round == board.round && b.new.board == board.board)
            .copied()
        else {
            return refuse(not_open());
        };
        let (Some(black), None, None) = (b.new.black, b.game, b.new.forfeit) else {
            return refuse(Key::TournamentBoardHasGame);
        };
        let run = self.running(stored).await;
        let (Some(red), Some(blue)) = (run.user(b.new.white), run.user(black)) else {
            return refuse(not_open());
        };
        let defaults = self.defaults(guild).await?;
        let now = self.now();
        let new = NewGame {
            guild,
            channel: record.new.channel,
            thread: Some(thread),
            red: Player::Human(red),
            blue: Player::Human(blue),
            challenger: None,
            settings: record.new.settings,
            turn_timer: record.new.turn_timer,
            status: GameStatus::Active,
            rated: record.new.rated,
            ai_seed: self.next_seed(),
            created_at: now,
            deadline: record.new.turn_timer.map(|d| now.plus(d)),
            orientation: defaults.orientation,
        };
        let (game, created) = self
            .db
            .store()
            .create_tournament_game(record.id, board.round, board.board, &new)
            .await?;
        if !created {
            return refuse(Key::TournamentBoardHasGame);
        }
        let st = self.state(self.db.store().load_game(game).await?).await;
        let key = (guild, thread);
        let slot = self.slot(key);
        let mut slot = slot.lock().await;
        let lines = self
            .opening_lines(&run, board, (b.new.white, black), &st)
            .await?;
        let reply = self.board_reply(&st, Visibility::Public, lines).await;
        slot.current = Some(st);
        slot.loaded = true;
        self.arm(key, &mut slot);
        Ok(reply)
    }

    /// The first lines of a board's game (`seeds`: White's and Black's start numbers): the
    /// tournament, round and board, both players mentioned, the swap rule, and whose move it is.
    async fn opening_lines(
        &self,
        run: &Running,
        board: BoardRef,
        (white, black): (u32, u32),
        st: &crate::service::state::State,
    ) -> Res<Vec<Message>> {
        let key = (st.record.guild, st.record.place());
        let mut lines = vec![
            named(Message::new(Key::TournamentGame), &run.stored)
                .arg("round", i64::from(board.round))
                .arg("board", i64::from(board.board))
                .arg("red", run.player(white, true))
                .arg("blue", run.player(black, true)),
            swap_note(run.stored.record.new.settings.swap),
        ];
        lines.extend(self.your_move(key, st).await?);
        Ok(lines)
    }

    /// After a restart: posts again, in its thread, the opening of each game of `round` that
    /// was made but has no stone yet, since the bot may have stopped between making the game
    /// and posting it (a game whose opening was posted shows it twice; none is left unsaid).
    pub(super) async fn reannounce_unbegun(&self, run: &Running, round: u32) -> Res<()> {
        for b in run.stored.boards.iter().filter(|b| b.round == round) {
            let (Some(game), Some(black)) = (b.game, b.new.black) else {
                continue;
            };
            if b.game_status != Some(GameStatus::Active) {
                continue;
            }
            let stored = self.db.store().load_game(game).await?;
            if !stored.moves.is_empty() || stored.record.thread.is_none() {
                continue;
            }
            let st = self.state(stored).await;
            let board = BoardRef {
                tournament: run.stored.record.id,
                round,
                board: b.new.board,
            };
            let lines = self
                .opening_lines(run, board, (b.new.white, black), &st)
                .await?;
            let reply = self.board_reply(&st, Visibility::Public, lines).await;
            self.emit((st.record.guild, st.record.place()), reply);
        }
        Ok(())
    }
}
