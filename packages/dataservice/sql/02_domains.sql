-- Only possible data (requirements §5): the value types of money, quantities and business
-- dates, used by the billing tables (20_billing_tables.sql) and the argument readers
-- (21_billing_args.sql). numeric, never float: amounts stay exact. PostgreSQL's numeric also
-- knows 'NaN' and '±Infinity' (a list would then send "NaN" and the app's totals throw);
-- NaN sorts above every number, so an upper bound refuses NaN and Infinity as well.
-- Only the billing tables use them: their api functions are LANGUAGE sql, which returns a
-- domain column as its base type; PL/pgSQL's RETURN QUERY would not (the other tables have
-- CHECK constraints instead, 31_constraints.sql).

-- An amount of money in euros: finite, not negative, below a trillion.
CREATE DOMAIN data.geld AS numeric CHECK (VALUE >= 0 AND VALUE < 1e12);

-- A quantity (hours, pieces, metres): finite, not negative, below a billion.
CREATE DOMAIN data.menge AS numeric CHECK (VALUE >= 0 AND VALUE < 1e9);

-- A business date (invoice, offer, forecast, publication): finite and within the range the
-- office works in. The range is configured here and nowhere else in SQL (the demo's mock has
-- the same bounds in packages/mocks/src/store/plausible.ts); to widen it:
--   ALTER DOMAIN data.datum DROP CONSTRAINT datum_check;
--   ALTER DOMAIN data.datum ADD CONSTRAINT datum_check CHECK (VALUE BETWEEN '2000-01-01' AND '2199-12-31');
CREATE DOMAIN data.datum AS date CONSTRAINT datum_check CHECK (VALUE BETWEEN '2000-01-01' AND '2099-12-31');

-- A date as a business date, refused in the same words wherever it is called: PostgreSQL
-- names the domain by the caller's search_path ("datum" inside a function with `data` on it).
CREATE FUNCTION data.as_datum(d date) RETURNS data.datum
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$ SELECT d::data.datum $$;

-- A date sent as text (requirements §7: the procedures take their values as text): only
-- YYYY-MM-DD. PostgreSQL's date input reads many forms and guesses their order by DateStyle:
-- "1/2/2027" was stored as 2 January (MDY), "1.2.27" as 27 February 2001 (YMD). The app's date
-- inputs always send ISO days (model/validation/isoDate.ts), so any other form with digits is a
-- mistake and refused in German (22007 → 400). Text without digits ("morgen") keeps PostgreSQL's
-- own refusal, as the mock answers it (test/prognose.test.ts, parity/billing.scenarios.ts).
-- The API roles also run with DateStyle 'ISO, YMD' (90_owner.sql) for dates that reach a date
-- column or parameter directly.
CREATE FUNCTION data.iso_date(name text, value text) RETURNS date
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
