-- Readers of the value types (requirements §5: only possible data). The domains themselves,
-- data.geld (money), data.menge (quantities) and data.datum (business dates within the
-- configured range), hold state: they are in the migrations (../migrations/0001_baseline.sql,
-- the cent rule in 0002_…).

-- A date as a business date, refused in the same words wherever it is called: PostgreSQL
-- names the domain by the caller's search_path ("datum" inside a function with `data` on it).
CREATE OR REPLACE FUNCTION data.as_datum(d date) RETURNS data.datum
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$ SELECT d::data.datum $$;

-- A date sent as text (requirements §7: the procedures take their values as text): only
-- YYYY-MM-DD. PostgreSQL's date input reads many forms and guesses their order by DateStyle:
-- "1/2/2027" was stored as 2 January (MDY), "1.2.27" as 27 February 2001 (YMD). The app's date
-- inputs always send ISO days (model/validation/isoDate.ts), so any other form with digits is a
-- mistake and refused in German (22007 → 400). Text without digits ("morgen") keeps PostgreSQL's
-- own refusal (test/prognose.test.ts, test/parity/billing.scenarios.ts).
-- The API roles also run with DateStyle 'ISO, YMD' (90_owner.sql) for dates that reach a date
-- column or parameter directly.
CREATE OR REPLACE FUNCTION data.iso_date(name text, value text) RETURNS date
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND value ~ '[0-9]' THEN
    RAISE invalid_datetime_format USING
      MESSAGE = format('Das Datum%s muss die Form JJJJ-MM-TT haben (z. B. 2027-01-02), nicht „%s“.',
                       coalesce(' ' || name, ''), left(value, 40));
  END IF;
  RETURN value::date;
END $$;
GRANT EXECUTE ON FUNCTION data.iso_date(text, text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;
