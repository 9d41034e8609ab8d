//! The message catalogue: every user-facing English string of the service lives in this file, as a
//! [`Key`] with a template whose `{name}` slots are filled from a [`Message`]'s arguments. A
//! translation is another `fn template(Key) -> &str`.

use super::ids::UserId;
use crate::hex::{Cell, Color, Variant};
use crate::store::ResultReason;
use std::fmt;

macro_rules! catalogue {
    ($($(#[$doc:meta])* $key:ident => $text:expr,)*) => {
        /// A user-facing message, by meaning.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Key { $($(#[$doc])* $key,)* }

        impl Key {
            /// Every key (for tests of the catalogue).
            pub const ALL: &'static [Key] = &[$(Key::$key,)*];

            /// The English template.
            pub const fn english(self) -> &'static str {
                match self { $(Key::$key => $text,)* }
            }
        }
    };
}

catalogue! {
    // ---- refusals (shown privately) ----
    /// Refusal: a game command in a channel with no game.
    NoGameHere => "There is no game in this channel. Start one with /hex challenge or /hex ai.",
    /// Refusal: starting a game or challenge where one is already open.
    ChannelBusy => "This channel already has a game or an open challenge. Finish it first, or play in another channel.",
    /// Refusal: a user challenged themselves.
    ChallengeSelf => "You cannot challenge yourself. To play alone, try /hex ai.",
    /// Refusal: the challenged user is a bot account.
    ChallengeBot => "{user} is a bot account and cannot play. Play the computer with /hex ai instead.",
    /// Refusal: a board size outside the sizes offered.
    SizeOutOfRange => "The board size must be between {min} and {max}, not {size}.",
    /// Refusal: accept, decline or withdraw with no open challenge in the channel.
    NoOpenChallenge => "There is no open challenge in this channel.",
    /// Refusal: someone other than the challenged user answered a challenge.
    NotChallenged => "Only {user} can answer this challenge.",
    /// Refusal: someone other than the challenger tried to withdraw it.
    NotChallenger => "Only {user}, who made this challenge, can withdraw it.",
    /// Refusal: a game command while the channel's challenge is still unanswered.
    ChallengePending => "The challenge has not been accepted yet.",
    /// Refusal: a game action by someone who does not sit in the game.
    NotAPlayer => "You are not playing in this game.",
    /// Refusal: a player moved out of turn; names whose turn it is and their colour.
    NotYourTurn => "It is {player}'s turn ({color}).",
    /// Refusal: a command while the computer is choosing its move.
    ComputerThinking => "The computer is thinking; its move comes in a moment.",
    /// Refusal: a move whose text is not a cell of this board, with the reason.
    BadCell => "\"{text}\" is not a cell here: {reason}.",
    /// Refusal: a stone on a cell that already has one.
    Occupied => "{cell} is already taken.",
    /// Refusal: a swap in a game whose swap rule is off.
    SwapOff => "Swap is off in this game.",
    /// Refusal: a swap other than as Blue's answer to Red's first stone.
    SwapNotNow => "Swap is only possible as Blue's answer to Red's first stone.",
    /// Refusal: a move or resignation in a game that has ended.
    GameOver => "This game is over.",
    /// Refusal: a move that was already made (a repeated press or command).
    AlreadyMoved => "That move was already made.",
    /// Refusal: a button from an earlier position (its ply is behind the game's).
    StaleButton => "That button is from an earlier position; the game has moved on. Use the newest board.",
    /// Refusal: a button id that does not parse, or whose game is gone.
    UnknownButton => "That button is not one of mine, or its game is gone.",
    /// Refusal: a move without a cell (e.g. the Move button's input left empty).
    MoveNeedsCell => "Type a cell such as e5.",
    /// Refusal: abort by a member without the right to manage messages.
    NotModerator => "Only members who may manage messages can abort a game.",
    /// Refusal: a resignation confirmed without being asked for first.
    NothingToConfirm => "There is no resignation to confirm. Use /hex resign first.",
    /// Refusal: a rematch with no finished game in the channel.
    NoRematch => "There is no finished game in this channel to rematch.",
    /// Refusal: a rematch asked for by someone who did not play the last game.
    RematchNotPlayer => "Only the players of the last game can ask for a rematch.",
    /// Refusal: a claim in a game with a turn timer (the computer moves for absent players).
    ClaimHasTimer => "This game has a turn timer: the computer moves for absent players, so there is nothing to claim.",
    /// Refusal: a claim by the player whose turn it is.
    ClaimOwnTurn => "It is your turn; only the player waiting for the other can claim.",
    /// Refusal: a claim before the opponent has been idle long enough; says how long is left.
    ClaimTooEarly => "{player} has been idle for less than {idle}; you can claim in {remaining}.",
    /// Refusal: a claim in a game against the computer.
    ClaimVsComputer => "The computer never keeps you waiting; there is nothing to claim.",
    /// The leaderboard of a guild with no rated game yet.
    LeaderboardEmpty => "No rated games in this server yet.",
    /// A leaderboard page past the last one; says how many there are.
    LeaderboardPageEmpty => "Page {page} of the leaderboard is empty (there are {pages}).",
    /// The profile of a user with no rated game in the guild.
    ProfileEmpty => "{player} has no rated games in this server yet.",

    // ---- challenges ----
    /// Announces a new challenge with its settings and how long it stays open.
    ChallengeIssued => "{challenger} challenges {opponent} to {variant} on {board} ({details}). {opponent}: accept or decline within {minutes}.",
    /// The challenge was accepted; says who plays Red and who plays Blue.
    ChallengeAccepted => "{opponent} accepted the challenge. {red} plays Red (connects the two red sides), {blue} plays Blue (connects the two blue sides).",
    /// The challenged user declined.
    ChallengeDeclined => "{opponent} declined the challenge from {challenger}.",
    /// The challenger withdrew the challenge.
    ChallengeWithdrawn => "{challenger} withdrew the challenge to {opponent}.",
    /// The challenge expired unanswered.
    ChallengeExpired => "The challenge from {challenger} to {opponent} expired unanswered.",
    /// A settings detail: the swap rule is on.
    DetailsSwapOn => "swap on",
    /// A settings detail: the swap rule is off.
    DetailsSwapOff => "swap off",
    /// A settings detail: the turn timer, in seconds per move.
    DetailsTimer => "{secs} s per move",
    /// A settings detail: no turn timer.
    DetailsNoTimer => "no timer",
    /// A settings detail: the game is rated.
    DetailsRated => "rated",

    // ---- games ----
    /// A game against the computer started; says its level, the board and who plays which colour.
    AiGameStarted => "{player} plays the computer ({level}) at {variant} on {board}. {red} plays Red (connects the two red sides), {blue} plays Blue (connects the two blue sides).",
    /// A rematch against the computer started, with the colours exchanged.
    RematchStarted => "Rematch: {red} plays Red and {blue} plays Blue this time.",
    /// A rematch of a two-player game, offered as a challenge with the colours exchanged.
    RematchOffered => "{challenger} offers {opponent} a rematch: {variant} on {board} ({details}), and this time {red} plays Red. {opponent}: accept or decline within {minutes}.",
    /// A player placed a stone (the cell and their colour).
    Moved => "{player} ({color}) played {cell}.",
    /// Blue swapped in the mirror form: where Red's stone was and where the Blue stone now is.
    SwappedMirror => "{player} swapped: Red's stone on {from} became a Blue stone on {to}. Red moves next.",
    /// Blue swapped in the seat form: the players exchanged colours.
    SwappedSeat => "{player} swapped seats: {player} now plays Red and {other} plays Blue, whose turn it is.",
    /// Shown while the computer chooses its move.
    ComputerThinks => "The computer is thinking…",
    /// A player's turn timer ran out and the computer played for them (first time).
    TimedOut => "{player} ran out of time, so the computer ({level}) played {cell} for them. It plays for them until they move again.",
    /// The computer played again for a player still absent.
    TimedOutAgain => "The computer played {cell} for {player} again.",
    /// A player the computer was moving for made a move themselves again.
    PlayerReturned => "Welcome back, {player}: your seat is yours again.",
    /// Hex end: the winner connected their two sides.
    WonByConnection => "{winner} ({color}) connected the two {side} sides and wins!",
    /// Rex end: a player completed a chain between their own sides and lost.
    LostByConnection => "{loser} ({color}) completed a chain between the two {side} sides and so loses at Rex: {winner} wins!",
    /// A player resigned; names the winner.
    WonByResignation => "{loser} resigned; {winner} ({color}) wins.",
    /// A player claimed the win from an idle opponent.
    WonByClaim => "{loser} was idle for {idle}; {winner} ({color}) claims the win.",
    /// A moderator aborted the game (unrated).
    Aborted => "{moderator} aborted the game. It is not rated.",
    /// Why a finished two-player game is not rated: the computer moved too often for a player.
    Unrated => "This game is not rated: the computer made more than {limit} moves for {player}.",
    /// One player's rating before and after a rated game, with the difference.
    RatingChange => "{player}: {before} → {after} ({delta}).",
    /// Asks a player to confirm their resignation.
    ConfirmResign => "Really resign this game? Press Confirm to resign.",
    /// Heads a board shown again on request.
    ShowBoard => "The board of {red} (Red) against {blue} (Blue).",

    // ---- captions under the board (one line) ----
    /// Caption: move number, who is to play with their colour, and the last move.
    CaptionToPlay => "Move {number} · {player} ({color}) to play · last: {last}",
    /// Caption: who plays the first move.
    CaptionFirstMove => "{player} ({color}) to play the first move",
    /// Caption of a finished game: winner, how it ended, length.
    CaptionResult => "{winner} ({color}) wins · {reason} · {moves}",
    /// Caption of an aborted game: its length.
    CaptionAborted => "Aborted after {moves}",
    /// How a Hex game ended: the winner's connection.
    ReasonConnection => "connection",
    /// How a Rex game ended: the loser's connection.
    ReasonRexConnection => "opponent's connection (Rex)",
    /// How a game ended: a resignation.
    ReasonResignation => "resignation",
    /// How a game ended: a claim against an idle opponent.
    ReasonClaim => "idle opponent",
    /// The last move, in a caption, when it was a swap.
    LastSwap => "swap",

    // ---- buttons and inputs ----
    /// Label of the button that accepts a challenge.
    ButtonAccept => "Accept",
    /// Label of the button that declines a challenge.
    ButtonDecline => "Decline",
    /// Label of the button that withdraws one's challenge.
    ButtonWithdraw => "Withdraw",
    /// Label of Blue's swap button.
    ButtonSwap => "Swap",
    /// Label of the resign button.
    ButtonResign => "Resign",
    /// Label of the button that confirms a resignation.
    ButtonConfirm => "Confirm resignation",
    /// Label of the button that opens the cell input.
    ButtonMove => "Move",
    /// Label of the rematch button.
    ButtonRematch => "Rematch",
    /// Label of the button that shows the board again.
    ButtonBoard => "Show board",
    /// Label of the button that claims the win from an idle opponent.
    ButtonClaim => "Claim win",
    /// Title of the text input the Move button opens.
    MoveInputTitle => "Your move",
    /// Label of that input's cell field.
    MoveInputLabel => "Cell, such as e5",

    // ---- leaderboard and profile ----
    /// Heading of a leaderboard page.
    LeaderboardTitle => "Leaderboard (page {page} of {pages})",
    /// One leaderboard line: rank, player, rating, wins and losses.
    LeaderboardLine => "{rank}. {player} {rating}{provisional} · {wins}–{losses}",
    /// Marks a provisional rating (fewer than five rated games).
    Provisional => " (provisional)",
    /// Heading of a profile: rating and deviation.
    ProfileTitle => "{player}: rating {rating} ± {deviation}{provisional}",
    /// A profile's rated games, wins, losses and streak.
    ProfileRecord => "{games}: {wins} won, {losses} lost, streak {streak}.",
    /// A profile's best win: the opponent and their rating then.
    ProfileBestWin => "Best win: against {opponent} ({rating}).",
    /// A profile's recent games, each marked won or lost.
    ProfileRecent => "Recent: {games}",
    /// The computer in a seat, where its colour follows in parentheses.
    ComputerName => "the computer",
    /// The computer with its level, where nothing follows in parentheses (records, profiles).
    ComputerWithLevel => "the computer ({level})",

    // ---- counts and sizes (pieces of other messages) ----
    /// A board size where "a" goes before it (a 7×7 board).
    BoardA => "a {size}×{size} board",
    /// A board size where "an" goes before it (an 11×11 board).
    BoardAn => "an {size}×{size} board",
    /// A count of one move.
    MovesOne => "1 move",
    /// A count of moves other than one.
    Moves => "{n} moves",
    /// A length of one minute.
    MinutesOne => "1 minute",
    /// A length in minutes other than one.
    Minutes => "{n} minutes",
    /// A length of one hour.
    HoursOne => "1 hour",
    /// A length in hours other than one.
    Hours => "{n} hours",
    /// A count of one rated game.
    RatedGamesOne => "1 rated game",
    /// A count of rated games other than one.
    RatedGames => "{n} rated games",

    // ---- game records: history and export ----
    /// Refusal: a game number not found in this guild.
    NoSuchGame => "There is no game #{game} in this server.",
    /// Refusal: export of a challenge that never became a game.
    NeverPlayed => "Game #{game} is a challenge that was never played; there is nothing to export.",
    /// Heading of a user's recent games.
    HistoryTitle => "Recent games of {player}:",
    /// A user with no game in the guild.
    HistoryEmpty => "{player} has no games in this server yet.",
    /// One game of a history: number, date, result, opponent, size, variant, length.
    HistoryLine => "#{game} · {date} · {result} against {opponent} · {size}×{size} {variant} · {moves}",
    /// A history result: won.
    HistoryWon => "won",
    /// A history result: lost.
    HistoryLost => "lost",
    /// A history result: aborted.
    HistoryAborted => "aborted game",
    /// A history result: still being played.
    HistoryPlaying => "playing",
    /// Heading of an exported game: number, date, players, variant, board, result.
    ExportTitle => "Game #{game}, {date}: {red} as Red against {blue} as Blue, {variant} on {board} · {result}",
    /// An exported game's result: winner, colour and how it ended.
    ExportResult => "{winner} ({color}) won by {reason}",
    /// An exported game's result: aborted.
    ExportAborted => "aborted",
    /// An exported game's result: still in progress.
    ExportPlaying => "in progress",
    /// An exported game's move list.
    ExportMoves => "Moves: {moves}",
    /// Names the attached SGF file.
    ExportFile => "The SGF record (for HexGui and other Hex tools) is attached as {file}.",

    // ---- rules ----
    /// The rules of Hex and Rex, swap and tips, for `/hex rules`.
    Rules => "**Hex** is played on a rhombus of hexagons. Red and Blue take turns placing one stone on any empty cell; Red moves first and nobody passes. Red tries to join the two red sides with a chain of red stones, Blue the two blue sides. The first to connect wins, and a full board always has exactly one winner.\n\
**Bridge:** two stones of one colour with two empty cells between them that touch both are as good as connected: if the opponent takes one of the two cells, take the other.\n\
**Edge templates:** a stone on the second row from its own side is safely connected to that side (a bridge to the edge); on the third row it is connected too if the area in front of it is empty (the ziggurat).\n\
**Swap:** moving first is a big advantage, so after Red's first stone Blue may swap instead of moving: Red's stone is replaced by a Blue stone reflected in the long diagonal, and Red moves again. So Red should open with a move that is neither too strong nor too weak.\n\
**Rex** (misère Hex): same board and moves, but whoever completes a chain between their own two sides loses.\n\
Commands: /hex move e5, /hex swap, /hex resign, /hex board, /hex ai, /hex challenge.",
}

/// "a 7×7 board", "an 11×11 board" (sizes read eight, eleven and eighteen take "an").
pub(crate) fn board_arg(size: u8) -> Arg {
    let key = if matches!(size, 8 | 11 | 18) {
        Key::BoardAn
    } else {
        Key::BoardA
    };
    Message::new(key).arg("size", i64::from(size)).into()
}

/// A count with its noun in the singular or plural: `count(n, Key::MovesOne, Key::Moves)`.
pub(crate) fn count(n: i64, one: Key, many: Key) -> Arg {
    if n == 1 {
        one.into()
    } else {
        Message::new(many).arg("n", n).into()
    }
}

/// A length of time in whole hours ("24 hours", "1 hour"), else in minutes (rounded up).
pub(crate) fn duration_arg(d: std::time::Duration) -> Arg {
    let secs = d.as_secs();
    let n = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
    if secs >= 3600 && secs.is_multiple_of(3600) {
        count(n(secs / 3600), Key::HoursOne, Key::Hours)
    } else {
        count(n(secs.div_ceil(60)), Key::MinutesOne, Key::Minutes)
    }
}

/// The end of a game in a few words, for captions and records: why `reason` ended a game of
/// `variant` (a connection in Rex is the loser's).
pub(crate) fn reason_key(variant: Variant, reason: ResultReason) -> Key {
    match reason {
        ResultReason::Connection if variant == Variant::Rex => Key::ReasonRexConnection,
        ResultReason::Connection => Key::ReasonConnection,
        ResultReason::Resignation => Key::ReasonResignation,
        ResultReason::Timeout => Key::ReasonClaim,
        ResultReason::Abort => Key::CaptionAborted,
    }
}

/// A value filling a template slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Plain text, put in as it is.
    Text(String),
    /// A whole number (a size, a rating, a count…).
    Number(i64),
    /// A person: front ends may show a mention; English text shows the name.
    User(UserId, String),
    /// A colour, Red or Blue, named in the text.
    Color(Color),
    /// A cell, written like `e5`.
    Cell(Cell),
    /// A nested message (e.g. an end reason), rendered in place.
    Message(Box<Message>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Self::Text(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Self::Text(s)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Self::Number(n)
    }
}
impl From<Color> for Arg {
    fn from(c: Color) -> Self {
        Self::Color(c)
    }
}
impl From<Cell> for Arg {
    fn from(c: Cell) -> Self {
        Self::Cell(c)
    }
}
impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Self::Message(Box::new(m))
    }
}
impl From<Key> for Arg {
    fn from(k: Key) -> Self {
        Self::Message(Box::new(Message::new(k)))
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Text(s) => f.write_str(s),
            Self::Number(n) => write!(f, "{n}"),
            Self::User(_, name) => f.write_str(name),
            Self::Color(c) => write!(f, "{c}"),
            Self::Cell(c) => write!(f, "{c}"),
            Self::Message(m) => write!(f, "{m}"),
        }
    }
}

