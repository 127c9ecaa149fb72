-- The billing remote procedures of requirements §7 (offers and invoices), one function each, with
-- the payload names of packages/ui/src/model/contract/rpc/billing.ts. Every argument is
-- text (requirements §7: ids and ust_satz arrive as text) and is read by data.arg_*
-- (21_billing_args.sql), which refuse a missing or malformed value (400) and the whole call with it.
-- SECURITY DEFINER: the tables stay closed; who may call is decided by GRANT EXECUTE
-- (administrators only, see the end of this file).

CREATE OR REPLACE FUNCTION api.a_update_offer_details(
  offer_id text, bearbeiter text, anrede text, anschreiben text, zuerl text, ust_satz text, an_datum text,
  status text, sign text) RETURNS void
-- data on the path: PostgreSQL names the enum unqualified in its refusal (no schema in the message).
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_catalog, pg_temp AS $$
DECLARE
  id_ integer := data.id_arg(offer_id, 'offer_id');
  datum date := data.arg_date('an_datum', an_datum);
  range record;
  status_ data.angebot_status;
  sign_ data.angebot_sign;
BEGIN
  -- The offer first, as the invoice's saves do (data.assert_rechnung_open): no deadlock with its positions.
  PERFORM 1 FROM data.angebot a WHERE a.id = id_ FOR NO KEY UPDATE;
  range := data.date_range_by_number('angebot', id_);
  PERFORM data.assert_date_in_range(range.min_datum, range.max_datum, datum, 'Angebotsdatum');
  status_ := data.arg_text('status', status)::data.angebot_status;
  sign_ := data.arg_text('sign', sign)::data.angebot_sign;
  UPDATE data.angebot a
     SET bearbeiter = nullif(a_update_offer_details.bearbeiter, ''),
         anrede = a_update_offer_details.anrede,
         anschreiben = a_update_offer_details.anschreiben,
         zuerl = a_update_offer_details.zuerl,
         ust_satz = data.arg_ust_satz('angebot', a_update_offer_details.ust_satz),
         an_datum = datum,
         status = status_,
         sign = sign_
   WHERE a.id = id_;
END $$;

-- The new invoice's number: max + 1 under the numbering lock (data.document_numbering);
-- its date may not be older than the newest invoice's.
CREATE OR REPLACE FUNCTION api.a_add_invoice(client_id text, rn_datum text, le_date text, ust_satz text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  client integer := data.id_arg(client_id, 'client_id');
  datum date := data.arg_date('rn_datum', rn_datum);
  created integer;
BEGIN
  PERFORM data.assert_client(client, 'rechnung');
  PERFORM data.assert_date_in_range(data.min_date_for_new('rechnung'), NULL, datum, 'Rechnungsdatum');
  INSERT INTO data.rechnung (client_id, rn_datum, le_date, ust_satz, bearbeiter)
  VALUES (client, datum, data.arg_date_or_null(le_date), data.arg_ust_satz('rechnung', ust_satz), data.billing_editor_name())
  RETURNING id INTO created;
  RETURN created;
END $$;

CREATE OR REPLACE FUNCTION api.a_add_offer(client_id text, an_datum text, ust_satz text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  client integer := data.id_arg(client_id, 'client_id');
  datum date := data.arg_date('an_datum', an_datum);
  created integer;
BEGIN
  PERFORM data.assert_client(client, 'angebot');
  PERFORM data.assert_date_in_range(data.min_date_for_new('angebot'), NULL, datum, 'Angebotsdatum');
  INSERT INTO data.angebot (client_id, an_datum, ust_satz, bearbeiter, status, sign)
  VALUES (client, datum, data.arg_ust_satz('angebot', ust_satz), data.billing_editor_name(), 'entwurf', 'ohne')
  RETURNING id INTO created;
  RETURN created;
END $$;

CREATE OR REPLACE FUNCTION api.a_set_client_for_invoice(client_id text, rechnung_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  client integer := data.id_arg(client_id, 'client_id');
  invoice integer := data.id_arg(rechnung_id, 'rechnung_id');
BEGIN
  PERFORM data.assert_rechnung_open(invoice);
  PERFORM data.assert_client(client, 'rechnung');
  UPDATE data.rechnung r SET client_id = client WHERE r.id = invoice;
END $$;

CREATE OR REPLACE FUNCTION api.a_set_client_for_offer(client_id text, angebot_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  client integer := data.id_arg(client_id, 'client_id');
BEGIN
  PERFORM data.assert_client(client, 'angebot');
  UPDATE data.angebot a SET client_id = client WHERE a.id = data.id_arg(angebot_id, 'angebot_id');
END $$;

-- Archiving issues the invoice: twice is no change (and no error); un-archiving does not exist.
-- `aussteller` (ours, optional) is the issuer as the app's configuration gives it, kept with the
-- issued form (76_issued_form.sql) through a setting of this transaction.
CREATE OR REPLACE FUNCTION api.a_set_archive_for_rn(invoice_id text, aussteller json DEFAULT NULL) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM set_config('waldmonitor.aussteller', coalesce(aussteller::text, ''), true);
  UPDATE data.rechnung r SET archiviert = true WHERE r.id = data.id_arg(invoice_id, 'invoice_id') AND NOT r.archiviert;
  PERFORM set_config('waldmonitor.aussteller', '', true);
END $$;

-- The range a document date may move in, by date: after the previous date, before the next one.
CREATE OR REPLACE FUNCTION api.a_get_minmax_rn_datum(rn_datum text) RETURNS TABLE (min_datum date, max_datum date)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT * FROM data.date_range_by_date('rechnung', data.arg_date('rn_datum', rn_datum));
$$;

CREATE OR REPLACE FUNCTION api.a_get_minmax_an_datum(an_datum text) RETURNS TABLE (min_datum date, max_datum date)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT * FROM data.date_range_by_date('angebot', data.arg_date('an_datum', an_datum));
$$;

CREATE OR REPLACE FUNCTION api.a_get_min_rn_datum_for_new_invoice() RETURNS date
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$ SELECT data.min_date_for_new('rechnung') $$;

CREATE OR REPLACE FUNCTION api.a_get_min_an_datum_for_new_offer() RETURNS date
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$ SELECT data.min_date_for_new('angebot') $$;

CREATE OR REPLACE FUNCTION api.a_get_all_freitexte() RETURNS SETOF data.freitexte
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT * FROM data.freitexte ORDER BY id;
$$;
