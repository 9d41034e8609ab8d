//! `/hex-study replay game:ID`: a game as an animated GIF, one frame per position (the empty board first,
//! the last stone marked in each, the final position held with its chain), attached to a public
//! reply that names the game (within the limits on public answers, see `public_answers`). The
//! same games may be replayed as exported (`game_shown_to`). The frames are drawn and encoded on
//! the blocking pool within the drawing permits, and the GIF is kept for the next ask (see
//! `renders`).

use super::error::{Fail, Res, ServiceError};
use super::ids::{Actor, GameId};
use super::messages::{Key, Message, board_arg, count};
use super::records::Records;
use super::records::result_arg;
use super::renders::ReplayKey;
use super::reply::{Attachment, Reply};
use super::wording::variant_name;
use crate::hex::Game;
use crate::render::render_replay;
use crate::store::Seat;
use std::sync::Arc;

impl Records {
    /// `/hex-study replay game:ID`.
    pub(super) async fn replay(&self, actor: &Actor, id: GameId) -> Res<Reply> {
        let st = self
            .game_shown_to(actor, id, Key::ReplayNeverPlayed)
            .await?;
        let key = ReplayKey {
            game: id,
            ply: st.ply(),
            orientation: st.record.orientation,
        };
        let gif = self.replay_gif(key, &st.game).await?;
        let file = replay_file_name(id);
        let title = Message::new(Key::ReplayTitle)
            .arg("game", id.0)
            .arg("red", st.seat_label(Seat::Red))
            .arg("blue", st.seat_label(Seat::Blue))
            .arg("variant", variant_name(st.record.settings.variant))
            .arg("board", board_arg(st.record.settings.size.get()))
            .arg("result", result_arg(&st))
            .arg(
                "moves",
                count(i64::try_from(st.ply()).unwrap_or(i64::MAX), Key::Moves),
            );
        let mut reply = Reply::public(title);
        reply.game = Some(id);
        reply.attachments.push(Attachment {
            name: file,
            bytes: gif.to_vec(),
        });
        Ok(reply)
    }
}

impl Records {
    /// The replay of `game` as `key` names it: kept from an earlier ask, or drawn now on the
    /// blocking pool within the drawing permits (joining a drawing of it already under way).
    /// Refused ([`Key::RenderBusy`]) when every permit is taken and the queue is full.
    async fn replay_gif(&self, key: ReplayKey, game: &Game) -> Res<Arc<[u8]>> {
        let renders = &self.renders;
        if let Some(gif) = renders.kept(key) {
            return Ok(gif);
        }
        let flight = renders.flight(key);
        let gif = flight
            .get_or_try_init(|| async {
                // Drawn meanwhile by a drawing that has ended since.
                if let Some(gif) = renders.kept(key) {
                    return Ok(gif);
                }
                let Some(permit) = renders.permit().await else {
                    return Err(Fail::Refused(Key::RenderBusy.into()));
                };
                let game = game.clone();
                let drawing = tokio::task::spawn_blocking(move || {
                    let gif = render_replay(&game, key.orientation);
                    drop(permit);
                    gif
                });
                let gif: Arc<[u8]> = match drawing.await {
                    Ok(gif) if !gif.is_empty() => gif.into(),
                    _ => return Err(ServiceError::Drawing(key.game).into()),
                };
                renders.drawn_now(key, gif.clone());
                Ok(gif)
            })
            .await?;
        Ok(gif.clone())
    }
}

/// The replay's file name: `hexbot-game-12.gif`.
pub fn replay_file_name(id: GameId) -> String {
    format!("hexbot-game-{}.gif", id.0)
}

#[cfg(test)]
mod tests {
    use super::ReplayKey;
    use crate::orientation::Orientation;
    use crate::service::{
        Actor, ChallengeOptions, Command, GameId, Key, ManualClock, Person, RenderLimits, Service,
        ServiceConfig, Timestamp,
    };
    use std::sync::Arc;
    use std::sync::atomic::Ordering;

    fn ann() -> Actor {
        Actor::new(1, 10, 100, "Ann")
    }
    fn bob() -> Actor {
        Actor::new(1, 10, 101, "Bob")
    }

