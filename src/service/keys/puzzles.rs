//! The catalogue's keys for puzzles (`/hex-study puzzle`): the puzzle shown, the verdict on each
//! stone, the hint, the ratings, the refusals, and the puzzle ladder's words.
//! [`with_puzzle_keys`] adds them to the keys it is given and hands the whole list on to
//! `with_tournament_keys!`. Each key's note is when it is shown.

macro_rules! with_puzzle_keys {
    ($($keys:tt)*) => {
        with_tournament_keys! {
            $($keys)*
            // ---- puzzles (issue 34) ----
            /// A puzzle's first line: its number, board and rating.
            PuzzleTitle,
            /// The task: which colour is to move, and that one stone wins.
            PuzzleTask,
            /// The puzzle counts for the player's puzzle rating (their first try at it here).
            PuzzleRated,
            /// The puzzle does not count: the player tried it before (or took the hint).
            PuzzleUnrated,
            /// The player's stone keeps the win; the computer's answer; their move again.
            PuzzleContinue,
            /// Solved: the winning chain is complete.
            PuzzleSolved,
            /// Solved: the winning chain cannot be stopped any more (the marked cells hold it).
            PuzzleSolvedConnected,
            /// The stone loses, with the answer that refutes it.
            PuzzleWrong,
            /// The stone loses (the solver named no single answer).
            PuzzleWrongNoAnswer,
            /// The solver could not decide within its budget: counted as not solved.
            PuzzleUnproved,
            /// The player gave the puzzle up.
            PuzzleGaveUp,
            /// The solution: the key, then the main line.
            PuzzleSolution,
            /// The player's puzzle rating before and after.
            PuzzleRatingChange,
            /// Asks before the hint: it counts as not solved, with the rating it would cost.
            PuzzleHintAsk,
            /// The hint: the winning stone is in the marked region.
            PuzzleHintShown,
            /// The board's caption during a puzzle.
            PuzzleCaption,
            /// Refusal: a puzzle command with no puzzle open.
            PuzzleNoneOpen,
            /// Refusal: a puzzle's button after it ended.
            PuzzleOver,
            /// Refusal: the button of someone else's puzzle.
            PuzzleNotYours,
            /// Refusal: a stone while the last one is still being judged.
            PuzzleBusy,
            /// Refusal: the bot has no puzzles.
            PuzzleNoLibrary,
            /// Button: give the puzzle up and see the solution.
            ButtonGiveUp,
            /// Button: another puzzle.
            ButtonNextPuzzle,
            /// Button: the hint.
            ButtonPuzzleHint,
            /// The puzzle ladder's title, with the page.
            PuzzleLeaderboardTitle,
            /// The puzzle ladder of a server where nobody has solved a rated puzzle yet.
            PuzzleLeaderboardEmpty,
            /// A profile's line on puzzles: rating, solved and not solved.
            ProfilePuzzles,
            /// A profile's line on the daily puzzle: the current and the best streak.
            ProfileDailyStreak,
            // ---- the daily puzzle ----
            /// The daily post's first line: the date, the puzzle's number, board and rating.
            PuzzleDailyPost,
            /// The daily post's task: who is to move, and to press Solve.
            PuzzleDailyTask,
            /// The daily post: nobody solved it yet.
            PuzzleDailyNobody,
            /// The daily post: how many solved it, and the first three.
            PuzzleDailySolvers,
            /// The private puzzle's second line: it is the daily puzzle of that date.
            PuzzleDailyOf,
            /// The daily puzzle again, once the player solved it.
            PuzzleDailySolvedAlready,
            /// The daily puzzle again, once the player tried it and did not solve it.
            PuzzleDailyTriedAlready,
            /// The player's daily streak, current and best.
            PuzzleDailyStreak,
            /// Refusal: the Solve button of an earlier day's post.
            PuzzleDailyOld,
            /// Refusal: the daily puzzle while another puzzle is open.
            PuzzleDailyFinishFirst,
            /// Button: solve the daily puzzle privately.
            ButtonSolveDaily,
            /// `/hex config`: where and at which hour the daily puzzle is posted.
            ConfigDailyPuzzle,
            /// `/hex config`: the daily puzzle is not posted (its day starts at the hour).
            ConfigDailyPuzzleOff,
            /// Refusal: a puzzle hour that is not 0–23.
            ConfigBadPuzzleHour,
            // ---- the web companion ----
            /// `/hex config`: the server's games have pages on the web, at this address.
            ConfigWebOn,
            /// `/hex config`: the server opted in, but this bot serves no web pages.
            ConfigWebUnserved,
            /// `/hex config`: the server's games have no pages on the web.
            ConfigWebOff,
            /// The board's button: a personal link to play on the web.
            ButtonPlayOnWeb,
            /// The board's link button to the game's page on the web.
            ButtonGamePage,
            /// Play on the web, answered privately: the player's personal link (on its button)
            /// and when it expires.
            WebLinkGiven,
            /// Play on the web pressed by someone who does not play the game: its page.
            WebLinkNotPlayer,
            /// Play on the web pressed after the game ended: its page, for the replay.
            WebLinkOver,
            /// Play on the web pressed where the game has no page (any more).
            WebLinkUnserved,
        }
    };
}
