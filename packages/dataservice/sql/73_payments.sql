-- Payments against invoices (the table: migrations/0007_payments.sql) and the state of every
-- invoice computed from them, never stored by hand. An invoice is issued ("gestellt") when it is
-- archived; before that it is a draft and takes no payment. A payment is never changed or
-- deleted: a wrong one is reversed by a counter-entry (a_reverse_payment). Over-payment is kept,
-- not refused: the open amount goes below zero, the client's credit.
--
-- The rules of a payment live on the table (triggers below), so no writer, api function or not,
-- records one on a draft, a credit note or a cancelled invoice. The procedures read their text
-- arguments (requirements §7) and refuse an amount in German before it reaches the column, whose
-- numeric(12, 2) would round a third decimal away. Lock order as everywhere in billing (README.md
-- "Concurrency"): the invoice first (FOR NO KEY UPDATE), then its payments; two payments of one
-- invoice at once queue and both land, and a payment and the invoice's credit note
-- (a_create_credit_note locks the invoice the same way) cannot pass each other.

-- The business day in Germany: a payment of today, entered shortly after midnight, is not yet
-- "in the future" by UTC's date.
CREATE OR REPLACE FUNCTION data.business_today() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Europe/Berlin')::date $$;

CREATE OR REPLACE FUNCTION data.refuse_payment_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Die Zahlung % kann nicht geändert oder gelöscht werden. Eine falsch erfasste Zahlung wird durch eine Gegenbuchung storniert.', OLD.id;
END $$;

-- BEFORE INSERT: locks the invoice, then refuses a payment it cannot take. A counter-entry
-- reverses its entry exactly: the same invoice and value date, the negative amount; it is
-- allowed on a cancelled invoice too (a wrong payment stays wrong after a Storno).
CREATE OR REPLACE FUNCTION data.payment_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  invoice data.rechnung;
  reversed data.zahlung;
  credit_note integer;
BEGIN
  SELECT * INTO invoice FROM data.rechnung r WHERE r.id = NEW.rechnung_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key refuses it (23503)
  END IF;
  IF NEW.gegenbuchung_zu IS NOT NULL THEN
    SELECT * INTO reversed FROM data.zahlung z WHERE z.id = NEW.gegenbuchung_zu;
    IF FOUND AND (reversed.rechnung_id <> NEW.rechnung_id OR reversed.datum <> NEW.datum OR reversed.betrag <> -NEW.betrag) THEN
      RAISE EXCEPTION 'Eine Gegenbuchung storniert die Zahlung % genau: dieselbe Rechnung, dasselbe Datum, der negative Betrag.', reversed.id;
    END IF;
    RETURN NEW;
  END IF;
  IF NOT invoice.archiviert THEN
    RAISE EXCEPTION 'Die Rechnung % ist noch ein Entwurf. Zahlungen werden zu gestellten (archivierten) Rechnungen erfasst.', invoice.id;
  END IF;
  IF (SELECT a.art FROM data.rechnung_angaben a WHERE a.rechnung_id = invoice.id) = 'gutschrift' THEN
    RAISE EXCEPTION 'Die Rechnung % ist eine Stornorechnung: auf sie wird keine Zahlung erfasst.', invoice.id;
  END IF;
  SELECT a.rechnung_id INTO credit_note FROM data.rechnung_angaben a WHERE a.art = 'gutschrift' AND a.bezug_id = invoice.id;
  IF credit_note IS NOT NULL THEN
    RAISE EXCEPTION 'Die Rechnung % ist durch die Stornorechnung % storniert: auf sie wird keine Zahlung mehr erfasst.', invoice.id, credit_note;
  END IF;
  IF NEW.datum < invoice.rn_datum THEN
    RAISE EXCEPTION 'Das Zahlungsdatum liegt vor dem Rechnungsdatum (%).', data.de_date(invoice.rn_datum);
  END IF;
  IF NEW.datum > data.business_today() THEN
    RAISE EXCEPTION 'Das Zahlungsdatum liegt in der Zukunft.';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER a_no_change BEFORE UPDATE OR DELETE ON data.zahlung
  FOR EACH ROW EXECUTE FUNCTION data.refuse_payment_change();
CREATE OR REPLACE TRIGGER b_payment_rules BEFORE INSERT ON data.zahlung
  FOR EACH ROW EXECUTE FUNCTION data.payment_rules();

