-- Billing tables: offers (angebot), invoices (rechnung), their positions, position
-- templates, free texts and forecasts (prognose), with their rules:
-- document numbers (ids) are gapless and run in date order, an archived invoice and its
-- positions are read-only. The rules live in the tables (triggers, constraints), so no
-- writer, api function or not, can break them. Needs 01_schema.sql and the tables (../migrations).

CREATE OR REPLACE FUNCTION data.lock_numbering(kind text) RETURNS void
LANGUAGE sql AS $$
  -- ON CONFLICT: a kind without its row gets one (the row lock is the same either way).
  INSERT INTO data.nummernkreis AS n (kind) VALUES (lock_numbering.kind)
  ON CONFLICT (kind) DO UPDATE SET stand = n.stand + 1;
$$;

-- A German date in a refusal's text: 1.2.2026, day and month without leading zeros.
CREATE OR REPLACE FUNCTION data.de_date(d date) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(d, 'FMDD.FMMM.YYYY') $$;

-- Refuses a document date outside [min_datum, max_datum] (either may be null), naming the
-- neighbours' dates; the app shows it as the reason under "Der Datendienst hat … abgelehnt".
CREATE OR REPLACE FUNCTION data.assert_date_in_range(min_datum date, max_datum date, datum date, label text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF (min_datum IS NOT NULL AND datum < min_datum) OR (max_datum IS NOT NULL AND datum > max_datum) THEN
    RAISE EXCEPTION 'Das % muss % liegen, damit die Nummern in Datumsfolge bleiben.', label,
      concat_ws(' und ', 'nach dem ' || data.de_date(min_datum), 'vor dem ' || data.de_date(max_datum));
  END IF;
END $$;

-- Invoices and offers share their rules; `kind` is the table ('rechnung' or 'angebot').
CREATE OR REPLACE FUNCTION data.document_date_column(kind text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE kind WHEN 'rechnung' THEN 'rn_datum' WHEN 'angebot' THEN 'an_datum' END $$;

CREATE OR REPLACE FUNCTION data.document_date_label(kind text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE kind WHEN 'rechnung' THEN 'Rechnungsdatum' ELSE 'Angebotsdatum' END $$;

-- The range a document's date may move in: between its neighbours by number.
CREATE OR REPLACE FUNCTION data.date_range_by_number(kind text, doc_id integer, OUT min_datum date, OUT max_datum date)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  EXECUTE format('SELECT (SELECT %1$I FROM data.%2$I WHERE id < $1 ORDER BY id DESC LIMIT 1),
                         (SELECT %1$I FROM data.%2$I WHERE id > $1 ORDER BY id LIMIT 1)',
                 data.document_date_column(kind), kind)
    INTO min_datum, max_datum USING doc_id;
END $$;

-- The dates next to a given date (a_get_minmax_*): the previous and the next one.
CREATE OR REPLACE FUNCTION data.date_range_by_date(kind text, datum date, OUT min_datum date, OUT max_datum date)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  EXECUTE format('SELECT (SELECT max(%1$I) FROM data.%2$I WHERE %1$I < $1), (SELECT min(%1$I) FROM data.%2$I WHERE %1$I > $1)',
                 data.document_date_column(kind), kind)
    INTO min_datum, max_datum USING datum;
END $$;

-- The earliest date of a new document: the newest date, today (UTC) when there is none.
CREATE OR REPLACE FUNCTION data.min_date_for_new(kind text) RETURNS date
LANGUAGE plpgsql STABLE AS $$
DECLARE
  latest date;
BEGIN
  EXECUTE format('SELECT max(%I) FROM data.%I', data.document_date_column(kind), kind) INTO latest;
  RETURN coalesce(latest, (now() AT TIME ZONE 'UTC')::date);
END $$;

-- Locks the invoice for the rest of the transaction. A change racing with the archiving waits
-- for it and then sees the invoice archived. FOR NO KEY UPDATE, not FOR SHARE: two saves of
-- the same invoice would both hold a share lock and then each wait for the other's to update
-- the row (a deadlock, 40P01). Lock order everywhere: the document first, then its positions.
CREATE OR REPLACE FUNCTION data.assert_rechnung_open(rechnung_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT r.archiviert FROM data.rechnung r WHERE r.id = rechnung_id FOR NO KEY UPDATE) THEN
    RAISE EXCEPTION 'Die Rechnung % ist archiviert und kann nicht mehr geändert werden. Korrekturen erfolgen über eine neue Rechnung.', rechnung_id;
  END IF;
END $$;

-- Numbering and date order for both documents (BEFORE INSERT OR UPDATE): under the kind's
-- lock, a new document without an id gets max + 1, and a new or changed date must lie
-- between its neighbours' by number. The number itself never changes.
CREATE OR REPLACE FUNCTION data.document_numbering() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_TABLE_NAME;
  column_ text := data.document_date_column(TG_TABLE_NAME);
  datum date := (to_jsonb(NEW) ->> column_)::date;
  range record;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.id <> OLD.id THEN
      RAISE EXCEPTION 'Die Nummer eines Dokuments (%) kann nicht geändert werden.', OLD.id;
    END IF;
    IF datum = (to_jsonb(OLD) ->> column_)::date THEN
      RETURN NEW;
    END IF;
  END IF;
  PERFORM data.lock_numbering(kind);
  IF NEW.id IS NULL THEN
    EXECUTE format('SELECT coalesce(max(id), 0) + 1 FROM data.%I', kind) INTO NEW.id;
  END IF;
  range := data.date_range_by_number(kind, NEW.id);
  PERFORM data.assert_date_in_range(range.min_datum, range.max_datum, datum, data.document_date_label(kind));
  RETURN NEW;
END $$;

-- GoBD: an archived invoice cannot be changed or deleted, nor un-archived.
CREATE OR REPLACE FUNCTION data.rechnung_archive_lock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.archiviert THEN
    PERFORM data.assert_rechnung_open(OLD.id);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

-- A part of a document (a position, an invoice's terms) is as read-only as the document it
-- belongs to and the one it moves to. The trigger's argument names the document's table, the
-- part's column is that name with `_id`: 'rechnung' refuses the parts of an archived invoice
-- (data.assert_rechnung_open), 'angebot' those of a billed offer (data.assert_angebot_open,
-- 53_billing_conversion.sql). Both lock the document first, the order of every billing function.
CREATE OR REPLACE FUNCTION data.document_part_lock() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  document_ids integer[] := '{}';
  document_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    document_ids := document_ids || (to_jsonb(OLD) ->> (kind || '_id'))::integer;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    document_ids := document_ids || (to_jsonb(NEW) ->> (kind || '_id'))::integer;
  END IF;
  FOREACH document_id IN ARRAY document_ids LOOP
    CASE kind
      WHEN 'rechnung' THEN PERFORM data.assert_rechnung_open(document_id);
      WHEN 'angebot' THEN PERFORM data.assert_angebot_open(document_id);
    END CASE;
  END LOOP;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

-- The next id of a position or forecast, under the table's lock (two inserts at once get two ids).
CREATE OR REPLACE FUNCTION data.assign_next_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS NULL THEN
    PERFORM data.lock_numbering(TG_TABLE_NAME);
    EXECUTE format('SELECT coalesce(max(id), 0) + 1 FROM %I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER b_next_id BEFORE INSERT ON data.position FOR EACH ROW EXECUTE FUNCTION data.assign_next_id();
CREATE OR REPLACE TRIGGER b_next_id BEFORE INSERT ON data.prognose FOR EACH ROW EXECUTE FUNCTION data.assign_next_id();

-- Triggers fire in name order: the archive lock (a_) before the numbering (b_), so a write to an
-- archived invoice is refused as archived before its date is checked, and takes no numbering lock.
CREATE OR REPLACE TRIGGER a_archive_lock BEFORE UPDATE OR DELETE ON data.rechnung
  FOR EACH ROW EXECUTE FUNCTION data.rechnung_archive_lock();
CREATE OR REPLACE TRIGGER b_numbering BEFORE INSERT OR UPDATE ON data.rechnung
  FOR EACH ROW EXECUTE FUNCTION data.document_numbering();
CREATE OR REPLACE TRIGGER b_numbering BEFORE INSERT OR UPDATE ON data.angebot
  FOR EACH ROW EXECUTE FUNCTION data.document_numbering();
CREATE OR REPLACE TRIGGER a_archive_lock BEFORE INSERT OR UPDATE OR DELETE ON data.position
  FOR EACH ROW EXECUTE FUNCTION data.document_part_lock('rechnung');
-- Documents are never deleted (numbers stay gapless); TRUNCATE is for the seed loader only.
CREATE OR REPLACE FUNCTION data.refuse_document_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Dokument % kann nicht gelöscht werden: die Nummern bleiben lückenlos.', OLD.id;
END $$;
CREATE OR REPLACE TRIGGER c_no_delete BEFORE DELETE ON data.rechnung
  FOR EACH ROW EXECUTE FUNCTION data.refuse_document_delete();
CREATE OR REPLACE TRIGGER c_no_delete BEFORE DELETE ON data.angebot
  FOR EACH ROW EXECUTE FUNCTION data.refuse_document_delete();
