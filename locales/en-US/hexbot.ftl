# hexbot: the English catalogue, the source of every other language.
#
# Every message here exists in every locale with the same variables (cargo test checks it).
# Ids of the service's messages are its `Key` names in kebab-case (NoGameHere: no-game-here).
# Variables:
#   player, user, challenger, opponent, winner, loser, red, blue, other, moderator:
#     a person's name, or the computer (computer-name, formatted in the same language);
#     a piece opening a sentence gets a capital letter.
#   color: a colour's name (color-red, color-blue); side: the adjective of side-red, side-blue.
#   level: level-easy, level-medium, level-hard; board: the message "board"; moves, minutes,
#   games: counts (moves, minutes, rated-games); numbers are written with the locale's grouping.
# Messages name colours, never directions: the board may be shown rotated.

## refusals (shown privately)
no-game-here = There is no game in this channel. Start one with /hex challenge or /hex ai.
channel-busy = This channel already has a game or an open challenge. Finish it first, or play in another channel.
challenge-self = You cannot challenge yourself. To play alone, try /hex ai.
too-many-challenges = You already have { $limit } open challenges in this server, the most at once. Withdraw one or wait for an answer first.
thread-not-allowed = You may not create threads in this channel, so the challenge cannot have a thread of its own. Challenge without thread, or ask a moderator.
thread-bot-not-allowed = I may not create threads in this channel, so the challenge cannot have a thread of its own. Challenge without thread, or ask a moderator to let me.
challenge-bot = { $user } is a bot account and cannot play. Play the computer with /hex ai instead.
size-out-of-range = The board size must be between { $min } and { $max }, not { $size }.
no-open-challenge = There is no open challenge in this channel.
not-challenged = Only { $user } can answer this challenge.
not-challenger = Only { $user }, who made this challenge, can withdraw it.
challenge-pending = The challenge has not been accepted yet.
not-a-player = You are not playing in this game.
not-your-turn = It is { $player }'s turn ({ $color }).
hint-rated = Hints are not allowed in rated games between players.
hint-confirm = Show the hint? This game against the computer will then no longer count for the computer ladder, and its record will say that you used hints.
hint-in-flight = Your last hint is still being worked out: one hint at a time. Nothing was changed.
hint-busy = The computer is busy with players' moves at the moment, so hints wait. Ask again shortly; nothing was changed.
render-busy = The bot is drawing other replays and reviews at the moment. Try again in a minute; nothing was changed.
computer-thinking = The computer is thinking; its move comes in a moment.
computer-games-per-user = You already play { $limit ->
    [one] a game
   *[other] { $limit } games
} against the computer, the most at once. Finish or resign one first.
computer-games-per-server = This server already has { $limit } games against the computer going, the most at once. Try again when one ends.
computer-busy = The computer has too many moves to think about at the moment. Try again shortly; nothing was played.
bad-cell = "{ $text }" is not a cell here ({ $reason }).
occupied = { $cell } is already taken.
swap-off = Swap is off in this game.
swap-not-now = Swap is only possible as Blue's answer to Red's first stone.
game-over = This game is over.
already-moved = That move was already made.
stale-button = That button is from an earlier position; the game has moved on. Use the newest board.
unknown-button = That button is not one of mine, or its game is gone.
move-needs-cell = Type a cell such as e5.
not-moderator = Only members who may manage messages can abort a game.
not-set-aside = Game #{ NUMBER($game, useGrouping: "false") } is not a game set aside in this server. To abort a game that is being played, use /hex abort in its channel.
config-not-moderator = Only members who may manage the server can change its settings; /hex config without options shows them to anyone.
nothing-to-confirm = There is no resignation to confirm. Use /hex resign first.
no-rematch = There is no finished game in this channel to rematch.
rematch-not-player = Only the players of the last game can ask for a rematch.
claim-has-timer = This game has a turn timer: the computer moves for absent players, so there is nothing to claim.
claim-own-turn = It is your turn; only the player waiting for the other can claim.
claim-too-early = { $player } has been idle for less than { $idle }; you can claim in { $remaining }.
claim-vs-computer = The computer never keeps you waiting; there is nothing to claim.
claim-opponent-moved = { $player } has moved since this button was posted; there is nothing to claim, and the game goes on.
leaderboard-empty = No rated games in this server yet.
computer-leaderboard-empty = No games against the computer rated in this server yet.
leaderboard-page-empty = Page { $page } of the leaderboard is empty (there are { $pages }).
profile-empty = { $player } has no rated games in this server yet.
# Why a typed cell is not one: the reason of bad-cell.
cell-malformed = expected a letter and a number, like e5
cell-row-zero = rows are numbered from 1
cell-column-off = there is no column { $column } on { $board }
cell-row-off = there is no row { $row } on { $board }
cell-off-board = there is no such cell on { $board }

## challenges
challenge-issued = { $challenger } challenges { $opponent } to { $variant } on { $board } ({ $details }). { $goal } { $first } { $opponent }: accept or decline within { $minutes }.
# Who plays Red, in a challenge: a named player, or a draw told once the challenge is accepted.
first-red = { $red } plays Red and moves first.
first-drawn = Who plays Red has been drawn at random; it is told when { $opponent } accepts.
challenge-accepted = { $opponent } accepted the challenge. { $seats }
rematch-accepted = { $opponent } accepted the rematch. { $seats }
# The goal of the variant, in a challenge (goal) and with the seats at the start of a game (seats).
goal-hex = Whoever first joins their own two sides with a chain wins.
goal-rex = In Rex, whoever completes a chain between their own two sides loses.
seats-hex = { $red } plays Red and wins by joining the two red sides; { $blue } plays Blue and wins by joining the two blue sides.
seats-rex = { $red } plays Red and must avoid joining the two red sides; { $blue } plays Blue and must avoid joining the two blue sides. In Rex, whoever completes a chain between their own two sides loses.
challenge-declined = { $opponent } declined the challenge from { $challenger }.
challenge-withdrawn = { $challenger } withdrew the challenge to { $opponent }.
challenge-expired = The challenge from { $challenger } to { $opponent } expired unanswered.
expiry-gave-up = The challenge could not be closed after { $tries } tries (the bot cannot write to its database). It stays open: answer or withdraw it.
details-swap-on = swap: { $form }
details-swap-off = swap off
details-timer = { $secs } s per move
details-no-timer = no timer
details-rated = rated
# The details of a challenge: "swap on, no timer, rated".
details-list = { $swap }, { $timer }, { $rated }
config-shown = This server's settings for new games: { $variant } on { $board }; swap: { $swap }; turn timer: { $timer }; rematches: { $rematch }; board pictures: { $orientation }. Commands without these options use them.
config-changed = Saved. This server's settings for new games are now: { $variant } on { $board }; swap: { $swap }; turn timer: { $timer }; rematches: { $rematch }; board pictures: { $orientation }.
config-rematch-alternate = the other player starts
config-rematch-same = the same player starts
swap-form-off = off
swap-form-mirror = mirror
swap-form-seat = seat
orientation-normal = normal (wide)
orientation-rotated = turned 90° (tall, for phones)
settings-shown = Your settings: boards shown only to you are { $orientation }. Change it with /hex settings.
settings-changed = Saved: boards shown only to you are now { $orientation }.

