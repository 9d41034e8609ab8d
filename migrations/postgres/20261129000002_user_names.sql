-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- Display names, so replies can name players after a restart (the games keep only user ids).
-- One row per user: the name last seen in one of their commands, and when it was seen.

CREATE TABLE user_names (
    user_id    BIGINT NOT NULL PRIMARY KEY,
    name       TEXT   NOT NULL,
    updated_at BIGINT NOT NULL
);
