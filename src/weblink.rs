//! Personal links to play on the web: a token bound to one player, one game and a moment it
//! expires, signed with the operator's secret (HMAC-SHA256), written URL-safe. Whoever holds a
//! valid token may move for that player in that game until it expires; anything else (a token
//! changed by one bit, signed with another secret, expired, for another game) grants nothing and
//! says why. A token of the second kind opens a player's analysis board (its number where a
//! game's would be): a game's token opens no board, and a board's no game.
//!
//! A room of its own beneath the service, which signs the links it hands to players (the board's
//! Play on the web button) and checks those the web pages receive. Pure: plain numbers for the
//! ids and the time, no clock of its own, no I/O.
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// The format's version and kind, the first byte of every token: a game's.
const VERSION: u8 = 1;
/// The first byte of a token that opens an analysis board.
const BOARD_VERSION: u8 = 2;
/// The signed fields: the version, the server, the game, the player and the expiry.
const PAYLOAD: usize = 1 + 8 + 8 + 8 + 8;
/// The signature's length (HMAC-SHA256, kept whole).
const MAC: usize = 32;
/// The shortest secret accepted, in bytes.
pub const MIN_SECRET: usize = 32;

/// What a token grants: moving for `user` in `game` (of `guild`) until `expires`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grant {
    /// The game's server (its Discord id).
    pub guild: u64,
    /// The game (its number).
    pub game: i64,
    /// The player it was given to (their Discord id).
    pub user: u64,
    /// When it stops granting anything, in milliseconds since 1970.
    pub expires: i64,
}

/// Why a token grants nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// Not a token of ours at all (wrong length, not base64url, another version).
    #[error("not a link of this bot")]
    Malformed,
    /// Its signature does not hold: changed, or signed with another secret.
    #[error("the link's signature does not hold")]
    Forged,
    /// It expired.
    #[error("the link has expired")]
    Expired,
    /// It is for another game.
    #[error("the link is for another game")]
    OtherGame,
}

/// The secret is too short to sign with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the web secret must be at least {MIN_SECRET} bytes")]
pub struct WeakSecret;

/// Signs and checks tokens with one secret.
#[derive(Clone)]
pub struct Signer {
    mac: HmacSha256,
}

impl std::fmt::Debug for Signer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The secret never shows.
        f.write_str("Signer(…)")
    }
}

impl Signer {
    /// A signer with `secret` (at least [`MIN_SECRET`] bytes).
    ///
    /// # Errors
    /// [`WeakSecret`] when it is shorter.
    pub fn new(secret: &[u8]) -> Result<Self, WeakSecret> {
        if secret.len() < MIN_SECRET {
            return Err(WeakSecret);
        }
        let mac = HmacSha256::new_from_slice(secret).map_err(|_| WeakSecret)?;
        Ok(Self { mac })
    }

    /// The token of `grant`.
    pub fn sign(&self, grant: &Grant) -> String {
        self.sign_kind(VERSION, grant)
    }

    /// The token of `grant` for an analysis board: `grant.game` holds the board's number.
    pub fn sign_board(&self, grant: &Grant) -> String {
        self.sign_kind(BOARD_VERSION, grant)
    }

    fn sign_kind(&self, kind: u8, grant: &Grant) -> String {
        let payload = payload(kind, grant);
        let mut mac = self.mac.clone();
        mac.update(&payload);
        let mut bytes = payload.to_vec();
        bytes.extend_from_slice(&mac.finalize().into_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// What `token` grants at `now` in `game`.
    ///
    /// # Errors
    /// A [`TokenError`] saying why it grants nothing; the signature is checked first (in
    /// constant time), so nothing is read from a forged token.
    pub fn check(&self, token: &str, game: i64, now: i64) -> Result<Grant, TokenError> {
        self.check_kind(VERSION, token, game, now)
    }

    /// What `token` grants at `now` on analysis board `board` (as [`Signer::check`]; a game's
    /// token is for another game here).
    ///
    /// # Errors
    /// As [`Signer::check`].
    pub fn check_board(&self, token: &str, board: i64, now: i64) -> Result<Grant, TokenError> {
        self.check_kind(BOARD_VERSION, token, board, now)
    }

    fn check_kind(&self, kind: u8, token: &str, game: i64, now: i64) -> Result<Grant, TokenError> {
        let bytes = URL_SAFE_NO_PAD
            .decode(token.trim())
            .map_err(|_| TokenError::Malformed)?;
        if bytes.len() != PAYLOAD + MAC || ![VERSION, BOARD_VERSION].contains(&bytes[0]) {
            return Err(TokenError::Malformed);
        }
        let (payload, signature) = bytes.split_at(PAYLOAD);
        let mut mac = self.mac.clone();
        mac.update(payload);
        mac.verify_slice(signature)
            .map_err(|_| TokenError::Forged)?;
        let field = |i: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&payload[1 + 8 * i..9 + 8 * i]);
            b
        };
        let grant = Grant {
            guild: u64::from_be_bytes(field(0)),
            game: i64::from_be_bytes(field(1)),
            user: u64::from_be_bytes(field(2)),
            expires: i64::from_be_bytes(field(3)),
        };
        if payload[0] != kind || grant.game != game {
            return Err(TokenError::OtherGame);
        }
        if now >= grant.expires {
            return Err(TokenError::Expired);
        }
        Ok(grant)
    }
}

