//! Settings: each server's defaults for new games (`/hex config`, set by members who can manage
//! the server) and each user's own preferences (`/hex settings`). The store keeps what was set;
//! here the service decides what applies: a server that set nothing gets the built-in defaults,
//! and a command's own options win over the server's.

use super::command::{ConfigOptions, PreferenceOptions, TurnTimer};
use super::error::{Res, refuse};
use super::ids::{Actor, GuildId, UserId};
use super::inner::Inner;
use super::limits::DEFAULT_BOARD_SIZE;
use super::limits::board_size;
use super::messages::{Key, Message, board_arg};
use super::reply::Reply;
use super::wording::{orientation_arg, swap_form_arg, variant_name};
use crate::hex::{BoardSize, SwapRule, Variant};
use crate::orientation::Orientation;
use crate::store::{GuildSettings, RematchStarter, UserSettings};

/// The defaults of new games in a server: what its moderators set, else the built-in ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Defaults {
    pub size: BoardSize,
    pub variant: Variant,
    pub swap: SwapRule,
    pub timer: TurnTimer,
    pub rematch: RematchStarter,
    pub orientation: Orientation,
}

impl Defaults {
    /// The built-in defaults: 11×11 Hex, mirror swap, no timer, rematches alternate, normal board.
    ///
    /// # Panics
    /// Never: [`DEFAULT_BOARD_SIZE`] is a playable size.
    pub(crate) fn builtin() -> Self {
        Self {
            size: BoardSize::new(DEFAULT_BOARD_SIZE).expect("the default board size is playable"),
            variant: Variant::Hex,
            swap: SwapRule::Mirror,
            timer: TurnTimer::None,
            rematch: RematchStarter::Alternate,
            orientation: Orientation::Normal,
        }
    }

    fn from_stored(s: &GuildSettings) -> Self {
        Self {
            size: s.size,
            variant: s.variant,
            swap: s.swap,
            timer: s.turn_timer.map_or(TurnTimer::None, |d| {
                TurnTimer::from_secs(u32::try_from(d.as_secs()).unwrap_or(0))
            }),
            rematch: s.rematch,
            orientation: s.orientation,
        }
    }

    /// The settings as a list for `/hex config`.
    fn message(&self, key: Key) -> Message {
        let timer = match self.timer {
            TurnTimer::None => Message::new(Key::DetailsNoTimer),
            t => Message::new(Key::DetailsTimer).arg("secs", i64::from(t.secs())),
        };
        let rematch = match self.rematch {
            RematchStarter::Alternate => Key::ConfigRematchAlternate,
            RematchStarter::Same => Key::ConfigRematchSame,
        };
        Message::new(key)
            .arg("board", board_arg(self.size.get()))
            .arg("variant", variant_name(self.variant))
            .arg("swap", swap_form_arg(self.swap))
            .arg("timer", timer)
            .arg("rematch", rematch)
            .arg("orientation", orientation_arg(self.orientation))
    }
}

impl Inner {
    /// The defaults of new games in `guild`.
    pub(super) async fn defaults(&self, guild: GuildId) -> Res<Defaults> {
        Ok(self
            .db
            .store()
            .guild_settings(guild)
            .await?
            .as_ref()
            .map_or_else(Defaults::builtin, Defaults::from_stored))
    }

    /// How pictures shown to `user` privately are turned (normal unless they chose otherwise).
    pub(super) async fn private_orientation(&self, user: UserId) -> Res<Orientation> {
        Ok(self
            .db
            .store()
            .user_settings(user)
            .await?
            .map_or(Orientation::Normal, |s| s.orientation))
    }

    /// `/hex config`: shows the server's defaults to anyone; changes them for members who can
    /// manage the server (others are refused and nothing is stored).
    pub(super) async fn config(&self, actor: &Actor, options: ConfigOptions) -> Res<Reply> {
        let current = self.defaults(actor.guild).await?;
        if options.is_empty() {
            return Ok(Reply::private(current.message(Key::ConfigShown)));
        }
        if !actor.can_manage_guild {
            return refuse(Key::ConfigNotModerator);
        }
        let size = match options.size {
            Some(n) => board_size(n)?,
            None => current.size,
        };
        let new = Defaults {
            size,
            variant: options.variant.unwrap_or(current.variant),
            swap: options.swap.unwrap_or(current.swap),
            timer: options.timer.unwrap_or(current.timer),
            rematch: options.rematch.unwrap_or(current.rematch),
            orientation: options.orientation.unwrap_or(current.orientation),
        };
        let stored = GuildSettings {
            size: new.size,
            variant: new.variant,
            swap: new.swap,
            turn_timer: new.timer.duration(),
            rematch: new.rematch,
            orientation: new.orientation,
            updated_by: actor.user,
            updated_at: self.now(),
        };
        self.db
            .store()
            .set_guild_settings(actor.guild, &stored)
            .await?;
        Ok(Reply::private(new.message(Key::ConfigChanged)))
    }

    /// `/hex settings`: shows or changes the actor's own preferences.
    pub(super) async fn preferences(
        &self,
        actor: &Actor,
        options: PreferenceOptions,
    ) -> Res<Reply> {
        let orientation = match options.orientation {
            None => {
                let current = self.private_orientation(actor.user).await?;
                return Ok(Reply::private(
                    Message::new(Key::SettingsShown).arg("orientation", orientation_arg(current)),
                ));
            }
            Some(orientation) => orientation,
        };
        let stored = UserSettings {
            orientation,
            updated_at: self.now(),
        };
        self.db
            .store()
            .set_user_settings(actor.user, &stored)
            .await?;
        Ok(Reply::private(
            Message::new(Key::SettingsChanged).arg("orientation", orientation_arg(orientation)),
        ))
    }
}
