-- Games set aside: an open game that no longer loads (its row does not decode, or its moves no
-- longer replay through the rules) is marked with the reason instead of stopping the bot. It keeps
-- its status (moderators see it and abort it by id) but no longer holds its channel: the one open
-- game per channel counts only games that are not set aside.

ALTER TABLE games ADD COLUMN set_aside TEXT;

DROP INDEX games_one_open_per_place;
CREATE UNIQUE INDEX games_one_open_per_place ON games (place_id)
    WHERE status IN ('challenge', 'active') AND set_aside IS NULL;
