//! The catalogue's keys for tournaments (`/hex-tournament …`): refusals, the announcements of
//! a tournament's life (created, players joining, rounds and their pairings, forfeits, the end)
//! and the words of its standings. [`with_tournament_keys`] adds them to the keys it is given
//! and hands the whole list on to `with_slow_game_keys!`. Each key's note is its English text.

macro_rules! with_tournament_keys {
    ($($keys:tt)*) => {
        with_slow_game_keys! {
            $($keys)*
            // ---- tournaments (issue 33) ----
            /// Swiss
            TournamentFormatSwiss,
            /// round robin
            TournamentFormatRoundRobin,
            /// double round robin
            TournamentFormatDoubleRoundRobin,
            /// knockout
            TournamentFormatKnockout,
            /// Only members who may manage this server can create, start or cancel a tournament.
            TournamentNeedsManager,
            /// This server has { $count } tournaments open already, the most at once. Finish or c…
            TournamentTooMany,
            /// A tournament's name takes 1 to 60 characters.
            TournamentNameInvalid,
            /// Only a Swiss tournament takes a number of rounds: a round robin and a knockout hav…
            TournamentRoundsSwissOnly,
            /// A Swiss tournament has 1 to 20 rounds.
            TournamentRoundsRange,
            /// Only a Swiss tournament is paired by the FIDE Dutch rules: a round robin and a kno…
            TournamentRulesSwissOnly,
            /// Swiss pairings by the FIDE Dutch rules of { $year }.
            TournamentPairingRules,
            /// A tournament takes at most 2 to 256 players.
            TournamentMaxPlayersRange,
            /// There is no tournament #{ $id } in this server.
            TournamentUnknown,
            /// No tournament is open in this channel. Name one by its number (such as 12 for #12).
            TournamentNoneHere,
            /// You are in tournament #{ $id } already.
            TournamentAlreadyJoined,
            /// Tournament #{ $id } is full: { $max } players.
            TournamentFull,
            /// Tournament #{ $id } takes no more players: it has started or ended.
            TournamentNotOpen,
            /// You are not in tournament #{ $id }.
            TournamentNotJoined,
            /// Tournament #{ $id } needs at least { $min } players to start; it has { $count }.
            TournamentTooFew,
            /// Tournament #{ $id } is not being played.
            TournamentNotRunning,
            /// You are not playing in tournament #{ $id } any more.
            TournamentNotPlaying,
            /// { $user } created the tournament **{ $name }** (#{ $id }): { $format }, { $variant…
            TournamentCreated,
            /// rated
            TournamentRated,
            /// unrated
            TournamentUnrated,
            /// Players ({ $count }): { $list }
            TournamentEntrants,
            /// No players yet.
            TournamentNoEntrants,
            /// { $user } joined **{ $name }** (#{ $id }).
            TournamentJoined,
            /// { $user } left **{ $name }** (#{ $id }).
            TournamentLeft,
            /// **{ $name }** (#{ $id }) has started: { $count } players, { $rounds ->
            TournamentStarted,
            /// Round { $round } of { $rounds } of **{ $name }** (#{ $id }):
            TournamentRound,
            /// Board { $board }: { $red } (Red) against { $blue } (Blue)
            TournamentPairing,
            /// { $user } has the bye (1 point).
            TournamentByeSwiss,
            /// { $user } sits this round out.
            TournamentByeIdle,
            /// { $user } goes through to the next round.
            TournamentByeThrough,
            /// Board { $board }: { $winner } wins by forfeit against { $loser }.
            TournamentForfeit,
            /// Board { $board }: { $red } and { $blue } have both withdrawn; nobody scores.
            TournamentForfeitBoth,
            /// **{ $name }** (#{ $id }), round { $round }, board { $board }: { $red } (Red) again…
            TournamentGame,
            /// { $user } has withdrawn from **{ $name }** (#{ $id }): their remaining games are l…
            TournamentWithdrawn,
            /// **{ $name }** (#{ $id }) has been cancelled by { $user }.
            TournamentCancelled,
            /// **{ $name }** (#{ $id }) is over. The winner is { $user }. Congratulations!
            TournamentFinished,
            /// No further round of **{ $name }** can be paired by the rules, so it ends here.
            TournamentFinishedEarly,
            /// **{ $name }** (#{ $id }): standings after round { $round } of { $rounds }
            TournamentStandingsTitle,
            /// **{ $name }** (#{ $id }) has no complete round yet.
            TournamentStandingsNone,
            /// #
            TournamentColRank,
            /// Player
            TournamentColPlayer,
            /// Pts
            TournamentColPoints,
            /// Games
            TournamentColGames,
            /// BhC1
            TournamentTbBuchholzCut1,
            /// Bh
            TournamentTbBuchholz,
            /// SB
            TournamentTbSonnebornBerger,
            /// DE
            TournamentTbDirect,
            /// BhC1: Buchholz without the lowest; Bh: Buchholz; SB: Sonneborn-Berger; DE: direct…
            TournamentTbLegendSwiss,
            /// SB: Sonneborn-Berger; DE: direct encounter.
            TournamentTbLegendRoundRobin,
            /// { $rank }. { $user }: { $wins ->
            TournamentStandingsKnockout,
            /// Tournament #{ $id } as a TRF file (FIDE's Tournament Report File; Red is White, Bl…
            TournamentExported,
            /// #{ $id } **{ $name }**: { $format }, { $status }
            TournamentListLine,
            /// taking players
            TournamentStatusSignup,
            /// round { $round } of { $rounds }
            TournamentStatusRunning,
            /// Refusal to the front end: the board's game exists (its new thread is dropped).
            TournamentBoardHasGame,
            /// A line of the standings: rank, player, points, tiebreaks, games.
            TournamentStandingsRow,
            /// One tiebreak in a standings line: its abbreviation and value.
            TournamentTiebreak,
            /// A count of games played in a tournament.
            TournamentGamesCount,
            /// Join (the button under a tournament's announcement)
            ButtonJoin,
            /// Leave
            ButtonLeave,
            /// I may not create threads in this channel, and each game of a tournament is play…
            TournamentNeedsThreads,
            /// I could not make the thread of board { $board }: I need the permissions to crea…
            TournamentThreadFailed,
            /// Making the threads again of { $count } games that wait.
            TournamentThreadsAgain,
            /// A tournament game cannot be cancelled: resign it (your opponent scores), or ask…
            TournamentNoCancel,
            /// The status line of an announcement once its tournament started or ended.
            TournamentClosedLine,
        }
    };
}