/// The signed bytes of `grant`.
fn payload(kind: u8, grant: &Grant) -> [u8; PAYLOAD] {
    let mut out = [0u8; PAYLOAD];
    out[0] = kind;
    out[1..9].copy_from_slice(&grant.guild.to_be_bytes());
    out[9..17].copy_from_slice(&grant.game.to_be_bytes());
    out[17..25].copy_from_slice(&grant.user.to_be_bytes());
    out[25..33].copy_from_slice(&grant.expires.to_be_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"a secret of at least thirty-two bytes, for tests";

    fn grant() -> Grant {
        Grant {
            guild: 900_000_000_000_000_002,
            game: 42,
            user: 800_000_000_000_000_007,
            expires: 1_800_000_000_000,
        }
    }

    #[test]
    fn a_token_grants_its_player_its_game_until_it_expires() {
        let signer = Signer::new(SECRET).unwrap();
        let token = signer.sign(&grant());
        assert!(token.len() < 100, "short enough for a link: {token}");
        assert!(
            token
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        );
        let before = grant().expires - 1;
        assert_eq!(signer.check(&token, 42, before), Ok(grant()));
        assert_eq!(
            signer.check(&token, 42, grant().expires),
            Err(TokenError::Expired)
        );
        assert_eq!(signer.check(&token, 43, before), Err(TokenError::OtherGame));
    }

    #[test]
    fn a_boards_token_opens_its_board_and_no_game() {
        let signer = Signer::new(SECRET).unwrap();
        let (board, game) = (signer.sign_board(&grant()), signer.sign(&grant()));
        let before = grant().expires - 1;
        assert_eq!(signer.check_board(&board, 42, before), Ok(grant()));
        assert_eq!(signer.check(&board, 42, before), Err(TokenError::OtherGame));
        assert_eq!(
            signer.check_board(&game, 42, before),
            Err(TokenError::OtherGame)
        );
        assert_eq!(
            signer.check_board(&board, 41, before),
            Err(TokenError::OtherGame)
        );
        assert_eq!(
            signer.check_board(&board, 42, grant().expires),
            Err(TokenError::Expired)
        );
        let other = Signer::new(b"another secret of at least thirty-two bytes!").unwrap();
        assert_eq!(other.check_board(&board, 42, 0), Err(TokenError::Forged));
    }

    #[test]
    fn changed_foreign_and_garbled_tokens_grant_nothing() {
        let signer = Signer::new(SECRET).unwrap();
        let token = signer.sign(&grant());
        let now = 0;
        // Every bit of the token matters.
        let bytes = URL_SAFE_NO_PAD.decode(&token).unwrap();
        for i in 0..bytes.len() {
            for bit in [0x01u8, 0x80] {
                let mut changed = bytes.clone();
                changed[i] ^= bit;
                let changed = URL_SAFE_NO_PAD.encode(changed);
                let got = signer.check(&changed, 42, now);
                assert!(
                    matches!(got, Err(TokenError::Forged | TokenError::Malformed)),
                    "byte {i}: {got:?}"
                );
            }
        }
        let other = Signer::new(b"another secret of at least thirty-two bytes!").unwrap();
        assert_eq!(other.check(&token, 42, now), Err(TokenError::Forged));
        for garbage in [
            "",
            "abc",
            "!!!!",
            &token[..token.len() - 1],
            &format!("{token}AA"),
        ] {
            assert_eq!(
                signer.check(garbage, 42, now),
                Err(TokenError::Malformed),
                "{garbage:?}"
            );
        }
        assert_eq!(Signer::new(b"short").unwrap_err(), WeakSecret);
        assert!(!format!("{signer:?}").contains("secret"));
    }
}
