//! A tournament board's game in a thread of its own: the service asks for the thread (an
//! [`Outgoing`] with a [`crate::service::ThreadRequest`]), this room makes it under the
//! tournament's channel, has the service make the board's game in it, and says what to post
//! where. A thread of that name made already under the channel (asked for before the bot was
//! killed, never used) is used, not made again; a board whose game exists already (another
//! attempt got there first) leaves no new thread behind; a thread that cannot be made leaves the
//! game waiting, with the pairing and the missing permission said in the tournament's channel.

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
    if let Some(thread) = made_before(http, out, ask).await {
        // A game there already (or the tournament ended): the thread stays as it is.
        return open_in(http, service, out, ask, thread, false).await;
    }
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
    open_in(http, service, out, ask, thread.id, true).await
}

/// Makes the board's game in `thread`; when it is not made there (another attempt got there
/// first, the tournament ended), a thread `made_now` is deleted again.
async fn open_in(
    http: &serenity::Http,
    service: &Service,
    out: &Outgoing,
    ask: &ThreadRequest,
    thread: serenity::ChannelId,
    made_now: bool,
) -> Made {
    let channel = ChannelId(thread.get());
    match service.open_board(out.guild, channel, ask.board).await {
        Ok(reply) if !reply.refused => Made::Game {
            thread: channel,
            reply,
        },
        made => {
            if let Err(e) = made {
                error!(error = %e, "the game service failed to make a tournament's game");
            }
            if made_now && let Err(e) = thread.delete(http).await {
                warn!(thread = %channel, error = %e, "could not delete an unneeded thread");
            }
            Made::Nothing
        }
    }
}

/// The thread `ask` names, made under `out.channel` already (asked for before a restart), if the
/// server's active threads list one. A list that cannot be read counts as none.
async fn made_before(
    http: &serenity::Http,
    out: &Outgoing,
    ask: &ThreadRequest,
) -> Option<serenity::ChannelId> {
    let guild = serenity::GuildId::new(out.guild.0.max(1));
    let parent = serenity::ChannelId::new(out.channel.0.max(1));
    match guild.get_active_threads(http).await {
        Ok(active) => active
            .threads
            .into_iter()
            .find(|t| t.parent_id == Some(parent) && t.name == ask.name)
            .map(|t| t.id),
        Err(e) => {
            warn!(guild = %out.guild, error = %e, "cannot list the active threads");
            None
        }
    }
}
