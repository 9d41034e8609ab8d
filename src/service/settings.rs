//! Settings: each server's defaults for new games (`/hex config`, set by members who can manage
//! the server) and each user's own preferences (`/hex settings`). The store keeps what was set;
//! here the service decides what applies: a server that set nothing gets the built-in defaults,
//! and a command's own options win over the server's.

use super::command::{ConfigOptions, PreferenceOptions, PuzzleChannel, TurnTimer};
use super::error::{Res, refuse};
use super::ids::{Actor, GuildId, SharedClock, UserId};
use super::limits::DEFAULT_BOARD_SIZE;
use super::limits::board_size;
use super::messages::{Arg, Key, Message, board_arg, count};
use super::optin::WebOptIn;
use super::parts::Parts;
use super::persist::Db;
use super::reply::Reply;
use super::wording::{orientation_arg, swap_form_arg, timer_message, variant_name};
use crate::hex::{BoardSize, SwapRule, Variant};
use crate::orientation::Orientation;
use crate::store::{
    DEFAULT_OPEN_TOURNAMENTS, DailySettings, GuildSettings, MAX_OPEN_TOURNAMENTS,
    MAX_VACATION_DAYS, Notify, RematchStarter, Store, UserSettings,
};
use std::sync::Arc;

/// The defaults of new games in a server: what its moderators set, else the built-in ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Defaults {
    pub size: BoardSize,
    pub variant: Variant,
    pub swap: SwapRule,
    pub timer: TurnTimer,
    pub rematch: RematchStarter,
    pub orientation: Orientation,
    /// The days of vacation a member may take in a calendar year.
    pub vacation_days: u32,
    /// The most tournaments open at once.
    pub open_tournaments: u32,
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
            vacation_days: MAX_VACATION_DAYS,
            open_tournaments: DEFAULT_OPEN_TOURNAMENTS,
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
            vacation_days: s.vacation_days,
            open_tournaments: s.open_tournaments,
        }
    }

    /// The settings as a reply to `/hex config`: the list, and the days of vacation.
    fn reply(&self, key: Key) -> Reply {
        let mut reply = Reply::private(self.message(key));
        reply.lines.push(
            Message::new(Key::ConfigVacationDays)
                .arg("days", count(i64::from(self.vacation_days), Key::Days)),
        );
        reply.lines.push(
            Message::new(Key::ConfigOpenTournaments).arg("count", i64::from(self.open_tournaments)),
        );
        reply
    }

    /// The settings as a list for `/hex config`.
    fn message(&self, key: Key) -> Message {
        let timer = timer_message(self.timer);
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

/// The daily puzzle's line of `/hex config`: where and when it is posted, or that it is not.
fn daily_line(guild: GuildId, daily: DailySettings) -> Message {
    match daily.channel {
        Some(channel) => Message::new(Key::ConfigDailyPuzzle)
            .arg("channel", Arg::Place(guild, channel))
            .arg("hour", format!("{:02}", daily.hour)),
        None => Message::new(Key::ConfigDailyPuzzleOff).arg("hour", format!("{:02}", daily.hour)),
    }
}

/// The defaults of new games in `guild`.
pub(crate) async fn defaults(store: &Store, guild: GuildId) -> Res<Defaults> {
    Ok(store
        .guild_settings(guild)
        .await?
        .as_ref()
        .map_or_else(Defaults::builtin, Defaults::from_stored))
}

/// How pictures shown to `user` privately are turned (normal unless they chose otherwise).
pub(crate) async fn private_orientation(store: &Store, user: UserId) -> Res<Orientation> {
    Ok(store
        .user_settings(user)
        .await?
        .map_or(Orientation::Normal, |s| s.orientation))
}

/// The settings wing: each server's defaults (`/hex config`) and each user's preferences
/// (`/hex settings`).
pub(super) struct Settings {
    db: Db,
    clock: SharedClock,
    /// Where the web companion's pages are reached, when this bot serves them.
    web_url: Option<String>,
    /// The servers' opt-ins to web pages.
    optin: Arc<WebOptIn>,
    /// Told when a server's daily puzzle settings change (the puzzles' poster waits on it).
    dailies_changed: Arc<tokio::sync::Notify>,
}

impl Settings {
    /// The wing of a service opening with `parts`; `dailies_changed` is notified when a
    /// server's daily puzzle settings change.
    pub(super) fn new(parts: &Parts, dailies_changed: Arc<tokio::sync::Notify>) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
            web_url: parts.config.web_url.clone(),
            optin: parts.optin.clone(),
            dailies_changed,
        }
    }

    /// Whether `guild`'s games have pages on the web, and where.
    fn web_line(&self, guild: GuildId, on: bool) -> Message {
        match (on, &self.web_url) {
            (false, _) => Message::new(Key::ConfigWebOff),
            (true, None) => Message::new(Key::ConfigWebUnserved),
            (true, Some(url)) => Message::new(Key::ConfigWebOn)
                .arg("url", Arg::Link(format!("{url}/server/{}", guild.0))),
        }
    }

    /// `/hex config`: shows the server's defaults to anyone; changes them for members who can
    /// manage the server (others are refused and nothing is stored).
    pub(super) async fn config(&self, actor: &Actor, options: ConfigOptions) -> Res<Reply> {
        let current = defaults(self.db.store(), actor.guild).await?;
        let daily = self.db.store().daily_settings(actor.guild).await?;
        let web = self.optin.get(actor.guild).await?;
        if options.is_empty() {
            return Ok(current.reply(Key::ConfigShown).with_lines(vec![
                daily_line(actor.guild, daily),
                self.web_line(actor.guild, web),
            ]));
        }
        if !actor.can_manage_guild {
            return refuse(Key::ConfigNotModerator);
        }
        if let Some(hour) = options.puzzle_hour.filter(|&h| h > 23) {
            return refuse(Message::new(Key::ConfigBadPuzzleHour).arg("hour", i64::from(hour)));
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
            vacation_days: options
                .vacation_days
                .map_or(current.vacation_days, |d| d.min(MAX_VACATION_DAYS)),
            open_tournaments: options
                .open_tournaments
                .map_or(current.open_tournaments, |n| {
                    n.clamp(1, MAX_OPEN_TOURNAMENTS)
                }),
        };
        let stored = GuildSettings {
            size: new.size,
            variant: new.variant,
            swap: new.swap,
            turn_timer: new.timer.duration(),
            rematch: new.rematch,
            orientation: new.orientation,
            vacation_days: new.vacation_days,
            open_tournaments: new.open_tournaments,
            updated_by: actor.user,
            updated_at: self.clock.now(),
        };
        self.db
            .store()
            .set_guild_settings(actor.guild, &stored)
            .await?;
        let daily = if options.puzzle_channel.is_some() || options.puzzle_hour.is_some() {
            let changed = DailySettings {
                channel: match options.puzzle_channel {
                    Some(PuzzleChannel::In(c)) => Some(c),
                    Some(PuzzleChannel::Here) => Some(actor.channel),
                    Some(PuzzleChannel::Off) => None,
                    None => daily.channel,
                },
                hour: options
                    .puzzle_hour
                    .and_then(|h| u8::try_from(h).ok())
                    .unwrap_or(daily.hour),
                since: self.clock.now(),
            };
            self.db
                .store()
                .set_daily_settings(actor.guild, changed, actor.user)
                .await?;
            self.dailies_changed.notify_one();
            changed
        } else {
            daily
        };
        let web = match options.web {
            Some(on) => {
                self.db
                    .store()
                    .set_web_pages(actor.guild, on, actor.user, self.clock.now())
                    .await?;
                self.optin.set(actor.guild, on);
                on
            }
            None => web,
        };
        Ok(new.reply(Key::ConfigChanged).with_lines(vec![
            daily_line(actor.guild, daily),
            self.web_line(actor.guild, web),
        ]))
    }

    /// `/hex settings`: shows or changes the actor's own preferences.
    pub(super) async fn preferences(
        &self,
        actor: &Actor,
        options: PreferenceOptions,
    ) -> Res<Reply> {
        let current = self.db.store().user_settings(actor.user).await?;
        let (orientation, notify) = current.map_or((Orientation::Normal, Notify::default()), |s| {
            (s.orientation, s.notify)
        });
        let key = if options == PreferenceOptions::default() {
            Key::SettingsShown
        } else {
            Key::SettingsChanged
        };
        let orientation = options.orientation.unwrap_or(orientation);
        let notify = options.notify.unwrap_or(notify);
        if key == Key::SettingsChanged {
            let stored = UserSettings {
                orientation,
                notify,
                updated_at: self.clock.now(),
            };
            self.db
                .store()
                .set_user_settings(actor.user, &stored)
                .await?;
        }
        let mut reply =
            Reply::private(Message::new(key).arg("orientation", orientation_arg(orientation)));
        reply
            .lines
            .push(Message::new(Key::SettingsNotify).arg("notify", notify_arg(notify)));
        Ok(reply)
    }
}

/// How notices reach a user, in words.
fn notify_arg(notify: Notify) -> Key {
    match notify {
        Notify::Mention => Key::NotifyMention,
        Notify::Dm => Key::NotifyDm,
        Notify::Off => Key::NotifyOff,
    }
}
