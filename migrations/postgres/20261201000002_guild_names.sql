-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- Display names per server: a member's nickname in one server must not show in another's replies
-- or leaderboard. One row per (server, user): the name last seen in that server, and when.
-- `user_names` stays as the fallback where no server's name is known.

CREATE TABLE guild_user_names (
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
