//! A tournament board's game in a thread of its own: the service asks for the thread (an
//! [`Outgoing`] with a [`crate::service::ThreadRequest`]), this room makes it under the
//! tournament's channel, has the service make the board's game in it, and says what to post
//! where. A board whose game exists already (another attempt got there first) leaves no thread
//! behind; a thread that cannot be made leaves the game waiting, with the pairing and the
//! missing permission said in the tournament's channel.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use crate::service::{ChannelId, Key, Message, Outgoing, Reply, Service, ThreadRequest};

/// What to post after a thread request: the game's opening message in its new thread, or the
/// tournament channel's note that the game waits.
pub(super) enum Made {
    /// The game, to post in the thread.
    Game { thread: ChannelId, reply: Reply },
    /// No thread was needed (the game exists, or the tournament ended): post nothing.
    Nothing,
    /// No thread could be made: post this in the tournament's channel.
    Waiting(Reply),
}

/// Makes the thread `ask` names in `out.channel` and the board's game in it.
pub(super) async fn make_board_thread(
    http: &serenity::Http,
    service: &Service,
    out: &Outgoing,
    ask: &ThreadRequest,
) -> Made {
    let builder = serenity::CreateThread::new(ask.name.clone())
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let thread = match serenity::ChannelId::new(out.channel.0.max(1))
        .create_thread(http, builder)
        .await
    {
        Ok(thread) => thread,
        Err(e) => {
            warn!(channel = %out.channel, error = %e, "no thread for a tournament's game");
            let mut waiting = out.reply.clone();
            waiting.lines.push(
                Message::new(Key::TournamentThreadFailed).arg("board", i64::from(ask.board.board)),
            );
            return Made::Waiting(waiting);
        }
    };
    let channel = ChannelId(thread.id.get());
    match service.open_board(out.guild, channel, ask.board).await {
        Ok(reply) if !reply.refused => Made::Game {
            thread: channel,
            reply,
        },
        made => {
            if let Err(e) = made {
                error!(error = %e, "the game service failed to make a tournament's game");
            }
            if let Err(e) = thread.id.delete(http).await {
                warn!(thread = %channel, error = %e, "could not delete an unneeded thread");
            }
            Made::Nothing
        }
    }
}