## games
ai-game-started = { $player } plays the computer ({ $level }) at { $variant } on { $board }. { $seats }
rematch-started = Rematch: { $seats }
rematch-offered = { $challenger } offers { $opponent } a rematch: { $variant } on { $board } ({ $details }), and this time { $red } plays Red. { $goal } { $opponent }: accept or decline within { $minutes }.
moved = { $player } ({ $color }) played { $cell }.
swapped-mirror = { $player } swapped: Red's stone on { $from } was removed and a Blue stone put on { $to }, its mirror cell. Red moves next.
# A mirror swap of a stone on the long diagonal: its mirror cell is its own.
swapped-mirror-diagonal = { $player } swapped: Red's stone on { $cell } lies on the long diagonal, so it stays where it is and turns Blue. Red moves next.
swapped-seat = { $player } swapped seats and now plays Red, taking over the stone on { $cell }; { $other } now plays Blue and moves next.
rematch-alternates = Colours alternate: { $red } starts this time, as Red.
rematch-same-starter = Same starter: { $red } starts again, as Red.
swap-note-off = Swap is off: Blue answers Red's first stone with a stone of their own.
swap-note-easy = Swap is off: Easy is played without swap.
swap-note-mirror = Swap: mirror. Blue may answer Red's first stone by swapping: the red stone is replaced by a blue one on its mirror cell (row and column exchanged), and Red moves next.
swap-note-seat = Swap: seat. Blue may answer Red's first stone by swapping seats: the players exchange colours, the stone stays, and the new Blue moves next.
computer-thinks = The computer is thinking…
timed-out = { $player } ran out of time, so the computer ({ $level }) played { $cell } for them. Until { $player } moves again, the computer plays each of their turns when the timer runs out.
computer-gave-up = The computer could not make its move after { $tries } tries (the bot cannot write to its database). The game waits; it goes on after the bot restarts, or a moderator may abort it with /hex abort.
abandoned-gave-up = The abandoned game against the computer could not be ended after { $tries } tries (the bot cannot write to its database). It stays open for now; it ends after the bot restarts, or a moderator may abort it with /hex abort.
# The same on the turn of the swap, when the computer chose to swap; the swap itself follows.
timed-out-swap = { $player } ran out of time, so the computer ({ $level }) chose to swap for them. Until { $player } moves again, the computer plays each of their turns when the timer runs out.
timed-out-again = The computer played { $cell } for { $player } again, as the timer ran out.
player-returned = Welcome back, { $player }: your seat is yours again.
won-by-connection = { $winner } ({ $color }) connected the two { $side } sides and wins!
lost-by-connection = { $loser } ({ $color }) joined the two { $side } sides and loses, since in Rex joining your own sides loses: { $winner } ({ $winner-color }) wins!
won-by-resignation = { $loser } resigned; { $winner } ({ $color }) wins.
claim-offered = { $player } has not moved for { $idle }. { $other } ({ $color }) may now claim the win: press “Claim win” or use /hex claim. If { $player } moves first, the game goes on.
won-by-claim = { $loser } was idle for { $idle }; { $winner } ({ $color }) claims the win.
aborted = { $moderator } aborted the game. It is not rated.
aborted-early = { $player } cancelled the game before its second stone. There is no winner, and it is not rated.
abort-too-late = Both players have placed a stone, so the game can no longer be cancelled: you may resign, or a moderator may abort it.
set-aside-list = These games no longer load and were set aside (their channels are free): { $games }. A moderator can abort one with /hex abort game:<number>.
set-aside-item = #{ NUMBER($game, useGrouping: "false") } in { $channel }
set-aside-aborted = { $moderator } aborted game #{ NUMBER($game, useGrouping: "false") }, which had been set aside. It is not rated.
abandoned-vs-computer = { $player } has not moved for { $idle }, so the game against the computer ends here, unrated. The channel is free for a new game.
unrated = This game is not rated: the computer made more than { $limit } moves for { $player }.
unrated-never-moved = This game is not rated: { $player } never moved themselves; the computer moved for them each time.
rating-change = { $player }: { $before } → { $after } ({ $delta }).
confirm-resign = Really resign this game? Press “{ button-confirm }” to resign.
computer-rating-change = { $player } against the computer: { $before } → { $after } ({ $delta }).
show-board = The board of { $red } (Red) against { $blue } (Blue).
shown-to-bystander = (Shown only to you: a game is being played here and you are not in it.)
public-answers-limited = (Shown only to you: you asked for { $count } public answers within { $window } s. You can share again in { $wait } s.)

## captions under the board (one line)
caption-to-play = Move { $number } · { $player } ({ $color }) to play · last: { $last }
caption-first-move = { $player } ({ $color }) to play the first move
# The same in Rex, where joining your own sides loses.
caption-to-play-rex = Move { $number } · { $player } ({ $color }) to play; joining the two { $side } sides loses · last: { $last }
caption-first-move-rex = { $player } ({ $color }) to play the first move; joining the two { $side } sides loses
caption-result = { $winner } ({ $color }) wins { $reason } · { $moves }
# A Rex game lost by joining one's own sides.
caption-rex-loss = { $loser } ({ $color }) joined the two { $side } sides and loses — { $winner } ({ $winner-color }) wins · { $moves }
caption-aborted = Aborted after { $moves }
# Why a game was won, after "wins" or "won".
reason-connection = by connection
reason-rex-connection = because the opponent joined their own two sides (Rex)
reason-resignation = by resignation
reason-claim = by claim, as the opponent was away too long
last-swap = swap

## the picture's description, read by screen readers (Discord's alt text)
alt-text = { $board }. { $caption }. { $red-stones } { $blue-stones }
alt-red-stones = { $count ->
    [0] No red stones.
   *[other] Red stones ({ $count }): { $cells }.
}
alt-blue-stones = { $count ->
    [0] No blue stones.
   *[other] Blue stones ({ $count }): { $cells }.
}
# The end of a list of cells cut short.
alt-more = and { $n } more

## buttons and inputs
button-accept = Accept
button-decline = Decline
button-withdraw = Withdraw
button-swap = Swap
button-resign = Resign
button-confirm = Confirm resignation
button-move = Move
button-plan = Plan
button-rematch = Rematch
button-rematch-same = Rematch, same starter
button-board = Show board
button-claim = Claim win
button-review = Review
button-show-hint = Show the hint
move-input-title = Your move
move-input-label = Cell, such as e5

## leaderboard and profile
leaderboard-title = Leaderboard (page { $page } of { $pages })
computer-leaderboard-title = Ladder against the computer (page { $page } of { $pages })
leaderboard-line = { $rank }. { $player } { $rating }{ $provisional } · { $wins }–{ $losses }
provisional = { " " }(provisional)
profile-title = { $player }: rating { $rating } ± { $deviation }{ $provisional }
profile-record = { $games }: { $wins } won, { $losses } lost ({ $streak }).
# The current run of results, in profile-record.
streak-won = { $n ->
    [one] won the last game
   *[other] { $n } wins in a row
}
streak-lost = { $n ->
    [one] lost the last game
   *[other] { $n } losses in a row
}
streak-none = no finished game yet
profile-no-player-games = { $player } has no rated games against other players in this server yet.
profile-computer = Against the computer: rating { $rating } ± { $deviation }{ $provisional } · { $wins }–{ $losses }
profile-best-win = Best win: against { $opponent } ({ $rating }).
profile-recent = Recent: { $games }
profile-plot-caption = Rating over time: { $ladders }
profile-plot-both = solid line, games between players; dashed green line, games against the computer
profile-plot-players = games between players
profile-plot-computer = games against the computer (dashed green line)
profile-plot-alt = A plot of the rating after each of { $games }, oldest first.
recent-won = W { $opponent }
recent-lost = L { $opponent }
recent-unfinished = – { $opponent }
# The computer in a seat, where its colour follows in parentheses.
computer-name = the computer
# The computer with its level, where nothing follows in parentheses (records, profiles).
computer-with-level = the computer ({ $level })

## pieces of other messages: colours, levels, counts and sizes
color-red = Red
color-blue = Blue
# "the two red sides"
side-red = red
side-blue = blue
level-easy = Easy
level-medium = Medium
level-hard = Hard
board = { $size ->
    [8] an
    [11] an
    [18] an
   *[other] a
} { $size }×{ $size } board
moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
rated-games = { $n ->
    [one] { $n } rated game
   *[other] { $n } rated games
}
hours-minutes = { $h } h { $m } min

