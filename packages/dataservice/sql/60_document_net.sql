-- Each invoice's and offer's net and gross stored with the document (README.md "Lists at
-- scale"): the lists, the Netto/Brutto sums under them (56_document_totals.sql) and the
-- invoiced net per month (61_invoiced_per_month.sql) read them from the document's row instead of summing its positions at read time: the sums
-- over every invoice of a busy year (20,000 invoices, 100,000 positions) took about 830 ms
-- that way, the year's months 30 ms (EXPLAIN ANALYZE at the large dataset).
--
-- The value is the one the lists showed: the positions' sum of quantity × unit price, rounded
-- to the cent once (round(sum, 2); 0.00 without positions). A trigger on data.position keeps it,
-- in the same transaction as the write: every insert, delete and change of a quantity, price or
-- document, whoever writes (the position procedures, the offer → invoice conversion and the
-- credit note of 53_billing_conversion.sql, which insert through a_insert_position, and a
-- superuser behind the api's back). It recomputes the document's sum from its positions rather
-- than adding a difference, so a stored net can never drift from them
-- (test/documentNet.test.ts).
--
-- Lock order stays the documents' (README.md "Concurrency"): the position procedures lock the
-- invoice or offer first (23_positions_api.sql), the trigger's UPDATE of it comes last.

-- The given invoices' and offers' stored net set to their positions' sum, where it differs
-- (an id named twice counts once; null names none).
CREATE OR REPLACE FUNCTION data.refresh_document_nets(rechnungen integer[], angebote integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE data.rechnung r SET netto = n.netto
    FROM (SELECT d.id, (SELECT round(coalesce(sum(p.anzahl * p.ep), 0), 2) FROM data.position p WHERE p.rechnung_id = d.id)
            FROM (SELECT DISTINCT u.id FROM unnest(rechnungen) AS u(id)) d) n(id, netto)
   WHERE r.id = n.id AND r.netto IS DISTINCT FROM n.netto;
  UPDATE data.angebot a SET netto = n.netto
    FROM (SELECT d.id, (SELECT round(coalesce(sum(p.anzahl * p.ep), 0), 2) FROM data.position p WHERE p.angebot_id = d.id)
            FROM (SELECT DISTINCT u.id FROM unnest(angebote) AS u(id)) d) n(id, netto)
   WHERE a.id = n.id AND a.netto IS DISTINCT FROM n.netto;
$$;

-- Every document's net from its positions: for rows written with triggers off (a restore, the
-- test data's loader, src/loadSeed.ts) and below, for the documents this file finds. Run it with
-- triggers off too (session_replication_role = replica): an archived invoice refuses every UPDATE.
CREATE OR REPLACE FUNCTION data.refresh_all_document_nets() RETURNS void
LANGUAGE sql AS $$
  SELECT data.refresh_document_nets(ARRAY(SELECT r.id FROM data.rechnung r), ARRAY(SELECT a.id FROM data.angebot a));
$$;

-- AFTER each position's write: the document it left and the document it is in. An UPDATE of
-- other columns (the text, the running number of a reorder) leaves the net as it is.
CREATE OR REPLACE FUNCTION data.position_keeps_net() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM data.refresh_document_nets(ARRAY[NEW.rechnung_id], ARRAY[NEW.angebot_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM data.refresh_document_nets(ARRAY[OLD.rechnung_id], ARRAY[OLD.angebot_id]);
  ELSE
    PERFORM data.refresh_document_nets(ARRAY[OLD.rechnung_id, NEW.rechnung_id], ARRAY[OLD.angebot_id, NEW.angebot_id]);
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER z_keeps_net AFTER INSERT OR DELETE OR UPDATE OF anzahl, ep, rechnung_id, angebot_id ON data.position
  FOR EACH ROW EXECUTE FUNCTION data.position_keeps_net();

-- Invoices and offers (back office), newest number first, with their stored net (and an
-- invoice's kind); the sums under the lists read the stored gross as well (56_document_totals.sql).
CREATE OR REPLACE VIEW data.invoice_list AS
  SELECT r.id, r.bearbeiter, r.le_date, r.rn_datum, r.anrede, r.anschreiben, r.zuerl, r.ust_satz, r.client_id,
         r.archiviert, k.name AS client_name, r.netto,
         coalesce((SELECT a.art FROM data.rechnung_angaben a WHERE a.rechnung_id = r.id), 'rechnung') AS art,
         r.brutto,
         -- The list's search (45_list_indexes.sql "searches"): the client's name and the editor.
         data.f_unaccent(coalesce(k.name, '') || ' ' || coalesce(r.bearbeiter, '')) AS suche
    FROM data.rechnung r LEFT JOIN data.kunde k ON k.client_id = r.client_id;
GRANT SELECT ON data.invoice_list TO ogf_admin;

CREATE OR REPLACE VIEW data.offer_list AS
  SELECT a.id, a.bearbeiter, a.an_datum, a.anrede, a.anschreiben, a.zuerl, a.ust_satz, a.status, a.sign,
         a.client_id, k.name AS client_name, a.netto, a.brutto,
         data.f_unaccent(coalesce(k.name, '') || ' ' || coalesce(a.bearbeiter, '')) AS suche
    FROM data.angebot a LEFT JOIN data.kunde k ON k.client_id = a.client_id;
GRANT SELECT ON data.offer_list TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_invoices()
RETURNS TABLE (id integer, bearbeiter text, le_date date, rn_datum date, anrede text, anschreiben text,
               zuerl text, ust_satz numeric, client_id integer, archiviert boolean, client_name text, netto numeric,
               art text)
LANGUAGE sql STABLE AS $$
  SELECT v.id, v.bearbeiter, v.le_date, v.rn_datum, v.anrede, v.anschreiben, v.zuerl, v.ust_satz, v.client_id,
         v.archiviert, v.client_name, v.netto, v.art
    FROM data.invoice_list v
   ORDER BY v.id DESC
$$;
GRANT EXECUTE ON FUNCTION api.a_get_invoices() TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_offers()
RETURNS TABLE (id integer, bearbeiter text, an_datum date, anrede text, anschreiben text, zuerl text,
               ust_satz numeric, status data.angebot_status, sign data.angebot_sign, client_id integer,
               client_name text, netto numeric)
LANGUAGE sql STABLE AS $$
  SELECT v.id, v.bearbeiter, v.an_datum, v.anrede, v.anschreiben, v.zuerl, v.ust_satz, v.status, v.sign,
         v.client_id, v.client_name, v.netto
    FROM data.offer_list v
   ORDER BY v.id DESC
$$;
GRANT EXECUTE ON FUNCTION api.a_get_offers() TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_offer_details(offer_id text) RETURNS SETOF data.offer_details_row
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT a.id, a.bearbeiter, a.an_datum, a.anrede, a.anschreiben, a.zuerl, a.ust_satz, a.status, a.sign,
         a.client_id, a.rechnung_id
    FROM data.angebot a WHERE a.id = data.id_arg(offer_id, 'offer_id');
$$;
REVOKE ALL ON FUNCTION api.a_get_offer_details(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_offer_details(text) TO ogf_admin;

REVOKE ALL ON FUNCTION data.refresh_document_nets(integer[], integer[]), data.refresh_all_document_nets(),
  data.position_keeps_net() FROM PUBLIC;
