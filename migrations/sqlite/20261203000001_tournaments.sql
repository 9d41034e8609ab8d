-- Tournaments run by the bot (Swiss, round robin, knockout): the event, its entrants and the
-- boards of each round. A board's result is its game's (joined from `games`), or a forfeit
-- stored on the board when a player withdrew or the game was abandoned.
--
-- `current_round`: the rounds paired so far (0 before the start); pairing round r is allowed only
-- while it is r − 1, in the transaction that stores the round's boards, so each round is paired
-- exactly once. `game_id` is set in the transaction that creates the board's game, only where it
-- is NULL, so each game is created exactly once.
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY,
    guild_id        BIGINT  NOT NULL,
    channel_id      BIGINT  NOT NULL,
    name            TEXT    NOT NULL,
    format          TEXT    NOT NULL CHECK (format IN
                        ('swiss', 'round-robin', 'double-round-robin', 'knockout')),
    rounds          INTEGER NOT NULL CHECK (rounds >= 0),
    size            INTEGER NOT NULL CHECK (size BETWEEN 1 AND 19),
    variant         TEXT    NOT NULL CHECK (variant IN ('hex', 'rex')),
    swap            TEXT    NOT NULL CHECK (swap IN ('off', 'mirror', 'seat')),
    turn_timer_secs INTEGER CHECK (turn_timer_secs > 0),
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    max_players     INTEGER NOT NULL CHECK (max_players BETWEEN 2 AND 256),
    status          TEXT    NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    current_round   INTEGER NOT NULL DEFAULT 0,
    created_by      BIGINT  NOT NULL,
    created_at      BIGINT  NOT NULL,
    announcement    BIGINT,
    finished_at     BIGINT
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

CREATE TABLE tournament_entrants (
    tournament_id   BIGINT  NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id         BIGINT  NOT NULL,
    joined_at       BIGINT  NOT NULL,
    seed            INTEGER,
    rating          INTEGER,
    withdrawn_after INTEGER,
    PRIMARY KEY (tournament_id, user_id),
    UNIQUE (tournament_id, seed)
);

CREATE TABLE tournament_boards (
    tournament_id   BIGINT  NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round           INTEGER NOT NULL CHECK (round >= 1),
    board           INTEGER NOT NULL CHECK (board >= 1),
    white_seed      INTEGER NOT NULL,
    black_seed      INTEGER,
    game_id         BIGINT  UNIQUE REFERENCES games (id),
    forfeit         TEXT    CHECK (forfeit IN ('white', 'black', 'none')),
    PRIMARY KEY (tournament_id, round, board)
);