    /// A service on a SQLite file in `dir` drawing one picture at a time, `queue` waiting, with
    /// Ann and Bob's finished 7×7 game (four stones, then Bob resigns).
    async fn service_with_a_game(dir: &tempfile::TempDir, queue: usize) -> (Service, GameId) {
        let url = format!("sqlite://{}", dir.path().join("hexbot.db").display());
        let mut config = ServiceConfig::new(url);
        config.ai_threads = 1;
        config.ai_playouts = Some(20);
        config.seed = Some(3);
        config.renders = RenderLimits {
            at_once: 1,
            queue,
            kept_bytes: 1 << 20,
        };
        let clock = Arc::new(ManualClock::new(Timestamp(1_800_000_000_000)));
        let svc = Service::open(config, clock).await.unwrap().0;
        let mut challenge = ChallengeOptions::to(Person::new(101, "Bob"));
        challenge.size = Some(7);
        svc.handle(&ann(), Command::Challenge(challenge))
            .await
            .unwrap();
        let accepted = svc.handle(&bob(), Command::Accept).await.unwrap();
        let id = accepted.game.unwrap();
        for (who, cell) in [(ann(), "a1"), (bob(), "b1"), (ann(), "a2"), (bob(), "b2")] {
            let r = svc.handle(&who, Command::Move(cell.into())).await.unwrap();
            assert!(!r.refused, "{}", r.english());
        }
        svc.handle(&bob(), Command::Resign).await.unwrap();
        svc.handle(&bob(), Command::ConfirmResign).await.unwrap();
        (svc, id)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn replays_and_reviews_past_the_drawing_permits_and_their_queue_are_refused_privately() {
        let dir = tempfile::tempdir().unwrap();
        let (svc, id) = service_with_a_game(&dir, 0).await;
        // The only permit is taken (another drawing), and nobody may wait.
        let drawing = svc.inner.records.renders.permit().await.unwrap();
        for asker in [ann(), bob()] {
            let busy = svc
                .handle(&asker, Command::Replay { game: id })
                .await
                .unwrap();
            assert!(busy.refused && busy.is_private(), "{}", busy.english());
            assert!(busy.has(Key::RenderBusy), "{}", busy.english());
            assert!(busy.attachments.is_empty());
        }
        assert_eq!(svc.replays_drawn(), 0);
        // A review is worked out and stored, but its pictures wait for a permit too.
        let busy = svc.review(&bob(), id, None).await.unwrap();
        assert!(
            busy.refused && busy.has(Key::RenderBusy),
            "{}",
            busy.english()
        );
        // The drawing done, the replay is drawn; the refusals did not count as public answers.
        drop(drawing);
        for _ in 0..3 {
            let replay = svc
                .handle(&ann(), Command::Replay { game: id })
                .await
                .unwrap();
            assert!(
                !replay.refused && !replay.is_private(),
                "{}",
                replay.english()
            );
            assert_eq!(replay.attachments.len(), 1);
        }
        assert_eq!(svc.replays_drawn(), 1);
        let review = svc.review(&bob(), id, None).await.unwrap();
        assert!(review.has(Key::ReviewTitle), "{}", review.english());
        svc.close().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_askers_of_the_same_replay_at_once_share_one_drawing() {
        let dir = tempfile::tempdir().unwrap();
        // One place in the queue: the second asker could not have one of their own.
        let (svc, id) = service_with_a_game(&dir, 1).await;
        let key = ReplayKey {
            game: id,
            ply: 5,
            orientation: Orientation::Normal,
        };
        let drawing = svc.inner.records.renders.permit().await.unwrap();
        let ask = |asker: Actor| {
            let svc = svc.clone();
            tokio::spawn(async move {
                svc.handle(&asker, Command::Replay { game: id })
                    .await
                    .unwrap()
            })
        };
        let first = ask(ann());
        while svc.inner.records.renders.waiting.load(Ordering::SeqCst) < 1 {
            tokio::task::yield_now().await;
        }
        let second = ask(bob());
        while svc.inner.records.renders.askers(key) < 2 {
            tokio::task::yield_now().await;
        }
        drop(drawing);
        let (first, second) = (first.await.unwrap(), second.await.unwrap());
        for reply in [&first, &second] {
            assert!(!reply.refused, "{}", reply.english());
        }
        assert_eq!(first.attachments, second.attachments);
        assert_eq!(svc.replays_drawn(), 1);
        svc.close().await;
    }
}
