#!/bin/sh
# Converts the SGF records written by `hexbot-lab bench match --sgf DIR` into this folder's format:
# one game a line, `SIZE WINNER MOVE...` (see README.md), in the order of the game numbers.
#
#     sh data/mohex-selfplay/sgf2lines.sh DIR > data/mohex-selfplay/CHUNK.txt
#
# Plain POSIX sh and awk (mawk or gawk). Each record is checked on the way: a square size of
# 1-19, no swap, colours alternating from Red (SGF B), every move a cell of the board played once,
# a result, and the winner the player of the last move (a game ends on a connection: MoHex never
# resigns). A record that fails, or that a forfeit ended, is left out with a message on stderr,
# and the script then exits with status 1.
set -eu
[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: $0 SGF-DIR > chunk.txt" >&2; exit 2; }
status=0
for f in $(ls "$1" | grep '^game-[0-9]*\.sgf$' | sort -t- -k2n); do
    tr -d '\n' < "$1/$f" | awk -v file="$f" '
    function fail(why) { print file ": " why " (left out)" > "/dev/stderr"; bad = 1; exit 1 }
    {
        t = $0
        if (index(t, "forfeit")) fail("the game ended by a forfeit")
        if (!match(t, /SZ\[[0-9]+\]/)) fail("no SZ")
        size = substr(t, RSTART + 3, RLENGTH - 4) + 0
        if (size < 1 || size > 19) fail("size " size)
        if (match(t, /RU\[[^]]*\]/) && index(substr(t, RSTART, RLENGTH), "swap:off") == 0)
            fail("not played without swap")
        if (!match(t, /RE\[[BW]\+\]/)) fail("no result of a connection")
        winner = substr(t, RSTART + 3, 1) == "B" ? "R" : "B"
        line = size " " winner
        n = 0
        rest = t
        while (match(rest, /;[BW]\[[^]]*\]/)) {
            who = substr(rest, RSTART + 1, 1)
            mv = substr(rest, RSTART + 3, RLENGTH - 4)
            rest = substr(rest, RSTART + RLENGTH)
            if (who != (n % 2 == 0 ? "B" : "W")) fail("move " n + 1 " out of turn")
            if (mv !~ /^[a-s][0-9]+$/) fail("move " n + 1 " is " mv)
            col = index("abcdefghijklmnopqrs", substr(mv, 1, 1))
            row = substr(mv, 2) + 0
            if (col > size || row < 1 || row > size) fail("move " n + 1 " " mv " is off the board")
            if (mv in seen) fail("move " n + 1 " " mv " on an occupied cell")
            seen[mv] = 1
            line = line " " mv
            n++
        }
        if (n == 0) fail("no moves")
        last = (n % 2 == 1) ? "R" : "B"
        if (last != winner) fail("the winner did not play the last move")
        print line
    }' || status=1
done
exit $status
