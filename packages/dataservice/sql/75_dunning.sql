-- Reminders and dunning (the tables: migrations/0009_dunning.sql). The levels are data an
-- administrator edits; a dunning run proposes, for a stated day, every overdue invoice that is
-- due for its next level (a_get_dunning_proposal); the administrator keeps what should go out
-- and confirms (a_create_reminders): one reminder per client, numbered without gaps, its
-- content frozen with its SHA-256 as the letter shows it. A reminder is never changed or
-- deleted.
--
-- The amounts of a reminder, per invoice: what is open on the stated day; § 288 BGB default
-- interest on it (72_default_interest.sql) from the day after the due date — the Zahlungsziel
-- makes the due date calculable from the invoice date, so the client is in default then
-- without a reminder (§ 286 Abs. 2 Nr. 2 BGB) — to the stated day, over the payments between;
-- for a business the 40 € Pauschale of § 288 Abs. 5 on the first reminder of the invoice only.
-- Per letter: the fee of its highest level. Interest and fees carry no VAT and earn no interest.
-- The interest stated is the whole interest to that day: a later reminder states it anew, it
-- does not add to the earlier one; the fees of earlier letters are not repeated.
--
-- Lock order as everywhere in billing: the invoices first (FOR NO KEY UPDATE, by id), then the
-- reminders' numbering (the table locked against a second numbering at once).

CREATE OR REPLACE FUNCTION data.refuse_reminder_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Eine geschriebene Mahnung wird nicht geändert oder gelöscht.';
END $$;

CREATE OR REPLACE TRIGGER a_no_change BEFORE UPDATE OR DELETE ON data.mahnung
  FOR EACH ROW EXECUTE FUNCTION data.refuse_reminder_change();
CREATE OR REPLACE TRIGGER a_no_change BEFORE UPDATE OR DELETE ON data.mahnung_posten
  FOR EACH ROW EXECUTE FUNCTION data.refuse_reminder_change();

-- The interest of one invoice on `stichtag`: on what it asks for, from the day after its due
-- date, less the payments up to that day (a counter-entry carries its entry's value date, so
-- the pair counts in no period). PL/pgSQL keeps the plan of its query, which a proposal runs
-- for every invoice it names.
CREATE OR REPLACE FUNCTION data.invoice_interest(rechnung integer, zahlbetrag numeric, faellig_am date, stichtag date,
                                                 verbraucher boolean)
RETURNS numeric
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF stichtag <= faellig_am THEN
    RETURN 0.00;
  END IF;
  RETURN (SELECT coalesce(sum(i.zinsen), 0.00)
            FROM (SELECT coalesce(array_agg(z.datum ORDER BY z.datum, z.id), '{}') AS tage,
                         coalesce(array_agg(z.betrag ORDER BY z.datum, z.id), '{}') AS betraege
                    FROM data.zahlung z WHERE z.rechnung_id = rechnung AND z.datum <= stichtag) p
           CROSS JOIN LATERAL data.verzugszinsen(zahlbetrag, faellig_am, stichtag, verbraucher, p.tage, p.betraege) i);
END $$;

-- Every invoice due for its next level on `stichtag`, with what its reminder would state: the
-- open items past their due date with money open, whose next level's days after the due date
-- have passed and whose last reminder's deadline is over. Invoices without a client are left
-- out (a reminder needs an addressee).
CREATE OR REPLACE FUNCTION data.dunning_proposal(stichtag date)
RETURNS TABLE (client_id integer, client_name text, verbraucher boolean, rechnung_id integer, rn_datum date,
               faellig_am date, tage_ueberfaellig integer, offen numeric, mahnstufe smallint, naechste_stufe smallint,
               bezeichnung text, gebuehr numeric, zinsen numeric, pauschale numeric)
LANGUAGE sql STABLE AS $$
  SELECT o.client_id, k.name, k.verbraucher, o.rechnung_id, o.rn_datum, o.faellig_am, $1 - o.faellig_am, o.offen,
         o.mahnstufe, n.stufe, n.bezeichnung, n.gebuehr,
         data.invoice_interest(o.rechnung_id, o.zahlbetrag, o.faellig_am, $1, k.verbraucher),
         CASE WHEN k.verbraucher OR o.pauschale_gefordert THEN 0.00 ELSE 40.00 END
    FROM data.offener_posten o
    JOIN data.kunde k ON k.client_id = o.client_id
    CROSS JOIN LATERAL (
      SELECT s.stufe, s.bezeichnung, s.gebuehr, s.tage_nach_faelligkeit
        FROM data.mahnstufe s WHERE s.stufe > o.mahnstufe ORDER BY s.stufe LIMIT 1) n
   WHERE o.offen > 0 AND o.faellig_am < $1
     AND $1 - o.faellig_am >= n.tage_nach_faelligkeit
     AND (o.gemahnt_frist IS NULL OR o.gemahnt_frist < $1)
