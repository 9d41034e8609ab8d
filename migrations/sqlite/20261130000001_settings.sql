-- Settings: each server's defaults for new games (set by its moderators with `/hex config`), each
-- user's own display preferences (`/hex settings`), and the orientation each game's public
-- pictures follow (chosen when it starts).
--
-- A server or user without a row has set nothing: the service's built-in defaults apply.

CREATE TABLE guild_settings (
    guild_id        BIGINT  NOT NULL PRIMARY KEY,
    size            INTEGER NOT NULL CHECK (size BETWEEN 1 AND 19),
    variant         TEXT    NOT NULL CHECK (variant IN ('hex', 'rex')),
    swap            TEXT    NOT NULL CHECK (swap IN ('off', 'mirror', 'seat')),
    turn_timer_secs INTEGER CHECK (turn_timer_secs > 0),          -- NULL: no turn timer
    rematch         TEXT    NOT NULL CHECK (rematch IN ('alternate', 'same')),
    orientation     TEXT    NOT NULL CHECK (orientation IN ('normal', 'rotated')),
    updated_by      BIGINT  NOT NULL,
    updated_at      BIGINT  NOT NULL
);

CREATE TABLE user_settings (
    user_id     BIGINT NOT NULL PRIMARY KEY,
    orientation TEXT   NOT NULL CHECK (orientation IN ('normal', 'rotated')),
    updated_at  BIGINT NOT NULL
);

ALTER TABLE games ADD COLUMN orientation TEXT NOT NULL DEFAULT 'normal'
    CHECK (orientation IN ('normal', 'rotated'));
