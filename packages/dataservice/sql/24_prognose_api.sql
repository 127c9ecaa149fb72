-- Forecasts (prognose, requirements §7): the service
-- refuses what the table would (a negative amount, an empty kind) with the check
-- constraint's own message, and a change to a forecast that is not there with 404.

-- The fields, read betrag, art, datum (a call with several faulty ones is refused for the first
-- of these); art is stored trimmed.
CREATE OR REPLACE FUNCTION data.prognose_fields(datum text, betrag text, art text) RETURNS data.prognose
LANGUAGE plpgsql STABLE AS $$
DECLARE
  row_ data.prognose;
  -- Read into plain variables first: the row's domain (data.geld) would refuse a negative
  -- amount with its own message before the table check's wording below.
  amount numeric := data.arg_num('betrag', betrag);
  kind text := btrim(data.arg_text('art', art));
  day data.datum := data.arg_date('datum', datum);
  constraint_ text;
BEGIN
  IF amount < 0 OR kind = '' THEN
    constraint_ := CASE WHEN amount < 0 THEN 'prognose_betrag_check' ELSE 'prognose_art_check' END;
    RAISE EXCEPTION USING ERRCODE = '23514',
      MESSAGE = format('new row for relation "prognose" violates check constraint "%s"', constraint_);
  END IF;
  row_.betrag := amount;
  row_.art := kind;
  row_.datum := day;
  RETURN row_;
END $$;

-- PostgREST answers P0002 with 500; a missing forecast is a 404 (the app says "nicht
-- gefunden"), so it is raised as PostgREST 12's SQLSTATE 'PGRST' with status and body (data.raise_http).
CREATE OR REPLACE FUNCTION data.assert_prognose(prognose_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM data.prognose p WHERE p.id = prognose_id) THEN
    PERFORM data.raise_http(404, 'P0002', format('Prognose %s gibt es nicht.', prognose_id));
  END IF;
END $$;

CREATE OR REPLACE FUNCTION api.a_insert_prognose(datum text, betrag text, art text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  f data.prognose := data.prognose_fields(datum, betrag, art);
  created integer;
BEGIN
  INSERT INTO data.prognose (datum, betrag, art) VALUES (f.datum, f.betrag, f.art) RETURNING id INTO created;
  RETURN created;
END $$;

CREATE OR REPLACE FUNCTION api.a_update_prognose(prognose_id text, datum text, betrag text, art text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  id_ integer := data.id_arg(prognose_id, 'prognose_id');
  f data.prognose := data.prognose_fields(datum, betrag, art);
BEGIN
  PERFORM data.assert_prognose(id_);
  UPDATE data.prognose p SET datum = f.datum, betrag = f.betrag, art = f.art WHERE p.id = id_;
END $$;

CREATE OR REPLACE FUNCTION api.a_delete_prognose(prognose_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  id_ integer := data.id_arg(prognose_id, 'prognose_id');
BEGIN
  PERFORM data.assert_prognose(id_);
  DELETE FROM data.prognose p WHERE p.id = id_;
END $$;
