//! The catalogue's keys for the analysis board (`/hex-study analyze`): the board and where it stands,
//! the engine's and the solver's words, sharing, the refusals, and the buttons.
//! [`with_analysis_keys`] adds them to the keys it is given and hands the whole list on to
//! `with_puzzle_keys!`. Each key's note is when it is shown.

macro_rules! with_analysis_keys {
    ($($keys:tt)*) => {
        with_puzzle_keys! {
            $($keys)*
            // ---- the analysis board (issue 65) ----
            /// A board's first line: its number, the board and the game.
            AnalysisTitle,
            /// A board was opened (private; the engine refuses positions of running games).
            AnalysisOpened,
            /// Where the node stands: its move number and who is to move.
            AnalysisToMove,
            /// Where the node stands: its move number and who connected.
            AnalysisWon,
            /// The moves played after this node: the line's next, then the variations.
            AnalysisNext,
            /// The swap, as a move in a list.
            AnalysisSwapMove,
            /// The start position, as the "last move" of the caption.
            AnalysisStartPosition,
            /// The opening explorer: the moves played next here in the server's and the
            /// player's finished games.
            AnalysisExplorer,
            /// One of them: the move, how many games, Red's score.
            AnalysisExplorerMove,
            /// The caption under a board: move number, last move, who is to move.
            AnalysisCaption,
            /// The caption under a finished position: move number, last move, the winner.
            AnalysisCaptionOver,
            /// The node and the variations after it were deleted.
            AnalysisDeleted,
            /// The engine: Red's chance here, from so many playouts.
            AnalysisChance,
            /// The engine: one of its best moves, with Red's chance after it.
            AnalysisEngineMove,
            /// The engine on an empty 9×9, 11×11 or 13×13 Hex board with the swap: the swap
            /// map, at its budget, and the fairest first stones.
            AnalysisSwapMap,
            /// One of them: the cell and Red's chance after Blue's swap decision.
            AnalysisSwapMapStone,
            /// The engine: its principal line.
            AnalysisLine,
            /// The solver: the side to move wins, and these are all its winning stones.
            AnalysisProvedWins,
            /// The solver: the side to move wins, and this is a winning stone (others not settled).
            AnalysisProvedWinsOne,
            /// The solver: the side to move loses whatever it plays.
            AnalysisProvedLoses,
            /// The public post of a shared position: who shared it, the board, the move number.
            AnalysisShared,
            /// The public post: the moves that lead to the position.
            AnalysisSharedMoves,
            /// The caption under a shared position.
            AnalysisSharedCaption,
            /// Refusal: a board's button for a node that is no longer there.
            AnalysisStale,
            /// Refusal: a board that was forgotten (a player keeps a bounded number).
            AnalysisGone,
            /// Refusal: someone else's board.
            AnalysisNotYours,
            /// Refusal: two presses on one board at once; the other came first.
            AnalysisRaced,
            /// Refusal: more moves typed at once than one press may add.
            AnalysisTooManyMoves,
            /// Refusal: a typed word that is not a move (its number among the words typed).
            AnalysisBadMove,
            /// Refusal: a move that is illegal in its position.
            AnalysisIllegalMove,
            /// Refusal: the tree holds as many moves as a board keeps.
            AnalysisTreeFull,
            /// Refusal: the start position cannot be deleted.
            AnalysisDeleteRoot,
            /// Refusal: more than one source given for a new board.
            AnalysisOneSource,
            /// Refusal: a setup stone that is not a cell.
            AnalysisBadStone,
            /// Refusal: a setup that is not a position to play on.
            AnalysisBadSetup,
            /// Refusal: a link that is neither a HexWorld board nor one of this bot's game pages.
            AnalysisNotALink,
            /// Refusal: a move list, record or link that does not read (what and where).
            AnalysisBadImport,
            /// Where in a text: its line and column.
            AnalysisAt,
            /// Where in a text: a move's number and text, and its place.
            AnalysisAtMove,
            /// Where in a text: the input as a whole.
            AnalysisAtWhole,
            /// Refusal: an attached record larger than a board reads.
            AnalysisRecordTooLarge,
            /// Refusal: an attached record that did not arrive, or is not text.
            AnalysisRecordUnread,
            /// Refusal: the engine on a position of a game still being played.
            AnalysisLiveGame,
            /// Refusal: the engine while the last request is still being searched.
            AnalysisInFlight,
            /// Refusal: the engine while the search threads are kept for players' moves.
            AnalysisBusy,
            /// The Play button's text input: its title…
            AnalysisMovesTitle,
            /// …and its label.
            AnalysisMovesLabel,
            /// Button: the start position.
            ButtonAnalysisStart,
            /// Button: one move back.
            ButtonAnalysisBack,
            /// Button: one move forward.
            ButtonAnalysisForward,
            /// Button: the end of the line.
            ButtonAnalysisEnd,
            /// Button: the next variation.
            ButtonAnalysisSibling,
            /// Button: play moves (opens a text input).
            ButtonAnalysisPlay,
            /// Button: the engine and the solver.
            ButtonAnalysisEngine,
            /// Button: share the position publicly.
            ButtonAnalysisShare,
            /// Button: delete this move and what follows it.
            ButtonAnalysisDelete,
            /// The link under a new board that opens it on the web companion.
            ButtonAnalysisWeb,
            // ---- /hex-study diagram (issue 66) ----
            /// A diagram's first line: who posts it, the board, the move number.
            Diagram,
            /// A mark that is not a cell of the board.
            DiagramBadMark,
            /// More marks than letters.
            DiagramTooManyMarks,
            /// "Draw Hex position" on a message that holds no position (private).
            DiagramNothingInMessage,
            // ---- "Challenge to Hex" on a member (issue 66) ----
            /// The form's title: whom it challenges.
            ChallengeFormTitle,
            /// The form's fields' labels (at most 45 characters): the board size…
            ChallengeFormSize,
            /// …Hex or Rex…
            ChallengeFormVariant,
            /// …the swap rule…
            ChallengeFormSwap,
            /// …the time per move…
            ChallengeFormTimer,
            /// …and who plays Red.
            ChallengeFormFirst,
            /// A field that does not read: its text and what it takes (private).
            ChallengeFormBad,
            /// Link button: the position on HexWorld.
            ButtonHexWorld,
            // ---- outside servers (issue 66): refusals, each saying why (see `places`) ----
            /// `/hex leaderboard` outside servers.
            OutsideLeaderboard,
            /// `/hex config` outside servers.
            OutsideConfig,
            /// `/hex vacation` outside servers.
            OutsideVacation,
            /// A tournament command outside servers.
            OutsideTournament,
            /// A challenge in a thread of its own outside servers.
            OutsideThread,
            /// A game with a day clock outside servers.
            OutsideDayClock,
            /// The profile's heading outside servers: its ladders are those of games outside
            /// servers.
            ProfileOutside,
            /// `profile-empty`, outside servers.
            ProfileEmptyOutside,
            /// `profile-no-player-games`, outside servers.
            ProfileNoPlayerGamesOutside,
        }
    };
}
