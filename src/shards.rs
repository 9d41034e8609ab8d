//! Which Discord shards a process holds, and so which servers are its own.
//!
//! Discord splits a bot's gateway into shards; the server (guild) with id `g` belongs to shard
//! `(g >> 22) % total` (direct messages and anything without a server go to shard 0). A process
//! holds a contiguous range of shards, and the games, timers and computer turns of a server belong
//! to the process holding the server's shard: it alone receives the server's interactions, so
//! the per-channel registry stays correct without locks between processes. The store filters
//! by the same formula (`((guild_id >> 22) % total)` in SQL), the service resumes only its own
//! servers' games, and the Discord front end connects only its shards.
//!
//! A [`Scope`] says which games a process runs: the bot's are those of its shards' servers (never
//! server 0: Discord has no such server); `hexbot local`'s are those of the terminal's own server
//! 0 alone, so that a terminal pointed at the bot's database never touches the bot's games, nor
//! the bot the terminal's.

use std::fmt;
use std::str::FromStr;

/// A contiguous range of shards `first..=last` out of `total`. The default, [`ShardSet::ALL`], is
/// one process holding the only shard: every server is its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShardSet {
    first: u32,
    last: u32,
    total: u32,
}

/// Why a shard range was refused. Each message is one line that names what to change.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    /// The total is zero.
    #[error("the total number of shards must be at least 1, not 0")]
    NoShards,
    /// The text is neither a shard number nor a range of them.
    #[error("shards must be a shard number (3) or a range of shards (0-3), not {0:?}")]
    Malformed(String),
    /// The range runs backwards.
    #[error("the shard range {first}-{last} runs backwards; write it as {last}-{first}")]
    Backwards {
        /// Where it starts.
        first: u32,
        /// Where it ends.
        last: u32,
    },
    /// The range reaches past the last shard.
    #[error(
        "shards {first}-{last} are not all among the {total} shards (0-{max}) of the total",
        max = total - 1
    )]
    OutOfRange {
        /// Where it starts.
        first: u32,
        /// Where it ends.
        last: u32,
        /// The total number of shards.
        total: u32,
    },
}

impl ShardSet {
    /// One process, one shard: every server.
    pub const ALL: ShardSet = ShardSet {
        first: 0,
        last: 0,
        total: 1,
    };

    /// Shards `first..=last` of `total`.
    ///
    /// # Errors
    /// [`ShardError::NoShards`] for a total of 0; [`ShardError::Backwards`];
    /// [`ShardError::OutOfRange`] when `last` is not below `total`.
    pub fn new(first: u32, last: u32, total: u32) -> Result<ShardSet, ShardError> {
        if total == 0 {
            return Err(ShardError::NoShards);
        }
        if first > last {
            return Err(ShardError::Backwards { first, last });
        }
        if last >= total {
            return Err(ShardError::OutOfRange { first, last, total });
        }
        Ok(ShardSet { first, last, total })
    }

    /// Every shard of `total` in one process.
    ///
    /// # Errors
    /// [`ShardError::NoShards`] for a total of 0.
    pub fn every(total: u32) -> Result<ShardSet, ShardError> {
        ShardSet::new(0, total.saturating_sub(1), total)
    }

    /// `text` (`3` or `0-3`) out of `total`.
    ///
    /// # Errors
    /// [`ShardError::Malformed`], or as [`ShardSet::new`].
    pub fn parse(text: &str, total: u32) -> Result<ShardSet, ShardError> {
        let (first, last) = parse_range(text)?;
        ShardSet::new(first, last, total)
    }

    /// The first shard held.
    pub fn first(&self) -> u32 {
        self.first
    }

    /// The last shard held (inclusive).
    pub fn last(&self) -> u32 {
        self.last
    }

    /// How many shards the bot has in all processes together.
    pub fn total(&self) -> u32 {
        self.total
    }

    /// Whether this process holds every shard (every server is its own).
    pub fn holds_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }

    /// The shard of the server `guild` (0 for no server: direct messages go to shard 0).
    pub fn shard_of(guild: u64, total: u32) -> u32 {
        ((guild >> 22) % u64::from(total.max(1))) as u32
    }

    /// Whether the server `guild` is this process's (0, no server, belongs to shard 0's process).
    pub fn owns(&self, guild: u64) -> bool {
        let shard = ShardSet::shard_of(guild, self.total);
        (self.first..=self.last).contains(&shard)
    }
}

impl Default for ShardSet {
    fn default() -> Self {
        ShardSet::ALL
    }
}

/// The server the terminal plays in (`hexbot local`): 0, a number Discord gives no server.
pub const LOCAL_GUILD: u64 = 0;

/// Which games a process runs: their timers, computer turns and catch-up after a restart, and
/// the games it lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// The bot: the games of the Discord servers on these shards.
    Shards(ShardSet),
    /// `hexbot local`: the games of the terminal's own server, [`LOCAL_GUILD`], alone.
    Local,
}

impl Default for Scope {
    /// One bot process holding the only shard.
    fn default() -> Self {
        Scope::Shards(ShardSet::ALL)
    }
}

impl Scope {
    /// Whether the games of server `guild` are this process's to run.
    #[must_use]
    pub fn owns(&self, guild: u64) -> bool {
        match self {
            Scope::Shards(shards) => guild != LOCAL_GUILD && shards.owns(guild),
            Scope::Local => guild == LOCAL_GUILD,
        }
    }

    /// Whether games of server `guild` belong to this process's world at all: any Discord
    /// server for the bot (a player's games in every server are listed, whichever process runs
    /// them), the terminal's own for `hexbot local`.
    #[must_use]
    pub fn sees(&self, guild: u64) -> bool {
        match self {
            Scope::Shards(_) => guild != LOCAL_GUILD,
            Scope::Local => guild == LOCAL_GUILD,
        }
    }

