-- The accountant's export (the tables: migrations/0011_accounting_export.sql): the bookings of
-- a period for a DATEV Buchungsstapel, and a journal of the same documents for a CSV. The app
-- writes the files (packages/ui/src/model/billing/datevExtf.ts, billingCsv.ts); the rules of
-- what is booked how live here.
--
-- Everything is read from the issued form (76_issued_form.sql): the amounts from the frozen
-- positions and VAT rate, the client's name, the dates and terms, so a later change of a client
-- never changes a booking already exported. Only the accounts are read today: the client's
-- Debitorennummer and the revenue account of the rate.
--
-- The bookings, each an amount without sign and the Soll/Haben-Kennzeichen 'S':
-- - an invoice: Konto the client's Debitor, Gegenkonto the revenue account of its VAT rate (an
--   automatic account: DATEV takes the VAT out itself, so BU-Schlüssel stays empty), the gross
--   it asks for (a final invoice less the partial invoices it deducts, as data.invoice_states);
-- - a credit note: the same accounts as Generalumkehr (GU), so DATEV reverses the revenue and
--   its VAT as the Storno it is, and the client's account is credited;
-- - a payment: Konto the bank account, Gegenkonto the Debitor, 'S' (the bank debited, the
--   client credited), Belegfeld 1 the invoice's number so DATEV's open items match it; a
--   counter-entry as Generalumkehr of the same booking.
-- Pages by key: `nach` is the last row's `schluessel` (value date, 'R' for documents before 'Z'
-- for payments, the number in ten digits, so the text sorts as the rows), so a busy year streams
-- page by page. A page first takes its keys from the date indexes alone (data.booking_keys over
-- rechnung_datum_idx and zahlung_datum_idx), then reads the issued form of just those documents
-- and payments. A key can still yield no row (a booking of nothing),
-- so a page reads on after its last key until it holds `anzahl` rows: a page is shorter than
-- `anzahl` only when no key follows it. The app's writer stops at the first short page
-- (packages/ui/src/model/billing/accountingExport.ts, writePaged).

-- A whole number argument in a range, refused in German with the field's name.
CREATE OR REPLACE FUNCTION data.accounting_int(feld text, value text, lo integer, hi integer) RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  n integer;
BEGIN
  IF coalesce(btrim(value), '') ~ '^\d{1,9}$' THEN
    n := btrim(value)::integer;
  END IF;
  IF n IS NULL OR n NOT BETWEEN lo AND hi THEN
    RAISE EXCEPTION '% ist eine ganze Zahl von % bis %.', feld, lo, hi;
  END IF;
  RETURN n;
END $$;

-- The settings, the defaults when none are stored.
CREATE OR REPLACE FUNCTION data.accounting_settings() RETURNS data.buchhaltung
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT b FROM data.buchhaltung b), ROW(true, NULL, NULL, 'SKR03', 1, 4, 1200)::data.buchhaltung)
$$;

-- The first day of the fiscal year a day lies in.
CREATE OR REPLACE FUNCTION data.fiscal_year_start(tag date, wj_beginn integer) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT make_date(extract(year FROM tag)::integer - CASE WHEN extract(month FROM tag) < wj_beginn THEN 1 ELSE 0 END,
                   wj_beginn, 1)
$$;

-- A VAT rate as the letter writes it: "19", "7,5".
CREATE OR REPLACE FUNCTION data.de_rate(rate numeric) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT replace(trim_scale(rate)::text, '.', ',') $$;

-- A booking key (`schluessel`) read back: its day, rank ('R' or 'Z') and number.
CREATE OR REPLACE FUNCTION data.booking_key(nach text, OUT tag date, OUT rang text, OUT nummer integer)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF nach IS NULL OR btrim(nach) = '' THEN
    tag := '-infinity';
    rang := '';
    nummer := 0;
    RETURN;
  END IF;
  IF nach !~ '^\d{4}-\d{2}-\d{2}/[RZ]/\d{10}$' THEN
    RAISE EXCEPTION 'Der Parameter nach ist kein Schlüssel einer Buchung.';
  END IF;
  tag := split_part(nach, '/', 1)::date;
  rang := split_part(nach, '/', 2);
  nummer := split_part(nach, '/', 3)::integer;
