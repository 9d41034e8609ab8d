//! The limits on open games a new game may be stored within
//! ([`crate::store::Store::create_game_within`]), and that the store names when it refuses one.

/// A limit on open games that a new game must stay within
/// ([`crate::store::Store::create_game_within`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Limit {
    /// At most this many active games against the computer for the new game's player, in all
    /// servers.
    #[error("at most {0} games against the computer per player")]
    ComputerGamesPerUser(u32),
    /// At most this many active games against the computer in the new game's server.
    #[error("at most {0} games against the computer per server")]
    ComputerGamesPerServer(u32),
    /// At most this many challenges of the new challenge's challenger waiting for an answer
    /// in its server.
    #[error("at most {0} open challenges per player and server")]
    ChallengesPerUser(u32),
}

impl Limit {
    /// The most open games it allows.
    #[must_use]
    pub fn max(self) -> u32 {
        match self {
            Self::ComputerGamesPerUser(max)
            | Self::ComputerGamesPerServer(max)
            | Self::ChallengesPerUser(max) => max,
        }
    }
}
