-- E-invoice data (requirements §3 "Decided"): the client's electronic address (BT-49) and
-- Leitweg-ID (BT-10), an invoice's kind, payment terms, service period and VAT category.
-- Stored beside the entities and carried by the existing calls: a_get_client_details and
-- a_get_invoice_details answer them, a_update_client_details and a_update_invoice_details take
-- them as optional parameters. The refusals are the editor's, word for word
-- (packages/ui/src/model/billing/einvoice.ts), so a value refused here reads as in the form.
-- Invoice kinds share the invoices' one gapless number range (20_billing_tables.sql).

-- The terms of an archived invoice are as read-only as the invoice (GoBD), as its positions are
-- (data.document_part_lock, 20_billing_tables.sql).
CREATE OR REPLACE TRIGGER a_archive_lock BEFORE INSERT OR UPDATE OR DELETE ON data.rechnung_angaben
  FOR EACH ROW EXECUTE FUNCTION data.document_part_lock('rechnung');

-- ISO 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35).
CREATE OR REPLACE FUNCTION data.mod97(code text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  remainder integer := 0;
  c text;
  digits text;
  d text;
BEGIN
  FOREACH c IN ARRAY regexp_split_to_array(upper(code), '') LOOP
    digits := CASE WHEN c ~ '^[0-9]$' THEN c ELSE (ascii(c) - 55)::text END;
    FOREACH d IN ARRAY regexp_split_to_array(digits, '') LOOP
      remainder := (remainder * 10 + d::integer) % 97;
    END LOOP;
  END LOOP;
  RETURN remainder;
END $$;

-- A Leitweg-ID's form and check digits, as leitwegIdProblem; null when valid.
CREATE OR REPLACE FUNCTION data.leitweg_problem(id text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[] := string_to_array(btrim(id), '-');
  n integer := cardinality(parts);
  coarse text := parts[1];
  fine text := CASE WHEN n = 3 THEN parts[2] ELSE '' END;
  check_ text := CASE WHEN n >= 2 THEN parts[n] END;
BEGIN
  IF n < 2 OR n > 3 OR coarse !~ '^[0-9]{2,12}$' OR fine !~ '^[A-Za-z0-9]{0,30}$' THEN
    RETURN 'Die Leitweg-ID hat die Form „Grobadressierung-Feinadressierung-Prüfziffer“, z. B. 04011000-1234512345-06.';
  END IF;
  IF check_ !~ '^[0-9]{2}$' THEN
    RETURN 'Die Prüfziffer der Leitweg-ID sind die letzten zwei Ziffern.';
  END IF;
  IF data.mod97(coarse || fine || check_) <> 1 THEN
    RETURN 'Die Prüfziffer der Leitweg-ID stimmt nicht.';
  END IF;
  RETURN NULL;
END $$;

-- What a_update_client_details refuses in the e-invoice fields.
CREATE OR REPLACE FUNCTION data.client_einvoice_refusal(e_adresse text, e_schema text, leitweg_id text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF e_adresse IS NULL THEN
    RETURN CASE WHEN leitweg_id IS NOT NULL THEN data.leitweg_problem(leitweg_id) END;
  END IF;
  IF e_schema IS NULL OR e_schema NOT IN ('EM', '0204') THEN
    RETURN 'Das Schema der E-Rechnungsadresse ist EM (E-Mail) oder 0204 (Leitweg-ID).';
  END IF;
  IF e_schema = '0204' AND data.leitweg_problem(e_adresse) IS NOT NULL THEN
    RETURN data.leitweg_problem(e_adresse);
  END IF;
  IF e_schema = 'EM' AND e_adresse !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' THEN
    RETURN 'Keine gültige E-Mail-Adresse.';
  END IF;
  RETURN CASE WHEN leitweg_id IS NOT NULL THEN data.leitweg_problem(leitweg_id) END;
END $$;

-- Characters XML 1.0 cannot carry, and the C1 controls (model/billing/einvoice.ts).
CREATE OR REPLACE FUNCTION data.has_control_chars(value text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT value ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF]'
$$;

-- What a_update_invoice_details refuses in the e-invoice fields.
CREATE OR REPLACE FUNCTION data.invoice_terms_refusal(t data.rechnung_angaben) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF t.art IS NULL OR t.art NOT IN ('rechnung', 'abschlag', 'schluss', 'gutschrift') THEN
    RETURN 'Unbekannte Rechnungsart.';
  END IF;
  IF t.ust_kategorie IS NULL OR t.ust_kategorie NOT IN ('S', 'E', 'AE') THEN
    RETURN 'Unbekannte Umsatzsteuer-Kategorie.';
  END IF;
  IF t.zahlungsziel_tage < 0 OR t.zahlungsziel_tage > 365 THEN
    RETURN 'Das Zahlungsziel liegt zwischen 0 und 365 Tagen.';
  END IF;
  IF (t.skonto_prozent IS NULL) <> (t.skonto_tage IS NULL) THEN
    RETURN 'Skonto braucht Prozentsatz und Frist.';
  END IF;
  IF t.skonto_prozent IS NOT NULL AND NOT (t.skonto_prozent > 0 AND t.skonto_prozent < 100) THEN
    RETURN 'Der Skonto liegt zwischen 0 und 100 %.';
  END IF;
  IF t.skonto_tage IS NOT NULL AND NOT (t.skonto_tage >= 0 AND t.skonto_tage <= t.zahlungsziel_tage) THEN
    RETURN 'Die Skontofrist endet spätestens mit dem Zahlungsziel.';
  END IF;
  IF (t.le_von IS NULL) <> (t.le_bis IS NULL) THEN
    RETURN 'Der Leistungszeitraum braucht Beginn und Ende.';
  END IF;
  IF t.le_bis < t.le_von THEN
    RETURN 'Der Leistungszeitraum endet vor seinem Beginn.';
  END IF;
  IF t.art = 'gutschrift' AND t.bezug_id IS NULL THEN
    RETURN 'Eine Stornorechnung nennt die Rechnung, die sie korrigiert.';
  END IF;
  IF data.has_control_chars(t.befreiungsgrund) OR data.has_control_chars(t.kaeufer_ustid) THEN
    RETURN 'Ein Text enthält ein Steuerzeichen.';
  END IF;
  RETURN NULL;
END $$;

-- An invoice's net and VAT in cents, as model/billing/totals.ts: each line rounded to the
-- cent (half away from zero, as numeric round does), VAT on the net sum.
CREATE OR REPLACE FUNCTION data.invoice_amounts(invoice integer, rate numeric, OUT netto_cent bigint, OUT ust_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT n, round(n * rate / 100)::bigint
    FROM (SELECT coalesce(sum(round(p.anzahl * p.ep * 100)), 0)::bigint AS n
            FROM data.position p WHERE p.rechnung_id = invoice) lines;
$$;

-- The e-invoice fields of an invoice, the defaults where none are stored.
CREATE OR REPLACE FUNCTION data.invoice_terms(invoice integer) RETURNS data.rechnung_angaben
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT a FROM data.rechnung_angaben a WHERE a.rechnung_id = invoice),
    ROW(invoice, 'rechnung', NULL, NULL, '[]'::json, 14, NULL, NULL, NULL, NULL, 'S', NULL, NULL, NULL)::data.rechnung_angaben);
$$;

-- A client's details, as a_get_client_details answers them and an issued invoice keeps them
-- (76_issued_form.sql).
CREATE OR REPLACE FUNCTION data.client_details(client integer) RETURNS SETOF data.client_details_row
LANGUAGE sql STABLE AS $$
  SELECT k.client_id, k.name, k.strasse, k.plz, k.ort, k.ap_gender, k.ap_vorname, k.ap_nachname, k.ap_tel,
         k.name_zusatz, k.bundesland, k.epsg, coalesce(s.kataster_status, false), s.ordner,
         e.e_adresse, e.e_schema, e.leitweg_id, k.aktiv, k.verbraucher, e.e_format
    FROM data.kunde k LEFT JOIN data.kunde_settings s ON s.client_id = k.client_id
         LEFT JOIN data.kunde_erechnung e ON e.client_id = k.client_id
   WHERE k.client_id = client;
$$;
REVOKE ALL ON FUNCTION data.client_details(integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.a_get_client_details(client_id text) RETURNS SETOF data.client_details_row
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  wanted integer := data.id_arg(a_get_client_details.client_id, 'client_id');
BEGIN
  PERFORM data.require_role('a_get_client_details', 'ogf_admin');
  RETURN QUERY SELECT * FROM data.client_details(wanted);
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_client_details(text) TO ogf_admin;

-- The client's header fields; bundesland and epsg go through PATCH /kunde one at a time. The
-- e-invoice fields are optional parameters: a given address replaces them, an empty one
-- clears them; left out (null), they stay. The form (`e_format`: pdf, cii or ubl) goes with a
-- given address; left out, the stored one stays (the hybrid PDF for a new address,
-- migrations/0012). So is `verbraucher` (§ 288
-- BGB: a consumer's default interest, sql/75_dunning.sql): 'true' or 'false', left out it stays.
CREATE OR REPLACE FUNCTION api.a_update_client_details(client_id text, name text, name_zusatz text, strasse text,
  plz text, ort text, ap_gender text, ap_vorname text, ap_nachname text, ap_tel text,
  e_adresse text DEFAULT NULL, e_schema text DEFAULT NULL, leitweg_id text DEFAULT NULL, verbraucher text DEFAULT NULL,
  e_format text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(a_update_client_details.client_id, 'client_id');
  address text := nullif(btrim(a_update_client_details.e_adresse), '');
  scheme text := nullif(btrim(a_update_client_details.e_schema), '');
  leitweg text := nullif(btrim(a_update_client_details.leitweg_id), '');
  form text := nullif(btrim(a_update_client_details.e_format), '');
  refusal text;
BEGIN
  PERFORM data.require_role('a_update_client_details', 'ogf_admin');
  IF a_update_client_details.name IS NULL THEN
    RAISE EXCEPTION 'Der Parameter name darf nicht leer sein.';
  END IF;
  IF a_update_client_details.e_adresse IS NOT NULL THEN
    refusal := coalesce(data.client_einvoice_refusal(address, scheme, leitweg),
      CASE WHEN form NOT IN ('pdf', 'cii', 'ubl') THEN 'Das Format der E-Rechnung ist pdf, cii oder ubl.' END);
    IF refusal IS NOT NULL THEN
      RAISE EXCEPTION '%', refusal;
    END IF;
    form := coalesce(form, (SELECT e.e_format FROM data.kunde_erechnung e WHERE e.client_id = target), 'pdf');
    DELETE FROM data.kunde_erechnung e WHERE e.client_id = target;
    IF address IS NOT NULL AND EXISTS (SELECT 1 FROM data.kunde k WHERE k.client_id = target) THEN
      INSERT INTO data.kunde_erechnung (client_id, e_adresse, e_schema, leitweg_id, e_format)
      VALUES (target, address, scheme, leitweg, form);
    END IF;
  END IF;
  UPDATE data.kunde k
     SET name = a_update_client_details.name, name_zusatz = nullif(a_update_client_details.name_zusatz, ''),
         strasse = nullif(a_update_client_details.strasse, ''), plz = nullif(a_update_client_details.plz, ''),
         ort = nullif(a_update_client_details.ort, ''), ap_gender = nullif(a_update_client_details.ap_gender, ''),
         ap_vorname = nullif(a_update_client_details.ap_vorname, ''),
         ap_nachname = nullif(a_update_client_details.ap_nachname, ''), ap_tel = nullif(a_update_client_details.ap_tel, ''),
         verbraucher = coalesce(data.arg_bool_or_null(a_update_client_details.verbraucher), k.verbraucher)
   WHERE k.client_id = target;
END
$$;
REVOKE ALL ON FUNCTION api.a_update_client_details(text, text, text, text, text, text, text, text, text, text, text, text, text, text,
  text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_update_client_details(text, text, text, text, text, text, text, text, text, text, text, text, text, text,
  text) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_invoice_details(invoice_id text) RETURNS SETOF data.invoice_details_row
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT r.id, r.bearbeiter, r.le_date, r.rn_datum, r.anrede, r.anschreiben, r.zuerl, r.ust_satz, r.client_id,
         r.archiviert, t.art, t.bezug_id, t.bezug_datum, t.abzuege, t.zahlungsziel_tage, t.skonto_prozent,
         t.skonto_tage, t.le_von, t.le_bis, t.ust_kategorie, t.befreiungsgrund, t.kaeufer_ustid, t.aufbewahrung_hinweis
    FROM data.rechnung r, LATERAL data.invoice_terms(r.id) t
   WHERE r.id = data.id_arg(invoice_id, 'invoice_id');
$$;
REVOKE ALL ON FUNCTION api.a_get_invoice_details(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_invoice_details(text) TO ogf_admin;

-- a_update_invoice_details takes the e-invoice fields as optional parameters: a given kind
-- (art) replaces all of them, each left out taking its default; without a kind they stay.
-- A credit note refers to an archived invoice of the same client; a final invoice deducts
-- archived partial invoices of the same client ("3,5"), their amounts from their positions.
CREATE OR REPLACE FUNCTION api.a_update_invoice_details(
  invoice_id text, bearbeiter text, anrede text, anschreiben text, zuerl text, ust_satz text, le_date text,
  rn_datum text, art text DEFAULT NULL, bezug_id text DEFAULT NULL, abzuege text DEFAULT NULL,
  zahlungsziel_tage text DEFAULT NULL, skonto_prozent text DEFAULT NULL, skonto_tage text DEFAULT NULL,
  le_von text DEFAULT NULL, le_bis text DEFAULT NULL, ust_kategorie text DEFAULT NULL,
  befreiungsgrund text DEFAULT NULL, kaeufer_ustid text DEFAULT NULL, aufbewahrung_hinweis text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  id_ integer := data.id_arg(invoice_id, 'invoice_id');
  datum date := data.arg_date('rn_datum', rn_datum);
  range record;
  t data.rechnung_angaben;
  invoice data.rechnung;
  other data.rechnung;
  refusal text;
  deducted json := '[]';
  partial_id integer;
  amounts record;
  violated text;
  existing integer;
BEGIN
  PERFORM data.assert_rechnung_open(id_);
  range := data.date_range_by_number('rechnung', id_);
  PERFORM data.assert_date_in_range(range.min_datum, range.max_datum, datum, 'Rechnungsdatum');
  IF a_update_invoice_details.art IS NOT NULL THEN
    SELECT * INTO invoice FROM data.rechnung r WHERE r.id = id_;
    t := ROW(id_, coalesce(nullif(a_update_invoice_details.art, ''), 'rechnung'),
             data.id_or_null(a_update_invoice_details.bezug_id), NULL, '[]'::json,
             coalesce(nullif(a_update_invoice_details.zahlungsziel_tage, '')::integer, 14),
             nullif(a_update_invoice_details.skonto_prozent, '')::numeric,
             nullif(a_update_invoice_details.skonto_tage, '')::integer,
             data.arg_date_or_null(a_update_invoice_details.le_von), data.arg_date_or_null(a_update_invoice_details.le_bis),
             coalesce(nullif(a_update_invoice_details.ust_kategorie, ''), 'S'),
             nullif(a_update_invoice_details.befreiungsgrund, ''), nullif(a_update_invoice_details.kaeufer_ustid, ''),
             data.arg_bool_or_null(a_update_invoice_details.aufbewahrung_hinweis))::data.rechnung_angaben;
    refusal := data.invoice_terms_refusal(t);
    IF refusal IS NOT NULL THEN
      RAISE EXCEPTION '%', refusal;
    END IF;
    IF t.art = 'gutschrift' THEN
      SELECT * INTO other FROM data.rechnung r WHERE r.id = t.bezug_id;
      IF other.id IS NULL OR NOT other.archiviert OR other.client_id IS DISTINCT FROM invoice.client_id OR other.id = id_ THEN
        RAISE EXCEPTION 'Eine Stornorechnung bezieht sich auf eine archivierte Rechnung desselben Kunden.';
      END IF;
      t.bezug_datum := other.rn_datum;
    ELSE
      t.bezug_id := NULL;
    END IF;
    IF t.art = 'schluss' THEN
      FOREACH partial_id IN ARRAY coalesce(string_to_array(nullif(a_update_invoice_details.abzuege, ''), ',')::integer[], '{}') LOOP
        SELECT * INTO other FROM data.rechnung r WHERE r.id = partial_id;
        IF other.id IS NULL OR (data.invoice_terms(partial_id)).art <> 'abschlag' OR NOT other.archiviert
           OR other.client_id IS DISTINCT FROM invoice.client_id THEN
          RAISE EXCEPTION 'Eine Schlussrechnung zieht nur archivierte Abschlagsrechnungen desselben Kunden ab.';
        END IF;
        amounts := data.invoice_amounts(partial_id, other.ust_satz);
        deducted := (SELECT json_agg(e) FROM (
          SELECT json_array_elements(deducted) AS e
          UNION ALL SELECT json_build_object('rechnung_id', partial_id, 'rn_datum', other.rn_datum,
                                             'netto_cent', amounts.netto_cent, 'ust_cent', amounts.ust_cent)) x);
      END LOOP;
      t.abzuege := deducted;
    END IF;
    DELETE FROM data.rechnung_angaben a WHERE a.rechnung_id = id_;
    BEGIN
      INSERT INTO data.rechnung_angaben SELECT t.*;
    EXCEPTION WHEN unique_violation THEN
      -- A second credit note of the corrected invoice (rechnung_angaben_gutschrift_key): the
      -- unique index refuses it, also when another one was saved at the same moment (the index
      -- waits for that transaction). Reworded as a_create_credit_note words it, naming the first
      -- one when this transaction can see it (a REPEATABLE READ caller's snapshot may not);
      -- SQLSTATE, detail and constraint stay PostgreSQL's (409 as every duplicate).
      GET STACKED DIAGNOSTICS violated = CONSTRAINT_NAME;
      IF violated IS DISTINCT FROM 'rechnung_angaben_gutschrift_key' THEN
        RAISE;
      END IF;
      SELECT min(o.rechnung_id) INTO existing FROM data.rechnung_angaben o
       WHERE o.art = 'gutschrift' AND o.bezug_id = t.bezug_id AND o.rechnung_id <> id_;
      RAISE unique_violation USING
        MESSAGE = format('Zu Rechnung %s gibt es bereits %s.', t.bezug_id,
                         coalesce('die Stornorechnung ' || existing, 'eine Stornorechnung')),
        DETAIL = format('Key (bezug_id)=(%s) already exists.', t.bezug_id),
        CONSTRAINT = violated, TABLE = 'rechnung_angaben', SCHEMA = 'data';
    END;
  END IF;
  UPDATE data.rechnung r
     SET bearbeiter = nullif(a_update_invoice_details.bearbeiter, ''),
         anrede = a_update_invoice_details.anrede,
         anschreiben = a_update_invoice_details.anschreiben,
         zuerl = a_update_invoice_details.zuerl,
         ust_satz = data.arg_ust_satz('rechnung', a_update_invoice_details.ust_satz),
         le_date = data.arg_date_or_null(a_update_invoice_details.le_date),
         rn_datum = datum
   WHERE r.id = id_;
END $$;
REVOKE ALL ON FUNCTION api.a_update_invoice_details(text, text, text, text, text, text, text, text, text, text, text, text,
  text, text, text, text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_update_invoice_details(text, text, text, text, text, text, text, text, text, text, text,
  text, text, text, text, text, text, text, text, text) TO ogf_admin;
