//! The catalogue's keys: every message the service can say, by meaning, one [`Key`] each. The
//! words are the locales' (`locales/<tag>/hexbot.ftl`, where a key's Fluent id is its name in
//! kebab-case); the documentation of each key says when it is shown.

macro_rules! catalogue {
    ($($(#[$doc:meta])* $key:ident,)*) => {
        /// A user-facing message, by meaning.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Key { $($(#[$doc])* $key,)* }

        impl Key {
            /// Every key (for tests of the catalogue).
            pub const ALL: &'static [Key] = &[$(Key::$key,)*];

            /// The key's name (`NoGameHere`).
            pub const fn name(self) -> &'static str {
                match self { $(Key::$key => stringify!($key),)* }
            }
        }
    };
}

// The keys of slow games are in `keys/slow.rs`, those of tournaments in `keys/tourney.rs` and
// those of puzzles in `keys/puzzles.rs`, those of the analysis board in `keys/analysis.rs`
// (handing its list on to the puzzles' macro): the puzzles' macro adds its keys to the list below and
// hands it to the tournaments' macro, which adds theirs and hands it to the slow games' macro,
// which adds theirs and hands the whole list to `catalogue!`.
#[macro_use]
mod slow;
#[macro_use]
mod tourney;
#[macro_use]
mod puzzles;
#[macro_use]
mod analysis;

with_analysis_keys! {
    // ---- refusals (shown privately) ----
    /// Refusal: a game command in a channel with no game.
    NoGameHere,
    /// Refusal: starting a game or challenge where one is already open.
    ChannelBusy,
    /// Refusal: a user challenged themselves.
    ChallengeSelf,
    /// Refusal: a challenge from a user who already has the most open challenges allowed.
    TooManyChallenges,
    /// Refusal: a challenge in a new thread from a member who may not create threads there.
    ThreadNotAllowed,
    /// Refusal: a challenge in a new thread where the bot may not create threads.
    ThreadBotNotAllowed,
    /// Refusal: the challenged user is a bot account.
    ChallengeBot,
    /// Refusal: a board size outside the sizes offered.
    SizeOutOfRange,
    /// Refusal: accept, decline or withdraw with no open challenge in the channel.
    NoOpenChallenge,
    /// Refusal: someone other than the challenged user answered a challenge.
    NotChallenged,
    /// Refusal: someone other than the challenger tried to withdraw it.
    NotChallenger,
    /// Refusal: a game command while the channel's challenge is still unanswered.
    ChallengePending,
    /// Refusal: a game action by someone who does not sit in the game.
    NotAPlayer,
    /// Refusal: a player moved out of turn; names whose turn it is and their colour.
    NotYourTurn,
    /// Refusal: a hint in a rated game between two players.
    HintRated,
    /// Refusal: a command while the computer is choosing its move.
    ComputerThinking,
    /// Refusal: a game against the computer from a user who has the most allowed open.
    ComputerGamesPerUser,
    /// Refusal: a game against the computer in a server that has the most allowed open.
    ComputerGamesPerServer,
    /// Refusal: a move (or new game) against the computer while its queue of moves is full.
    ComputerBusy,
    /// Refusal: a move whose text is not a cell of this board, with the reason.
    BadCell,
    /// Refusal: a stone on a cell that already has one.
    Occupied,
    /// Refusal: a swap in a game whose swap rule is off.
    SwapOff,
    /// Refusal: a swap other than as Blue's answer to Red's first stone.
    SwapNotNow,
    /// Refusal: a move or resignation in a game that has ended.
    GameOver,
    /// Refusal: a move that was already made (a repeated press or command).
    AlreadyMoved,
    /// Refusal: a button from an earlier position (its ply is behind the game's).
    StaleButton,
    /// Refusal: a button id that does not parse, or whose game is gone.
    UnknownButton,
    /// Refusal: a move without a cell (e.g. the Move button's input left empty).
    MoveNeedsCell,
    /// Refusal: abort by a member without the right to manage messages.
    NotModerator,
    /// Refusal: a moderator's abort by id of a game that is not set aside in this server.
    NotSetAside,
    /// Refusal: `/hex config` with options by a member without the right to manage the server.
    ConfigNotModerator,
    /// Refusal: a resignation confirmed without being asked for first.
    NothingToConfirm,
    /// Refusal: a rematch with no finished game in the channel.
    NoRematch,
    /// Refusal: a rematch asked for by someone who did not play the last game.
    RematchNotPlayer,
    /// Refusal: a claim in a game with a turn timer (the computer moves for absent players).
    ClaimHasTimer,
    /// Refusal: a claim by the player whose turn it is.
    ClaimOwnTurn,
    /// Refusal: a claim before the opponent has been idle long enough; says how long is left.
    ClaimTooEarly,
    /// Refusal: a claim in a game against the computer.
    ClaimVsComputer,
    /// Refusal: a Claim button pressed after the idle player moved again.
    ClaimOpponentMoved,
    /// The leaderboard of a guild with no rated game yet.
    LeaderboardEmpty,
    /// The computer ladder of a guild with no rated game against the computer yet.
    ComputerLeaderboardEmpty,
    /// A leaderboard page past the last one; says how many there are.
    LeaderboardPageEmpty,
    /// The profile of a user with no rated game in the guild.
    ProfileEmpty,
    /// Why a typed cell is not one (the reason of `BadCell`): not a letter and a number.
    CellMalformed,
    /// Why a typed cell is not one: row 0.
    CellRowZero,
    /// Why a typed cell is not one: its column is off the board.
    CellColumnOff,
    /// Why a typed cell is not one: its row is off the board.
    CellRowOff,
    /// Why a cell is not one: it is off the board.
    CellOffBoard,
    // ---- challenges ----
    /// Announces a new challenge with its settings and how long it stays open.
    ChallengeIssued,
    /// The challenge was accepted; says who plays Red and who plays Blue.
    ChallengeAccepted,
    /// A rematch offer was accepted; with the seats (rematch offers are challenges too).
    RematchAccepted,
    /// Who plays Red in a challenge: a named player.
    FirstRed,
    /// Who plays Red in a challenge: drawn at random, told when the challenge is accepted.
    FirstDrawn,
    /// The goal of Hex in a challenge: whoever first joins their own sides wins.
    GoalHex,
    /// The goal of Rex in a challenge: whoever joins their own sides loses.
    GoalRex,
    /// Who plays which colour at the start of a Hex game, with the goal.
    SeatsHex,
    /// Who plays which colour at the start of a Rex game: each must avoid joining their own sides.
    SeatsRex,
    /// The challenged user declined.
    ChallengeDeclined,
    /// The challenger withdrew the challenge.
    ChallengeWithdrawn,
    /// The challenge expired unanswered.
    ChallengeExpired,
    /// Posted by itself: a challenge's expiry could not be stored after a few tries; the
    /// challenge stays open until answered or withdrawn.
    ExpiryGaveUp,
    /// A settings detail: the swap rule is on, in its form (mirror or seat).
    DetailsSwapOn,
    /// A settings detail: the swap rule is off.
    DetailsSwapOff,
    /// A settings detail: the turn timer, in seconds per move.
    DetailsTimer,
    /// A settings detail: no turn timer.
    DetailsNoTimer,
    /// A settings detail: the game is rated.
    DetailsRated,
    /// The details of a challenge: swap, timer, rated ("swap: mirror, no timer, rated").
    DetailsList,
    // ---- settings ----
    /// `/hex config` alone: the server's defaults for new games.
    ConfigShown,
    /// `/hex config` with options: the server's defaults as they now are.
    ConfigChanged,
    /// A setting: rematches alternate who starts.
    ConfigRematchAlternate,
    /// A setting: rematches keep the same starter.
    ConfigRematchSame,
    /// A setting: the swap rule is off.
    SwapFormOff,
    /// A setting: the swap rule in the mirror form.
    SwapFormMirror,
    /// A setting: the swap rule in the seat form.
    SwapFormSeat,
    /// A setting: boards shown wide, as usual.
    OrientationNormal,
    /// A setting: boards turned 90° for tall screens.
    OrientationRotated,
    /// `/hex settings` alone: the user's own preferences.
    SettingsShown,
    /// `/hex settings` with options: the user's preferences as they now are.
    SettingsChanged,
    // ---- games ----
    /// A game against the computer started; says its level, the board and who plays which colour.
    AiGameStarted,
    /// A rematch against the computer started, with the colours exchanged.
    RematchStarted,
    /// A rematch of a two-player game, offered as a challenge with the colours exchanged.
    RematchOffered,
    /// With a rematch: colours alternate, so the other player starts this time.
    RematchAlternates,
    /// With a rematch: the same player starts again.
    RematchSameStarter,
    /// A player placed a stone (the cell and their colour).
    Moved,
    /// Blue swapped in the mirror form: where Red's stone was and where the Blue stone now is.
    SwappedMirror,
    /// A mirror swap of a stone on the long diagonal: it stays and turns Blue.
    SwappedMirrorDiagonal,
    /// Blue swapped in the seat form: the players exchanged colours.
    SwappedSeat,
    /// With a challenge or a start: swap is off.
    SwapNoteOff,
    /// With a game against the computer on Easy: swap is off, by the rules.
    SwapNoteEasy,
    /// With a challenge or a start: swap is on in the mirror form, and what it does.
    SwapNoteMirror,
    /// With a challenge or a start: swap is on in the seat form, and what it does.
    SwapNoteSeat,
    /// Shown while the computer chooses its move.
    ComputerThinks,
    /// A player's turn timer ran out and the computer played for them (first time).
    TimedOut,
    /// Posted by itself: the computer's move could not be made or stored after a few tries, spaced
    /// out; the game waits (a moderator may abort it).
    ComputerGaveUp,
    /// A player ran out of time on the turn of the swap and the computer swapped for them.
    TimedOutSwap,
    /// The computer played again for a player still absent.
    TimedOutAgain,
    /// A player the computer was moving for made a move themselves again.
    PlayerReturned,
    /// Hex end: the winner connected their two sides.
    WonByConnection,
    /// Rex end: a player completed a chain between their own sides and lost.
    LostByConnection,
    /// A player resigned; names the winner.
    WonByResignation,
    /// Posted by itself once a player has been idle for the idle time (no turn timer): the
    /// waiting player may claim the win (with a Claim button).
    ClaimOffered,
    /// A player claimed the win from an idle opponent.
    WonByClaim,
    /// A moderator aborted the game (unrated).
    Aborted,
    /// For moderators: the open games of the server set aside because they no longer load
    /// (a list of `SetAsideItem`), and how to abort one by id.
    SetAsideList,
    /// One set-aside game: its number and channel.
    SetAsideItem,
    /// A moderator aborted a set-aside game by id.
    SetAsideAborted,
    /// A game against the computer ended by itself: its human was idle for the idle time
    /// (unrated; the channel is free).
    AbandonedVsComputer,
    /// Why a finished two-player game is not rated: the computer moved too often for a player.
    Unrated,
    /// One player's rating before and after a rated game, with the difference.
    RatingChange,
    /// A player's rating on the computer ladder before and after a game against the computer.
    ComputerRatingChange,
    /// Asks a player to confirm their resignation.
    ConfirmResign,
    /// Heads a board shown again on request.
    ShowBoard,
    /// After an answer shown only to a bystander of the channel's game (the board, a
    /// leaderboard…): why it is private.
    ShownToBystander,
    /// After an answer shown only to its asker who asked for many public ones lately: the limit
    /// and when they may share again.
    PublicAnswersLimited,
    // ---- captions under the board (one line) ----
    /// Caption: move number, who is to play with their colour, and the last move.
    CaptionToPlay,
    /// Caption: who plays the first move.
    CaptionFirstMove,
    /// Caption in Rex: whose turn, and that joining their own sides loses.
    CaptionToPlayRex,
    /// Caption in Rex before the first move, with the same warning.
    CaptionFirstMoveRex,
    /// Caption of a finished game: winner, how it ended, length.
    CaptionResult,
    /// Caption of a Rex game lost by a connection: the loser joined their sides, by colour.
    CaptionRexLoss,
    /// Caption of an aborted game: its length.
    CaptionAborted,
    /// How a Hex game ended: the winner's connection.
    ReasonConnection,
    /// How a Rex game ended: the loser's connection.
    ReasonRexConnection,
    /// How a game ended: a resignation.
    ReasonResignation,
    /// How a game ended: a claim against an idle opponent.
    ReasonClaim,
    /// The last move, in a caption, when it was a swap.
    LastSwap,

    // ---- the picture's description (alt text) ----
    /// The board picture in words for screen readers: board, caption, the stones of each colour.
    AltText,
    /// The red stones of a picture's description, by cell (`count`, `cells`).
    AltRedStones,
    /// The blue stones of a picture's description, by cell (`count`, `cells`).
    AltBlueStones,
    /// The end of a list of cells cut short to fit ("and 40 more").
    AltMore,
    // ---- buttons and inputs ----
    /// Label of the button that accepts a challenge.
    ButtonAccept,
    /// Label of the button that declines a challenge.
    ButtonDecline,
    /// Label of the button that withdraws one's challenge.
    ButtonWithdraw,
    /// Label of Blue's swap button.
    ButtonSwap,
    /// Label of the resign button.
    ButtonResign,
    /// Label of the button that confirms a resignation.
    ButtonConfirm,
    /// Label of the button that opens the cell input.
    ButtonMove,
    /// Label of the rematch button.
    ButtonRematch,
    /// Label of the button for a rematch with the same starter.
    ButtonRematchSame,
    /// Label of the button that shows the board again.
    ButtonBoard,
    /// Label of the button that claims the win from an idle opponent.
    ButtonClaim,
    /// Button: the computer's review of the finished game.
    ButtonReview,
    /// Title of the text input the Move button opens.
    MoveInputTitle,
    /// Label of that input's cell field.
    MoveInputLabel,
    // ---- leaderboard and profile ----
    /// Heading of a leaderboard page.
    LeaderboardTitle,
    /// Heading of a page of the computer ladder.
    ComputerLeaderboardTitle,
    /// One leaderboard line: rank, player, rating, wins and losses.
    LeaderboardLine,
    /// Marks a provisional rating (fewer than five rated games).
    Provisional,
    /// Heading of a profile: rating and deviation.
    ProfileTitle,
    /// A profile's rated games, wins, losses and streak.
    ProfileRecord,
    /// A profile's computer ladder: rating, deviation, wins and losses against the computer.
    ProfileComputer,
    /// A profile's first line when the player has a computer-ladder rating but no rated game
    /// against another player yet.
    ProfileNoPlayerGames,
    /// The current run of wins in a profile (a count).
    StreakWon,
    /// The current run of losses in a profile (a count).
    StreakLost,
    /// No finished game yet in a profile.
    StreakNone,
    /// A profile's best win: the opponent and their rating then.
    ProfileBestWin,
    /// A profile's recent games, each marked won or lost.
    ProfileRecent,
    /// A recent game won, in a profile (`opponent`).
    RecentWon,
    /// A recent game lost, in a profile (`opponent`).
    RecentLost,
    /// A recent game without a winner, in a profile (`opponent`).
    RecentUnfinished,
    /// The computer in a seat, where its colour follows in parentheses.
    ComputerName,
    /// The computer with its level, where nothing follows in parentheses (records, profiles).
    ComputerWithLevel,

    // ---- pieces: colours, levels, counts and sizes ----
    /// The colour Red, as a player's colour.
    ColorRed,
    /// The colour Blue, as a player's colour.
    ColorBlue,
    /// The adjective of "the two red sides".
    SideRed,
    /// The adjective of "the two blue sides".
    SideBlue,
    /// The computer's level Easy.
    LevelEasy,
    /// The computer's level Medium.
    LevelMedium,
    /// The computer's level Hard.
    LevelHard,
    /// A board of `size` ("an 11×11 board").
    Board,
    /// A count of moves other than one.
    Moves,
    /// A length in minutes other than one.
    Minutes,
    /// A length in hours other than one.
    Hours,
    /// A count of rated games other than one.
    RatedGames,
    /// A duration in hours and minutes (`h`, `m`).
    HoursMinutes,
    // ---- game records: history and export ----
    /// Refusal: a game number not found in this guild.
    NoSuchGame,
    /// Refusal: export of a challenge that never became a game.
    NeverPlayed,
    /// Heading of a user's recent games.
    HistoryTitle,
    /// A user with no game in the guild.
    HistoryEmpty,
    /// One game of a history: number, date, result, opponent, size, variant, length.
    HistoryLine,
    /// A history result: won.
    HistoryWon,
    /// A history result: lost.
    HistoryLost,
    /// A history result: aborted.
    HistoryAborted,
    /// A history result: still being played.
    HistoryPlaying,
    /// Heading of an exported game: number, date, players, variant, board, result.
    ExportTitle,
    /// An exported game's result: winner, colour and how it ended.
    ExportResult,
    /// An exported game's result: aborted.
    ExportAborted,
    /// An exported game's result: still in progress.
    ExportPlaying,
    /// An exported game's move list.
    ExportMoves,
    /// An exported game's move list when there is no move yet.
    ExportNoMoves,
    /// Names the attached SGF file.
    ExportFile,
    // ---- reviews ----
    /// Refusal: a review of a game that is not finished.
    ReviewNotFinished,
    /// Progress of a review being computed (`percent`).
    ReviewProgress,
    /// Heading of a review: number, players, result.
    ReviewTitle,
    /// A player's line of a review: moves, average chance lost, serious mistakes (`threshold`).
    ReviewSummary,
    /// One of a player's costliest moves: number, cell, chance before and after, the better stone,
    /// the picture's file.
    ReviewMistake,
    /// A player with no costly move.
    ReviewNoMistakes,
    /// How hard the computer looked at each position.
    ReviewBudget,
    /// Caption of the review's graph (the biggest swings).
    ReviewCaption,
    /// The review's graph in words, for screen readers.
    ReviewAlt,
    /// Caption of the profile's rating plot (`ladders`: which it shows, how they are drawn).
    ProfilePlotCaption,
    /// The plot's ladders: both, the solid line between players and the dashed one against the
    /// computer.
    ProfilePlotBoth,
    /// The plot's ladder: games between players only.
    ProfilePlotPlayers,
    /// The plot's ladder: games against the computer only.
    ProfilePlotComputer,
    /// The profile's rating plot in words, for screen readers.
    ProfilePlotAlt,
    /// A game's result in its record (history, export, replay) when a player asked for hints.
    WithHints,
    // ---- hints and replays ----
    /// Heading of a hint: for whom (player, colour), and the playouts behind it.
    HintTitle,
    /// One of a hint's best moves: rank, cell, and the chance to win after it in percent.
    HintMove,
    /// A hint whose position the solver proved won: the colour to move and a winning stone.
    HintProvedWin,
    /// A hint whose position the solver proved lost: every stone loses; the search's most
    /// stubborn try beside.
    HintProvedLoss,
    /// A hint where swapping is allowed: the computer would swap.
    HintSwapYes,
    /// A hint where swapping is allowed: the computer would not swap.
    HintSwapNo,
    /// A hint's last line: only the asker sees it, and the game is now marked assisted.
    HintAssisted,
    /// As [`Key::HintAssisted`], in a game against the computer that now counts on no ladder.
    HintAssistedUnrated,
    /// Refusal: a replay of a challenge that never became a game.
    ReplayNeverPlayed,
    /// Heading of a replay: number, players, variant, board, result, length.
    ReplayTitle,
    // ---- rules ----
    /// The rules of Hex and Rex, swap and tips, for `/hex rules`.
    Rules,
    /// The rules of Rex (`/hex rules variant:rex`).
    RulesRex,
}