## game records: history and export
no-such-game = There is no game #{ NUMBER($game, useGrouping: "false") } in this server.
never-played = Game #{ NUMBER($game, useGrouping: "false") } is a challenge that was never played; there is nothing to export.
history-title = Recent games of { $player }:
history-empty = { $player } has no games in this server yet.
history-line = #{ NUMBER($game, useGrouping: "false") } · { $date } · { $result } against { $opponent } · { $variant } { $size }×{ $size } · { $moves }
history-won = won
history-lost = lost
history-aborted = aborted game
history-ended-idle = ended, not played on in time
history-playing = playing
export-title = Game #{ NUMBER($game, useGrouping: "false") }, { $date }: { $red } as Red against { $blue } as Blue, { $variant } on { $board } · { $result }
export-result = { $winner } ({ $color }) won { $reason }
export-aborted = aborted
export-playing = in progress
export-moves = Moves: { $moves }
export-no-moves = none
export-file = The SGF record (for HexGui and other Hex tools) is attached as { $file }.
review-not-finished = Game #{ NUMBER($game, useGrouping: "false") } is not finished; only finished games can be reviewed.
review-progress = Reviewing… { $percent }%
review-title = Review of game #{ NUMBER($game, useGrouping: "false") }: { $red } as Red against { $blue } as Blue · { $result }
review-summary = **{ $player }**: { $moves }; on average { $average }% of the chance of winning lost per move; { $serious ->
        [one] one serious mistake
       *[other] { $serious } serious mistakes
    } (moves that cost { $threshold }% or more)
review-mistake = · move { NUMBER($number, useGrouping: "false") }, { $cell }: { $before }% → { $after }%; the computer prefers { $best } (the pale stone in { $file })
review-no-mistakes = · no costly move
review-budget = The computer looked at every position with { $playouts } playouts.
review-caption = Red's chance of winning after each move (in the red band Red is ahead, in the blue band Blue); ringed: the biggest swings, moves { $swings }
review-alt = A graph of Red's chance of winning over { $moves }: { $start }% at the start, { $end }% at the end; the biggest swings at moves { $swings }.
with-hints = { $result } (with hints)
hint-title = The computer's view for { $player } ({ $color }), from { $playouts ->
    [one] { $playouts } playout
   *[other] { $playouts } playouts
}: the greener a cell, the more of its search went there. Its best moves:
hint-move = { $rank }. { $cell }: { $percent }% chance to win
hint-proved-win = Proved by the solver: { $color } wins from here, and { $cell } is a winning stone.
hint-proved-loss = Proved by the solver: { $color } loses from here, whatever stone it plays, against best play. The computer's most stubborn try: { $cell }.
hint-swap-yes = You may also swap here, and the computer would.
hint-swap-no = You may also swap here, but the computer would not.
hint-assisted = The game is now marked in its record as played with hints.
hint-assisted-unrated = The game is now marked in its record as played with hints and no longer counts for the computer ladder.
replay-never-played = Game #{ NUMBER($game, useGrouping: "false") } is a challenge that was never played; there is nothing to replay.
replay-title = Replay of game #{ NUMBER($game, useGrouping: "false") }: { $red } as Red against { $blue } as Blue, { $variant } on { $board }, { $moves } · { $result }

## rules
rules =
    { "**" }Hex** is played on a rhombus of hexagons. Two opposite sides are red, the other two blue; each corner cell touches a red and a blue side and belongs to both. Red moves first, then the players take turns placing one stone on any empty cell; nobody passes, and stones never move and are never captured. Red tries to join the two red sides with an unbroken chain of red stones, Blue the two blue sides. Whoever completes their chain first wins, and a full board always has exactly one winner: there are no draws.
    { "**" }Bridge:** two stones of one colour with two empty cells between them that touch both are as good as connected: if the opponent takes one of the two cells, take the other.
    { "**" }Edge templates:** a stone on the second row from its own side is safely connected to that side (a bridge to the edge); on the third row it is connected too if the area in front of it is empty (the ziggurat).
    { "**" }Swap (pie rule):** moving first is a big advantage, so once, just after Red's first stone, Blue may swap instead of placing a stone. Mirror swap (the usual form): Red's stone is removed and a Blue stone goes on the cell mirrored in the long diagonal (row 2, column 5 becomes row 5, column 2); Red moves again. Seat swap (a house rule): the players exchange colours, the stone stays, the swapper plays Red from then on and the other player, now Blue, moves next. Either way Red should open with a move neither too strong nor too weak. Against the computer swap is off at Easy and on at Medium and Hard; two-player challenges have it on unless they say otherwise. When the computer plays Blue in Hex, it swaps if Red's first stone is not on an edge.
    { "**" }Rex** turns the goal around: whoever joins their own two sides loses. Ask /hex rules variant:rex for more.
    Commands: /hex move e5, /hex swap, /hex resign, /hex board, /hex ai, /hex challenge.
rules-rex =
    { "**" }Rex** (misère or reverse Hex) uses the board, stones and turns of Hex but turns the goal around: whoever completes a chain between their own two sides loses. Red must avoid joining the two red sides, Blue the two blue sides; you win when your opponent is forced to join theirs. As in Hex the corner cells belong to both sides.
    There are no draws: the board cannot be filled without someone joining their sides, and as nobody may pass, a player whose every empty cell would complete their own chain must take one and lose. The chain that lost is struck out on the final picture (dark, hatched and crossed), never gold.
    { "**" }Play:** instead of racing across, spread stones that stay apart from each other and keep safe moves in reserve, so that your opponent runs out of them first.
    { "**" }Swap:** the same two forms as in Hex (mirror or seat), on and off as in Hex. But an early stone can hurt as much as help in Rex, so whether to swap is a different question: the edge rule the computer follows in Hex is not promised here, and in Rex the computer decides for itself whether to swap.
    Start a game with /hex challenge variant:rex or /hex ai variant:rex; the commands are those of Hex.

## Discord: what the bot says of its own
sorry = Something went wrong on my side. Please try again.
file-too-large = ({ $name } is too large to attach here.)
thread-name = { $challenger } vs { $opponent }