END $$;

CREATE OR REPLACE FUNCTION data.booking_key_text(tag date, rang text, nummer integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(tag, 'YYYY-MM-DD') || '/' || rang || '/' || lpad(nummer::text, 10, '0') $$;

-- The issued documents of a period from their frozen form, in key order after a key, at most
-- `anzahl`: number, date, the client then, kind, the invoice a credit note cancels, the rate,
-- net and VAT in cents, what a final invoice deducts in cents, service date (the end of a
-- service period), due date.
CREATE OR REPLACE FUNCTION data.issued_documents(von date, bis date, nach_tag date, nach_id integer, anzahl integer)
RETURNS TABLE (rechnung_id integer, datum date, client_id integer, kunde text, art text, bezug_id integer,
               ust_satz numeric, ust_kategorie text, netto_cent bigint, ust_cent bigint, abzug_cent bigint,
               leistungsdatum date, faellig_am date)
LANGUAGE sql STABLE AS $$
  SELECT d.id, d.rn_datum, (f -> 'rechnung' ->> 'client_id')::integer, f -> 'kunde' ->> 'name',
         coalesce(f -> 'rechnung' ->> 'art', 'rechnung'), (f -> 'rechnung' ->> 'bezug_id')::integer, s.rate,
         f -> 'rechnung' ->> 'ust_kategorie', n.cent, round(n.cent * s.rate / 100)::bigint,
         CASE WHEN f -> 'rechnung' ->> 'art' = 'schluss'
              THEN (SELECT coalesce(sum((e ->> 'netto_cent')::bigint + (e ->> 'ust_cent')::bigint), 0)
                      FROM jsonb_array_elements(f -> 'rechnung' -> 'abzuege') e)
              ELSE 0 END::bigint,
         coalesce((f -> 'rechnung' ->> 'le_bis')::date, (f -> 'rechnung' ->> 'le_date')::date),
         d.rn_datum + coalesce((f -> 'rechnung' ->> 'zahlungsziel_tage')::integer, 14)
    FROM (SELECT r.id, r.rn_datum FROM data.rechnung r
           WHERE r.archiviert AND r.rn_datum BETWEEN von AND bis AND (r.rn_datum, r.id) > (nach_tag, nach_id)
           ORDER BY r.rn_datum, r.id LIMIT anzahl) d
    JOIN data.rechnung_gestellt g ON g.rechnung_id = d.id
   CROSS JOIN LATERAL (SELECT g.inhalt AS f) i(f)
   CROSS JOIN LATERAL (SELECT (f -> 'rechnung' ->> 'ust_satz')::numeric AS rate) s
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(round((p ->> 'anzahl')::numeric * (p ->> 'ep')::numeric * 100)), 0)::bigint AS cent
       FROM jsonb_array_elements(f -> 'positionen') p) n
   ORDER BY d.rn_datum, d.id
$$;

-- The payments and counter-entries of a period in key order after a key, at most `anzahl`,
-- each with its invoice's client from the issued form.
CREATE OR REPLACE FUNCTION data.period_payments(von date, bis date, nach_tag date, nach_id integer, anzahl integer)
RETURNS TABLE (zahlung_id integer, datum date, betrag numeric, rechnung_id integer, client_id integer, kunde text,
               referenz text, gegenbuchung_zu integer)
LANGUAGE sql STABLE AS $$
  SELECT z.id, z.datum, z.betrag, z.rechnung_id, (g.inhalt -> 'rechnung' ->> 'client_id')::integer,
         g.inhalt -> 'kunde' ->> 'name', z.referenz, z.gegenbuchung_zu
    FROM (SELECT z.* FROM data.zahlung z
           WHERE z.datum BETWEEN von AND bis AND (z.datum, z.id) > (nach_tag, nach_id)
           ORDER BY z.datum, z.id LIMIT anzahl) z
    JOIN data.rechnung_gestellt g ON g.rechnung_id = z.rechnung_id
   ORDER BY z.datum, z.id
