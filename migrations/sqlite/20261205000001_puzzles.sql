-- Puzzles (issue 34): the players' puzzle ratings per server, each puzzle's own rating (shared by
-- every server), and the attempts.

-- A player's puzzle standing in a server, the same columns as the two ladders: `games` counts
-- rated attempts, `wins` those solved, `losses` those not solved.
CREATE TABLE puzzle_player_ratings (
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    losses     INTEGER NOT NULL,
    streak     INTEGER NOT NULL,
    updated_at BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- A puzzle's rating once someone has tried it (before that, the library's starting rating).
-- `puzzle` is its number in the library (numbers never change: the library only grows).
CREATE TABLE puzzle_ratings (
    puzzle     BIGINT NOT NULL PRIMARY KEY,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts   INTEGER NOT NULL,
    solved     INTEGER NOT NULL,
    updated_at BIGINT  NOT NULL
);

-- One row per puzzle a player opened. `moves`: the stones played since the puzzle's position,
-- the player's and the computer's in turn, as cells separated by spaces. `result` is NULL while
-- the puzzle is open (one open puzzle per player and server). `rated`: the player's first
-- attempt at this puzzle in this server; `rated_at` is set once the rating changed (at the end,
-- or at a hint, which counts as not solved).
CREATE TABLE puzzle_attempts (
    id             INTEGER PRIMARY KEY,          -- PostgreSQL: BIGINT GENERATED ALWAYS AS IDENTITY
    guild_id       BIGINT  NOT NULL,
    user_id        BIGINT  NOT NULL,
    puzzle         BIGINT  NOT NULL,
    started_at     BIGINT  NOT NULL,
    moves          TEXT    NOT NULL DEFAULT '',
    hinted         BOOLEAN NOT NULL DEFAULT FALSE,
    rated          BOOLEAN NOT NULL,
    rated_at       BIGINT,
    rating_before  DOUBLE PRECISION,
    rating_after   DOUBLE PRECISION,
    result         TEXT CHECK (result IN ('solved', 'failed')),
    finished_at    BIGINT
);
CREATE UNIQUE INDEX puzzle_attempts_one_open ON puzzle_attempts (guild_id, user_id)
    WHERE result IS NULL;
CREATE INDEX puzzle_attempts_by_user ON puzzle_attempts (guild_id, user_id, puzzle);
