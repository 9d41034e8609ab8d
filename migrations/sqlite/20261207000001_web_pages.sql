-- The web companion (issue 36): the servers whose games have pages on the web. A row is the
-- server's opt-in (`/hex config web:True`), by whom and since when; without one, none of its
-- pages exist.
CREATE TABLE web_pages (
    guild_id   BIGINT NOT NULL PRIMARY KEY,
    since      BIGINT NOT NULL,
    updated_by BIGINT NOT NULL
);
