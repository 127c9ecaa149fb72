-- Beetle sightings (kaefer): the published counts everyone signed in sees, and the experts'
-- review with its status machine (packages/ui/src/model/review/statusMachine.ts), kept in
-- a trigger so that no writer, api function or table call, can skip it.

-- The review's state machine, refusing in the screen's German words:
-- open statuses move to every other one; a decided record (veroeffentlicht, abgelehnt) is
-- first reopened; publishing needs a species and a date; asking and rejecting a message.
CREATE OR REPLACE FUNCTION data.status_label(status text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE status WHEN 'gemeldet' THEN 'Gemeldet' WHEN 'in_pruefung' THEN 'In Prüfung'
    WHEN 'rueckfrage' THEN 'Rückfrage' WHEN 'bestaetigt' THEN 'Bestätigt'
    WHEN 'veroeffentlicht' THEN 'Veröffentlicht' WHEN 'abgelehnt' THEN 'Abgelehnt' ELSE status END
$$;

CREATE OR REPLACE FUNCTION data.check_transition(old_status text, new_status text, art integer, message text,
                                                 published_from text) RETURNS void
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF old_status = new_status THEN
    RAISE EXCEPTION 'Die Meldung ist bereits „%“.', data.status_label(new_status);
  END IF;
  IF old_status IN ('veroeffentlicht', 'abgelehnt') AND new_status IN ('veroeffentlicht', 'abgelehnt') THEN
    RAISE EXCEPTION 'Von „%“ nach „%“ geht es nicht direkt; öffnen Sie die Meldung zuerst wieder.',
      data.status_label(old_status), data.status_label(new_status);
  END IF;
  IF new_status = 'veroeffentlicht' AND art IS NULL THEN
    RAISE EXCEPTION 'Vor dem Veröffentlichen muss die Art bestimmt sein.';
  END IF;
  IF new_status = 'veroeffentlicht' AND coalesce(published_from, '') = '' THEN
    RAISE EXCEPTION 'Zum Veröffentlichen fehlt das Datum der Veröffentlichung.';
  END IF;
  IF new_status IN ('rueckfrage', 'abgelehnt') AND coalesce(btrim(message), '') = '' THEN
    RAISE EXCEPTION '%', CASE new_status WHEN 'rueckfrage'
      THEN 'Eine Rückfrage braucht eine Nachricht an die meldende Person.'
      ELSE 'Eine Ablehnung braucht eine Nachricht an die meldende Person.' END;
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION data.kaefer_status_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM data.check_transition(OLD.status, NEW.status, NEW.art, NEW.message, NEW.published_from::text);
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER kaefer_status_machine BEFORE UPDATE OF status ON data.kaefer
  FOR EACH ROW EXECUTE FUNCTION data.kaefer_status_guard();

-- Published records counted by state, most first.
CREATE OR REPLACE FUNCTION api.a_get_kaefer_by_bundesland() RETURNS TABLE (bundesland text, anzahl integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  PERFORM data.require_role('a_get_kaefer_by_bundesland', 'ogf_new', 'ogf_citizens', 'ogf_expert_query',
                            'ogf_expert', 'ogf_admin');
  RETURN QUERY SELECT k.bundesland, count(*)::integer FROM data.kaefer k WHERE k.status = 'veroeffentlicht'
                GROUP BY k.bundesland ORDER BY count(*) DESC, k.bundesland COLLATE "C" NULLS FIRST;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_kaefer_by_bundesland()
  TO ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- Published records counted by species, most first.
CREATE OR REPLACE FUNCTION api.a_get_kaefer_by_art() RETURNS TABLE (art integer, name text, anzahl integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  PERFORM data.require_role('a_get_kaefer_by_art', 'ogf_new', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert',
                            'ogf_admin');
  RETURN QUERY SELECT k.art, a.name, count(*)::integer FROM data.kaefer k LEFT JOIN data.kaeferarten a ON a.id = k.art
                WHERE k.status = 'veroeffentlicht'
                GROUP BY k.art, a.name ORDER BY count(*) DESC, coalesce(k.art, 0);
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_kaefer_by_art() TO ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- A status change (requirements §4), through the state machine. The publish date is kept only
-- while published.
CREATE OR REPLACE FUNCTION api.a_update_kaefer(id text, status text, published_from text, letzter_bearbeiter text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer;
  old record;
  new_status text := a_update_kaefer.status;
  published date;
BEGIN
  PERFORM data.require_role('a_update_kaefer', 'ogf_expert', 'ogf_admin');
  IF new_status IS NULL OR new_status NOT IN ('gemeldet', 'in_pruefung', 'rueckfrage', 'bestaetigt', 'veroeffentlicht',
                                              'abgelehnt') THEN
    RAISE invalid_text_representation USING
      MESSAGE = format('invalid input syntax for type kaefer_status: "%s"', coalesce(new_status, ''));
  END IF;
  target := data.id_arg(a_update_kaefer.id, 'id');
  SELECT k.status, k.art, k.message INTO old FROM data.kaefer k WHERE k.id = target FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Meldung %s gibt es nicht.', target));
  END IF;
  -- A date, and a business date (02_domains.sql): no free text, no 'infinity'.
  published := data.as_datum(data.iso_date('published_from', nullif(a_update_kaefer.published_from, '')));
  -- Here too, not only in the trigger: the same status again is refused, which no UPDATE sees.
  PERFORM data.check_transition(old.status, new_status, old.art, old.message, published::text);
  UPDATE data.kaefer k
     SET status = new_status,
         published_from = CASE WHEN new_status = 'veroeffentlicht' THEN published END,
         letzter_bearbeiter = nullif(a_update_kaefer.letzter_bearbeiter, '')
   WHERE k.id = target;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_update_kaefer(text, text, text, text) TO ogf_expert, ogf_admin;

CREATE OR REPLACE FUNCTION api.a_update_message(id text, msg text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(a_update_message.id, 'id');
BEGIN
  PERFORM data.require_role('a_update_message', 'ogf_expert', 'ogf_admin');
  UPDATE data.kaefer k SET message = nullif(msg, '') WHERE k.id = target;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_update_message(text, text) TO ogf_expert, ogf_admin;

-- Replaces the record's picture list (`kid` = kaefer id). `bilder` is a JSON array, JSON text
-- of one, or an array literal `{a,b}`: each form a caller may send for a list of texts.
CREATE OR REPLACE FUNCTION api.a_update_bilder(kid text, bilder text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(kid, 'kid');
  raw text := btrim(a_update_bilder.bilder);
  names text[];
BEGIN
  PERFORM data.require_role('a_update_bilder', 'ogf_expert', 'ogf_admin');
  IF NOT EXISTS (SELECT 1 FROM data.kaefer k WHERE k.id = target) THEN
    PERFORM data.raise_fk('bilder', 'kaefer_id', target, 'kaefer');
  END IF;
  IF raw IS NULL THEN
    names := ARRAY[]::text[];
  ELSIF left(raw, 1) = '[' THEN
    names := ARRAY(SELECT json_array_elements_text(raw::json));
  ELSIF left(raw, 1) = '{' THEN
    names := raw::text[];
  ELSE
    RAISE invalid_text_representation USING MESSAGE = format('invalid input syntax for type text[]: "%s"', raw);
  END IF;
  DELETE FROM data.bilder b WHERE b.kaefer_id = target;
  INSERT INTO data.bilder (kaefer_id, filename)
  SELECT DISTINCT target, n FROM unnest(names) n;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_update_bilder(text, text) TO ogf_expert, ogf_admin;