$$;

-- The proposal for a dunning run on `stichtag` (today unless given), by client, oldest due first.
-- Inlinable SQL with the caller's rights (granted below), so PostgREST's statement is planned
-- through to the tables, as the lists' are (explain.test.ts); the interest of each invoice is
-- computed with the owner's (data.invoice_interest).
CREATE OR REPLACE FUNCTION api.a_get_dunning_proposal(stichtag text DEFAULT NULL)
RETURNS TABLE (client_id integer, client_name text, verbraucher boolean, rechnung_id integer, rn_datum date,
               faellig_am date, tage_ueberfaellig integer, offen numeric, mahnstufe smallint, naechste_stufe smallint,
               bezeichnung text, gebuehr numeric, zinsen numeric, pauschale numeric)
LANGUAGE sql STABLE AS $$
  SELECT * FROM data.dunning_proposal(coalesce(data.arg_date_or_null($1), data.business_today())) p
   ORDER BY p.client_name, p.client_id, p.faellig_am, p.rechnung_id
$$;

-- Writes the reminders of a confirmed dunning run: `rechnung_ids` (a JSON array) are the
-- invoices kept from the proposal, `datum` the reminders' date and the day interest is stated
-- to (today unless given), `aussteller` the issuer as the letter shows it (the app's
-- configuration, frozen with the reminder). One reminder per client, numbered in the order of
-- the clients' names; answers their numbers. Refused whole, in German, when an invoice is not
-- due for a reminder on that day.
CREATE OR REPLACE FUNCTION api.a_create_reminders(rechnung_ids json, datum text DEFAULT NULL,
                                                  aussteller json DEFAULT NULL)
RETURNS integer[]
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  day date := coalesce(data.arg_date_or_null(a_create_reminders.datum), data.business_today());
  wanted integer[];
  missing integer;
  run jsonb;
  client record;
  items jsonb;
  next_id integer;
  created integer[] := '{}';
  content jsonb;
  level data.mahnstufe;
