#!/bin/sh
# Converts the logs of `hexbot-lab bench match` (its `game N:` lines) into this folder's format: one
# game a line, `SIZE WINNER MOVE...` (see README.md), the logs read in the order given.
#
#     sh data/mohex-selfplay/log2lines.sh $(ls r*.log | sort -V) > data/mohex-selfplay/CHUNK.txt
#
# For the fast chunks, which run without `--sgf`. Plain POSIX sh and awk. Each game line is
# checked: its move count matches the moves listed, it did not end by a forfeit or a resignation
# (MoHex plays every game to the connection), and the winner the log names (A or B, with A's
# colour) is the player of the last move. A game that fails is left out with a message on
# stderr, and the script then exits with status 1. A log cut short (a match stopped) gives its
# finished games.
set -eu
[ $# -ge 1 ] || { echo "usage: $0 MATCH-LOG... > chunk.txt" >&2; exit 2; }
status=0
for f in "$@"; do
    awk -v file="$f" '
    function skip(why) { print file ": " $1 " " $2 " " why " (left out)" > "/dev/stderr"; bad = 1 }
    /^match / { size = 0; for (i = 1; i <= NF; i++) if ($i ~ /×/) { split($i, a, "×"); size = a[1] + 0 } }
    /^game [0-9]+:/ {
        if (size < 1) { skip("before a match line with a size"); next }
        if ($0 ~ /forfeit/) { skip("ended by a forfeit"); next }
        if ($0 ~ /resign/) { skip("ended by a resignation"); next }
        if (!match($0, /\([0-9]+ moves\)/)) { skip("has no move count"); next }
        count = substr($0, RSTART + 1, RLENGTH - 8) + 0
        a_red = ($3 == "A=red")
        named = ($4 == "A") == a_red ? "R" : "B"
        moves = $0
        sub(/.* moves\) /, "", moves)
        n = split(moves, m, " ")
        if (n != count) { skip("lists " n " moves of " count); next }
        winner = n % 2 ? "R" : "B"
        if (winner != named) { skip("names the other winner than the last move"); next }
        print size, winner, moves
    }
    END { exit bad }' "$f" || status=1
done
exit $status
