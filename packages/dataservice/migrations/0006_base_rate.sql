-- Up Migration
-- § 288 BGB default interest is the Basiszinssatz plus 5 (consumers) or 9 (businesses)
-- percentage points. The Bundesbank sets the base rate on 1 January and 1 July (§ 247 BGB);
-- the table holds each rate from its start date, shipped with the rates known at this
-- release, and an administrator adds the next ones (sql/72_default_interest.sql).
CREATE TABLE data.basiszinssatz (
  gilt_ab date PRIMARY KEY
    CONSTRAINT basiszinssatz_stichtag CHECK (extract(day FROM gilt_ab) = 1 AND extract(month FROM gilt_ab) IN (1, 7)),
  satz numeric(5, 2) NOT NULL CONSTRAINT basiszinssatz_satz_check CHECK (satz > -10 AND satz < 20)
);
INSERT INTO data.basiszinssatz (gilt_ab, satz) VALUES
  ('2025-01-01', 2.27),
  ('2025-07-01', 1.27),
  ('2026-01-01', 1.27);