## Discord: the /hex command (names stay English; descriptions and choices are translated)
cmd-hex = Play Hex (or Rex) in this channel
cmd-challenge = Challenge someone to a game in this channel
cmd-challenge-opponent = Who you want to play
cmd-challenge-size = Board size, { $min } to { $max } (default: the server's, else 11)
cmd-challenge-variant = Hex or Rex (default: the server's, else Hex)
cmd-challenge-swap = The swap (pie) rule: off, mirror or seat (default: the server's, mirror)
cmd-challenge-timer = Time per move: 30 or 60 s (the computer moves for you) or days (you lose on time)
cmd-challenge-first = Who moves first and plays Red (default: me)
cmd-challenge-thread = Play in a new thread named after the players
cmd-challenge-orientation = How the board is shown: normal, or turned for phones (default: the server's)
cmd-ai = Play against the computer
cmd-ai-level = How strong the computer plays (default medium)
cmd-ai-size = Board size, { $min } to { $max } (default: the server's, else 11)
cmd-ai-variant = Hex or Rex (default: the server's, else Hex)
cmd-ai-first = Who moves first and plays Red (default: me)
cmd-ai-orientation = How the board is shown: normal, or turned for phones (default: the server's)
cmd-ai-timer = A day clock: days per move (default: none)
cmd-move = Place a stone
cmd-move-cell = The cell, a letter and a number like e5
cmd-swap = Swap (pie rule): take your opponent's first stone, as Blue answering Red's first move
cmd-resign = Resign the game in this channel (asks for confirmation)
cmd-board = Show the board of the game in this channel again
cmd-board-private = Show it only to me, turned as my /hex settings say
cmd-leaderboard = The best players of this server
cmd-leaderboard-page = Page (default 1)
cmd-leaderboard-kind = Which ladder: two-player games (default), against the computer, or puzzles
cmd-profile = A player's rating, record and recent games
cmd-profile-user = Whose profile (default: yours)
cmd-history = Recent games of a player: result, opponent, board size, variant and date
cmd-history-user = Whose games (default: yours)
cmd-export = Download a game as an SGF file (for HexGui and other Hex tools) with its list of moves
cmd-export-game = The game's number, as /hex history lists it (#12 is 12)
menu-draw-position = Draw Hex position
menu-challenge-member = Challenge to Hex
cmd-study = Study Hex: an analysis board, diagrams, reviews and replays of games, puzzles
cmd-review = The computer's review of a finished game: a graph of the chances and the costliest moves
cmd-review-game = The game's number, as /hex history lists it (#12 is 12)
cmd-hint = The computer's view of your position, only for you (a game against it then leaves the ladder)
cmd-replay = Watch a game again as an animation, move by move
cmd-replay-game = The game's number, as /hex history lists it (#12 is 12)
cmd-rules = How to play Hex and Rex
cmd-rules-variant = Hex (default) or Rex
cmd-abort = Stop the game in this channel without a result (moderators)
cmd-abort-game = Number of a game set aside as it no longer loads (without: this channel's game)
cmd-claim = Claim the win when your opponent has not moved for a long time
cmd-config = This server's settings for new games (changing them needs Manage Server)
cmd-config-size = Board size of new games, { $min } to { $max }
cmd-config-variant = Hex or Rex
cmd-config-swap = The swap (pie) rule: off, mirror or seat (Easy is always played without swap)
cmd-config-timer = Time per move in two-player games
cmd-config-rematch = Who starts a rematch
cmd-config-orientation = How the boards of new games are shown
cmd-config-vacation = Days of vacation a member may take each year (0 to 30)
cmd-config-tournaments = The most tournaments open at once in this server (1 to 10)
cmd-settings = Your own settings
cmd-settings-orientation = How boards shown only to you are turned
cmd-settings-notify = How you hear it is your move in a game with a day clock
cmd-games = Your unfinished games in every server, those waiting on you first
cmd-games-page = Which page of the list
cmd-vacation = Your vacation: the clocks of your games here stand still
cmd-vacation-action = Show it, start it or end it (default: show)
cmd-plan = Answers planned for your opponent's moves (days per move), or your next move queued (live)
cmd-plan-moves = Their move, then yours: e5 f4; d6 d5; * e4 (* is any other). Live games: one cell
cmd-plan-clear = Forget your plan in this game
choice-notify-mention = mention me
choice-notify-dm = direct message
choice-notify-off = off
choice-vacation-status = show
choice-vacation-start = start
choice-vacation-end = end
choice-variant-hex = Hex (connect your sides to win)
choice-color-red = Red
choice-color-blue = Blue
choice-variant-rex = Rex (connect your sides and you lose)
choice-timer-none = none
choice-timer-thirty = 30 seconds
choice-timer-sixty = 60 seconds
choice-timer-one-day = 1 day per move
choice-timer-two-days = 2 days per move
choice-timer-three-days = 3 days per move
choice-timer-seven-days = 7 days per move
choice-challenge-first-challenger = me
choice-challenge-first-opponent = my opponent
choice-challenge-first-random = random
choice-ai-first-you = me
choice-ai-first-computer = the computer
choice-ai-first-alternate = alternate with my last game
choice-level-easy = easy
choice-level-medium = medium
choice-level-hard = hard
choice-swap-off = off
choice-swap-mirror = mirror (the stone moves to its mirror cell and turns Blue)
choice-swap-seat = seat (the players exchange colours, the stone stays)
choice-rematch-alternate = the other player starts
choice-rematch-same = the same player starts
choice-orientation-normal = normal (wide)
choice-orientation-rotated = turned 90° (tall, for phones)
choice-ladder-players = two-player games
choice-ladder-computer = against the computer

## the terminal (hexbot local)
local-welcome = hexbot local: you are { $name }. Type help for the commands, quit to leave.
local-help =
    Type the bot's slash commands as text (the leading /hex, /hex-study or /hex-tournament is optional):
      /hex ai [level:easy|medium|hard] [size:{ $min }-{ $max }] [variant:hex|rex] [first:you|computer|alternate] [orientation:normal|rotated] [timer:none|1d|2d|3d|7d]
      /hex challenge @NAME [size:N] [variant:hex|rex] [swap:on|off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [first:challenger|opponent|random] [orientation:normal|rotated]
      accept · decline · withdraw
      /hex move e5   (or just e5) · swap · resign · confirm · board [private:yes] · rematch [starter:same] · claim · abort
      /hex leaderboard [kind:computer|puzzles] [page:N] · /hex profile [@NAME] · /hex history [@NAME] · /hex export game:ID · /hex-study review game:ID · hint · replay ID [FILE.gif] · rules [variant:hex|rex]
      /hex config [size:N] [variant:hex|rex] [swap:off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [rematch:alternate|same] [orientation:normal|rotated] [vacation:0-30] · /hex settings [orientation:normal|rotated] [notify:mention|dm|off]
      /hex games [page:N] · /hex vacation [start|end] · /hex plan [e5 f4; d6 d5; * e4|clear] · /hex-study puzzle [e5|hint|solution]
      /hex-study analyze [size:N] [moves: e5 swap d4 | game:ID [move:K] | file:FILE.sgf | link:URL | red:d4,e5 blue:c3 [to-move:red|blue]]
      /hex-study diagram (a source as for analyze) [orientation:normal|rotated] [marks:e5,d4]
      /hex-tournament create [format:swiss|round-robin|double-round-robin|knockout] [rounds:N] [rules:2025|2017] [size:N] [variant:hex|rex] [swap:…] [timer:…] [rated:yes|no] [max:N] NAME · /hex-tournament join|leave|start|standings|cancel|withdraw|export [ID] · channel N
      1, 2, ...      press the numbered button shown under the last board ("3 e5" for a Move button)
      as NAME: ...   act as another (simulated) user, e.g. "as bob: accept"
      help · quit
local-say-what = say what the user does after "as NAME:", e.g. "as bob: accept"
local-as-form = write "as NAME: command", e.g. "as bob: accept"
local-as-needs-name = "as NAME:" needs a name
local-no-options = this command takes no option "{ $option }"
local-unknown-option = unknown option "{ $option }" (this command knows { $known })
local-needs-value = option "{ $option }" needs a value, e.g. { $option }:…
local-bad-value = { $option }:{ $value } is not a value this option takes; type help for the list
local-extra-word = "{ $command }" does not take "{ $word }"
local-say-whom = say whom to challenge: /hex challenge @bob
local-say-cell = say which cell: /hex move e5
local-not-a-page = "{ $text }" is not a page number
local-say-game = say which game: /hex export game:12
local-say-replay = say which game: replay 12 (and a file name to save it as, if you like)
local-not-a-game = "{ $text }" is not a game number
local-unknown-command = unknown command "{ $command }"; type help for the list
local-only-you = (only { $name } sees this)
local-board-picture = board picture: { $path }
local-saved = saved { $path }
local-cannot-read = cannot read { $file }: { $error }
local-cannot-write = cannot write { $path }: { $error }
local-cannot-draw = (cannot draw the board: { $error })
local-buttons = buttons: { $choices }
local-no-buttons = there are no buttons to press
local-no-such-button = there is no button { $number } (1 to { $count })
local-button-needs-cell = button { $number } ({ $label }) needs a cell: type "{ $number } e5"
local-went-wrong = something went wrong: { $error }
local-no-move = (no move from the computer; carrying on)
local-spinner = The computer is thinking… { $playouts ->
    [one] { $playouts } playout
   *[other] { $playouts } playouts
}
# The letters of the stones on a board drawn without colours.
local-letter-red = R
local-letter-blue = B
local-legend-color = Red { $red-stone } joins the two red sides ({ $red-edge }), Blue { $blue-stone } the two blue sides ({ $blue-edge })
local-legend-plain = { $red-stone } joins the two red sides ({ $red-edge }), { $blue-stone } the two blue sides ({ $blue-edge }); < marks the last move, * and # the winning chain
# The legends of a Rex game: joining your own sides loses; the chain that lost is crossed out.
local-legend-color-rex = Rex: Red { $red-stone } must avoid joining the two red sides ({ $red-edge }), Blue { $blue-stone } the two blue sides ({ $blue-edge }); whoever joins their own sides loses, and { $lost } marks the chain that lost
local-legend-plain-rex = Rex: { $red-stone } must avoid joining the two red sides ({ $red-edge }), { $blue-stone } the two blue sides ({ $blue-edge }); whoever joins their own sides loses; < marks the last move, x the chain that lost

## slow games: day clocks, "your move" notices, /hex games, vacations
details-day-clock = { $days ->
    [one] 1 day per move
   *[other] { $days } days per move
}
reason-time = on time, as the clock ran out
lost-on-time = { $loser } let the clock run out and loses on time: { $winner } ({ $color }) wins!
time-ran-out-vs-computer = { $player } let the clock run out, so the game against the computer ends here, unrated. The channel is free for a new game.
your-move = { $player }, your move against { $opponent }: { $left } to go.
your-move-reminder = { $player }, a quarter of your time remains: { $left } for your move against { $opponent }. The game: { $game }
your-move-direct = Your move against { $opponent }: { $left } to go. The game: { $game }
clock-stands-still = The clock stands still: { $player } is on vacation until { $until }.
days-hours = { $days ->
    [one] 1 day
   *[other] { $days } days
} { $hours } h
days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
live-timer-vs-computer = Against the computer a game has a day clock (1, 2, 3 or 7 days per move) or none; it never waits for the computer.
day-clock-gave-up = The game's clock could not be acted on after { $tries } tries (the bot cannot write to its database). The game waits; it goes on after the bot restarts, or a moderator may abort it with /hex abort.
claim-day-clock = This game has a day clock: when it runs out, the player to move loses on time. There is nothing to claim.
games-title = Your unfinished games ({ $count }), those waiting on you first:
games-none = You have no unfinished games.
games-line-your-move = **Your move** · #{ NUMBER($number, useGrouping: "false") } against { $opponent } · { $variant } on { $board } · { $clock } · { $game }
games-line-their-move = { $opponent } to move · #{ NUMBER($number, useGrouping: "false") } · { $variant } on { $board } · { $clock } · { $game }
games-clock-left = { $left } to go
games-clock-still = clock stopped (vacation) until { $until }
games-no-clock = no clock
games-page = Page { $page } of { $pages }.
button-previous = Previous
button-next = Next
games-not-yours = Only your own games can be listed: /hex games shows yours, privately.
vacation-off = You are not on vacation in this server. Vacation remaining this year: { $left }. Start one with /hex vacation action:start.
vacation-on = You are on vacation in this server until { $until }: the clocks of your games here stand still. Vacation remaining this year: { $left }.
vacation-started = Your vacation has started: the clocks of your games in this server stand still until { $until }, or until you end it with /hex vacation action:end. Vacation remaining this year: { $left }.
vacation-ended = Welcome back: your vacation has ended and the clocks of your games here run again. Vacation remaining this year: { $left }.
vacation-already = You are on vacation already, until { $until }.
vacation-not-on = You are not on vacation in this server.
vacation-none-left = You have no days of vacation remaining this year in this server.
settings-notify = When it is your move in a game with a day clock: { $notify }.
notify-mention = you are mentioned in the game's channel
notify-dm = you get a direct message
notify-off = you are not told
config-vacation-days = Days of vacation a member may take each year: { $days }.
config-open-tournaments = Tournaments open at once, at most: { $count }.

## Tournaments (issue 33)
tournament-format-swiss = Swiss
tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-format-knockout = knockout
tournament-needs-manager = Only members who may manage this server can create, start or cancel a tournament.
tournament-too-many = This server has { $count } tournaments open already, the most at once. Finish or cancel one first.
tournament-name-invalid = A tournament's name takes 1 to 60 characters.
tournament-rounds-swiss-only = Only a Swiss tournament takes a number of rounds: a round robin and a knockout have the rounds their players need.
tournament-rounds-range = A Swiss tournament has 1 to 20 rounds.
tournament-rules-swiss-only = Only a Swiss tournament is paired by the FIDE Dutch rules: a round robin and a knockout have tables and brackets of their own.
tournament-max-players-range = A tournament takes at most 2 to 256 players.
tournament-unknown = There is no tournament #{ NUMBER($id, useGrouping: "false") } in this server.
tournament-none-here = No tournament is open in this channel. Name one by its number (such as 12 for #12).
tournament-already-joined = You are in tournament #{ NUMBER($id, useGrouping: "false") } already.
tournament-full = Tournament #{ NUMBER($id, useGrouping: "false") } is full: { $max } players.
tournament-not-open = Tournament #{ NUMBER($id, useGrouping: "false") } takes no more players: it has started or ended.
tournament-not-joined = You are not in tournament #{ NUMBER($id, useGrouping: "false") }.
tournament-too-few = Tournament #{ NUMBER($id, useGrouping: "false") } needs at least { $min } players to start; it has { $count }.
tournament-not-running = Tournament #{ NUMBER($id, useGrouping: "false") } is not being played.
tournament-not-playing = You are not playing in tournament #{ NUMBER($id, useGrouping: "false") } any more.
tournament-created = { $user } created the tournament **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): { $format }, { $variant } on { $board }, { $timer }, { $rated }, at most { $max } players. Join with /hex-tournament join; it starts with /hex-tournament start.
tournament-pairing-rules = Swiss pairings by the FIDE Dutch rules of { $year }.
tournament-rated = rated
tournament-unrated = unrated
tournament-entrants = Players ({ $count }): { $list }
tournament-no-entrants = No players yet.
tournament-joined = { $user } joined **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-left = { $user } is no longer in **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-started = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) has started: { $count } players, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}.
tournament-round = Round { $round } of { $rounds } of **{ $name }** (#{ NUMBER($id, useGrouping: "false") }):
tournament-pairing = Board { $board }: { $red } (Red) against { $blue } (Blue)
tournament-bye-swiss = { $user } has the bye (1 point).
tournament-bye-idle = { $user } sits this round out.
tournament-bye-through = { $user } goes through to the next round.
tournament-forfeit = Board { $board }: { $winner } wins by forfeit against { $loser }.
tournament-forfeit-both = Board { $board }: { $red } and { $blue } have both withdrawn; nobody scores.
tournament-game = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }), round { $round }, board { $board }: { $red } (Red) against { $blue } (Blue). Red moves first.
tournament-withdrawn = { $user } has withdrawn from **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): their remaining games are lost by forfeit.
tournament-cancelled = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) has been cancelled by { $user }.
tournament-finished = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) is over. The winner is { $user }. Congratulations!
tournament-finished-early = No further round of **{ $name }** can be paired by the rules, so it ends here.
tournament-standings-title = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): standings after round { $round } of { $rounds }
tournament-standings-none = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) has no complete round yet.
tournament-col-rank = #
tournament-col-player = Player
tournament-col-points = Pts
tournament-col-games = Games
tournament-tb-buchholz-cut1 = BhC1
tournament-tb-buchholz = Bh
tournament-tb-sonneborn-berger = SB
tournament-tb-direct = DE
tournament-tb-legend-swiss = BhC1: Buchholz without the lowest; Bh: Buchholz; SB: Sonneborn-Berger; DE: direct encounter.
tournament-tb-legend-round-robin = SB: Sonneborn-Berger; DE: direct encounter.
tournament-standings-knockout = { $rank }. { $user }: { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
tournament-exported = Tournament #{ NUMBER($id, useGrouping: "false") } as a TRF file (FIDE's Tournament Report File; Red is White, Blue is Black).
tournament-list-line = #{ NUMBER($id, useGrouping: "false") } **{ $name }**: { $format }, { $status }
tournament-status-signup = taking players
tournament-status-running = round { $round } of { $rounds }
tournament-board-has-game = This board's game has been made already.
tournament-standings-row = { $rank }. { $user }: { $points } ({ $tiebreaks }), { $games }
tournament-tiebreak = { $name } { $value }
tournament-games-count = { $n ->
    [one] 1 game
   *[other] { $n } games
}
local-say-tournament = say what to do: tournament create|join|leave|start|standings|cancel|withdraw|export
local-not-a-tournament = "{ $text }" is not a tournament number
local-not-a-channel = "{ $text }" is not a channel number: channel 7
local-channel = now in channel { $number }
local-thread = thread { $number }: { $name } (to play there: channel { $number })
button-join = Join
button-leave = Leave
tournament-needs-threads = I may not create threads in this channel, and each game of a tournament is played in a thread of its own. Ask a moderator to let me create public threads and send messages in threads here.
tournament-thread-failed = I could not make the thread of board { $board }, so its game waits: I need the permissions to create public threads and to send messages in threads here. Once a moderator gives them, start the tournament again (/hex-tournament start) to make the games that wait.
tournament-threads-again = Making the threads again of { $count ->
    [one] 1 game that waits
   *[other] { $count } games that wait
}.
tournament-no-cancel = A tournament game cannot be cancelled: resign it (your opponent scores), or ask a moderator.
tournament-closed-line = It takes no more players. Follow the tournament with /hex-tournament standings.
cmd-tournament = Tournaments in this server: Swiss, round robin or knockout, run by the bot
cmd-tournament-create = Create a tournament and let players join it (needs Manage Server)
cmd-tournament-create-name = Its name (1 to 60 characters)
cmd-tournament-create-format = Swiss, round robin or knockout
cmd-tournament-create-size = Board size of its games, { $min } to { $max } (default: the server's)
cmd-tournament-create-variant = Hex, or Rex (whoever connects their sides loses) (default: the server's)
cmd-tournament-create-swap = The swap rule of its games (default: the server's)
cmd-tournament-create-timer = Time for each move (default: the server's)
cmd-tournament-create-rated = Whether its games count for ratings (default: yes)
cmd-tournament-create-rounds = Rounds of a Swiss tournament, 1 to 20 (default: enough for a clear winner)
cmd-tournament-create-max-players = The most players it takes, 2 to 256 (default: 64)
cmd-tournament-create-rules = The FIDE Dutch rules its Swiss rounds are paired by (default: those of 2025)
cmd-tournament-join = Join a tournament that takes players
cmd-tournament-join-id = The tournament's number (#12 is 12; default: this channel's)
cmd-tournament-leave = Leave a tournament before it starts
cmd-tournament-leave-id = The tournament's number (#12 is 12; default: this channel's)
cmd-tournament-start = Start a tournament: seed its players and pair round 1 (needs Manage Server)
cmd-tournament-start-id = The tournament's number (#12 is 12; default: this channel's)
cmd-tournament-standings = A tournament's standings, with a crosstable or bracket picture
cmd-tournament-standings-id = The tournament's number (#12 is 12; default: this channel's)
cmd-tournament-cancel = Call a tournament off (needs Manage Server)
cmd-tournament-cancel-id = The tournament's number (#12 is 12; default: this channel's)
cmd-tournament-withdraw = Leave a running tournament: your remaining games are lost by forfeit
cmd-tournament-withdraw-id = The tournament's number (#12 is 12; default: this channel's)
cmd-tournament-export = Download a tournament as a TRF file (FIDE's Tournament Report File)
cmd-tournament-export-id = The tournament's number (#12 is 12; default: this channel's)
choice-format-swiss = Swiss
choice-format-round-robin = round robin
choice-format-double-round-robin = double round robin
choice-format-knockout = knockout
choice-rules-2025 = FIDE Dutch rules of 2025
choice-rules-2017 = FIDE Dutch rules of 2017
## Puzzles (/hex-study puzzle)
puzzle-title = Puzzle { $number } · { $size }×{ $size } · rated { $rating }
puzzle-task = { $color } to play: find the one stone that wins. Every other stone loses.
puzzle-rated = Your first try at this puzzle counts for your puzzle rating.
puzzle-unrated = This try does not count for your puzzle rating (you have seen this puzzle before, or took the hint).
puzzle-continue = { $cell } keeps the win. { $color } answers { $answer }: your move.
puzzle-solved = Solved! { $cell } completes the chain: { $color } wins.
puzzle-solved-connected = Solved! After { $cell }, { $color } connects whatever the other side plays: the marked cells hold the chain.
puzzle-wrong = { $cell } loses: after { $answer }, { $color } connects.
puzzle-wrong-no-answer = { $cell } loses: { $color } connects whatever you play next.
puzzle-unproved = The solver could not prove within its budget that { $cell } wins, so the puzzle counts as not solved.
puzzle-gave-up = You asked for the solution: this puzzle counts as not solved.
puzzle-solution = { $stones ->
    [0] The solution: { $key }.
   *[other] The solution: { $key }, then { $line }.
}
puzzle-rating-change = Your puzzle rating: { $before } → { $after } ({ $delta }).
puzzle-hint-ask = A hint counts this puzzle as not solved for your rating: { $before } → { $after }. Show it?
puzzle-hint-shown = The winning stone is in the marked region: { $cells }.
puzzle-caption = Puzzle { $number }: { $color } to play
puzzle-none-open = You have no puzzle open here. /hex-study puzzle gives you one.
puzzle-over = That puzzle is over. /hex-study puzzle gives you another.
puzzle-not-yours = That is someone else's puzzle. /hex-study puzzle gives you your own.
puzzle-busy = Your last stone is still being judged: one at a time. Nothing was changed.
puzzle-no-library = This bot has no puzzles to offer.
button-give-up = Show the solution
button-next-puzzle = Next puzzle
button-puzzle-hint = Hint
puzzle-leaderboard-title = Puzzle ladder (page { $page } of { $pages })
puzzle-leaderboard-empty = Nobody has finished a rated puzzle in this server yet. /hex-study puzzle gives you one.
profile-puzzles = Puzzles: rating { $rating } ± { $deviation }{ $provisional } · { $wins } solved, { $losses } not solved
cmd-puzzle = A Hex puzzle for you alone: find the one stone that wins
cmd-puzzle-action = What to do (default: show your puzzle, or a new one)
cmd-puzzle-move = Your stone in your open puzzle, such as e5
choice-puzzle-open = show my puzzle
choice-puzzle-hint = hint
choice-puzzle-give-up = show the solution (counts as not solved)
choice-ladder-puzzles = puzzles
profile-daily-streak = Daily puzzle: streak { $current } (best { $best })
puzzle-daily-post = Daily puzzle of { $date } · puzzle { $number } · { $size }×{ $size } · rated { $rating }
puzzle-daily-task = { $color } to play: find the one stone that wins. Press Solve to try it; only you see your answers.
puzzle-daily-nobody = Nobody has solved it yet.
puzzle-daily-solvers = { $more ->
    [0] Solved by { $count }: { $names }.
   *[other] Solved by { $count }: { $names } and { $more } more.
}
puzzle-daily-of = The daily puzzle of { $date }.
puzzle-daily-solved-already = You solved the daily puzzle of { $date } (puzzle { $number }). The next comes tomorrow.
puzzle-daily-tried-already = You tried the daily puzzle of { $date } (puzzle { $number }) and did not solve it. The next comes tomorrow.
puzzle-daily-streak = Your daily streak: { $current } (best { $best }).
puzzle-daily-old = That is the daily puzzle of { $date }, which is over. /hex-study puzzle action:daily shows today's.
puzzle-daily-finish-first = You have puzzle { $number } open: solve it or show its solution first (/hex-study puzzle), then press Solve again.
button-solve-daily = Solve
config-daily-puzzle = Daily puzzle: posted in { $channel } every day at { $hour }:00 UTC.
config-daily-puzzle-off = Daily puzzle: not posted (/hex-study puzzle action:daily shows it; the day starts at { $hour }:00 UTC).
config-bad-puzzle-hour = { $hour } is not an hour: the daily puzzle's hour is 0 to 23 (UTC).
cmd-config-puzzle-channel = The channel the daily puzzle is posted in
cmd-config-puzzle-hour = The hour (UTC, 0 to 23) the daily puzzle is posted
cmd-config-puzzle-stop = Stop posting the daily puzzle
choice-puzzle-daily = daily

## The web companion (pages in a browser; hexbot web)
web-cell-empty = { $cell }, empty
web-cell-red = { $cell }, red stone
web-cell-blue = { $cell }, blue stone
web-move-resign = resigns
web-title-game = Game { NUMBER($game, useGrouping: "false") } · { $variant } · { $size }×{ $size }
web-board-label = The board: pick a cell with the arrow keys, press Enter to play it
web-rotate = Turn the board
web-move-by = Move by { $time }.
web-moves = Moves
web-no-moves = No moves yet.
web-swap = Swap
web-resign = Resign
web-resign-confirm = Resign for good
web-your-turn = Your move: click a cell, or pick one with the arrow keys and press Enter.
web-plan-premove-help = While your opponent thinks, click a cell to queue it as your next move (a premove): it is played as soon as they have moved, unless their move takes it. It is never shown to them.
web-plan-lines-help = Plan your answers while you are away: click a move your opponent may play, then your answer, then their next move and your answer to it, and save the line. Your plan is never shown to your opponent.
web-plan-line = Line:
web-plan-save = Save the line
web-plan-undo = Undo a cell
web-plan-show = Show my plan
web-plan-forget = Forget my plan
web-read-only = You are watching. The players play from their personal links.
web-sent = Sending your move…
web-connection-lost = The connection was lost. Reload the page to follow the game again.
web-replay = Replay
web-replay-at = Position after { $ply } of { $moves } moves
web-first = First
web-previous = Previous
web-next = Next
web-last = Last
web-review = Red's chance of winning after each move (the computer's review)
web-review-point = After move { $ply }: Red { $percent } %
web-review-ask = Ask the computer for its review (it takes a few seconds)
web-sgf = Download the game record (SGF)
web-link-malformed = This link is not one of this bot's: the page is for watching only.
web-link-forged = This link has been changed, so it grants nothing: the page is for watching only.
web-link-expired = This link has expired: ask for a new one with the board's button. Meanwhile the page is for watching only.
web-link-other-game = This link is for another game or player: the page is for watching only.
web-not-found = There is no such page here.
web-failed = Something went wrong on our side. Try again in a moment.
web-too-many = Too many requests: wait a few seconds and try again.
web-bad-form = That request was incomplete: reload the page and try again.
web-second-player = Second player
web-start-title = Play Hex in your browser
web-start-intro = You play as { $name }. Choose an opponent and a board; each game gets its own page, and your moves are clicks.
web-start-opponent = Opponent
web-start-two = Two players at this screen
web-start-size = Board size
web-start-variant = Game
web-start-first = Who plays Red and moves first (against the computer)
web-start-first-you = You
web-start-first-computer = The computer
web-start-go = Start the game
web-analysis-start-title = Analysis board
web-analysis-start-intro = Study a position: open an empty board of the size chosen, or paste a move list (e5 swap d4), an SGF record (HexGui, MoHex, Little Golem) or a HexWorld link. Play stones for both sides, try variations, ask the engine.
web-analysis-text = Moves, SGF record or link (leave empty for an empty board)
web-analysis-go = Open the board
web-analysis-board-label = The analysis board: click an empty cell to play it
web-analysis-moves = Moves to play
web-analysis-click = Click an empty cell to play it for the side to move, or type one or more moves.
web-analysis-download = Download { $name }
config-web-on = Web pages: on. This server's games can be followed at { $url }.
config-web-unserved = Web pages: on, but this bot serves no web pages (its operator has not configured them).
config-web-off = Web pages: off (/hex config web:True gives every game of this server a page on the web).
cmd-config-web = Give this server's games pages on the web (live boards, replays, play by clicks)
button-play-on-web = Play on the web
button-game-page = Game page
web-link-given = Your personal link to play game { NUMBER($game, useGrouping: "false") } by clicks is on this message's button. It works until { $expires }. Whoever holds it can move for you: keep it to yourself.
web-link-not-player = Only the players of game { NUMBER($game, useGrouping: "false") } get a link to play it. Anyone can follow it at { $url }.
web-link-over = Game { NUMBER($game, useGrouping: "false") } is over: its page has the replay, at { $url }.
web-link-unserved = This game has no page on the web (the server has turned web pages off, or the bot serves none).
web-bot-home = This is hexbot's web companion. Each Discord server that turns it on (/hex config web:True) has a page here, and so does each of its games.
web-server-title = The server's games and leaderboards
web-server-games = Latest games
web-server-no-games = No games yet.
web-server-game = Game { NUMBER($game, useGrouping: "false") }
web-server-tournament = Tournament { NUMBER($id, useGrouping: "false") }
web-server-tournament-picture = The standings of tournament { NUMBER($id, useGrouping: "false") } as a table

