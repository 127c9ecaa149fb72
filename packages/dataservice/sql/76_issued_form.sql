-- Invoices kept exactly as issued (the tables: migrations/0010_issued_form_and_change_log.sql).
--
-- The issued form: an invoice (or credit note) is issued when it is archived (docs/decisions.md
-- "An invoice is issued when it is archived"). In the same transaction a trigger stores what
-- its letter and its XRechnung are made of, in the shapes the app reads them live — the
-- invoice's details (a_get_invoice_details), its positions (a_get_invoice_positions), the
-- client's details (a_get_client_details, with the e-invoice data), and the issuer the archiving
-- call passed from the app's configuration (`aussteller`; null when none was given) — with the
-- SHA-256 of the stored JSON's text. a_get_issued_invoice answers it; print and XRechnung of an
-- issued invoice are made from it alone, so a client's move or a new configuration never
-- changes a reprint (test/issuedForm.test.ts, and the app's byte-identical reprint test).
--
-- The change log: every insert, change and deletion of a billing table's row, with who (the
-- editor's name, as a document's bearbeiter), when, and old → new (for a change, the changed
-- columns only), written by a trigger in the same transaction; a trigger refuses changes to
-- the log and to an issued form, for every role.

-- The issued form of an invoice now, with the given issuer.
CREATE OR REPLACE FUNCTION data.issued_form(rechnung integer, aussteller jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'rechnung', (SELECT to_jsonb(d) FROM api.a_get_invoice_details(rechnung::text) d),
    'positionen', coalesce((SELECT jsonb_agg(to_jsonb(p) ORDER BY p.lfd_nr, p.id)
                              FROM api.a_get_invoice_positions(rechnung::text) p), '[]'::jsonb),
    'kunde', (SELECT to_jsonb(c) FROM data.rechnung r, data.client_details(r.client_id) c WHERE r.id = rechnung),
    'aussteller', aussteller)
$$;

-- BEFORE an invoice is archived: an invoice names its buyer (§ 14 Abs. 4 Nr. 1 UStG), and the
-- accountant's export books it to the buyer's Debitor, so one without a client is not issued.
-- The editor's checklist says so first (packages/ui/src/model/billing/checklist.ts); this
-- holds for every caller. A draft may stay without a client until then.
CREATE OR REPLACE FUNCTION data.refuse_issue_without_client() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Die Rechnung % hat keinen Kunden: eine Rechnung nennt den Leistungsempfänger. Bitte zuerst einen Kunden wählen.', NEW.id;
END $$;

CREATE OR REPLACE TRIGGER a_issue_needs_client BEFORE UPDATE OF archiviert ON data.rechnung
  FOR EACH ROW WHEN (NEW.archiviert AND NOT OLD.archiviert AND NEW.client_id IS NULL)
  EXECUTE FUNCTION data.refuse_issue_without_client();

-- AFTER an invoice is archived: its issued form, the issuer from the archiving call
-- (a_set_archive_for_rn sets `waldmonitor.aussteller` for its transaction).
CREATE OR REPLACE FUNCTION data.freeze_issued_invoice() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  content jsonb := data.issued_form(NEW.id, nullif(current_setting('waldmonitor.aussteller', true), '')::jsonb);
BEGIN
  INSERT INTO data.rechnung_gestellt (rechnung_id, inhalt, sha256, gestellt_von)
  VALUES (NEW.id, content, encode(sha256(convert_to(content::text, 'UTF8')), 'hex'), data.billing_editor_name());
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER y_freeze_issued AFTER UPDATE OF archiviert ON data.rechnung
  FOR EACH ROW WHEN (NEW.archiviert AND NOT OLD.archiviert) EXECUTE FUNCTION data.freeze_issued_invoice();

CREATE OR REPLACE FUNCTION data.refuse_issued_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', CASE TG_TABLE_NAME
    WHEN 'aenderung' THEN 'Das Änderungsprotokoll wird nicht geändert.'
    ELSE format('Die gestellte Rechnung %s bleibt, wie sie gestellt wurde. Korrekturen erfolgen über eine Stornorechnung.', OLD.rechnung_id)
  END;
END $$;

CREATE OR REPLACE TRIGGER a_no_change BEFORE UPDATE OR DELETE ON data.rechnung_gestellt
  FOR EACH ROW EXECUTE FUNCTION data.refuse_issued_change();
CREATE OR REPLACE TRIGGER a_no_change BEFORE UPDATE OR DELETE ON data.aenderung
  FOR EACH ROW EXECUTE FUNCTION data.refuse_issued_change();

