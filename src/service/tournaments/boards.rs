//! The games of a tournament's boards: the front end asked for each game's thread, the game
//! made once in the thread it made ([`Tournaments::open_board`]), its opening lines, and after a
//! restart the threads asked for again and the openings of games not begun said again.

use super::Tournaments;
use super::signup::named;
use super::{BoardRef, Running, ThreadRequest};
use crate::service::error::{Res, ServiceError, refuse};
use crate::service::ids::{ChannelId, GuildId};
use crate::service::messages::{Key, Message};
use crate::service::reply::{Outgoing, Reply};
use crate::service::settings::defaults;
use crate::service::wording::swap_note;
use crate::store::{GameStatus, NewGame, Player, TournamentStatus};

impl Tournaments {
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
            self.outbox.send(Outgoing {
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
        &self,
        guild: GuildId,
        thread: ChannelId,
        board: BoardRef,
    ) -> Res<Reply> {
        if self.outbox.is_closed() {
            return Err(ServiceError::Closed.into());
        }
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
        let defaults = defaults(self.db.store(), guild).await?;
        let now = self.clock.now();
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
            ai_seed: self.seeds.next(),
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
        self.board_made(game, record.id);
        let lines = opening_lines(&run, board, (b.new.white, black));
        self.games.open_made((guild, thread), game, lines).await
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
            let board = BoardRef {
                tournament: run.stored.record.id,
                round,
                board: b.new.board,
            };
            let lines = opening_lines(run, board, (b.new.white, black));
            self.games.announce_again(stored, lines).await?;
        }
        Ok(())
    }
}

/// The first lines of a board's game (White's and Black's start numbers): the tournament, round
/// and board, both players mentioned, and the swap rule (the word of whose move it is follows).
fn opening_lines(run: &Running, board: BoardRef, (white, black): (u32, u32)) -> Vec<Message> {
    vec![
        named(Message::new(Key::TournamentGame), &run.stored)
            .arg("round", i64::from(board.round))
            .arg("board", i64::from(board.board))
            .arg("red", run.player(white, true))
            .arg("blue", run.player(black, true)),
        swap_note(run.stored.record.new.settings.swap),
    ]
}
