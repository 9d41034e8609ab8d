-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- Slow games: day clocks (1, 2, 3 or 7 days a move, stored as `turn_timer_secs` like the live
-- timers), "your move" notices, vacations, and the heartbeat that tells how long the bot was down.
--
-- `clock_left_ms`: a day clock standing still (a player of the game is on vacation) keeps the
-- time its player to move had left here, with `deadline` NULL; NULL while the clock runs.
-- `reminded_ply`: the ply whose "quarter of the clock left" reminder was sent (at most one a move).
ALTER TABLE games ADD COLUMN clock_left_ms BIGINT;
ALTER TABLE games ADD COLUMN reminded_ply BIGINT;

-- How a user hears that it is their move in a slow game: a mention, a direct message, or nothing.
ALTER TABLE user_settings ADD COLUMN notify TEXT NOT NULL DEFAULT 'mention'
    CHECK (notify IN ('mention', 'dm', 'off'));

-- The days of vacation a member may take in a calendar year in this server (at most 30).
ALTER TABLE guild_settings ADD COLUMN vacation_days BIGINT NOT NULL DEFAULT 30
    CHECK (vacation_days BETWEEN 0 AND 30);

-- Vacations, per server: while one is open (`ended_at` NULL) the day clocks of the member's games
-- in that server stand still. `until_at` is when it ends by itself (the allowance runs out).
CREATE TABLE vacations (
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    started_at BIGINT NOT NULL,
    until_at   BIGINT NOT NULL,
    ended_at   BIGINT,
    PRIMARY KEY (guild_id, user_id, started_at)
);
CREATE UNIQUE INDEX vacations_one_open ON vacations (guild_id, user_id) WHERE ended_at IS NULL;

-- The last time each process (named by the shards it holds) was seen alive: after a restart, the
-- time since is the outage, which no player's day clock is charged for.
CREATE TABLE heartbeats (
    process TEXT   NOT NULL PRIMARY KEY,
    at      BIGINT NOT NULL
);