/// A message key with its arguments. `Display` renders the English text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Which message.
    pub key: Key,
    /// The values of the template's `{name}` slots, by slot name.
    pub args: Vec<(&'static str, Arg)>,
}

impl From<Key> for Message {
    fn from(key: Key) -> Self {
        Message::new(key)
    }
}

impl Message {
    /// The message `key` with no arguments yet.
    pub fn new(key: Key) -> Self {
        Self {
            key,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The value of argument `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The text in English (`{slot}`s without an argument are left as they are).
    pub fn english(&self) -> String {
        fill(self.key.english(), &self.args, true)
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// Replaces each `{name}` of `template` by its argument. `opens_sentence`: the text starts a
/// sentence (a message of its own, not a piece inside another).
fn fill(template: &str, args: &[(&'static str, Arg)], opens_sentence: bool) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(n, _)| *n == name) {
                    // A piece of the catalogue ("the computer") opening a sentence gets a
                    // capital; names are left as their owners wrote them.
                    Some((_, Arg::Message(m))) => {
                        let text = fill(m.key.english(), &m.args, false);
                        let mut chars = text.chars();
                        let opens = (out.is_empty() && opens_sentence)
                            || [". ", "! ", "? ", "\n"]
                                .iter()
                                .any(|end| out.ends_with(end));
                        match chars.next() {
                            Some(first) if opens => {
                                out.extend(first.to_uppercase());
                                out.push_str(chars.as_str());
                            }
                            _ => out.push_str(&text),
                        }
                    }
                    Some((_, arg)) => out.push_str(&arg.to_string()),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_filled_by_name() {
        let m = Message::new(Key::Moved)
            .arg("player", Arg::User(UserId(1), "Ann".into()))
            .arg("color", Color::Red)
            .arg("cell", Cell::new(4, 4));
        assert_eq!(m.to_string(), "Ann (Red) played e5.");
    }

    #[test]
    fn the_computer_opening_a_sentence_is_capitalised_but_names_are_not() {
        let computer: Arg = Message::new(Key::ComputerName).into();
        let m = Message::new(Key::Moved)
            .arg("player", computer)
            .arg("color", Color::Blue)
            .arg("cell", Cell::new(0, 0));
        assert_eq!(m.to_string(), "The computer (Blue) played a1.");
        let m = Message::new(Key::Moved)
            .arg("player", Arg::User(UserId(1), "ann".into()))
            .arg("color", Color::Red)
            .arg("cell", Cell::new(0, 0));
        assert_eq!(m.to_string(), "ann (Red) played a1.");
        // Also after a full stop, but not after a colon.
        let m = Message::new(Key::AiGameStarted)
            .arg("player", Arg::User(UserId(1), "ann".into()))
            .arg("red", Message::new(Key::ComputerName))
            .arg("blue", Arg::User(UserId(1), "ann".into()));
        assert!(m.to_string().contains(". The computer plays Red"), "{m}");
        let m = Message::new(Key::RematchStarted)
            .arg("red", Message::new(Key::ComputerName))
            .arg("blue", Arg::User(UserId(1), "ann".into()));
        assert!(
            m.to_string().starts_with("Rematch: the computer plays Red"),
            "{m}"
        );
        // A piece inside another message is not a sentence of its own.
        let result = Message::new(Key::ExportResult)
            .arg("winner", Message::new(Key::ComputerName))
            .arg("color", Color::Red)
            .arg("reason", Key::ReasonConnection);
        let m = Message::new(Key::ExportTitle).arg("result", result);
        assert!(
            m.to_string()
                .ends_with("· the computer (Red) won by connection"),
            "{m}"
        );
    }

    #[test]
    fn sizes_and_counts_read_naturally() {
        assert_eq!(board_arg(11).to_string(), "an 11×11 board");
        assert_eq!(board_arg(8).to_string(), "an 8×8 board");
        assert_eq!(board_arg(7).to_string(), "a 7×7 board");
        assert_eq!(count(1, Key::MovesOne, Key::Moves).to_string(), "1 move");
        assert_eq!(count(0, Key::MovesOne, Key::Moves).to_string(), "0 moves");
        assert_eq!(count(12, Key::MovesOne, Key::Moves).to_string(), "12 moves");
    }

    #[test]
    fn no_colour_follows_parentheses() {
        // "the computer (medium) (Red)": a seat whose text ends in parentheses never precedes a
        // colour in parentheses, so seats in games are "the computer" without its level.
        assert!(!Key::ComputerName.english().contains('('));
    }

    #[test]
    fn no_message_names_a_direction() {
        // The board may be rotated: colours, never directions.
        for key in Key::ALL {
            let text = key.english().to_lowercase();
            for word in [
                "top", "bottom", "left", "right", "north", "south", "east", "west",
            ] {
                assert!(
                    !text.split(|c: char| !c.is_alphabetic()).any(|w| w == word),
                    "{key:?} says {word}"
                );
            }
        }
    }

    #[test]
    fn templates_have_balanced_slots() {
        for key in Key::ALL {
            let t = key.english();
            assert_eq!(t.matches('{').count(), t.matches('}').count(), "{key:?}");
        }
    }
}
