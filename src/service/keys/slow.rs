//! The catalogue's keys for slow games (day clocks, "your move" notices, `/hex games`,
//! vacations) and for the early ends of a game (a cancelled game, a player who never moved).
//! [`with_slow_game_keys`] adds them to the keys it is given and declares them all through
//! `catalogue!`.

macro_rules! with_slow_game_keys {
    ($($keys:tt)*) => {
        catalogue! {
            $($keys)*
            // ---- conditional moves (`/hex plan`) ----
            /// Refusal: a game against the computer (it answers at once).
            PlanAgainstComputer,
            /// Refusal: it is the planner's own move.
            PlanYourMove,
            /// After a planned answer on the board: whose plan it was.
            PlanPlayed,
            /// The plan, privately: its answers and lines.
            PlanShown,
            /// The plan after adding lines.
            PlanSaved,
            /// No plan in this game.
            PlanNone,
            /// The plan is forgotten.
            PlanCleared,
            /// Refusal: no cell in the plan.
            PlanEmpty,
            /// Refusal: a word that is not a cell.
            PlanNotACell,
            /// Refusal: a line ends with the opponent's move.
            PlanNoAnswer,
            /// Refusal: a cell taken where the line plays it.
            PlanTaken,
            /// Refusal: a cell after the game's end.
            PlanAfterEnd,
            /// Refusal: too many answers.
            PlanTooMany,
            /// Refusal: `*` not in the opponent's place at a line's end.
            PlanAnyMisplaced,
            /// Direct message to a planner: their plan answered a move.
            PlanPlayedDirect,
            // ---- premoves (`/hex plan` in a live game) ----
            /// The premove queued.
            PremoveSaved,
            /// The premove, privately.
            PremoveShown,
            /// No premove in this game.
            PremoveNone,
            /// Refusal: a live game's plan is one move.
            PremoveOnlyOne,
            /// After a premove on the board: whose it was.
            PremovePlayed,
            /// The Plan button under a game between people.
            ButtonPlan,
            /// The Plan button's form: its title.
            PlanInputTitle,
            /// The Plan button's form: its field.
            PlanInputLabel,
            // ---- slow games ----
            /// A day clock in a game's settings: "{ $days } days per move".
            DetailsDayClock,
            /// The end reason of a game lost when a day clock ran out ("on time").
            ReasonTime,
            /// Result line: the player to move let their day clock run out; the other wins.
            LostOnTime,
            /// A game against the computer ends, unrated: the player's day clock ran out.
            TimeRanOutVsComputer,
            /// The notice after a move in a day-clock game, naming the player to move, their
            /// opponent and the time left.
            YourMove,
            /// The reminder when a quarter of the clock is left, with a link to the game.
            YourMoveReminder,
            /// The direct message telling a player it is their move, with a link to the game.
            YourMoveDirect,
            /// After a move: the clock stands still while a player is on vacation.
            ClockStandsStill,
            /// Time left: days and hours ("2 days 23 h").
            DaysHours,
            /// A count of days.
            Days,
            /// Refusal: a 30 or 60 second timer against the computer (it takes a day clock or
            /// none).
            LiveTimerVsComputer,
            /// `/hex games`: the heading with the number of games.
            GamesTitle,
            /// `/hex games`: no unfinished game.
            GamesNone,
            /// `/hex games`: one game waiting on the asker.
            GamesLineYourMove,
            /// `/hex games`: one game waiting on the opponent.
            GamesLineTheirMove,
            /// `/hex games`: the time left on a game's clock.
            GamesClockLeft,
            /// `/hex games`: a game whose clock stands still (a vacation).
            GamesClockStill,
            /// `/hex games`: a game without a clock.
            GamesNoClock,
            /// `/hex games`: which page of how many.
            GamesPage,
            /// Label of the button to the previous page.
            ButtonPrevious,
            /// Label of the button to the next page.
            ButtonNext,
            /// Refusal: `/hex games` for someone else.
            GamesNotYours,
            /// `/hex vacation`: not on vacation, with the days left this year.
            VacationOff,
            /// `/hex vacation`: on vacation until a time, with the days left this year.
            VacationOn,
            /// `/hex vacation start`: it started.
            VacationStarted,
            /// `/hex vacation end`: it ended.
            VacationEnded,
            /// Refusal: a vacation while already on one.
            VacationAlready,
            /// Refusal: `/hex vacation end` while not on vacation.
            VacationNotOn,
            /// Refusal: a vacation with no allowance left this year.
            VacationNoneLeft,
            /// `/hex settings`: how "your move" notices reach the user.
            SettingsNotify,
            /// A notice by mention.
            NotifyMention,
            /// A notice by direct message.
            NotifyDm,
            /// No notice.
            NotifyOff,
            /// `/hex config`: the days of vacation a year.
            ConfigVacationDays,
            /// Tournaments open at once, at most: { $count }.
            ConfigOpenTournaments,
            /// Announcement: a day clock's reminder or loss on time failed again and again.
            DayClockGaveUp,
            /// Refusal: a claim in a game with a day clock (its clock is the claim).
            ClaimDayClock,
            // ---- early ends (issue 31) ----
            /// A player cancelled their game before its second stone (or resigned before their
            /// own first): no winner, not rated.
            AbortedEarly,
            /// Refusal: a player's abort once both players have placed a stone (moderators only).
            AbortTooLate,
            /// A game ended with a player who never moved themselves: it is not rated.
            UnratedNeverMoved,
            /// The question before a hint that would take a game off the computer ladder.
            HintConfirm,
            /// Label of the button that shows the hint after all.
            ButtonShowHint,
            /// History: a game against the computer the bot ended because its human did not move
            /// in time (nobody aborted it).
            HistoryEndedIdle,
            // ---- hardening, round two (issue 32) ----
            /// Refusal: a hint while the same player's last one is still being searched.
            HintInFlight,
            /// Refusal: a hint while the computer's queue keeps its last places for moves.
            HintBusy,
            /// Announcement: a game against the computer that its human left could not be ended,
            /// again and again.
            AbandonedGaveUp,
            /// Refusal: a replay or a review's pictures while every drawing permit is taken and
            /// the queue for them is full.
            RenderBusy,
        }
    };
}