-- The state of every invoice on a day (`stichtag`, today unless given), one row each, from the
-- payments with a value date up to that day:
-- - zahlbetrag: what the invoice asks for, its stored gross less the partial invoices a final
--   invoice deducts (BT-115, as model/billing/totals.ts invoiceAmounts);
-- - bezahlt: the payments' sum (a counter-entry cancels its entry);
-- - skonto: the discount granted when the client took Skonto (else 0);
-- - offen: what the client still owes, negative for a credit; 0 for a draft and a credit note,
--   the payments as credit (negative) for a cancelled invoice, 0 once Skonto settled it (less
--   what came on top);
-- - faellig_am: invoice date + Zahlungsziel (14 days without terms, data.invoice_terms);
-- - zustand: entwurf (not archived), gutschrift (a credit note: its amount settles the invoice
--   it cancels), storniert (it has a credit note), bezahlt (nothing open, or Skonto taken: paid
--   within the Skonto days at least the amount less Skonto, rounded to the cent), überfällig
--   (open after the due date, also when partly paid), teilweise bezahlt, offen.
-- brutto carries the sign of every sum: a credit note's is negative.
-- Inlinable SQL (45_list_indexes.sql): a filter on rechnung_id or client_id reaches the tables.
CREATE OR REPLACE FUNCTION data.invoice_states(stichtag date DEFAULT data.business_today())
RETURNS TABLE (rechnung_id integer, client_id integer, rn_datum date, faellig_am date, art text, brutto numeric,
               zahlbetrag numeric, bezahlt numeric, skonto numeric, offen numeric, zustand text)
LANGUAGE sql STABLE AS $$
  SELECT r.id, r.client_id, r.rn_datum, t.faellig_am, t.art,
         CASE WHEN t.art = 'gutschrift' THEN -r.brutto ELSE r.brutto END,
         t.zahlbetrag, p.bezahlt,
         CASE WHEN s.genommen THEN greatest(t.zahlbetrag - p.bezahlt, 0.00) ELSE 0.00 END,
         CASE
           WHEN NOT r.archiviert OR t.art = 'gutschrift' THEN 0.00
           WHEN t.storniert THEN -p.bezahlt
           WHEN s.genommen THEN least(t.zahlbetrag - p.bezahlt, 0.00)
           ELSE t.zahlbetrag - p.bezahlt
         END,
         CASE
           WHEN NOT r.archiviert THEN 'entwurf'
           WHEN t.art = 'gutschrift' THEN 'gutschrift'
           WHEN t.storniert THEN 'storniert'
           WHEN s.genommen OR t.zahlbetrag - p.bezahlt <= 0 THEN 'bezahlt'
           WHEN $1 > t.faellig_am THEN 'überfällig'
           WHEN p.bezahlt > 0 THEN 'teilweise bezahlt'
           ELSE 'offen'
         END
    FROM data.rechnung r
    LEFT JOIN data.rechnung_angaben a ON a.rechnung_id = r.id
   CROSS JOIN LATERAL (
     SELECT coalesce(a.art, 'rechnung') AS art,
            r.rn_datum + coalesce(a.zahlungsziel_tage, 14) AS faellig_am,
            r.brutto - CASE WHEN a.art = 'schluss'
                         THEN (coalesce((SELECT sum((e ->> 'netto_cent')::bigint + (e ->> 'ust_cent')::bigint)
                                           FROM json_array_elements(a.abzuege) e), 0) / 100)::numeric(12, 2)
                         ELSE 0 END AS zahlbetrag,
            EXISTS (SELECT 1 FROM data.rechnung_angaben g WHERE g.art = 'gutschrift' AND g.bezug_id = r.id) AS storniert
     -- Once per invoice: without the fence the planner copies these expressions into every use.
     OFFSET 0) t
   CROSS JOIN LATERAL (
     -- A counter-entry carries its entry's value date, so a reversed payment counts in no period.
     SELECT coalesce(sum(z.betrag), 0.00) AS bezahlt,
            coalesce(sum(z.betrag) FILTER (WHERE z.datum <= r.rn_datum + a.skonto_tage), 0.00) AS in_skontofrist
       FROM data.zahlung z WHERE z.rechnung_id = r.id AND z.datum <= $1) p
   CROSS JOIN LATERAL (
     SELECT a.skonto_prozent IS NOT NULL AND p.in_skontofrist > 0
            AND p.in_skontofrist >= round(t.zahlbetrag * (1 - a.skonto_prozent / 100), 2) AS genommen) s
$$;