## The analysis board (/hex-study analyze)
cmd-analyze = Your own analysis board: empty, from stones, a game, a move list, an SGF file or a link
cmd-analyze-size = Board size, { $min } to { $max } (default: the moves' own, else 11)
cmd-analyze-variant = Hex or Rex (default Hex)
cmd-analyze-moves = A move list like "e5 swap d4" (HexGui and MoHex write cells this way)
cmd-analyze-sgf = An SGF game record (HexGui, MoHex, Little Golem)
cmd-analyze-link = A HexWorld board link, or a link to one of this bot's game pages
cmd-analyze-game = A game's number, as /hex history lists it (#12 is 12)
cmd-analyze-move = With game: the move to show (default: the last)
cmd-analyze-red = Stones: Red's, like "d4 e5"
cmd-analyze-blue = Stones: Blue's, like "c3 f6"
cmd-analyze-to-move = Stones: who is to move (default: the colour with fewer stones, Red when equal)
cmd-analyze-swap = With moves: the swap (pie) rule, off, mirror or seat (default: mirror)
cmd-diagram = Draw a position for everyone here: from a move list, an SGF file, a HexWorld link or a game
cmd-diagram-moves = A move list like "e5 swap d4" (HexGui and MoHex write cells this way)
cmd-diagram-sgf = An SGF game record (HexGui, MoHex, Little Golem)
cmd-diagram-link = A HexWorld board link, or a link to one of this bot's game pages
cmd-diagram-game = A game's number, as /hex history lists it (#12 is 12)
cmd-diagram-move = With game: the move to show (default: the last)
cmd-diagram-size = With moves: the board size, { $min } to { $max } (default: the moves' own, else 11)
cmd-diagram-variant = With moves: Hex or Rex (default Hex)
cmd-diagram-orientation = How the board is turned (default: your own setting)
cmd-diagram-marks = Cells to mark A, B, C…, like "e5 f6"
analysis-title = Analysis board { NUMBER($number, useGrouping: "false") } · { $size }×{ $size } · { $variant }
analysis-opened = Your board is open; only you see it. Play stones for both sides, go back and forward, try variations. The engine does not look at positions of games still being played.
analysis-to-move = Move { $ply } of this line · { $color } to move
analysis-won = Move { $ply } of this line · { $color } has won
analysis-next = Played next here: { $moves }
analysis-explorer = In finished games of this server and yours, played next here: { $moves }
analysis-explorer-move = { $move } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}, Red { $percent }%)
analysis-swap-move = swap
analysis-start-position = start
analysis-caption = Move { $ply } ({ $last }) · { $color } to move
analysis-caption-over = Move { $ply } ({ $last }) · { $color } won
analysis-deleted = That move and the variations after it are deleted.
analysis-chance = The engine: Red's chance here is { $percent }% ({ $playouts ->
    [one] { $playouts } playout
   *[other] { $playouts } playouts
}). The greener a cell, the more of its search went there. Its best moves, with Red's chance after each:
analysis-engine-move = { $rank }. { $cell }: Red { $percent }%
analysis-line = The line it expects: { $moves }
analysis-swap-map = The swap map of this board: the number on each cell is Red's chance, in percent, after a first stone there once Blue has decided whether to swap (Blue swaps where Red's chance would be more than 50%). The greener a cell, the fairer the stone. Worked out once by the engine, at { $playouts } playouts a stone. The fairest first stones: { $cells }
analysis-swap-map-stone = { $cell } (Red { $percent }%)
analysis-proved-wins = Proved by the solver: { $color } wins from here. { $count ->
    [one] The winning stone: { $cells }.
   *[other] The winning stones ({ $count }): { $cells }.
}
analysis-proved-wins-one = Proved by the solver: { $color } wins from here, and { $cells } is a winning stone.
analysis-proved-loses = Proved by the solver: { $winner } wins whatever { $color } plays.
diagram = { $player }'s diagram: { $board }, move { $ply }.
diagram-bad-mark = "{ $text }" is not a cell of { $board } to mark. Nothing was posted.
diagram-too-many-marks = At most { $max } cells can be marked (A to Z). Nothing was posted.
diagram-nothing-in-message = This message holds no Hex position to draw: no move list (like e5 d4 c3), no SGF record, no link to HexWorld or to one of our games. Nothing was posted.
challenge-form-title = Challenge { $name } to Hex
challenge-form-size = Board size, { $min } to { $max } (optional)
challenge-form-variant = Hex or Rex (optional)
challenge-form-swap = Swap rule (optional)
challenge-form-timer = Time per move (optional)
challenge-form-first = Who plays Red: me, them or random (optional)
challenge-form-bad = “{ $text }” does not read there; write one of { $expected }. No challenge was made.
analysis-shared = { $player } shares a position from an analysis board: { $board }, move { $ply }.
analysis-shared-moves = Moves: { $moves }
analysis-shared-caption = Move { $ply } · { $color } to move
analysis-stale = That button belongs to a move that is no longer on this board. Nothing was changed.
analysis-gone = That analysis board is no longer kept (each player keeps their 20 most recent). Open a new one with /hex-study analyze.
analysis-not-yours = That analysis board is someone else's. Open your own with /hex-study analyze.
analysis-raced = The board changed at the same moment (another press came first). Nothing was changed; try again.
analysis-too-many-moves = At most 40 moves at a time. Nothing was changed.
analysis-bad-move = "{ $text }" (word { $number }) is not a move: type cells like e5, or swap. Nothing was changed.
analysis-illegal-move = { $text } (move { $number }) cannot be played there: the cell is taken or off the board, or the swap is not open. Nothing was changed.
analysis-tree-full = This board holds { $max } moves, its most. Delete a variation first. Nothing was changed.
analysis-delete-root = The start position cannot be deleted.
analysis-one-source = Give one source for the board: moves, sgf, link, game, or red and blue stones. Nothing was opened.
analysis-bad-stone = "{ $text }" is not a cell for a { $color } stone. Nothing was opened.
analysis-bad-setup = Those stones are not a position to play on: { $detail }. Nothing was opened.
analysis-not-a-link = That is not a link this board reads: give a HexWorld board link (https://hexworld.org/board/#…) or a link to one of this bot's game pages. Nothing was opened.
analysis-bad-import = That could not be read ({ $where }): { $detail }. Nothing was opened.
analysis-at = line { $line }, column { $column }
analysis-at-move = move { $number } ({ $text }), { $place }
analysis-at-whole = the input as a whole
analysis-record-too-large = The attached record is larger than 1 MiB, too large for a game record. Nothing was opened.
analysis-record-unread = The attached record could not be read (it did not arrive in time, or it is not a text file). Nothing was opened.
analysis-live-game = The engine does not look at this position: it is, or is close to, the position of a game still being played. You can still explore it by hand; once the game ends, it is free to analyse.
analysis-in-flight = The engine is still working on your last request: one at a time. Nothing was changed.
analysis-busy = The computer is busy with players' moves at the moment, so the engine waits. Ask again shortly; nothing was changed.
analysis-moves-title = Play on the analysis board
analysis-moves-label = Moves, for each side in turn (e5 d6 c7)
button-analysis-start = ⏮
button-analysis-back = ◀
button-analysis-forward = ▶
button-analysis-end = ⏭
button-analysis-sibling = Next variation
button-analysis-play = Play
button-analysis-engine = Engine
button-analysis-share = Share
button-analysis-delete = Delete move
button-analysis-web = Open on the web
button-hex-world = Open on HexWorld

# Outside servers (a DM, a group DM, a server only the player installed hexbot in): what needs a server is refused, saying why.
outside-leaderboard = Leaderboards belong to a server, and this is not a server where hexbot is installed (a DM, a group DM, or a server that has not added it). Your standing in games played outside servers is in /hex profile.
outside-config = Server settings need a server where hexbot is installed; here games use the usual defaults, and each command's options change them. Your own preferences are in /hex settings.
outside-vacation = Vacations stop day clocks, and games with day clocks are played only in servers where hexbot is installed. Use /hex vacation there.
outside-tournament = Tournaments are held in servers where hexbot is installed: each game gets a thread of its own there.
outside-thread = Here hexbot cannot make threads (this is not a server where it is installed). Challenge without thread: the game is played in this conversation.
outside-day-clock = Games with a day clock need a server where hexbot is installed: here hexbot can only answer commands, so it could not tell a player days later that it is their move. Play without a day clock here, or in a server.
profile-outside = Games outside servers (DMs, group DMs, servers without hexbot) have ladders of their own:
profile-empty-outside = { $player } has no rated games outside servers yet.
profile-no-player-games-outside = { $player } has no rated games against other players outside servers yet.

# Conditional moves (`/hex plan`): private, never shown to the opponent.
plan-against-computer = The computer answers as soon as it is its move, so a game against it has nothing to plan. Nothing was planned.
plan-your-move = It is your move: play it first. A plan answers your opponent's next moves.
plan-played = ({ $player } had planned this answer.)
plan-shown = Your plan in this game, never shown to your opponent ({ $answers ->
    [one] one answer
   *[other] { $answers } answers
}): { $plan }. Add lines with /hex plan moves:, or forget it with clear:true.
plan-saved = Saved. Your plan ({ $answers ->
    [one] one answer
   *[other] { $answers } answers
}): { $plan }. When your opponent plays one of these moves, your answer is played at once; a move off the plan ends it.
plan-none = You have no plan in this game. Plan answers with /hex plan moves: e5 f4; d6 d5 — your opponent's move, then yours; * e4 answers any other move.
plan-cleared = Your plan in this game is forgotten.
plan-empty = The plan names no move: write your opponent's move, then your answer, like e5 f4; d6 d5 e7 c8. Nothing was planned.
plan-not-a-cell = "{ $text }" is not a cell of this board. Nothing was planned.
plan-no-answer = The line ends with your opponent's { $cell } and no answer to it. Nothing was planned.
plan-taken = { $cell } is taken where the line would play it. Nothing was planned.
plan-after-end = The game would be over before { $cell }. Nothing was planned.
plan-too-many = A plan holds at most { $max } answers. Nothing was planned.
plan-any-misplaced = * stands for any other move of your opponent's, in their place at the end of a line, followed by your answer: d6 d5; * e4. Nothing was planned.
plan-played-direct = Your plan answered { $their } with { $cell } in { $game }. { $left ->
    [0] Your plan has no more answers.
    [one] One answer remains in your plan.
   *[other] { $left } answers remain in your plan.
} It is { $opponent }'s move.
premove-saved = Queued: { $cell }, played for you as soon as your opponent has moved, unless their move takes it. A new premove replaces it; /hex plan clear:true cancels it.
premove-shown = Your premove in this game, never shown to your opponent: { $cell }. It is played as soon as your opponent has moved, unless their move takes it.
premove-none = You have no premove in this game. Queue your next move with /hex plan moves: e5 — it is played as soon as your opponent has moved.
premove-only-one = In a live game you queue one move for your next turn (a premove): /hex plan moves: e5. Lines of answers are for games of days per move. Nothing was planned.
premove-played = ({ $player } had queued this move.)
plan-input-title = Your plan (private)
plan-input-label = Their move, then yours (empty: show)
