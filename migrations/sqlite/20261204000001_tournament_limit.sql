-- The most tournaments a server has taking players or being played at once (issue 33):
-- `/hex config tournaments:` sets it, from 1 to 10.
ALTER TABLE guild_settings ADD COLUMN open_tournaments INTEGER NOT NULL DEFAULT 3
    CHECK (open_tournaments BETWEEN 1 AND 10);
