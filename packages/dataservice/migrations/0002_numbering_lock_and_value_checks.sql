-- Up Migration
-- What holds state and came after the release f5c9db8: the numbering's lock rows, and what
-- no writer may store since (positions from 1, the VAT rates of the form, names not blank,
-- money of at least a cent, the supported coordinate systems, one credit note per invoice),
-- with the index of the GIS list sorted by name. On a database whose rows break one of these
-- rules the migration stops with PostgreSQL's message naming the constraint and changes
-- nothing: correct the rows named, then run the upgrade again.

-- ─── numbering (the functions that lock these rows: sql/20_billing_tables.sql) ───
-- One lock per numbering (invoices, offers, positions, forecasts): numbers are handed out and
-- dates checked against the neighbours while holding it, so two concurrent inserts get distinct
-- numbers in date order, and a date change cannot slip between a neighbour's insert and its check.
--
-- The lock is an UPDATE of the kind's row here, not an advisory lock. Both
-- queue the writers until the holder's transaction ends, and under READ COMMITTED (PostgREST's
-- level) the statements after the lock read what the holder committed. But a caller at
-- REPEATABLE READ or SERIALIZABLE (a script, psql, another tool; or a role or function with
-- default_transaction_isolation set, which PostgREST honours) keeps the snapshot it took before
-- it got the lock: with an advisory lock it read the old max(id) and handed out a number already
-- taken (23505 for 2,147 of 2,546 such calls), or checked a date against stale neighbours. The
-- row's update makes PostgreSQL itself refuse exactly that case: a row changed by a transaction
-- that committed after the caller's snapshot answers 40001 (could not serialize access), which
-- writes nothing and succeeds when retried in a new transaction (test/billingNumbering.test.ts).
-- Numbers stay gapless: the update rolls back with the transaction, unlike a sequence.
-- `stand` only counts the numberings; the numbers themselves are the tables' max(id) + 1, so a
-- restore or a clean-up that writes the tables with triggers off leaves nothing to put right here.
CREATE TABLE data.nummernkreis (
  kind text PRIMARY KEY CONSTRAINT nummernkreis_kind_laenge CHECK (char_length(kind) <= 500),
  stand bigint NOT NULL DEFAULT 0
);
INSERT INTO data.nummernkreis (kind) VALUES ('rechnung'), ('angebot'), ('position'), ('prognose');

-- ─── values no writer may store ───
-- A position's number (lfd_nr) counts from 1: the editor shows it as "Pos. 1", and a reorder
-- rewrites the numbers 1, 2, 3 … (23_positions_api.sql); 0 or -1 printed as a position number.
ALTER TABLE data.position ADD CONSTRAINT position_lfd_nr_ab_1 CHECK (lfd_nr >= 1);
-- VAT rates (ust_satz): only the rates the header form offers (ui's billing/documentHeader.ts
-- UST_SAETZE: 19 %, 7 %, 0 % for exempt or reverse charge; UStG §12). The spec names the field,
-- not its values; 99.9999999999 was stored and printed. A past rate (16 % before 2007, or 16/5 %
-- in the second half of 2020) would be added here and in UST_SAETZE together.
ALTER TABLE data.rechnung ADD CONSTRAINT rechnung_ust_satz_erlaubt CHECK (ust_satz IN (0, 7, 19));
ALTER TABLE data.angebot ADD CONSTRAINT angebot_ust_satz_erlaubt CHECK (ust_satz IN (0, 7, 19));
-- Names the screens require are not blank once trimmed: a client named "   " was stored and
-- listed as an empty line. "Blank" as JavaScript's trim() sees it (the forms trim so), with the
-- no-break and wide spaces that PostgreSQL's \s in the C.UTF-8 locale does not know.
DO $$
DECLARE
  c text[];
BEGIN
  FOREACH c SLICE 1 IN ARRAY ARRAY[['kunde', 'name'], ['karte', 'map_name'], ['kaeferarten', 'name'],
                                   ['freitexte', 'titel']] LOOP
    EXECUTE format('ALTER TABLE data.%I ADD CONSTRAINT %I CHECK (%I ~ %L)', c[1], c[1] || '_' || c[2] || '_nicht_leer',
                   c[2], '[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]');
  END LOOP;
END
$$;
-- Money (data.geld: every amount column, position.ep, position_tmpl.ep, prognose.betrag) is 0 or
-- at least a cent: a forecast of 0.000001 € was stored and shown as "0,00 €". A unit price may
-- still have fractions of a cent (0.015 €/m); the line's total is rounded to the cent
-- (ui's billing/totals.ts). abs(): the rule holds should the domain ever take credits.
ALTER DOMAIN data.geld ADD CONSTRAINT geld_ab_1_cent CHECK (VALUE = 0 OR abs(VALUE) >= 0.01);
-- Coordinate systems (epsg) of clients and maps: only the projected systems the app supports
-- (ui's domainValues.ts EPSG_CODES: ETRS89/UTM 32N and 33N, DHDN/Gauß-Krüger zones 2–5). An
-- expert's PATCH /karte with epsg = 4326 (degrees, not metres) made a_get_bbox_from_client fail
-- with 22023 for that client, for everyone. Null: not chosen yet.
ALTER TABLE data.kunde ADD CONSTRAINT kunde_epsg_erlaubt CHECK (epsg IN (25832, 25833, 31466, 31467, 31468, 31469));
ALTER TABLE data.karte ADD CONSTRAINT karte_epsg_erlaubt CHECK (epsg IN (25832, 25833, 31466, 31467, 31468, 31469));

-- ─── one credit note per invoice (sql/40_einvoice.sql words the refusal) ───
-- One credit note per invoice: a second would reverse the invoice twice. Held
-- by the table, not only by a_create_credit_note's check: the spec's own calls (a_add_invoice,
-- then a_update_invoice_details with art 'gutschrift' and bezug_id) made a second one, and two
-- such saves at once pass any check made before their writes. a_update_invoice_details words the
-- refusal in German (23505, PostgREST's 409).
CREATE UNIQUE INDEX rechnung_angaben_gutschrift_key ON data.rechnung_angaben (bezug_id) WHERE art = 'gutschrift';

-- ─── the GIS list sorted by name (sql/67_list_paths.sql) ───
-- The GIS list sorted by name: the page walks the maps in name order and computes the control
-- point figures of 50 of them, not of all 10,000 before a sort (121 ms → 1 ms at a busy year).
CREATE INDEX karte_name_idx ON data.karte (map_name, id);