$$;

-- The id after which a kind's rows continue, given the last key: all of a day's documents
-- come before its payments.
CREATE OR REPLACE FUNCTION data.booking_after(nach_rang text, nach_nummer integer, rang text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN nach_rang < rang THEN 0 WHEN nach_rang = rang THEN nach_nummer ELSE 2147483647 END
$$;

-- The first `anzahl` keys after a key, in the keys' order (the day, a day's documents before its
-- payments, the number), read from the date indexes without the issued forms: how many are
-- documents and how many payments, and the last of them (null when none is left). The documents
-- among them are the first `documents` of data.issued_documents after the key, the payments the
-- first `payments` of data.period_payments, so a page computes no row it then throws away.
CREATE OR REPLACE FUNCTION data.booking_keys(von date, bis date, nach_tag date, nach_rang text, nach_nummer integer,
                                             anzahl integer, OUT documents integer, OUT payments integer,
                                             OUT last_key text)
LANGUAGE sql STABLE AS $$
  SELECT count(*) FILTER (WHERE p.rang = 'R')::integer, count(*) FILTER (WHERE p.rang = 'Z')::integer,
         max(data.booking_key_text(p.tag, p.rang, p.id) COLLATE "C")
    FROM (SELECT k.* FROM (
            (SELECT r.rn_datum::date AS tag, 'R' AS rang, r.id FROM data.rechnung r
              WHERE r.archiviert AND r.rn_datum BETWEEN von AND bis
                AND (r.rn_datum, r.id) > (nach_tag, data.booking_after(nach_rang, nach_nummer, 'R'))
              ORDER BY r.rn_datum, r.id LIMIT anzahl)
            UNION ALL
            (SELECT z.datum::date, 'Z', z.id FROM data.zahlung z
              WHERE z.datum BETWEEN von AND bis
                AND (z.datum, z.id) > (nach_tag, data.booking_after(nach_rang, nach_nummer, 'Z'))
              ORDER BY z.datum, z.id LIMIT anzahl)) k
          ORDER BY k.tag, k.rang, k.id LIMIT anzahl) p
$$;

-- The refusals of a booking without its account, worded once for data.check_datev_export (the
-- first page) and for a row of a later page whose account has gone since; typed as the account
-- they stand in for, so a row asks coalesce(account, refusal).
CREATE OR REPLACE FUNCTION data.refuse_without_debitor(client integer) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Kunde „%“ hat keine Debitorennummer.', (SELECT k.name FROM data.kunde k WHERE k.client_id = client);
END $$;