BEGIN
  IF json_typeof(rechnung_ids) IS DISTINCT FROM 'array' OR json_array_length(rechnung_ids) = 0 THEN
    RAISE EXCEPTION 'Für eine Mahnung ist mindestens eine Rechnung auszuwählen.';
  END IF;
  SELECT array_agg(DISTINCT data.id_arg(e #>> '{}', 'rechnung_ids')) INTO wanted FROM json_array_elements(rechnung_ids) e;
  IF day > data.business_today() THEN
    RAISE EXCEPTION 'Das Datum der Mahnung liegt in der Zukunft.';
  END IF;
  -- The invoices first, in id order, so two runs at once queue and the second sees the first.
  PERFORM 1 FROM data.rechnung r WHERE r.id = ANY (wanted) ORDER BY r.id FOR NO KEY UPDATE;
  SELECT w INTO missing FROM unnest(wanted) w WHERE NOT EXISTS (SELECT 1 FROM data.rechnung r WHERE r.id = w)
   ORDER BY w LIMIT 1;
  IF missing IS NOT NULL THEN
    PERFORM data.raise_http(404, 'P0002', format('Rechnung %s gibt es nicht.', missing));
  END IF;
  SELECT coalesce(jsonb_agg(to_jsonb(p)), '[]') INTO run FROM data.dunning_proposal(day) p WHERE p.rechnung_id = ANY (wanted);
  SELECT w INTO missing FROM unnest(wanted) w
   WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(run) e WHERE (e ->> 'rechnung_id')::integer = w) ORDER BY w LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION '%', data.not_due_for_reminder(missing, day);
  END IF;
  LOCK TABLE data.mahnung IN SHARE ROW EXCLUSIVE MODE;
  SELECT coalesce(max(m.id), 0) INTO next_id FROM data.mahnung m;
  FOR client IN
    SELECT (e ->> 'client_id')::integer AS client_id, max((e ->> 'naechste_stufe')::integer) AS stufe,
           jsonb_agg(e ORDER BY e ->> 'faellig_am', (e ->> 'rechnung_id')::integer) AS posten
      FROM jsonb_array_elements(run) e
     GROUP BY 1 ORDER BY min(e ->> 'client_name'), 1
  LOOP
    next_id := next_id + 1;
    SELECT * INTO level FROM data.mahnstufe s WHERE s.stufe = client.stufe;
    content := data.reminder_content(next_id, client.client_id, day, level, aussteller, client.posten);
    INSERT INTO data.mahnung (id, client_id, datum, stufe, frist, zinsen_bis, gebuehr, inhalt, sha256, erstellt_von)
    VALUES (next_id, client.client_id, day, level.stufe, day + level.frist_tage, day, level.gebuehr, content,
            encode(sha256(convert_to(content::text, 'UTF8')), 'hex'), data.billing_editor_name());
    created := created || next_id;
  END LOOP;
  -- The lines of every reminder in one statement: the open items follow once (74_open_items.sql).
  INSERT INTO data.mahnung_posten (mahnung_id, rechnung_id, stufe, offen, zinsen, pauschale)
  SELECT m.id, e.rechnung_id, e.naechste_stufe, e.offen, e.zinsen, e.pauschale
    FROM jsonb_to_recordset(run) AS e(client_id integer, rechnung_id integer, naechste_stufe smallint, offen numeric,
                                      zinsen numeric, pauschale numeric)
    JOIN data.mahnung m ON m.client_id = e.client_id AND m.id = ANY (created);
  RETURN created;
END $$;

-- Why an invoice is not due for a reminder on `day`, in German.
CREATE OR REPLACE FUNCTION data.not_due_for_reminder(invoice integer, day date) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  item data.offener_posten;
  state text;
BEGIN
  SELECT * INTO item FROM data.offener_posten o WHERE o.rechnung_id = invoice;
  IF NOT FOUND OR item.offen <= 0 THEN
    SELECT s.zustand INTO state FROM data.invoice_states(day) s WHERE s.rechnung_id = invoice;
    RETURN format('Die Rechnung %s ist %s: sie wird nicht gemahnt.', invoice,
                  CASE state WHEN 'entwurf' THEN 'noch ein Entwurf' WHEN 'storniert' THEN 'storniert'
                             WHEN 'gutschrift' THEN 'eine Stornorechnung' ELSE 'bezahlt' END);
  END IF;
  IF item.client_id IS NULL THEN
    RETURN format('Die Rechnung %s hat keinen Kunden: die Mahnung hätte keinen Empfänger.', invoice);
  END IF;
  IF item.faellig_am >= day THEN
    RETURN format('Die Rechnung %s ist noch nicht fällig (fällig am %s).', invoice, data.de_date(item.faellig_am));
  END IF;
  IF item.gemahnt_frist IS NOT NULL AND item.gemahnt_frist >= day THEN
    RETURN format('Die Rechnung %s ist bereits gemahnt; die Frist läuft bis zum %s.', invoice, data.de_date(item.gemahnt_frist));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM data.mahnstufe s WHERE s.stufe > item.mahnstufe) THEN
    RETURN format('Die Rechnung %s hat die letzte Mahnstufe erreicht.', invoice);
  END IF;
  RETURN format('Die Rechnung %s ist am %s noch nicht lange genug überfällig für die nächste Mahnstufe.', invoice,
                data.de_date(day));
END $$;

-- The frozen content of reminder `nummer` to `client` on `day`: what the letter shows, from the
-- confirmed proposal's rows of that client (`posten`, as data.dunning_proposal answers them)
-- and the client's record as it is now.
CREATE OR REPLACE FUNCTION data.reminder_content(nummer integer, client integer, day date, level data.mahnstufe,
                                                 aussteller json, posten jsonb)
RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'nummer', nummer, 'datum', day, 'zinsen_bis', day, 'frist', day + level.frist_tage,
    'stufe', level.stufe, 'bezeichnung', level.bezeichnung, 'gebuehr', level.gebuehr,
    'aussteller', aussteller::jsonb,
    'kunde', (SELECT jsonb_build_object('client_id', k.client_id, 'name', k.name, 'name_zusatz', k.name_zusatz,
                                        'strasse', k.strasse, 'plz', k.plz, 'ort', k.ort, 'ap_gender', k.ap_gender,
                                        'ap_vorname', k.ap_vorname, 'ap_nachname', k.ap_nachname,
                                        'verbraucher', k.verbraucher)
                FROM data.kunde k WHERE k.client_id = client),
    'posten', (SELECT jsonb_agg(jsonb_build_object(
                        'rechnung_id', e.rechnung_id, 'rn_datum', e.rn_datum, 'faellig_am', e.faellig_am,
                        'zahlbetrag', o.zahlbetrag, 'bezahlt', o.zahlbetrag - e.offen, 'offen', e.offen,
                        'zinsen', e.zinsen, 'pauschale', e.pauschale, 'stufe', e.naechste_stufe)
                      ORDER BY e.faellig_am, e.rechnung_id)
                 FROM jsonb_to_recordset(posten) AS e(rechnung_id integer, rn_datum date, faellig_am date, offen numeric,
                                                      zinsen numeric, pauschale numeric, naechste_stufe smallint)
                 JOIN data.offener_posten o ON o.rechnung_id = e.rechnung_id),
    'summe', (SELECT sum(e.offen + e.zinsen + e.pauschale) + level.gebuehr
                FROM jsonb_to_recordset(posten) AS e(offen numeric, zinsen numeric, pauschale numeric)))
$$;