    /// The shards as SQL filters them: `(total, first, last)`; the terminal's server is on
    /// shard 0 of 1.
    #[must_use]
    pub fn shard_range(&self) -> (u32, u32, u32) {
        match self {
            Scope::Shards(s) => (s.total(), s.first(), s.last()),
            Scope::Local => (1, 0, 0),
        }
    }

    /// The servers' ids as SQL filters them: the lowest and highest owned.
    #[must_use]
    pub fn guild_range(&self) -> (u64, u64) {
        match self {
            Scope::Shards(_) => (LOCAL_GUILD + 1, i64::MAX as u64),
            Scope::Local => (LOCAL_GUILD, LOCAL_GUILD),
        }
    }
}

impl From<ShardSet> for Scope {
    fn from(shards: ShardSet) -> Self {
        Scope::Shards(shards)
    }
}

impl fmt::Display for Scope {
    /// `shards 0-1 of 4`, `shard 0 of 1`, or `the terminal's own games`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scope::Shards(s) => s.fmt(f),
            Scope::Local => f.write_str("the terminal's own games"),
        }
    }
}

/// `3` → (3, 3); `0-3` → (0, 3).
fn parse_range(text: &str) -> Result<(u32, u32), ShardError> {
    let malformed = || ShardError::Malformed(text.to_owned());
    let number = |s: &str| s.trim().parse::<u32>().map_err(|_| malformed());
    match text.trim().split_once('-') {
        Some((first, last)) => Ok((number(first)?, number(last)?)),
        None => {
            let one = number(text)?;
            Ok((one, one))
        }
    }
}

impl fmt::Display for ShardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.total)
        }
    }
}

/// `first-last/total` or `shard/total` (`0-3/8`), as a whole written down in one place.
impl FromStr for ShardSet {
    type Err = ShardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (range, total) = s
            .split_once('/')
            .ok_or_else(|| ShardError::Malformed(s.to_owned()))?;
        let total = total
            .trim()
            .parse::<u32>()
            .map_err(|_| ShardError::Malformed(s.to_owned()))?;
        ShardSet::parse(range, total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_and_are_checked_against_the_total() {
        let set = ShardSet::parse("0-3", 8).unwrap();
        assert_eq!((set.first(), set.last(), set.total()), (0, 3, 8));
        assert_eq!(set.to_string(), "shards 0-3 of 8");
        assert_eq!(
            ShardSet::parse(" 5 ", 8).unwrap().to_string(),
            "shard 5 of 8"
        );
        assert_eq!(
            "1/2".parse::<ShardSet>().unwrap(),
            ShardSet::new(1, 1, 2).unwrap()
        );
        assert_eq!(
            ShardSet::parse("x", 8),
            Err(ShardError::Malformed("x".into()))
        );
        assert_eq!(
            ShardSet::parse("1-", 8),
            Err(ShardError::Malformed("1-".into()))
        );
        assert_eq!(
            ShardSet::parse("-1", 8),
            Err(ShardError::Malformed("-1".into()))
        );
        assert_eq!(
            ShardSet::parse("3-1", 8),
            Err(ShardError::Backwards { first: 3, last: 1 })
        );
        let out = ShardSet::parse("4-8", 8).unwrap_err();
        assert_eq!(
            out.to_string(),
            "shards 4-8 are not all among the 8 shards (0-7) of the total"
        );
        assert_eq!(ShardSet::parse("0", 0), Err(ShardError::NoShards));
        assert_eq!(ShardSet::every(0), Err(ShardError::NoShards));
        assert!(ShardSet::every(4).unwrap().holds_all());
        assert!(ShardSet::ALL.holds_all());
        assert!(!ShardSet::parse("0-2", 4).unwrap().holds_all());
    }

    #[test]
    fn servers_belong_to_the_shard_discord_names() {
        // (id >> 22) % total, the formula of Discord's gateway documentation.
        let guild = 41_771_983_423_143_937_u64;
        assert_eq!(ShardSet::shard_of(guild, 1), 0);
        assert_eq!(ShardSet::shard_of(guild, 10), ((guild >> 22) % 10) as u32);
        let one = ShardSet::parse("1", 2).unwrap();
        let zero = ShardSet::parse("0", 2).unwrap();
        for g in [guild, guild + (1 << 22), 900_000_000_000_000_002] {
            assert_ne!(one.owns(g), zero.owns(g), "exactly one process owns {g}");
        }
        // No server (direct messages): shard 0's process.
        assert!(zero.owns(0) && !one.owns(0));
        assert!(ShardSet::ALL.owns(guild) && ShardSet::ALL.owns(0));
    }

    #[test]
    fn the_terminals_server_and_the_bots_are_apart() {
        let guild = 41_771_983_423_143_937_u64;
        let bot = Scope::default();
        assert!(bot.owns(guild) && !bot.owns(LOCAL_GUILD));
        assert!(bot.sees(guild) && !bot.sees(LOCAL_GUILD));
        assert!(Scope::Local.owns(LOCAL_GUILD) && !Scope::Local.owns(guild));
        assert!(!Scope::Local.sees(guild));
        let one = Scope::from(ShardSet::parse("1", 2).unwrap());
        assert_eq!(
            one.owns(guild),
            ShardSet::parse("1", 2).unwrap().owns(guild)
        );
        assert!(one.sees(guild) || !one.owns(guild));
        assert_eq!(Scope::Local.guild_range(), (0, 0));
        assert_eq!(bot.guild_range().0, 1);
        assert_eq!(one.to_string(), "shard 1 of 2");
    }
}
