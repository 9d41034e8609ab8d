-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- hexbot's first schema: games as settings + move lists, ratings per guild, rating history.
--
-- Kept portable (plain types, no SQLite-only features in the model) so that PostgreSQL can follow:
-- ids are 64-bit integers (Discord snowflakes stored bit for bit), times are milliseconds since the
-- Unix epoch, names are short lowercase text checked by CHECK constraints.

CREATE TABLE games (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    guild_id        BIGINT  NOT NULL,
    channel_id      BIGINT  NOT NULL,
    thread_id       BIGINT,
    -- Where the game is played: the thread if any, else the channel (ids are globally unique).
    place_id        BIGINT  NOT NULL,
    message_id      BIGINT,                       -- the board message, once posted
    -- The seats as at the start: red moves first. Each is a human (user id) or the computer (level).
    red_user_id     BIGINT,
    red_level       TEXT CHECK (red_level IN ('easy', 'medium', 'hard')),
    blue_user_id    BIGINT,
    blue_level      TEXT CHECK (blue_level IN ('easy', 'medium', 'hard')),
    challenger_id   BIGINT,                       -- who issued the challenge, if it was one
    size            BIGINT  NOT NULL CHECK (size BETWEEN 1 AND 19),
    variant         TEXT    NOT NULL CHECK (variant IN ('hex', 'rex')),
    swap            TEXT    NOT NULL CHECK (swap IN ('off', 'mirror', 'seat')),
    turn_timer_secs BIGINT  CHECK (turn_timer_secs > 0),
    status          TEXT    NOT NULL CHECK (status IN
                        ('challenge', 'active', 'finished', 'aborted', 'declined', 'expired', 'withdrawn')),
    winner          TEXT CHECK (winner IN ('red', 'blue')),       -- colour on the final board
    winner_seat     TEXT CHECK (winner_seat IN ('red', 'blue')),  -- seat (as at the start) that won
    end_reason      TEXT CHECK (end_reason IN ('connection', 'resignation', 'timeout', 'abort')),
    ai_seed         BIGINT  NOT NULL,
    rated           BOOLEAN NOT NULL,
    created_at      BIGINT  NOT NULL,
    updated_at      BIGINT  NOT NULL,
    deadline        BIGINT,                       -- turn deadline (active) or expiry (challenge)
    CHECK ((red_user_id IS NULL) <> (red_level IS NULL)),
    CHECK ((blue_user_id IS NULL) <> (blue_level IS NULL))
);

-- At most one open game (challenge or active) per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_place ON games (place_id)
    WHERE status IN ('challenge', 'active');
CREATE INDEX games_by_status_deadline ON games (status, deadline);
CREATE INDEX games_by_red ON games (red_user_id, guild_id, updated_at);
CREATE INDEX games_by_blue ON games (blue_user_id, guild_id, updated_at);

CREATE TABLE moves (
    game_id BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     BIGINT  NOT NULL CHECK (ply >= 0),    -- 0 for the first move
    mv      TEXT    NOT NULL,                     -- 'e5', 'swap', 'resign-red', 'resign-blue'
    seat    TEXT    NOT NULL CHECK (seat IN ('red', 'blue')),  -- seat (as at the start) it was made for
    made_by TEXT    NOT NULL CHECK (made_by IN ('player', 'computer')),  -- computer = on the player's behalf
    made_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, ply)                    -- UNIQUE (game_id, ply)
);

CREATE TABLE ratings (
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      BIGINT  NOT NULL,
    wins       BIGINT  NOT NULL,
    losses     BIGINT  NOT NULL,
    streak     BIGINT  NOT NULL,                  -- > 0: wins in a row, < 0: losses in a row
    updated_at BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

CREATE TABLE rating_history (
    game_id          BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild_id         BIGINT NOT NULL,
    user_id          BIGINT NOT NULL,
    opponent_id      BIGINT NOT NULL,
    won              BOOLEAN NOT NULL,
    rating_before    DOUBLE PRECISION NOT NULL,
    deviation_before DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    opponent_rating  DOUBLE PRECISION NOT NULL,  -- the opponent's rating before the game
    at               BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_by_user ON rating_history (guild_id, user_id, at);
