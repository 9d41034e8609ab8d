-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- Computer reviews of finished games (`/hex review`): computed once, kept, shown again at once.
-- `positions` holds one entry per position of the game, the start first and the final position
-- last, separated by commas: Red's chance of winning there (0 to 1, four decimals) and the stone
-- the computer prefers for the side to move, or '-' where nobody is to move ("0.5312 f6").

CREATE TABLE reviews (
    game_id    BIGINT NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    playouts   BIGINT NOT NULL CHECK (playouts > 0),  -- per position
    positions  TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
