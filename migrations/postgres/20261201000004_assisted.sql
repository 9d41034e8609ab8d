-- PostgreSQL twin of migrations/sqlite/ (same versions, same schema): every integer is BIGINT, ids are identities.
-- Hints: a game in which a player asked the computer for a hint (`/hex hint`) is marked assisted,
-- for good; its record, history and export say so. Hints are refused in rated games between two
-- players, and a hint in a game against the computer takes it off the computer ladder (rated is
-- cleared with it).

ALTER TABLE games ADD COLUMN assisted BOOLEAN NOT NULL DEFAULT FALSE;
