-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- The message that shows a game's board publicly (reported by a front end that keeps messages):
-- `/hex games` links to it, and a move made on the web edits it, also after a restart.
ALTER TABLE games ADD COLUMN board_channel BIGINT;
ALTER TABLE games ADD COLUMN board_message BIGINT;
