-- Readers of remote-procedure arguments; ids are read by 01_schema.sql's data.id_arg / data.id_or_null.
-- requirements §7: ids and ust_satz arrive as text, positions send every number as text (requirements §5),
-- so the billing api functions take text and convert here: an empty or null required
-- value is refused in German (P0001 → 400), a malformed one by PostgreSQL's own cast
-- (22P02 "invalid input syntax for type integer").

CREATE OR REPLACE FUNCTION data.arg_required(name text, value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF value IS NULL OR value = '' THEN
    RAISE EXCEPTION 'Der Parameter % darf nicht leer sein.', name;
  END IF;
  RETURN value;
END $$;

-- A number (an amount, a quantity): PostgreSQL's numeric input also takes 'NaN' and
-- 'Infinity', which no amount or quantity can be, so they are refused as malformed (22P02).
CREATE OR REPLACE FUNCTION data.arg_num(name text, value text) RETURNS numeric
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  n numeric := data.arg_required(name, value)::numeric;
BEGIN
  IF n = 'NaN' OR n IN ('Infinity', '-Infinity') THEN
    RAISE invalid_text_representation USING MESSAGE = format('invalid input syntax for type numeric: "%s"', value);
  END IF;
  RETURN n;
END $$;

-- A text argument that must not be null ('' is a value here: an empty text field).
CREATE OR REPLACE FUNCTION data.arg_text(name text, value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF value IS NULL THEN
    RAISE EXCEPTION 'Der Parameter % darf nicht leer sein.', name;
  END IF;
  RETURN value;
END $$;

-- The VAT rate, refused outside the table's check (0 up to below 100) before the write, in the
-- words of the check constraint's own refusal.
CREATE OR REPLACE FUNCTION data.arg_ust_satz(tbl text, value text) RETURNS numeric
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  rate numeric := data.arg_num('ust_satz', value);
BEGIN
  IF rate < 0 OR rate >= 100 THEN
    RAISE check_violation USING MESSAGE = format('new row for relation "%s" violates check constraint "%s_ust_satz_check"', tbl, tbl);
  END IF;
  RETURN rate;
END $$;

-- Dates are business dates (02_domains.sql): 'infinity' or the year 9999 is refused by the domain;
-- written YYYY-MM-DD (data.iso_date), so "1/2/2027" is refused instead of read as 2 January.
CREATE OR REPLACE FUNCTION data.arg_date(name text, value text) RETURNS data.datum
LANGUAGE sql STABLE AS $$ SELECT data.iso_date(name, data.arg_required(name, value))::data.datum $$;

CREATE OR REPLACE FUNCTION data.arg_date_or_null(value text) RETURNS data.datum
LANGUAGE sql STABLE AS $$ SELECT data.iso_date(NULL, nullif(value, ''))::data.datum $$;

CREATE OR REPLACE FUNCTION data.arg_bool_or_null(value text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT nullif(value, '')::boolean $$;

-- The editor of a new document: the caller's name from benutzer, else the token's e-mail.
CREATE OR REPLACE FUNCTION data.billing_editor_name() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT data.display_name(b) FROM data.benutzer b WHERE lower(b.email) = data.current_email() ORDER BY b.user_id LIMIT 1),
    data.current_email());
$$;
