-- Positions of invoices and offers and their templates (requirements §7). requirements §5: the
-- client sends a null erl as '', a null erl_on as
-- 'true', a null erl_titel as '' and every number as text. A reorder is one
-- a_update_position per moved position with its new lfd_nr; a deletion closes the numbering up.

-- The editable fields, read in the order of the parameters (the first faulty one is refused).
CREATE OR REPLACE FUNCTION data.position_fields(
  anzahl text, bez text, einheit text, ep text, lfd_nr text, erl text, erl_on text, erl_titel text)
RETURNS data.position
LANGUAGE plpgsql STABLE AS $$
DECLARE
  row_ data.position;
BEGIN
  row_.anzahl := data.arg_num('anzahl', anzahl);
  row_.bez := coalesce(bez, '');
  row_.einheit := nullif(einheit, '');
  row_.ep := data.arg_num('ep', ep);
  row_.lfd_nr := data.id_arg(lfd_nr, 'lfd_nr');
  row_.erl := coalesce(erl, '');
  row_.erl_on := coalesce(data.arg_bool_or_null(erl_on), true);
  row_.erl_titel := coalesce(erl_titel, '');
  RETURN row_;
END $$;

CREATE OR REPLACE FUNCTION api.a_get_invoice_positions(invoice_id text)
RETURNS TABLE (id integer, anzahl numeric, bez text, einheit text, ep numeric, lfd_nr integer, erl text,
               erl_on boolean, erl_titel text, rechnung_id integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT p.id, p.anzahl, p.bez, p.einheit, p.ep, p.lfd_nr, p.erl, p.erl_on, p.erl_titel, p.rechnung_id
    FROM data.position p
   WHERE p.rechnung_id = data.id_arg(invoice_id, 'invoice_id')
   ORDER BY p.lfd_nr, p.id;
$$;

CREATE OR REPLACE FUNCTION api.a_get_offer_positions(offer_id text)
RETURNS TABLE (id integer, anzahl numeric, bez text, einheit text, ep numeric, lfd_nr integer, erl text,
               erl_on boolean, erl_titel text, angebot_id integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT p.id, p.anzahl, p.bez, p.einheit, p.ep, p.lfd_nr, p.erl, p.erl_on, p.erl_titel, p.angebot_id
    FROM data.position p
   WHERE p.angebot_id = data.id_arg(offer_id, 'offer_id')
   ORDER BY p.lfd_nr, p.id;
$$;

CREATE OR REPLACE FUNCTION api.a_update_position(
  position_id text, anzahl text, bez text, einheit text, ep text, lfd_nr text, erl text, erl_on text,
  erl_titel text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  id_ integer := data.id_arg(position_id, 'position_id');
  f data.position;
BEGIN
  PERFORM data.assert_rechnung_open((SELECT p.rechnung_id FROM data.position p WHERE p.id = id_));
  -- An offer's position: the offer first as well (README.md "Concurrency"); the trigger keeping
  -- its stored net (60_document_net.sql) writes it after the position.
  PERFORM 1 FROM data.angebot a WHERE a.id = (SELECT p.angebot_id FROM data.position p WHERE p.id = id_) FOR NO KEY UPDATE;
  f := data.position_fields(anzahl, bez, einheit, ep, lfd_nr, erl, erl_on, erl_titel);
  UPDATE data.position p
     SET anzahl = f.anzahl, bez = f.bez, einheit = f.einheit, ep = f.ep, lfd_nr = f.lfd_nr, erl = f.erl,
         erl_on = f.erl_on, erl_titel = f.erl_titel
   WHERE p.id = id_;
END $$;

-- Exactly one of rechnung_id and angebot_id is set (the other null or ''); the new id.
CREATE OR REPLACE FUNCTION api.a_insert_position(
  rechnung_id text, angebot_id text, anzahl text, bez text, einheit text, ep text, lfd_nr text, erl text,
  erl_on text, erl_titel text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  invoice integer := data.id_or_null(rechnung_id);
  offer integer := data.id_or_null(angebot_id);
  f data.position;
  created integer;
BEGIN
  IF (invoice IS NULL) = (offer IS NULL) THEN
    RAISE EXCEPTION USING ERRCODE = '23514',
      MESSAGE = 'Eine Position gehört entweder zu einer Rechnung oder zu einem Angebot.';
  END IF;
  IF invoice IS NOT NULL AND NOT EXISTS (SELECT 1 FROM data.rechnung r WHERE r.id = invoice) THEN
    PERFORM data.raise_fk('position', 'rechnung_id', invoice, 'rechnung');
  END IF;
  PERFORM data.assert_rechnung_open(invoice);
  IF offer IS NOT NULL THEN
    PERFORM 1 FROM data.angebot a WHERE a.id = offer FOR NO KEY UPDATE;  -- the offer first, as above
    IF NOT FOUND THEN
      PERFORM data.raise_fk('position', 'angebot_id', offer, 'angebot');
    END IF;
  END IF;
  f := data.position_fields(anzahl, bez, einheit, ep, lfd_nr, erl, erl_on, erl_titel);
  INSERT INTO data.position (anzahl, bez, einheit, ep, lfd_nr, erl, erl_on, erl_titel, rechnung_id, angebot_id)
  VALUES (f.anzahl, f.bez, f.einheit, f.ep, f.lfd_nr, f.erl, f.erl_on, f.erl_titel, invoice, offer)
  RETURNING id INTO created;
  RETURN created;
END $$;

-- The document's other positions are numbered 1…n again in their order (lfd_nr, id), in the
-- same transaction, so the letter never prints a gap ("2…6").
CREATE OR REPLACE FUNCTION api.a_delete_position(position_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  id_ integer := data.id_arg(position_id, 'position_id');
  gone data.position;
BEGIN
  SELECT * INTO gone FROM data.position p WHERE p.id = id_;
  PERFORM data.assert_rechnung_open(gone.rechnung_id);
  PERFORM 1 FROM data.angebot a WHERE a.id = gone.angebot_id FOR NO KEY UPDATE;  -- the offer first, as above
  DELETE FROM data.position p WHERE p.id = id_;
  UPDATE data.position p
     SET lfd_nr = n.nr
    FROM (SELECT q.id, row_number() OVER (ORDER BY q.lfd_nr, q.id)::integer AS nr
            FROM data.position q
           WHERE q.rechnung_id = gone.rechnung_id OR q.angebot_id = gone.angebot_id) n
   WHERE p.id = n.id AND p.lfd_nr <> n.nr;
END $$;

CREATE OR REPLACE FUNCTION api.a_get_position_tmpl() RETURNS SETOF data.position_tmpl
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT * FROM data.position_tmpl ORDER BY id;
$$;