-- The reminders, newest first (a client's only when given): number, client, date, level,
-- deadline, the amount claimed.
CREATE OR REPLACE FUNCTION api.a_get_reminders(client_id text DEFAULT NULL)
RETURNS TABLE (id integer, client_id integer, client_name text, datum date, stufe smallint, bezeichnung text,
               frist date, summe numeric, rechnungen integer[])
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT m.id, m.client_id, m.inhalt #>> '{kunde,name}', m.datum, m.stufe, m.inhalt ->> 'bezeichnung', m.frist,
         (m.inhalt ->> 'summe')::numeric,
         ARRAY(SELECT p.rechnung_id FROM data.mahnung_posten p WHERE p.mahnung_id = m.id ORDER BY p.rechnung_id)
    FROM data.mahnung m
   WHERE data.id_or_null($1) IS NULL OR m.client_id = data.id_or_null($1)
   ORDER BY m.id DESC
$$;

-- One reminder as it was written: its frozen content and the hash of it, which the letter
-- prints from. 404 when there is none.
CREATE OR REPLACE FUNCTION api.a_get_reminder(mahnung_id text)
RETURNS TABLE (id integer, inhalt jsonb, sha256 text, erstellt_von text, erstellt_am timestamptz)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  wanted integer := data.id_arg(a_get_reminder.mahnung_id, 'mahnung_id');
BEGIN
  RETURN QUERY SELECT m.id, m.inhalt, m.sha256, m.erstellt_von, m.erstellt_am FROM data.mahnung m WHERE m.id = wanted;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Mahnung %s gibt es nicht.', wanted));
  END IF;
END $$;

-- The dunning levels, in order.
CREATE OR REPLACE FUNCTION api.a_get_dunning_levels()
RETURNS TABLE (stufe smallint, bezeichnung text, tage_nach_faelligkeit integer, gebuehr numeric, frist_tage integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT s.stufe, s.bezeichnung, s.tage_nach_faelligkeit, s.gebuehr, s.frist_tage FROM data.mahnstufe s ORDER BY s.stufe
$$;

-- Changes one dunning level. Refused in German: an empty name, a fee below zero or with more
-- than two decimals, days that do not rise from level to level, a deadline outside 1–90 days.
CREATE OR REPLACE FUNCTION api.a_update_dunning_level(stufe text, bezeichnung text, tage_nach_faelligkeit text,
                                                      gebuehr text, frist_tage text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  level integer := data.id_arg(a_update_dunning_level.stufe, 'stufe');
  name text := btrim(coalesce(a_update_dunning_level.bezeichnung, ''));
  days integer := data.id_arg(a_update_dunning_level.tage_nach_faelligkeit, 'tage_nach_faelligkeit');
  fee numeric := data.arg_num('gebuehr', a_update_dunning_level.gebuehr);
  deadline integer := data.id_arg(a_update_dunning_level.frist_tage, 'frist_tage');
BEGIN
  IF name = '' THEN
    RAISE EXCEPTION 'Die Mahnstufe braucht eine Bezeichnung.';
  END IF;
  IF fee < 0 THEN
    RAISE EXCEPTION 'Die Mahngebühr darf nicht negativ sein.';
  END IF;
  IF fee <> round(fee, 2) THEN
    RAISE EXCEPTION 'Die Mahngebühr hat höchstens zwei Nachkommastellen.';
  END IF;
  IF deadline < 1 OR deadline > 90 THEN
    RAISE EXCEPTION 'Die Zahlungsfrist einer Mahnung liegt zwischen 1 und 90 Tagen.';
  END IF;
  IF days < 1 THEN
    RAISE EXCEPTION 'Eine Mahnstufe folgt frühestens einen Tag nach der Fälligkeit.';
  END IF;
  IF EXISTS (SELECT 1 FROM data.mahnstufe s WHERE (s.stufe < level AND s.tage_nach_faelligkeit >= days)
                                               OR (s.stufe > level AND s.tage_nach_faelligkeit <= days)) THEN
    RAISE EXCEPTION 'Die Tage nach Fälligkeit steigen von Stufe zu Stufe.';
  END IF;
  UPDATE data.mahnstufe s SET bezeichnung = name, tage_nach_faelligkeit = days, gebuehr = fee, frist_tage = deadline
   WHERE s.stufe = level;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Mahnstufe %s gibt es nicht.', level));
  END IF;
END $$;

-- The base rates, newest first, and whether the newest is more than six months old (then the
-- next one, of 1 January or 1 July, is due and missing).
CREATE OR REPLACE FUNCTION api.a_get_base_rates()
RETURNS TABLE (gilt_ab date, satz numeric, veraltet boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT b.gilt_ab, b.satz,
         (SELECT max(n.gilt_ab) FROM data.basiszinssatz n) + interval '6 months' <= data.business_today()
    FROM data.basiszinssatz b ORDER BY b.gilt_ab DESC
$$;

-- Enters the base rate from `gilt_ab` (1 January or 1 July), or corrects the one of that day.
CREATE OR REPLACE FUNCTION api.a_set_base_rate(gilt_ab text, satz text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  day date;
  rate numeric;
BEGIN
  IF nullif(btrim(a_set_base_rate.gilt_ab), '') IS NULL THEN
    RAISE EXCEPTION 'Der Basiszinssatz braucht einen Stichtag (1. Januar oder 1. Juli).';
  END IF;
  day := data.arg_date('gilt_ab', a_set_base_rate.gilt_ab);
  IF extract(day FROM day) <> 1 OR extract(month FROM day) NOT IN (1, 7) THEN
    RAISE EXCEPTION 'Der Basiszinssatz gilt ab dem 1. Januar oder dem 1. Juli, nicht ab dem %.', data.de_date(day);
  END IF;
  IF nullif(btrim(a_set_base_rate.satz), '') IS NULL THEN
    RAISE EXCEPTION 'Der Basiszinssatz fehlt.';
  END IF;
  rate := data.arg_num('satz', a_set_base_rate.satz);
  IF rate <> round(rate, 2) OR rate <= -10 OR rate >= 20 THEN
    RAISE EXCEPTION 'Der Basiszinssatz ist ein Prozentsatz zwischen -10 und 20 mit höchstens zwei Nachkommastellen.';
  END IF;
  INSERT INTO data.basiszinssatz (gilt_ab, satz) VALUES (day, rate)
  ON CONFLICT ON CONSTRAINT basiszinssatz_pkey DO UPDATE SET satz = EXCLUDED.satz;
END $$;

GRANT SELECT ON data.offener_posten, data.mahnstufe TO ogf_admin;
GRANT EXECUTE ON FUNCTION data.invoice_interest(integer, numeric, date, date, boolean), data.dunning_proposal(date),
  data.arg_date_or_null(text) TO ogf_admin;
REVOKE ALL ON FUNCTION data.not_due_for_reminder(integer, date),
  data.reminder_content(integer, integer, date, data.mahnstufe, json, jsonb)
  FROM PUBLIC;
REVOKE ALL ON FUNCTION api.a_get_dunning_proposal(text), api.a_create_reminders(json, text, json),
  api.a_get_reminders(text), api.a_get_reminder(text), api.a_get_dunning_levels(),
  api.a_update_dunning_level(text, text, text, text, text), api.a_get_base_rates(), api.a_set_base_rate(text, text)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_dunning_proposal(text), api.a_create_reminders(json, text, json),
  api.a_get_reminders(text), api.a_get_reminder(text), api.a_get_dunning_levels(),
  api.a_update_dunning_level(text, text, text, text, text), api.a_get_base_rates(), api.a_set_base_rate(text, text)
  TO ogf_admin;