-- Every issued invoice without its form (issued before this release, or loaded with the
-- triggers off: the seed, a restore) gets one now, without an issuer: its letter takes the
-- configured issuer, as it did before.
CREATE OR REPLACE FUNCTION data.freeze_unfrozen_invoices() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO data.rechnung_gestellt (rechnung_id, inhalt, sha256, gestellt_von)
  SELECT r.id, f.inhalt, encode(sha256(convert_to(f.inhalt::text, 'UTF8')), 'hex'), NULL
    FROM data.rechnung r
   CROSS JOIN LATERAL (SELECT data.issued_form(r.id, NULL) AS inhalt) f
   WHERE r.archiviert AND NOT EXISTS (SELECT 1 FROM data.rechnung_gestellt g WHERE g.rechnung_id = r.id);
$$;

-- The change log's trigger: TG_ARGV names the row's key columns.
CREATE OR REPLACE FUNCTION data.log_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  changed_old jsonb;
  changed_new jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
      INTO changed_old, changed_new
      FROM jsonb_each(old_row) o WHERE o.value IS DISTINCT FROM new_row -> o.key;
    IF changed_old IS NULL THEN
      RETURN NULL;
    END IF;
    old_row := changed_old;
    new_row := changed_new;
  END IF;
  INSERT INTO data.aenderung (tabelle, datensatz, rechnung_id, aktion, wer, alt, neu)
  VALUES (TG_TABLE_NAME,
          (SELECT string_agg(row_now ->> k, '/') FROM unnest(TG_ARGV) AS k),
          CASE WHEN TG_TABLE_NAME = 'rechnung' THEN (row_now ->> 'id')::integer ELSE (row_now ->> 'rechnung_id')::integer END,
          CASE TG_OP WHEN 'INSERT' THEN 'angelegt' WHEN 'UPDATE' THEN 'geändert' ELSE 'gelöscht' END,
          coalesce(data.billing_editor_name(), session_user), old_row, new_row);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.rechnung
  FOR EACH ROW EXECUTE FUNCTION data.log_change('id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.rechnung_angaben
  FOR EACH ROW EXECUTE FUNCTION data.log_change('rechnung_id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.angebot
  FOR EACH ROW EXECUTE FUNCTION data.log_change('id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.position
  FOR EACH ROW EXECUTE FUNCTION data.log_change('id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.zahlung
  FOR EACH ROW EXECUTE FUNCTION data.log_change('id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.rechnung_gestellt
  FOR EACH ROW EXECUTE FUNCTION data.log_change('rechnung_id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.mahnung
  FOR EACH ROW EXECUTE FUNCTION data.log_change('id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.mahnung_posten
  FOR EACH ROW EXECUTE FUNCTION data.log_change('mahnung_id', 'rechnung_id');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.mahnstufe
  FOR EACH ROW EXECUTE FUNCTION data.log_change('stufe');
CREATE OR REPLACE TRIGGER z_change_log AFTER INSERT OR UPDATE OR DELETE ON data.basiszinssatz
  FOR EACH ROW EXECUTE FUNCTION data.log_change('gilt_ab');

-- An issued invoice's form as it was stored, and its hash; 404 for an invoice not issued.
CREATE OR REPLACE FUNCTION api.a_get_issued_invoice(rechnung_id text)
RETURNS TABLE (inhalt jsonb, sha256 text, gestellt_am timestamptz, gestellt_von text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  wanted integer := data.id_arg(a_get_issued_invoice.rechnung_id, 'rechnung_id');
BEGIN
  RETURN QUERY SELECT g.inhalt, g.sha256, g.gestellt_am, g.gestellt_von FROM data.rechnung_gestellt g WHERE g.rechnung_id = wanted;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Rechnung %s ist nicht gestellt.', wanted));
  END IF;
END $$;

-- An invoice's change log, oldest first: its row, its terms, positions, payments, issued form.
CREATE OR REPLACE FUNCTION api.a_get_invoice_changes(rechnung_id text)
RETURNS TABLE (id bigint, tabelle text, datensatz text, aktion text, wer text, wann timestamptz, alt jsonb, neu jsonb)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT a.id, a.tabelle, a.datensatz, a.aktion, a.wer, a.wann, a.alt, a.neu
    FROM data.aenderung a WHERE a.rechnung_id = data.id_arg($1, 'rechnung_id') ORDER BY a.id
$$;

REVOKE ALL ON FUNCTION data.issued_form(integer, jsonb), data.refuse_issue_without_client(), data.freeze_issued_invoice(),
  data.refuse_issued_change(), data.freeze_unfrozen_invoices(), data.log_change() FROM PUBLIC;
REVOKE ALL ON FUNCTION api.a_get_issued_invoice(text), api.a_get_invoice_changes(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_issued_invoice(text), api.a_get_invoice_changes(text) TO ogf_admin;

-- At every deploy: the invoices issued before this release get their form.
SELECT data.freeze_unfrozen_invoices();
