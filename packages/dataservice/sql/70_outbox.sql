-- Mail that goes out (docs/decisions.md "Mail: an outbox in the event's transaction"): the
-- events that promise a mail write it into data.outbox (migrations/0003_outbox.sql) by triggers
-- on the tables, so every writer, an api function or a table call, writes it in the event's own
-- transaction: a rolled-back event leaves no mail, a committed one keeps its mail until the
-- mailer (src/mailer) has handed it to SMTP. Each mail goes to one person and only if the
-- recipient's switch (benutzer.mail_*) is on; a switch never set (null) is off.
--
-- Which switch stands for which event (packages/ui/src/screens/users/mailFlags.ts):
--   mail_expert_request   administrators: someone asked for the expert status
--   mail_expert_approved  the person who asked: the administration decided (yes or no)
--   mail_rejected         the reporter: their sighting was rejected, with the reason
--   mail_published        the reporter: their sighting was published
-- A Rückfrage goes to the reporter whatever the switches say: it is the expert's question, the
-- review waits for the answer, and no switch names it. mail_register and mail_new stay without
-- a mail: registrations and new sightings arrive outside this data service (README "Roles").

-- Texts are plain German: a greeting, what happened, what to do, and which switch turns the
-- kind off. Dates as German dates (DD.MM.YYYY) in German time.
CREATE OR REPLACE FUNCTION data.outbox_put(addressee data.benutzer, subject text, middle text, switch_label text,
                                           event_kind text, event_ref text)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = data, pg_temp AS $$
  INSERT INTO data.outbox (recipient, subject, body, event_kind, event_ref)
  VALUES (addressee.email, left(subject, 200),
          'Guten Tag ' || data.display_name(addressee) || E',\n\n' || middle
          || E'\n\nMit freundlichen Grüßen\nIhr Waldmonitor-Team\n\n-- \nDiese E-Mail wurde automatisch versandt.'
          || CASE WHEN switch_label IS NULL THEN ''
                  ELSE format(E' Sie erhalten sie, weil die Benachrichtigung „%s“ in Ihrem Profil (Reiter '
                              '„Benachrichtigungen“) eingeschaltet ist; dort schalten Sie sie ab.', switch_label) END
          || E'\n',
          event_kind, event_ref)
$$;
REVOKE ALL ON FUNCTION data.outbox_put(data.benutzer, text, text, text, text, text) FROM PUBLIC;

-- 'Käfermeldung Nr. 12 vom 03.06.2026 (Bayern)': how a mail names a sighting.
CREATE OR REPLACE FUNCTION data.outbox_sighting_name(k data.kaefer) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
  SELECT 'Käfermeldung Nr. ' || k.id || coalesce(' vom ' || to_char(k.fund_datum, 'DD.MM.YYYY'), '')
         || coalesce(' (' || nullif(btrim(k.bundesland), '') || ')', '')
$$;
REVOKE ALL ON FUNCTION data.outbox_sighting_name(data.kaefer) FROM PUBLIC;

-- The review's decisions to the reporter (kaefer.user_id): a Rückfrage, a rejection, a
-- publication. After the status machine's check (14_kaefer.sql), in the same transaction.
CREATE OR REPLACE FUNCTION data.outbox_kaefer_status() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  reporter data.benutzer;
  sighting text := data.outbox_sighting_name(NEW);
  species text := (SELECT a.name FROM data.kaeferarten a WHERE a.id = NEW.art);
  ref text := 'kaefer:' || NEW.id;
BEGIN
  SELECT * INTO reporter FROM data.benutzer b WHERE b.user_id = NEW.user_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'rueckfrage' THEN
    PERFORM data.outbox_put(reporter, 'Rückfrage zu Ihrer ' || sighting,
      'zu Ihrer ' || sighting || E' hat die fachliche Prüfung eine Rückfrage:\n\n' || coalesce(NEW.message, '')
      || E'\n\nBitte antworten Sie auf diese E-Mail. Die Prüfung Ihrer Meldung geht weiter, sobald Ihre '
      || 'Antwort vorliegt.',
      NULL, 'rueckfrage', ref);
  ELSIF NEW.status = 'abgelehnt' AND reporter.mail_rejected THEN
    PERFORM data.outbox_put(reporter, 'Ihre ' || sighting || ' wurde abgelehnt',
      'Ihre ' || sighting || E' wurde nach fachlicher Prüfung abgelehnt. Die Begründung:\n\n' || coalesce(NEW.message, '')
      || E'\n\nSie müssen nichts weiter tun. Haben Sie Fragen zur Entscheidung oder neue Hinweise, etwa '
      || 'weitere Fotos, antworten Sie bitte auf diese E-Mail.',
      'Abgelehnte Meldungen', 'ablehnung', ref);
  ELSIF NEW.status = 'veroeffentlicht' AND reporter.mail_published THEN
    PERFORM data.outbox_put(reporter, 'Ihre ' || sighting || ' wurde veröffentlicht',
      'Ihre ' || sighting || ' wurde geprüft' || coalesce(' und als „' || species || '“ bestimmt', '')
      || coalesce('. Sie ist seit dem ' || to_char(NEW.published_from, 'DD.MM.YYYY'), '. Sie ist')
      || E' im Waldmonitor veröffentlicht und zählt in den Übersichten mit.\n\n'
      || 'Vielen Dank für Ihre Meldung! Sie müssen nichts weiter tun.',
      'Veröffentlichte Meldungen', 'veroeffentlichung', ref);
  END IF;
  RETURN NULL;
