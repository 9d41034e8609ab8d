-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- Conditional moves (`/hex plan`): a player's plan of answers in a game of days per move, kept
-- private (never shown to the opponent, never exported). `plan` is the tree as `plan::Plan`
-- writes it (lines of cells, the opponent's move first); `ply` the position it starts from,
-- where the opponent is to move: a plan whose ply is not the game's no longer applies.
CREATE TABLE plans (
    game_id    BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    ply        BIGINT NOT NULL CHECK (ply >= 0),
    plan       TEXT   NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
