-- Up Migration
-- The coordinate systems of clients and maps (migrations/0002) take, beside ETRS89/UTM 32N and
-- 33N and DHDN/Gauß-Krüger zones 2–5, the systems old sheets and Länder surveys come in: ETRS89 /
-- UTM with the zone before the easting (zE-N: 4647 zone 32, 5650 zone 33, as ALKIS extracts
-- write it), Pulkovo 1942(83) / Gauß-Krüger zones 4 and 5 (2398, 2399: the GDR's maps on
-- Krassowski's ellipsoid) and DHDN / Soldner Berlin (3068). ui's domainValues.ts EPSG_CODES holds
-- the same list; data.unproject (sql/13_maps.sql) knows each, so a client's extent is found for
-- every map. Degrees (4326) stay out: a map's coordinates are metres.
ALTER TABLE data.kunde DROP CONSTRAINT kunde_epsg_erlaubt;
ALTER TABLE data.kunde ADD CONSTRAINT kunde_epsg_erlaubt
  CHECK (epsg IN (25832, 25833, 31466, 31467, 31468, 31469, 4647, 5650, 2398, 2399, 3068));
ALTER TABLE data.karte DROP CONSTRAINT karte_epsg_erlaubt;
ALTER TABLE data.karte ADD CONSTRAINT karte_epsg_erlaubt
  CHECK (epsg IN (25832, 25833, 31466, 31467, 31468, 31469, 4647, 5650, 2398, 2399, 3068));