-- An invoice issued without a client (only through the API before the rule of 76_issued_form.sql:
-- the editor's checklist never let one through) has no Debitor to book to. The file refuses it,
-- naming it, rather than leave it and its payments out of the accountant's books unsaid
-- (docs/decisions.md "An issued invoice names its client").
CREATE OR REPLACE FUNCTION data.refuse_without_client(rechnung integer) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Die Rechnung % wurde ohne Kunden gestellt und kann keinem Debitorenkonto gebucht werden.', rechnung;
END $$;

CREATE OR REPLACE FUNCTION data.refuse_without_revenue_account(rate numeric, kontenrahmen text) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Für den Steuersatz % %% ist im Kontenrahmen % kein Erlöskonto hinterlegt.', data.de_rate(rate), kontenrahmen;
END $$;

-- Refuses a period the DATEV file could not hold or settings it could not be written with:
-- Berater- and Mandantennummer, a period within one fiscal year and one calendar year. It reads
-- no booking, so every page asks it.
CREATE OR REPLACE FUNCTION data.check_datev_period(von date, bis date) RETURNS data.buchhaltung
LANGUAGE plpgsql STABLE AS $$
DECLARE
  settings data.buchhaltung := data.accounting_settings();
  year_start date := data.fiscal_year_start(von, settings.wj_beginn);
BEGIN
  IF settings.berater_nr IS NULL THEN
    RAISE EXCEPTION 'In den Buchhaltungseinstellungen fehlt die Beraternummer.';
  END IF;
  IF settings.mandant_nr IS NULL THEN
    RAISE EXCEPTION 'In den Buchhaltungseinstellungen fehlt die Mandantennummer.';
  END IF;
  IF bis >= (year_start + interval '1 year')::date THEN
    RAISE EXCEPTION 'Der Zeitraum bis % reicht über das Wirtschaftsjahr %–% hinaus.', data.de_date(bis),
      data.de_date(year_start), data.de_date((year_start + interval '1 year')::date - 1);
  END IF;
  -- The Belegdatum is day and month only: DATEV takes the year from the header's period.
  IF extract(year FROM von) <> extract(year FROM bis) THEN
    RAISE EXCEPTION 'Der Zeitraum von % bis % reicht über ein Kalenderjahr hinaus: das Belegdatum der DATEV-Datei nennt kein Jahr.',
      data.de_date(von), data.de_date(bis);
  END IF;
  RETURN settings;
END $$;

-- Refuses an export the DATEV file could not hold, naming what is missing: what
-- data.check_datev_period refuses, then an invoice issued without a client, each client's
-- Debitorennummer and each rate's revenue account. These read the whole period, so only the
-- first page asks them; a later page refuses a row whose account has gone since.
CREATE OR REPLACE FUNCTION data.check_datev_export(von date, bis date) RETURNS data.buchhaltung
LANGUAGE plpgsql STABLE AS $$
DECLARE
  settings data.buchhaltung := data.check_datev_period(von, bis);
  missing integer;
  rate numeric;
BEGIN
  SELECT r.id INTO missing
    FROM data.rechnung r
   WHERE r.client_id IS NULL AND r.archiviert
     AND (r.rn_datum BETWEEN von AND bis OR r.id IN (SELECT z.rechnung_id FROM data.zahlung z WHERE z.datum BETWEEN von AND bis))
   ORDER BY r.id LIMIT 1;
  IF FOUND THEN
    PERFORM data.refuse_without_client(missing);
  END IF;
  SELECT k.client_id INTO missing
    FROM data.kunde k
   WHERE k.client_id IN (SELECT r.client_id FROM data.rechnung r WHERE r.archiviert AND r.rn_datum BETWEEN von AND bis
                         UNION
                         SELECT r.client_id FROM data.zahlung z JOIN data.rechnung r ON r.id = z.rechnung_id
                          WHERE z.datum BETWEEN von AND bis)
     AND NOT EXISTS (SELECT 1 FROM data.kunde_debitor d WHERE d.client_id = k.client_id)
   ORDER BY k.name, k.client_id LIMIT 1;
  IF FOUND THEN
    PERFORM data.refuse_without_debitor(missing);
  END IF;
  SELECT r.ust_satz INTO rate
    FROM data.rechnung r
   WHERE r.archiviert AND r.rn_datum BETWEEN von AND bis
     AND NOT EXISTS (SELECT 1 FROM data.erloeskonto e WHERE e.kontenrahmen = settings.kontenrahmen AND e.ust_satz = r.ust_satz)
   ORDER BY r.ust_satz LIMIT 1;
  IF FOUND THEN
    PERFORM data.refuse_without_revenue_account(rate, settings.kontenrahmen);
  END IF;
  RETURN settings;
END $$;

-- The period's bounds read and checked: both given, the end not before the start.
CREATE OR REPLACE FUNCTION data.export_period(von text, bis text, OUT von_tag date, OUT bis_tag date)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  von_tag := data.arg_date('von', von);
  bis_tag := data.arg_date('bis', bis);
  IF bis_tag < von_tag THEN
    RAISE EXCEPTION 'Der Zeitraum endet (bis %) vor seinem Beginn (von %).', data.de_date(bis_tag), data.de_date(von_tag);
  END IF;
END $$;

CREATE OR REPLACE FUNCTION data.page_size(anzahl text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN nullif(btrim(anzahl), '') IS NULL THEN 2000 ELSE data.accounting_int('Die Seitengröße (anzahl)', anzahl, 1, 10000) END
$$;

-- The settings of the export.
CREATE OR REPLACE FUNCTION api.a_get_accounting_settings()
RETURNS TABLE (berater_nr integer, mandant_nr integer, kontenrahmen text, wj_beginn integer, sachkontenlaenge integer,
               bankkonto integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT s.berater_nr, s.mandant_nr, s.kontenrahmen, s.wj_beginn::integer, s.sachkontenlaenge::integer, s.bankkonto
    FROM data.accounting_settings() s
$$;

-- Changes the settings. Without a bank account, the chart's usual one (SKR03 1200, SKR04 1800).
CREATE OR REPLACE FUNCTION api.a_update_accounting_settings(berater_nr text, mandant_nr text, kontenrahmen text,
                                                           wj_beginn text, bankkonto text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  consultant integer := data.accounting_int('Die Beraternummer', a_update_accounting_settings.berater_nr, 1001, 9999999);
  client integer := data.accounting_int('Die Mandantennummer', a_update_accounting_settings.mandant_nr, 1, 99999);
  chart text := upper(btrim(coalesce(a_update_accounting_settings.kontenrahmen, '')));
  month integer := data.accounting_int('Der Beginn des Wirtschaftsjahres (Monat)', a_update_accounting_settings.wj_beginn, 1, 12);
  bank integer;
BEGIN
  IF chart NOT IN ('SKR03', 'SKR04') THEN
    RAISE EXCEPTION 'Der Kontenrahmen ist SKR03 oder SKR04.';
  END IF;
  bank := CASE WHEN nullif(btrim(a_update_accounting_settings.bankkonto), '') IS NULL
               THEN CASE chart WHEN 'SKR03' THEN 1200 ELSE 1800 END
               ELSE data.accounting_int('Das Bankkonto', a_update_accounting_settings.bankkonto, 1000, 9999) END;
  INSERT INTO data.buchhaltung AS b (id, berater_nr, mandant_nr, kontenrahmen, wj_beginn, bankkonto)
  VALUES (true, consultant, client, chart, month, bank)
  ON CONFLICT (id) DO UPDATE SET berater_nr = EXCLUDED.berater_nr, mandant_nr = EXCLUDED.mandant_nr,
                                 kontenrahmen = EXCLUDED.kontenrahmen, wj_beginn = EXCLUDED.wj_beginn,
                                 bankkonto = EXCLUDED.bankkonto;
END $$;

-- The revenue accounts by chart and rate.
CREATE OR REPLACE FUNCTION api.a_get_revenue_accounts()
RETURNS TABLE (kontenrahmen text, ust_satz numeric, konto integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT e.kontenrahmen, e.ust_satz, e.konto FROM data.erloeskonto e ORDER BY e.kontenrahmen, e.ust_satz DESC
$$;

-- Sets the revenue account of a rate in a chart (a new rate gets one too).
CREATE OR REPLACE FUNCTION api.a_update_revenue_account(kontenrahmen text, ust_satz text, konto text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  chart text := upper(btrim(coalesce(a_update_revenue_account.kontenrahmen, '')));
  rate numeric := data.arg_ust_satz('erloeskonto', a_update_revenue_account.ust_satz);
  account integer := data.accounting_int('Das Erlöskonto', a_update_revenue_account.konto, 1000, 9999);
BEGIN
  IF chart NOT IN ('SKR03', 'SKR04') THEN
    RAISE EXCEPTION 'Der Kontenrahmen ist SKR03 oder SKR04.';
  END IF;
  IF rate <> round(rate, 2) THEN
    RAISE EXCEPTION 'Der Steuersatz hat höchstens zwei Nachkommastellen.';
  END IF;
  INSERT INTO data.erloeskonto AS e (kontenrahmen, ust_satz, konto) VALUES (chart, rate, account)
  ON CONFLICT ON CONSTRAINT erloeskonto_pkey DO UPDATE SET konto = EXCLUDED.konto;
END $$;

-- A client's Debitorennummer (null: none).
CREATE OR REPLACE FUNCTION api.a_get_debitor_nr(client_id text) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT d.debitor_nr FROM data.kunde_debitor d WHERE d.client_id = data.id_arg($1, 'client_id')
$$;

-- Gives a client its Debitorennummer; an empty one takes it away. A number is one client's.
CREATE OR REPLACE FUNCTION api.a_set_debitor_nr(client_id text, debitor_nr text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  client integer := data.id_arg(a_set_debitor_nr.client_id, 'client_id');
  wanted integer;
  holder text;
BEGIN
  PERFORM 1 FROM data.kunde k WHERE k.client_id = client FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Kunde %s gibt es nicht.', client));
  END IF;
  IF nullif(btrim(a_set_debitor_nr.debitor_nr), '') IS NULL THEN
    DELETE FROM data.kunde_debitor d WHERE d.client_id = client;
    RETURN;
  END IF;
  wanted := data.accounting_int('Die Debitorennummer', a_set_debitor_nr.debitor_nr, 10000, 69999);
  SELECT k.name INTO holder FROM data.kunde_debitor d JOIN data.kunde k ON k.client_id = d.client_id
   WHERE d.debitor_nr = wanted AND d.client_id <> client;
  IF FOUND THEN
    RAISE EXCEPTION 'Die Debitorennummer % hat bereits der Kunde „%“.', wanted, holder;
  END IF;
  INSERT INTO data.kunde_debitor AS d (client_id, debitor_nr) VALUES (client, wanted)
  ON CONFLICT ON CONSTRAINT kunde_debitor_pkey DO UPDATE SET debitor_nr = EXCLUDED.debitor_nr;
END $$;

-- The number to propose for a new Debitor: after the highest in use, else the lowest free one;
-- null when all 60,000 are taken.
CREATE OR REPLACE FUNCTION api.a_next_debitor_nr() RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE
           WHEN NOT EXISTS (SELECT 1 FROM data.kunde_debitor) THEN 10000
           WHEN (SELECT max(d.debitor_nr) FROM data.kunde_debitor d) < 69999
             THEN (SELECT max(d.debitor_nr) + 1 FROM data.kunde_debitor d)
           ELSE (SELECT min(n) FROM generate_series(10000, 69999) n
                  WHERE NOT EXISTS (SELECT 1 FROM data.kunde_debitor d WHERE d.debitor_nr = n))
         END
$$;

-- One page of the DATEV bookings of a period within one fiscal year (the header above): `anzahl`
-- rows after the key `nach`, fewer only when no booking follows (the last page), so the app's
-- writer stops at the first short page. Refused, with nothing answered, when the file could not
-- be complete: the first page (no key) asks data.check_datev_export, a later page only
-- data.check_datev_period and refuses a row whose Debitor or revenue account has gone since.
CREATE OR REPLACE FUNCTION api.a_get_bookings(von text, bis text, nach text DEFAULT NULL, anzahl text DEFAULT NULL)
RETURNS TABLE (schluessel text, umsatz numeric, soll_haben text, konto integer, gegenkonto integer, bu_schluessel text,
               belegdatum date, belegfeld1 text, buchungstext text, leistungsdatum date, faelligkeit date,
               generalumkehr boolean)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  period record := data.export_period(a_get_bookings.von, a_get_bookings.bis);
  k record := data.booking_key(a_get_bookings.nach);
  n integer := data.page_size(a_get_bookings.anzahl);
  settings data.buchhaltung := CASE WHEN k.rang = '' THEN data.check_datev_export(period.von_tag, period.bis_tag)
                                    ELSE data.check_datev_period(period.von_tag, period.bis_tag) END;
  keys record;
  rows_left integer := n;
  got integer;
BEGIN
  -- Each key gives at most one row: read the keys the page still lacks, book them, and read on
  -- after the last of them while rows fell out and keys are left.
  LOOP
    keys := data.booking_keys(period.von_tag, period.bis_tag, k.tag, k.rang, k.nummer, rows_left);
    RETURN QUERY
    SELECT b.* FROM (
      SELECT data.booking_key_text(d.datum, 'R', d.rechnung_id) AS schluessel,
             (abs(t.cent) / 100.0)::numeric(14, 2) AS umsatz, 'S'::text,
             CASE WHEN d.client_id IS NULL THEN data.refuse_without_client(d.rechnung_id)
                  ELSE coalesce(deb.debitor_nr, data.refuse_without_debitor(d.client_id)) END,
             coalesce(e.konto, data.refuse_without_revenue_account(d.ust_satz, settings.kontenrahmen)), NULL::text, d.datum,
             d.rechnung_id::text,
             left(CASE WHEN d.art = 'gutschrift' THEN format('Storno RE %s %s', d.bezug_id, d.kunde)
                       ELSE format('RE %s %s', d.rechnung_id, d.kunde) END, 60),
             d.leistungsdatum, CASE WHEN d.art = 'gutschrift' THEN NULL ELSE d.faellig_am END, t.cent < 0
        FROM data.issued_documents(period.von_tag, period.bis_tag, k.tag, data.booking_after(k.rang, k.nummer, 'R'),
                                   keys.documents) d
        LEFT JOIN data.kunde_debitor deb ON deb.client_id = d.client_id
        LEFT JOIN data.erloeskonto e ON e.kontenrahmen = settings.kontenrahmen AND e.ust_satz = d.ust_satz
       CROSS JOIN LATERAL (SELECT (d.netto_cent + d.ust_cent - d.abzug_cent) * CASE WHEN d.art = 'gutschrift' THEN -1 ELSE 1 END AS cent) t
       WHERE t.cent <> 0
      UNION ALL
      SELECT data.booking_key_text(z.datum, 'Z', z.zahlung_id), abs(z.betrag), 'S', settings.bankkonto,
             CASE WHEN z.client_id IS NULL THEN data.refuse_without_client(z.rechnung_id)
                  ELSE coalesce(deb.debitor_nr, data.refuse_without_debitor(z.client_id)) END, NULL, z.datum, z.rechnung_id::text,
             left(format('%s RE %s %s', CASE WHEN z.betrag < 0 THEN 'Storno Zahlung' ELSE 'Zahlung' END, z.rechnung_id, z.kunde), 60),
             NULL, NULL, z.betrag < 0
        FROM data.period_payments(period.von_tag, period.bis_tag, k.tag, data.booking_after(k.rang, k.nummer, 'Z'),
                                  keys.payments) z
        LEFT JOIN data.kunde_debitor deb ON deb.client_id = z.client_id) b
     ORDER BY b.schluessel COLLATE "C";
    GET DIAGNOSTICS got = ROW_COUNT;
    EXIT WHEN got = rows_left OR keys.documents + keys.payments < rows_left;
    rows_left := rows_left - got;
    k := data.booking_key(keys.last_key);
  END LOOP;
END $$;

-- One page of the journal of a period for the CSV: every issued invoice and credit note
-- (credit notes negative) and every payment (a counter-entry negative), in the bookings' key
-- order. `art` is rechnung, abschlag, schluss, gutschrift or zahlung; a payment's `nummer` is
-- its own id, `rechnung_nr` the invoice it pays (for a credit note, the invoice it cancels).
-- Paged as a_get_bookings: `anzahl` rows after `nach`, fewer only on the last page.
CREATE OR REPLACE FUNCTION api.a_get_journal(von text, bis text, nach text DEFAULT NULL, anzahl text DEFAULT NULL)
RETURNS TABLE (schluessel text, art text, nummer integer, datum date, client_id integer, kunde text, ust_satz numeric,
               netto numeric, ust numeric, brutto numeric, faellig_am date, rechnung_nr integer, referenz text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  period record := data.export_period(a_get_journal.von, a_get_journal.bis);
  k record := data.booking_key(a_get_journal.nach);
  n integer := data.page_size(a_get_journal.anzahl);
  keys record;
  rows_left integer := n;
  got integer;
BEGIN
  -- As a_get_bookings: a key without its issued form gives no row, so read on after it.
  LOOP
    keys := data.booking_keys(period.von_tag, period.bis_tag, k.tag, k.rang, k.nummer, rows_left);
    RETURN QUERY
    SELECT j.* FROM (
      SELECT data.booking_key_text(d.datum, 'R', d.rechnung_id) AS schluessel, d.art, d.rechnung_id, d.datum, d.client_id,
             d.kunde, d.ust_satz, (s.sign * d.netto_cent / 100.0)::numeric(14, 2), (s.sign * d.ust_cent / 100.0)::numeric(14, 2),
             (s.sign * (d.netto_cent + d.ust_cent) / 100.0)::numeric(14, 2), CASE WHEN d.art = 'gutschrift' THEN NULL ELSE d.faellig_am END,
             d.bezug_id, NULL::text
        FROM data.issued_documents(period.von_tag, period.bis_tag, k.tag, data.booking_after(k.rang, k.nummer, 'R'),
                                   keys.documents) d
       CROSS JOIN LATERAL (SELECT CASE WHEN d.art = 'gutschrift' THEN -1 ELSE 1 END AS sign) s
      UNION ALL
      SELECT data.booking_key_text(z.datum, 'Z', z.zahlung_id), 'zahlung', z.zahlung_id, z.datum, z.client_id, z.kunde,
             NULL, NULL, NULL, z.betrag, NULL, z.rechnung_id, z.referenz
        FROM data.period_payments(period.von_tag, period.bis_tag, k.tag, data.booking_after(k.rang, k.nummer, 'Z'),
                                  keys.payments) z) j
     ORDER BY j.schluessel COLLATE "C";
    GET DIAGNOSTICS got = ROW_COUNT;
    EXIT WHEN got = rows_left OR keys.documents + keys.payments < rows_left;
    rows_left := rows_left - got;
    k := data.booking_key(keys.last_key);
  END LOOP;
END $$;

REVOKE ALL ON FUNCTION data.accounting_int(text, text, integer, integer), data.accounting_settings(),
  data.fiscal_year_start(date, integer), data.de_rate(numeric), data.booking_key(text), data.booking_key_text(date, text, integer),
  data.issued_documents(date, date, date, integer, integer), data.period_payments(date, date, date, integer, integer),
  data.booking_after(text, integer, text), data.booking_keys(date, date, date, text, integer, integer),
  data.refuse_without_debitor(integer), data.refuse_without_client(integer), data.refuse_without_revenue_account(numeric, text),
  data.check_datev_period(date, date), data.check_datev_export(date, date), data.export_period(text, text),
  data.page_size(text) FROM PUBLIC;
REVOKE ALL ON FUNCTION api.a_get_accounting_settings(), api.a_update_accounting_settings(text, text, text, text, text),
  api.a_get_revenue_accounts(), api.a_update_revenue_account(text, text, text), api.a_get_debitor_nr(text),
  api.a_set_debitor_nr(text, text), api.a_next_debitor_nr(), api.a_get_bookings(text, text, text, text),
  api.a_get_journal(text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_accounting_settings(), api.a_update_accounting_settings(text, text, text, text, text),
  api.a_get_revenue_accounts(), api.a_update_revenue_account(text, text, text), api.a_get_debitor_nr(text),
  api.a_set_debitor_nr(text, text), api.a_next_debitor_nr(), api.a_get_bookings(text, text, text, text),
  api.a_get_journal(text, text, text, text) TO ogf_admin;
