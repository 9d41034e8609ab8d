-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- The analysis board (`/hex analyze`): a player's own boards, each a tree of variations. `tree` is
-- the whole tree as an SGF record with its variations (as `study::Tree` writes it); `node` the
-- node shown; `revision` grows by one at every change, so that of two presses on the same board
-- only the first is stored. `guild_id` is the server it was opened in (0 outside a server), for
-- the opening explorer. A player keeps a bounded number of boards: opening one more forgets the
-- one least recently used.
CREATE TABLE analysis_boards (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    BIGINT  NOT NULL,
    guild_id   BIGINT  NOT NULL,
    tree       TEXT    NOT NULL,
    node       BIGINT  NOT NULL CHECK (node >= 0),
    revision   BIGINT  NOT NULL,
    created_at BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);
CREATE INDEX analysis_boards_by_user ON analysis_boards (user_id, updated_at);