-- Records a payment; the result is its id. `art` is one of überweisung, lastschrift, bar,
-- verrechnung; referenz and notiz may be empty.
CREATE OR REPLACE FUNCTION api.a_add_payment(rechnung_id text, datum text, betrag text, art text,
                                             referenz text DEFAULT NULL, notiz text DEFAULT NULL)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  invoice integer := data.id_arg(a_add_payment.rechnung_id, 'rechnung_id');
  amount numeric := data.arg_num('betrag', a_add_payment.betrag);
  day date := data.arg_date('datum', a_add_payment.datum);
  kind text := btrim(data.arg_text('art', a_add_payment.art));
  created integer;
BEGIN
  IF amount = 0 THEN
    RAISE EXCEPTION 'Eine Zahlung über 0,00 € wird nicht erfasst.';
  END IF;
  IF amount < 0 THEN
    RAISE EXCEPTION 'Der Betrag einer Zahlung ist positiv. Eine falsch erfasste Zahlung wird storniert.';
  END IF;
  IF amount <> round(amount, 2) THEN
    RAISE EXCEPTION 'Der Betrag hat höchstens zwei Nachkommastellen.';
  END IF;
  IF kind NOT IN ('überweisung', 'lastschrift', 'bar', 'verrechnung') THEN
    RAISE EXCEPTION 'Die Zahlungsart ist Überweisung, Lastschrift, bar oder Verrechnung.';
  END IF;
  PERFORM 1 FROM data.rechnung r WHERE r.id = invoice FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Rechnung %s gibt es nicht.', invoice));
  END IF;
  INSERT INTO data.zahlung (rechnung_id, datum, betrag, art, referenz, notiz, erfasst_von)
  VALUES (invoice, day, amount, kind, nullif(btrim(a_add_payment.referenz), ''), nullif(btrim(a_add_payment.notiz), ''),
          data.billing_editor_name())
  RETURNING id INTO created;
  RETURN created;
END $$;

-- Reverses a payment by its counter-entry (the result is the counter-entry's id); `notiz` says
-- why, by default "Storno der Zahlung <id>". A payment is reversed once, a counter-entry never.
CREATE OR REPLACE FUNCTION api.a_reverse_payment(zahlung_id text, notiz text DEFAULT NULL)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  entry data.zahlung;
  counter integer;
  created integer;
BEGIN
  SELECT * INTO entry FROM data.zahlung z WHERE z.id = data.id_arg(zahlung_id, 'zahlung_id');
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Zahlung %s gibt es nicht.', btrim(zahlung_id)));
  END IF;
  -- The invoice first; a second reversal waiting here then sees the first one.
  PERFORM 1 FROM data.rechnung r WHERE r.id = entry.rechnung_id FOR NO KEY UPDATE;
  IF entry.gegenbuchung_zu IS NOT NULL THEN
    RAISE EXCEPTION 'Die Zahlung % ist selbst eine Gegenbuchung und wird nicht storniert.', entry.id;
  END IF;
  SELECT z.id INTO counter FROM data.zahlung z WHERE z.gegenbuchung_zu = entry.id;
  IF counter IS NOT NULL THEN
    RAISE EXCEPTION 'Die Zahlung % ist bereits durch die Gegenbuchung % storniert.', entry.id, counter;
  END IF;
  INSERT INTO data.zahlung (rechnung_id, datum, betrag, art, referenz, notiz, gegenbuchung_zu, erfasst_von)
  VALUES (entry.rechnung_id, entry.datum, -entry.betrag, entry.art, entry.referenz,
          coalesce(nullif(btrim(a_reverse_payment.notiz), ''), format('Storno der Zahlung %s', entry.id)), entry.id,
          data.billing_editor_name())
  RETURNING id INTO created;
  RETURN created;
END $$;

-- An invoice's payments in the order they were received, each with the counter-entry that
-- reversed it (storniert_durch), if any.
CREATE OR REPLACE FUNCTION api.a_get_payments(rechnung_id text)
RETURNS TABLE (id integer, datum date, betrag numeric, art text, referenz text, notiz text, gegenbuchung_zu integer,
               storniert_durch integer, erfasst_von text, erfasst_am timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT z.id, z.datum, z.betrag, z.art, z.referenz, z.notiz, z.gegenbuchung_zu,
         (SELECT g.id FROM data.zahlung g WHERE g.gegenbuchung_zu = z.id), z.erfasst_von, z.erfasst_am
    FROM data.zahlung z
   WHERE z.rechnung_id = data.id_arg(a_get_payments.rechnung_id, 'rechnung_id')
   ORDER BY z.datum, z.id
$$;

REVOKE ALL ON FUNCTION api.a_add_payment(text, text, text, text, text, text), api.a_reverse_payment(text, text),
  api.a_get_payments(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_add_payment(text, text, text, text, text, text), api.a_reverse_payment(text, text),
  api.a_get_payments(text) TO ogf_admin;