END
$$;
REVOKE ALL ON FUNCTION data.outbox_kaefer_status() FROM PUBLIC;

CREATE OR REPLACE TRIGGER kaefer_outbox AFTER UPDATE OF status ON data.kaefer
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION data.outbox_kaefer_status();

-- The expert request (a_change_app_status, 11_users.sql): asked → every administrator whose
-- switch is on; decided by the administration (not withdrawn by the person) → the person.
CREATE OR REPLACE FUNCTION data.outbox_benutzer_status() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  admin data.benutzer;
  person text := left(data.display_name(NEW), 100);
  at_time text := to_char(now() AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY "um" HH24:MI "Uhr"');
  ref text := 'benutzer:' || NEW.user_id;
BEGIN
  IF NEW.app_status = 'ogf_expert_query' THEN
    FOR admin IN
      SELECT * FROM data.benutzer b WHERE b.app_status = 'ogf_admin' AND b.mail_expert_request ORDER BY b.user_id
    LOOP
      PERFORM data.outbox_put(admin, 'Neue Expertenanfrage von ' || person,
        person || ' (' || NEW.email || ') hat am ' || at_time || E' den Expertenstatus beantragt.\n\n'
        || 'Bitte entscheiden Sie in der Nutzerverwaltung des Waldmonitors: Status auf „Experte“ setzen, um '
        || 'die Anfrage anzunehmen, oder auf „Standard-Nutzer“, um sie abzulehnen.',
        'Expertenanfragen', 'expertenanfrage', ref);
    END LOOP;
  ELSIF OLD.app_status = 'ogf_expert_query' AND NEW.mail_expert_approved
        AND NEW.user_id IS DISTINCT FROM data.current_user_id() THEN
    IF NEW.app_status IN ('ogf_expert', 'ogf_admin') THEN
      PERFORM data.outbox_put(NEW, 'Ihre Expertenanfrage wurde angenommen',
        'die Administration hat Ihre Anfrage auf den Expertenstatus am ' || at_time || E' angenommen.\n\n'
        || 'Melden Sie sich im Waldmonitor neu an: Danach sehen Sie in der Übersicht die Käfermeldungen, die '
        || 'auf eine fachliche Prüfung warten, und können sie prüfen.',
        'Bestätigte Expertenanfragen', 'expertenanfrage_entschieden', ref);
    ELSE
      PERFORM data.outbox_put(NEW, 'Ihre Expertenanfrage wurde nicht angenommen',
        'die Administration hat Ihre Anfrage auf den Expertenstatus am ' || at_time || E' nicht angenommen. '
        || E'Sie arbeiten weiter als Standard-Nutzer.\n\n'
        || 'Möchten Sie die Gründe erfahren, antworten Sie bitte auf diese E-Mail. Eine neue Anfrage stellen Sie '
        || 'in Ihrem Profil unter „Experte werden“.',
        'Bestätigte Expertenanfragen', 'expertenanfrage_entschieden', ref);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
REVOKE ALL ON FUNCTION data.outbox_benutzer_status() FROM PUBLIC;

CREATE OR REPLACE TRIGGER benutzer_outbox AFTER UPDATE OF app_status ON data.benutzer
  FOR EACH ROW WHEN (OLD.app_status IS DISTINCT FROM NEW.app_status) EXECUTE FUNCTION data.outbox_benutzer_status();

-- Wakes the mailers (LISTEN waldmonitor_outbox) when a mail is written; PostgreSQL delivers the
-- notification at the commit, so a rolled-back event wakes no one. The mailer polls as well.
CREATE OR REPLACE FUNCTION data.outbox_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('waldmonitor_outbox', '');
  RETURN NULL;
END
$$;
REVOKE ALL ON FUNCTION data.outbox_notify() FROM PUBLIC;

CREATE OR REPLACE TRIGGER outbox_notify AFTER INSERT ON data.outbox
  FOR EACH STATEMENT EXECUTE FUNCTION data.outbox_notify();

-- The mailer's login (00_roles.sql; README "The mailer"): it reads the outbox with its
-- attachments (an invoice's or a reminder's file, migrations/0013) and marks what it sent or
-- failed to send, nothing else. FOR UPDATE needs UPDATE on a column, which it has. Its
-- transaction stays open while one mail is handed to SMTP (src/mailer/deliver.ts): the idle limit
-- is above the sender's own time limits, so only a hung mailer loses its lock.
GRANT USAGE ON SCHEMA data TO waldmonitor_mailer;
GRANT SELECT, UPDATE (attempts, next_attempt_at, last_error, sent_at) ON data.outbox TO waldmonitor_mailer;
GRANT SELECT ON data.outbox_anhang TO waldmonitor_mailer;
ALTER ROLE waldmonitor_mailer SET statement_timeout = '10s';
ALTER ROLE waldmonitor_mailer SET idle_in_transaction_session_timeout = '2min';
