-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- The computer ladder: each player's rating per guild from their games against the computer, apart
-- from the two-player ratings. The computer's levels have fixed ratings (calibrated by self-play,
-- `Level::rating`); only the human's rating moves. Same Glicko-2 columns as `ratings`.

CREATE TABLE computer_ratings (
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

-- One row per rated game against the computer (a game is rated at most once).
CREATE TABLE computer_rating_history (
    game_id          BIGINT NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id         BIGINT NOT NULL,
    user_id          BIGINT NOT NULL,
    level            TEXT   NOT NULL CHECK (level IN ('easy', 'medium', 'hard')),
    won              BOOLEAN NOT NULL,
    rating_before    DOUBLE PRECISION NOT NULL,
    deviation_before DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    level_rating     DOUBLE PRECISION NOT NULL,  -- the level's fixed rating when the game ended
    at               BIGINT NOT NULL
);
CREATE INDEX computer_rating_history_by_user ON computer_rating_history (guild_id, user_id, at);
