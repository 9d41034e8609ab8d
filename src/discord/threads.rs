//! A challenge's thread of its own (`challenge thread:true`): who may have one made (the member
//! and the bot both need the right to create public threads in the channel), and archiving it
//! (locked) once its challenge ends unaccepted, so that declined, withdrawn and expired
//! challenges leave no open threads behind; and whether the bot may make (and post in) the
//! threads of a tournament's games.

use poise::serenity_prelude as serenity;
use tracing::warn;

use crate::service::{ChannelId, Key, Message, Reply};

/// Whether a set of permissions lets its holder create a public thread.
fn may_create_threads(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.administrator() || p.create_public_threads())
}

/// The refusal for a thread nobody may make here: the member lacks the right (their
/// permissions in the channel, as the interaction carries them), or the bot does. `None` when
/// both may.
pub(super) fn thread_refusal(interaction: &serenity::CommandInteraction) -> Option<Reply> {
    let member = interaction.member.as_ref().and_then(|m| m.permissions);
    let key = if !may_create_threads(member) {
        Key::ThreadNotAllowed
    } else if interaction.app_permissions.is_some()
        && !may_create_threads(interaction.app_permissions)
    {
        Key::ThreadBotNotAllowed
    } else {
        return None;
    };
    Some(Reply {
        refused: true,
        ..Reply::private(Message::new(key))
    })
}

/// The refusal for a tournament held where the bot may not make threads, or not post in them
/// (its permissions in the channel, as the interaction carries them): every game of a
/// tournament is played in a thread of its own. `None` when it may.
pub(super) fn bot_thread_refusal(interaction: &serenity::CommandInteraction) -> Option<Reply> {
    let may = interaction.app_permissions.is_none_or(|p| {
        may_create_threads(Some(p)) && (p.administrator() || p.send_messages_in_threads())
    });
    (!may).then(|| Reply {
        refused: true,
        ..Reply::private(Message::new(Key::TournamentNeedsThreads))
    })
}

/// Archives and locks `channel` when `reply` says its game's thread is done with (failures are
/// logged: the thread then archives itself after a day of quiet).
pub(super) async fn close_if_done(http: &serenity::Http, channel: ChannelId, reply: &Reply) {
    if !reply.close_thread || channel.0 == 0 {
        return;
    }
    let edit = serenity::EditThread::new().archived(true).locked(true);
    if let Err(e) = serenity::ChannelId::new(channel.0)
        .edit_thread(http, edit)
        .await
    {
        warn!(channel = %channel, error = %e, "could not archive a challenge's thread");
    }
}
