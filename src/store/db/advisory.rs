//! The PostgreSQL advisory locks hexbot takes, in one place so that no two uses collide. A
//! server's rating updates queue on the one-key form, `pg_advisory_xact_lock(guild_id)`
//! (`games`); everything else uses the two-key form, `(class, key)`, whose keys PostgreSQL keeps
//! apart from the one-key form's. Each class below is a fixed number spelling four letters in
//! ASCII, unlikely to be chosen by another program sharing the database; the key is a shard, a
//! total, or an id folded to 32 bits. Advisory locks belong to one database: two bots on two
//! databases of one server never see each other's.

/// The shard `key` of the bot's Discord shards, held by the process serving it for its whole
/// life (`scope_lock`): "HXSH".
pub(super) const SHARD: i32 = 0x4858_5348;
/// The total number of shards a process was started with, held shared by every process for
/// its whole life, so that a process started with another total sees it: "HXTO".
pub(super) const TOTAL: i32 = 0x4858_544f;
/// The terminal's own server (`hexbot local`), held by the one terminal playing there: "HXLO".
pub(super) const LOCAL: i32 = 0x4858_4c4f;
/// A player's open games, while a new game is counted against their limits (`counts`): "HXUC".
pub(super) const USER_COUNTS: i32 = 0x4858_5543;
/// A server's open games, while a new game is counted against its limit (`counts`): "HXGC".
pub(super) const GUILD_COUNTS: i32 = 0x4858_4743;

/// A 64-bit id folded to a 32-bit key (two ids may share a key: they then only wait for each
/// other a moment).
pub(super) fn fold(id: u64) -> i32 {
    ((id >> 32) ^ (id & 0xffff_ffff)) as u32 as i32
}

/// A shard number (or total) as a key: the same 32 bits.
pub(super) fn key(n: u32) -> i32 {
    n as i32
}
