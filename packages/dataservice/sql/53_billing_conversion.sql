-- Procedures of ours (requirements §7 "Procedures of ours") for the billing actions that make a
-- new invoice out of another document: an offer becomes an invoice, an archived invoice gets
-- its credit note (Stornorechnung). Each needs a_add_invoice, a_update_invoice_details and one
-- a_insert_position per position (and, for an offer, a_update_offer_details). PostgREST runs
-- every request in a transaction of its own, so those calls cannot be composed atomically over
-- it: a failure after a_add_invoice left an invoice without texts or positions, whose number is
-- used up for good (numbers are gapless, invoices are never deleted), and the retry made a
-- second invoice. Each function below does the action in one request, so one transaction: it
-- completes, or no invoice and no number is used. They call the spec's functions of
-- 22_billing_api.sql, 23_positions_api.sql and 40_einvoice.sql, so they refuse what those
-- refuse, word for word.
--
-- Lock order as in every billing function: the source document first (FOR NO KEY UPDATE), then
-- the invoices' numbering lock (a_add_invoice), then the new invoice and its positions.

-- A billed offer (status `abgerechnet`) refuses every change of itself and of its positions:
-- the invoice was made from it, so a later change would make the offer say what was not billed. The procedures lock the offer before they read it (FOR NO KEY UPDATE),
-- but a save queued behind a running conversion went on once the conversion committed: it set
-- the status back from `abgerechnet` to `versendet` and added a position the invoice lacked
-- (5 of 10 racing rounds, test/billingConversion.test.ts). The rule is held by the tables, so
-- the order of the commits cannot matter and no writer can get round it. The rows themselves
-- are read under the lock: a BEFORE UPDATE trigger gets the offer's newest row version (the
-- one the waiting UPDATE locked), the positions' trigger locks the offer FOR NO KEY UPDATE, as
-- the procedures do (the document first, then its positions: no new lock order). Under
-- REPEATABLE READ or SERIALIZABLE an offer changed since the caller's snapshot answers 40001.
-- Only `rechnung_id` may still change on a billed offer, to another invoice: the confirmed
-- second conversion (`erneut`) names the new invoice. `netto` and `brutto` are the positions'
-- sum (60_document_net.sql), which cannot change while the positions cannot.
CREATE OR REPLACE FUNCTION data.raise_offer_billed(offer_id integer, invoice_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Das Angebot % ist %abgerechnet und kann nicht mehr geändert werden.', offer_id,
    coalesce('als Rechnung ' || invoice_id || ' ', '');
END $$;

CREATE OR REPLACE FUNCTION data.angebot_billed_lock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'abgerechnet'
     AND (to_jsonb(NEW) - '{rechnung_id,netto,brutto}'::text[] IS DISTINCT FROM to_jsonb(OLD) - '{rechnung_id,netto,brutto}'::text[]
          OR (NEW.rechnung_id IS NULL AND OLD.rechnung_id IS NOT NULL)) THEN
    PERFORM data.raise_offer_billed(OLD.id, OLD.rechnung_id);
  END IF;
  RETURN NEW;
END $$;

-- Locks the offer for the rest of the transaction (as data.assert_rechnung_open the invoice) and
-- refuses a billed one. A change waiting for the conversion reads the offer after it committed.
CREATE OR REPLACE FUNCTION data.assert_angebot_open(angebot_id integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  offer record;
BEGIN
  IF angebot_id IS NULL THEN
    RETURN;
  END IF;
  SELECT a.id, a.status, a.rechnung_id INTO offer FROM data.angebot a WHERE a.id = angebot_id FOR NO KEY UPDATE;
  IF offer.status = 'abgerechnet' THEN
    PERFORM data.raise_offer_billed(offer.id, offer.rechnung_id);
  END IF;
END $$;

-- Name order: before the numbering (b_*), so a refused write takes no numbering lock; on
-- data.position after the invoice's archive lock (a_archive_lock), the document locks first. A
-- position of a billed offer is not added, changed, moved or deleted (the offer it leaves and the
-- one it joins), as data.document_part_lock (20_billing_tables.sql) holds the parts of a document.
CREATE OR REPLACE TRIGGER a_billed_lock BEFORE UPDATE ON data.angebot
  FOR EACH ROW EXECUTE FUNCTION data.angebot_billed_lock();
CREATE OR REPLACE TRIGGER a_offer_lock BEFORE INSERT OR UPDATE OR DELETE ON data.position
  FOR EACH ROW EXECUTE FUNCTION data.document_part_lock('angebot');

-- The offer's positions copied in their order, as positionCopyParams does on the client.
CREATE OR REPLACE FUNCTION data.copy_positions(source_offer integer, source_invoice integer, target integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  p data.position;
BEGIN
  FOR p IN
    SELECT * FROM data.position q
     WHERE (source_offer IS NOT NULL AND q.angebot_id = source_offer)
        OR (source_invoice IS NOT NULL AND q.rechnung_id = source_invoice)
     ORDER BY q.lfd_nr, q.id
  LOOP
    PERFORM api.a_insert_position(target::text, NULL, p.anzahl::text, p.bez, p.einheit, p.ep::text, p.lfd_nr::text,
                                  p.erl, p.erl_on::text, p.erl_titel);
  END LOOP;
END $$;

-- Offer → invoice: the invoice for the chosen client, date, service date and rate, with the
-- offer's editor and letter texts and its positions; the offer becomes `abgerechnet` and names
-- the invoice. An offer already billed (it names an invoice, or its status is `abgerechnet`) is
-- refused unless `erneut` is true: a second invoice for the same work is made only on purpose.
CREATE OR REPLACE FUNCTION api.a_convert_offer_to_invoice(offer_id text, client_id text, rn_datum text, le_date text,
                                               ust_satz text, erneut text)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  offer_ integer := data.id_arg(offer_id, 'offer_id');
  again boolean := coalesce(data.arg_bool_or_null(erneut), false);
  source data.angebot;
  created integer;
BEGIN
  SELECT * INTO source FROM data.angebot a WHERE a.id = offer_ FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Angebot %s gibt es nicht.', offer_));
  END IF;
  IF NOT again AND source.rechnung_id IS NOT NULL THEN
    RAISE EXCEPTION 'Das Angebot % wurde bereits als Rechnung % abgerechnet.', offer_, source.rechnung_id;
  END IF;
  IF NOT again AND source.status = 'abgerechnet' THEN
    RAISE EXCEPTION 'Das Angebot % ist bereits als abgerechnet markiert.', offer_;
  END IF;
  created := api.a_add_invoice(client_id, rn_datum, le_date, ust_satz);
  PERFORM api.a_update_invoice_details(created::text, source.bearbeiter, source.anrede, source.anschreiben,
                                       source.zuerl, ust_satz, le_date, rn_datum);
  PERFORM data.copy_positions(offer_, NULL, created);
  UPDATE data.angebot a SET status = 'abgerechnet', rechnung_id = created WHERE a.id = offer_;
  RETURN created;
END $$;

-- The credit note of an archived invoice (GoBD: the only way to correct one): a new invoice of
-- kind `gutschrift` for the same client, service date and rate on `rn_datum`, with the same
-- positions, referring to the corrected invoice, its payment terms and VAT category. One per
-- invoice: a second would reverse the invoice twice, so it is refused, naming the first. The
-- table holds the rule (rechnung_angaben_gutschrift_key, 40_einvoice.sql: 409 for the spec's
-- calls and for two credit notes made at once); this check refuses the common case first (400).
CREATE OR REPLACE FUNCTION api.a_create_credit_note(invoice_id text, rn_datum text)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  corrected_id integer := data.id_arg(invoice_id, 'invoice_id');
  corrected data.rechnung;
  terms data.rechnung_angaben;
  existing integer;
  created integer;
BEGIN
  SELECT * INTO corrected FROM data.rechnung r WHERE r.id = corrected_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Rechnung %s gibt es nicht.', corrected_id));
  END IF;
  SELECT min(t.rechnung_id) INTO existing FROM data.rechnung_angaben t
   WHERE t.art = 'gutschrift' AND t.bezug_id = corrected_id;
  IF existing IS NOT NULL THEN
    RAISE EXCEPTION 'Zu Rechnung % gibt es bereits die Stornorechnung %.', corrected_id, existing;
  END IF;
  IF corrected.client_id IS NULL THEN
    RAISE EXCEPTION 'Die Rechnung hat keinen Kunden.';
  END IF;
  terms := data.invoice_terms(corrected_id);
  created := api.a_add_invoice(corrected.client_id::text, rn_datum, corrected.le_date::text, corrected.ust_satz::text);
  PERFORM data.copy_positions(NULL, corrected_id, created);
  PERFORM api.a_update_invoice_details(
    created::text, corrected.bearbeiter, corrected.anrede,
    format('Hiermit stornieren wir unsere Rechnung Nr. %s.', corrected_id), NULL, corrected.ust_satz::text,
    corrected.le_date::text, rn_datum, 'gutschrift', corrected_id::text, NULL, terms.zahlungsziel_tage::text,
    NULL, NULL, terms.le_von::text, terms.le_bis::text, terms.ust_kategorie, terms.befreiungsgrund,
    terms.kaeufer_ustid, terms.aufbewahrung_hinweis::text);
  RETURN created;
END $$;

REVOKE ALL ON FUNCTION api.a_convert_offer_to_invoice(text, text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_convert_offer_to_invoice(text, text, text, text, text, text) TO ogf_admin;
REVOKE ALL ON FUNCTION api.a_create_credit_note(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_create_credit_note(text, text) TO ogf_admin;
