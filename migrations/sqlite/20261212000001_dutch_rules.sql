-- The edition of the FIDE Dutch rules a Swiss tournament is paired by (issue 67): 2025 for new
-- tournaments, or 2017 when the director asks for it; tournaments made before keep the 2017
-- rules they began under. Other formats keep whatever was stored (their pairings use none).
ALTER TABLE tournaments ADD COLUMN rules INTEGER NOT NULL DEFAULT 2017
    CHECK (rules IN (2017, 2025));
