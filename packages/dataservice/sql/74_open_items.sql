-- The open items (Offene Posten, the table: migrations/0008_open_items.sql): every issued
-- invoice with money open, or a client's credit, as data.invoice_states says today. The table
-- is derived: the triggers below rewrite an invoice's row from data.invoice_states in the same
-- transaction as whatever changes its state (a payment or counter-entry, the archiving, its
-- credit note), so the rule of what is open lives once, in 73_payments.sql. What changes with
-- the calendar alone (overdue, the age bucket) is computed at read time, never stored.
--
-- Lock order: the triggers run after the writer has locked the invoice (a_add_payment,
-- a_create_credit_note, the archiving's UPDATE), so two payments of one invoice rewrite its
-- row one after the other, the second seeing the first.

-- The open items' rows of the given invoices as they are today: the
-- state's open amount and due date, the amount asked, and the level and deadline of the last
-- reminder and whether one claimed the Pauschale (sql/75_dunning.sql).
CREATE OR REPLACE FUNCTION data.open_item_rows(rechnungen integer[])
RETURNS TABLE (rechnung_id integer, client_id integer, rn_datum date, faellig_am date, offen numeric,
               zahlbetrag numeric, mahnstufe smallint, gemahnt_frist date, pauschale_gefordert boolean)
LANGUAGE sql STABLE AS $$
  SELECT s.rechnung_id, s.client_id, s.rn_datum, s.faellig_am, s.offen, s.zahlbetrag,
         coalesce(m.stufe, 0)::smallint, m.frist, coalesce(m.pauschale, false)
    FROM data.invoice_states() s
    LEFT JOIN LATERAL (
      SELECT max(p.stufe) AS stufe, max(g.frist) AS frist, bool_or(p.pauschale > 0) AS pauschale
        FROM data.mahnung_posten p JOIN data.mahnung g ON g.id = p.mahnung_id
       WHERE p.rechnung_id = s.rechnung_id) m ON true
   WHERE s.rechnung_id IN (SELECT DISTINCT u.id FROM unnest(rechnungen) AS u(id)) AND s.offen <> 0
$$;

-- The given invoices' rows rewritten from their state today (an id named twice counts once).
-- PL/pgSQL keeps its statements' plans for the session: the state's query takes milliseconds
-- to plan, and a payment or a dunning run calls this again and again.
CREATE OR REPLACE FUNCTION data.refresh_open_items(rechnungen integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM data.offener_posten o WHERE o.rechnung_id = ANY (rechnungen);
  INSERT INTO data.offener_posten (rechnung_id, client_id, rn_datum, faellig_am, offen, zahlbetrag, mahnstufe, gemahnt_frist,
                                   pauschale_gefordert)
  SELECT * FROM data.open_item_rows(rechnungen);
END $$;

-- Every row rebuilt: after a load with triggers off (src/loadSeed.ts, a restore) and at every
-- deploy (below), which also brings an upgraded database's issued invoices in.
CREATE OR REPLACE FUNCTION data.refresh_all_open_items() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM data.offener_posten;
  INSERT INTO data.offener_posten (rechnung_id, client_id, rn_datum, faellig_am, offen, zahlbetrag, mahnstufe, gemahnt_frist,
                                   pauschale_gefordert)
  SELECT * FROM data.open_item_rows(ARRAY(SELECT r.id FROM data.rechnung r));
$$;

-- AFTER a write that changes an invoice's state: a payment or counter-entry (data.zahlung), the
-- archiving (data.rechnung), its terms (data.rechnung_angaben: a credit note cancels the invoice
-- it names, bezug_id; the Zahlungsziel moves the due date, changeable on a draft only).
CREATE OR REPLACE FUNCTION data.keeps_open_items() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'rechnung' THEN
    PERFORM data.refresh_open_items(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'rechnung_angaben' THEN
    PERFORM data.refresh_open_items(ARRAY[NEW.rechnung_id, NEW.bezug_id]);
  ELSE -- zahlung
    PERFORM data.refresh_open_items(ARRAY[NEW.rechnung_id]);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION data.reminders_keep_open_items() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM data.refresh_open_items(ARRAY(SELECT n.rechnung_id FROM neu n));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER z_keeps_open_items AFTER INSERT ON data.zahlung
  FOR EACH ROW EXECUTE FUNCTION data.keeps_open_items();
CREATE OR REPLACE TRIGGER z_keeps_open_items AFTER UPDATE OF archiviert ON data.rechnung
  FOR EACH ROW WHEN (OLD.archiviert IS DISTINCT FROM NEW.archiviert) EXECUTE FUNCTION data.keeps_open_items();
CREATE OR REPLACE TRIGGER z_keeps_open_items AFTER INSERT OR UPDATE ON data.rechnung_angaben
  FOR EACH ROW EXECUTE FUNCTION data.keeps_open_items();
-- A dunning run writes hundreds of reminder lines in one statement: their invoices at once.
CREATE OR REPLACE TRIGGER z_keeps_open_items AFTER INSERT ON data.mahnung_posten
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION data.reminders_keep_open_items();

-- The age bucket of an open amount on a day: its key in the list's address.
CREATE OR REPLACE FUNCTION data.age_bucket(offen numeric, faellig_am date, stichtag date) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
           WHEN offen < 0 THEN 'guthaben'
           WHEN stichtag <= faellig_am THEN 'nicht-faellig'
           WHEN stichtag - faellig_am <= 30 THEN '1-30'
           WHEN stichtag - faellig_am <= 60 THEN '31-60'
           WHEN stichtag - faellig_am <= 90 THEN '61-90'
           ELSE 'ueber-90'
         END
$$;

-- The list's rows: the invoice's number (id), client, dates, the days overdue today (0 before
-- the due date and for a credit), the age bucket and the dunning level reached (0: none).
CREATE OR REPLACE VIEW data.open_items AS
  SELECT o.rechnung_id AS id, o.client_id, k.name AS client_name, o.rn_datum, o.faellig_am,
         CASE WHEN o.offen > 0 THEN greatest(data.business_today() - o.faellig_am, 0) ELSE 0 END AS tage_ueberfaellig, o.offen,
         data.age_bucket(o.offen, o.faellig_am, data.business_today()) AS altersklasse, o.mahnstufe
    FROM data.offener_posten o LEFT JOIN data.kunde k ON k.client_id = o.client_id;
-- A view's functions run with its reader's rights (the tables with the view owner's).
GRANT EXECUTE ON FUNCTION data.business_today(), data.age_bucket(numeric, date, date) TO ogf_admin;
GRANT SELECT ON data.open_items TO ogf_admin;

-- The list on a table path (67_list_paths.sql says why a view): GET /offene_posten.
CREATE OR REPLACE VIEW api.offene_posten WITH (security_invoker = true) AS
  SELECT v.id, v.client_id, v.client_name, v.rn_datum, v.faellig_am, v.tage_ueberfaellig, v.offen, v.altersklasse,
         v.mahnstufe
    FROM data.open_items v;
GRANT SELECT ON api.offene_posten TO ogf_admin;

-- The sums under the list, for its filters and search (each empty for all), so they are the
-- sums of exactly the rows the list pages through: the client; the age bucket, 'ueberfaellig'
-- every overdue one (the list's `tage_ueberfaellig=gt.0`); the dunning level, 'keine' none yet,
-- 'gemahnt' any, a digit that level; the search as the list's (every word in the client's
-- name as `ilike *word*` with %, * and \ made single-character wildcards, or a word of digits
-- the invoice's number). Answers how many items, what is open (credits count negative) and
-- what of it is overdue, in cents.
CREATE OR REPLACE FUNCTION api.a_get_open_item_totals(client_id text DEFAULT NULL, altersklasse text DEFAULT NULL,
                                                      mahnstufe text DEFAULT NULL, suche text DEFAULT NULL)
RETURNS TABLE (anzahl integer, offen_cent bigint, ueberfaellig_cent bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT count(*)::integer, coalesce(sum(v.offen) * 100, 0)::bigint,
         coalesce(sum(v.offen) FILTER (WHERE v.tage_ueberfaellig > 0 AND v.offen > 0) * 100, 0)::bigint
    FROM data.open_items v
   WHERE (nullif(btrim($1), '') IS NULL OR v.client_id = data.id_arg($1, 'client_id'))
     AND (nullif(btrim($2), '') IS NULL OR v.altersklasse = btrim($2)
          OR (btrim($2) = 'ueberfaellig' AND v.tage_ueberfaellig > 0))
     AND (nullif(btrim($3), '') IS NULL
          OR (btrim($3) = 'keine' AND v.mahnstufe = 0)
          OR (btrim($3) = 'gemahnt' AND v.mahnstufe > 0)
          OR (btrim($3) ~ '^[1-9]$' AND v.mahnstufe = btrim($3)::smallint))
     AND NOT EXISTS (
           SELECT 1 FROM regexp_split_to_table(btrim(coalesce($4, '')), '\s+') w(wort)
            WHERE w.wort <> ''
              AND NOT (coalesce(v.client_name ILIKE '%' || translate(w.wort, '%*\', '___') || '%', false)
                       OR (w.wort ~ '^\d{1,9}$' AND v.id = w.wort::integer)))
$$;

-- One invoice's state today (the editor's payments panel): as data.invoice_states, with the
-- days overdue. A draft answers its state too (entwurf, nothing open).
CREATE OR REPLACE FUNCTION api.a_get_invoice_state(rechnung_id text)
RETURNS TABLE (zustand text, faellig_am date, zahlbetrag numeric, bezahlt numeric, skonto numeric, offen numeric,
               tage_ueberfaellig integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  invoice integer := data.id_arg(a_get_invoice_state.rechnung_id, 'rechnung_id');
BEGIN
  RETURN QUERY
    SELECT s.zustand, s.faellig_am, s.zahlbetrag, s.bezahlt, s.skonto, s.offen,
           CASE WHEN s.zustand = 'überfällig' THEN data.business_today() - s.faellig_am ELSE 0 END
      FROM data.invoice_states() s WHERE s.rechnung_id = invoice;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Rechnung %s gibt es nicht.', invoice));
  END IF;
END $$;

-- The Übersicht's money tiles, in cents: what is open and overdue today (as the open items'
-- sums), the payments with a value date in this month (counter-entries subtract), and the net
-- of the invoices issued with a date in this year, a credit note negative (as the revenue per
-- month, 61_invoiced_per_month.sql, but issued ones only: a draft is no revenue yet).
CREATE OR REPLACE FUNCTION api.a_get_billing_overview()
RETURNS TABLE (offen_cent bigint, offen_anzahl integer, ueberfaellig_cent bigint, ueberfaellig_anzahl integer,
               eingang_monat_cent bigint, umsatz_jahr_cent bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  WITH heute AS (SELECT data.business_today() AS tag)
  SELECT (SELECT coalesce(sum(o.offen) FILTER (WHERE o.offen > 0) * 100, 0)::bigint FROM data.offener_posten o),
         (SELECT count(*) FILTER (WHERE o.offen > 0)::integer FROM data.offener_posten o),
         (SELECT coalesce(sum(o.offen) * 100, 0)::bigint FROM data.offener_posten o
           WHERE o.offen > 0 AND o.faellig_am < h.tag),
         (SELECT count(*)::integer FROM data.offener_posten o WHERE o.offen > 0 AND o.faellig_am < h.tag),
         (SELECT coalesce(sum(z.betrag) * 100, 0)::bigint FROM data.zahlung z
           WHERE z.datum >= date_trunc('month', h.tag)::date AND z.datum <= h.tag),
         (SELECT coalesce(sum(CASE WHEN g.rechnung_id IS NULL THEN r.netto ELSE -r.netto END) * 100, 0)::bigint
            FROM data.rechnung r LEFT JOIN data.credit_note_ids g ON g.rechnung_id = r.id
           WHERE r.archiviert AND r.rn_datum >= date_trunc('year', h.tag)::date AND r.rn_datum <= h.tag)
    FROM heute h
$$;

REVOKE ALL ON FUNCTION data.open_item_rows(integer[]), data.refresh_open_items(integer[]), data.refresh_all_open_items(),
  data.keeps_open_items(), data.reminders_keep_open_items() FROM PUBLIC;
REVOKE ALL ON FUNCTION api.a_get_open_item_totals(text, text, text, text), api.a_get_invoice_state(text),
  api.a_get_billing_overview() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_open_item_totals(text, text, text, text), api.a_get_invoice_state(text),
  api.a_get_billing_overview() TO ogf_admin;

-- At every deploy: the rows rebuilt from the invoices and payments, so an upgraded database's
-- issued invoices are in and nothing can have drifted.
SELECT data.refresh_all_open_items();
