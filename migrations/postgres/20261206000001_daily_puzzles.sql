-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- The daily puzzle (issue 34): where and when each server posts it, the puzzle of each day, and
-- which attempts were at a day's puzzle (for its solvers and the players' streaks).

-- A server's daily puzzle: posted in `channel_id` (NULL: not posted) each day at `hour` UTC.
-- `since`: when this was last changed; a day whose hour came before it is not posted.
CREATE TABLE daily_puzzle_settings (
    guild_id   BIGINT  NOT NULL PRIMARY KEY,
    channel_id BIGINT,
    hour       BIGINT  NOT NULL CHECK (hour BETWEEN 0 AND 23),
    since      BIGINT  NOT NULL,
    updated_by BIGINT  NOT NULL
);

-- The puzzle of a server's day (`day`: days since 1970-01-01, the day starting at the server's
-- hour), the same for everyone there. Posting is claimed once (`post_claimed_at`, by one
-- process), and `message_id` is the post once the front end reported it: a claim without a
-- message after a crash is posted again on start (the front end first looks for it).
CREATE TABLE daily_puzzles (
    guild_id        BIGINT NOT NULL,
    day             BIGINT NOT NULL,
    puzzle          BIGINT NOT NULL,
    chosen_at       BIGINT NOT NULL,
    channel_id      BIGINT,
    post_claimed_at BIGINT,
    message_id      BIGINT,
    PRIMARY KEY (guild_id, day)
);

-- The day whose daily puzzle an attempt was (NULL: a puzzle of `/hex puzzle`).
ALTER TABLE puzzle_attempts ADD COLUMN daily BIGINT;
CREATE INDEX puzzle_attempts_by_day ON puzzle_attempts (guild_id, daily);
