-- Only possible data (requirements §5), beside the domains of 02_domains.sql: what the tables of
-- 10_tables.sql refuse. The demo's mock refuses the same (packages/mocks/src/store/plausible.ts;
-- text lengths come from packages/ui/src/model/validation/textLimits.ts, and 48_text_limits.sql
-- changes some of the figures below; test/constraints.test.ts compares SQL and mock).

-- Texts no longer than the screens take. Without a limit a 1 MB e-mail reached the unique
-- index on lower(email) and failed there (54000, HTTP 500); now it is a check (23514, 400).
-- Every text column of data.* gets `<table>_<column>_laenge`: 500 characters unless named below.
DO $$
DECLARE
  limits jsonb := '{
    "benutzer.email": 254, "kunde_account.username": 254,
    "kaefer.message": 1000, "kaefer.beschreibung": 5000,
    "karte.georef_bash": 100000, "karte.bem_client": 5000, "karte.bem_to_client": 5000, "karte.bem_apus": 5000,
    "rechnung.anrede": 10000, "rechnung.anschreiben": 10000, "rechnung.zuerl": 10000,
    "angebot.anrede": 10000, "angebot.anschreiben": 10000, "angebot.zuerl": 10000,
    "freitexte.text": 10000,
    "position.bez": 1000, "position.erl": 5000, "position_tmpl.bez": 1000, "position_tmpl.erl": 5000
  }';
  c record;
BEGIN
  FOR c IN
    SELECT a.attrelid::regclass AS tbl, t.relname AS table_name, a.attname AS column_name
      FROM pg_attribute a JOIN pg_class t ON t.oid = a.attrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'data' AND t.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
       AND a.atttypid = 'text'::regtype
  LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I CHECK (char_length(%I) <= %s)', c.tbl,
                   c.table_name || '_' || c.column_name || '_laenge', c.column_name,
                   coalesce((limits ->> (c.table_name || '.' || c.column_name))::integer, 500));
  END LOOP;
END
$$;

-- A sighting's review (requirements §4), held by the table as well as by the status machine
-- (14_kaefer.sql), so that no later change (PATCH /kaefer of the species, a_update_message)
-- leaves a published record without a species or a question without its message.
ALTER TABLE data.kaefer
  ADD CONSTRAINT kaefer_veroeffentlicht_art CHECK (status IS DISTINCT FROM 'veroeffentlicht' OR art IS NOT NULL),
  ADD CONSTRAINT kaefer_nachricht CHECK (status NOT IN ('rueckfrage', 'abgelehnt') OR coalesce(btrim(message), '') <> ''),
  -- Business dates (02_domains.sql's range; the cast raises the domain's own refusal).
  ADD CONSTRAINT kaefer_published_from_datum CHECK (published_from::data.datum IS NOT NULL OR published_from IS NULL),
  ADD CONSTRAINT kaefer_fund_datum_datum CHECK (fund_datum::data.datum IS NOT NULL OR fund_datum IS NULL);

-- Georeferencing points and survey figures: finite numbers (numeric takes 'NaN' and
-- 'Infinity', which no coordinate or length is); lengths and amounts not negative.
ALTER TABLE data.mappoint
  ADD CONSTRAINT mappoint_endlich CHECK (
    mapx > '-Infinity' AND mapx < 'Infinity' AND mapy > '-Infinity' AND mapy < 'Infinity'
    AND pixelx > '-Infinity' AND pixelx < 'Infinity' AND pixely > '-Infinity' AND pixely < 'Infinity'
    AND coalesce(dx > '-Infinity' AND dx < 'Infinity', true) AND coalesce(dy > '-Infinity' AND dy < 'Infinity', true)
    AND coalesce(residual >= 0 AND residual < 'Infinity', true));
ALTER TABLE data.einmessung ADD CONSTRAINT einmessung_summe_check CHECK (summe >= 0 AND summe < 'Infinity');
ALTER TABLE data.draenage ADD CONSTRAINT draenage_laenge_check CHECK (laenge >= 0 AND laenge < 'Infinity');

-- Values that are never right. Each refusal is a check (23514 → 400).

-- A position's number (lfd_nr) counts from 1: the editor shows it as "Pos. 1", and a reorder
-- rewrites the numbers 1, 2, 3 … (23_positions_api.sql); 0 or -1 printed as a position number.
ALTER TABLE data.position ADD CONSTRAINT position_lfd_nr_ab_1 CHECK (lfd_nr >= 1);

-- VAT rates (ust_satz): only the rates the header form offers (ui's billing/documentHeader.ts
-- UST_SAETZE: 19 %, 7 %, 0 % for exempt or reverse charge; UStG §12). The spec names the field,
-- not its values; 99.9999999999 was stored and printed. A past rate (16 % before 2007, or 16/5 %
-- in the second half of 2020) would be added here and in UST_SAETZE together.
ALTER TABLE data.rechnung ADD CONSTRAINT rechnung_ust_satz_erlaubt CHECK (ust_satz IN (0, 7, 19));
ALTER TABLE data.angebot ADD CONSTRAINT angebot_ust_satz_erlaubt CHECK (ust_satz IN (0, 7, 19));

-- Names the screens require are not blank once trimmed: a client named "   " was stored and
-- listed as an empty line. "Blank" as JavaScript's trim() sees it (the forms trim so), with the
-- no-break and wide spaces that PostgreSQL's \s in the C.UTF-8 locale does not know.
DO $$
DECLARE
  c text[];
BEGIN
  FOREACH c SLICE 1 IN ARRAY ARRAY[['kunde', 'name'], ['karte', 'map_name'], ['kaeferarten', 'name'],
                                   ['freitexte', 'titel']] LOOP
    EXECUTE format('ALTER TABLE data.%I ADD CONSTRAINT %I CHECK (%I ~ %L)', c[1], c[1] || '_' || c[2] || '_nicht_leer',
                   c[2], '[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]');
  END LOOP;
END
$$;

-- Money (data.geld: every amount column, position.ep, position_tmpl.ep, prognose.betrag) is 0 or
-- at least a cent: a forecast of 0.000001 € was stored and shown as "0,00 €". A unit price may
-- still have fractions of a cent (0.015 €/m); the line's total is rounded to the cent
-- (ui's billing/totals.ts). abs(): the rule holds should the domain ever take credits.
ALTER DOMAIN data.geld ADD CONSTRAINT geld_ab_1_cent CHECK (VALUE = 0 OR abs(VALUE) >= 0.01);

-- Coordinate systems (epsg) of clients and maps: only the projected systems the app supports
-- (ui's domainValues.ts EPSG_CODES: ETRS89/UTM 32N and 33N, DHDN/Gauß-Krüger zones 2–5). An
-- expert's PATCH /karte with epsg = 4326 (degrees, not metres) made a_get_bbox_from_client fail
-- with 22023 for that client, for everyone. Null: not chosen yet.
ALTER TABLE data.kunde ADD CONSTRAINT kunde_epsg_erlaubt CHECK (epsg IN (25832, 25833, 31466, 31467, 31468, 31469));
ALTER TABLE data.karte ADD CONSTRAINT karte_epsg_erlaubt CHECK (epsg IN (25832, 25833, 31466, 31467, 31468, 31469));
