-- Procedures of ours, beyond requirements §7's list (requirements §7 "Procedures of ours"):
-- actions the screens take as one step, which the spec's calls split into several requests.
-- PostgREST runs every request in a transaction of its own, so a failure between two calls
-- left half an action behind (a Rückfrage's message stored, its status not; a map's new
-- points stored, its type and RMSE not). Each function below is one request and so one
-- transaction: it completes, or nothing of it is stored.

-- A status change together with the message to the reporter (a Rückfrage, a rejection, and the
-- undo of either): a_update_kaefer and a_update_message in one. The state machine sees the new
-- message, so a question or rejection is allowed with the message it brings; the undo puts back
-- the status, publish date, editor and message the record had (an empty editor or message is none).
CREATE OR REPLACE FUNCTION api.a_update_kaefer_with_message(id text, status text, published_from text,
                                                            letzter_bearbeiter text, msg text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer;
  old record;
  new_status text := a_update_kaefer_with_message.status;
  new_message text := nullif(a_update_kaefer_with_message.msg, '');
  published date;
BEGIN
  PERFORM data.require_role('a_update_kaefer_with_message', 'ogf_expert', 'ogf_admin');
  IF new_status IS NULL OR new_status NOT IN ('gemeldet', 'in_pruefung', 'rueckfrage', 'bestaetigt', 'veroeffentlicht',
                                              'abgelehnt') THEN
    RAISE invalid_text_representation USING
      MESSAGE = format('invalid input syntax for type kaefer_status: "%s"', coalesce(new_status, ''));
  END IF;
  target := data.id_arg(a_update_kaefer_with_message.id, 'id');
  SELECT k.status, k.art INTO old FROM data.kaefer k WHERE k.id = target FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Meldung %s gibt es nicht.', target));
  END IF;
  published := data.as_datum(data.iso_date('published_from', nullif(a_update_kaefer_with_message.published_from, '')));
  PERFORM data.check_transition(old.status, new_status, old.art, new_message, published::text);
  -- One UPDATE: the table's check (a question needs its message) sees both new values at once.
  UPDATE data.kaefer k
     SET status = new_status,
         message = new_message,
         published_from = CASE WHEN new_status = 'veroeffentlicht' THEN published END,
         letzter_bearbeiter = nullif(a_update_kaefer_with_message.letzter_bearbeiter, '')
   WHERE k.id = target;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_update_kaefer_with_message(text, text, text, text, text) TO ogf_expert, ogf_admin;

-- Saving the georeferencing: the map's points replaced (DELETE and POST /mappoint) and its type,
-- resolution and GDAL script stored (three PATCH /karte), in one. `punkte` is a JSON array of
-- mappoint rows; their karte_id is this map's whatever they say, a missing `enable` is true.
-- `georef_maske` is the mask drawn on the scan (migrations/0015: 3 to 1,000 vertices [pixel, line]
-- within the scan), or null for none. A save replaces the georeferencing whole, so a save without
-- a mask (null, or the argument left out as before the mask existed) clears the one stored. A
-- malformed mask is refused in German (P0001, HTTP 400) before anything is written; the table's
-- CHECK karte_georef_maske_form holds the same rule for every writer.
CREATE OR REPLACE FUNCTION api.a_save_georeference(karte_id text, punkte json, georef_typ text, res integer,
                                                   georef_bash text, georef_maske json DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(a_save_georeference.karte_id, 'karte_id');
  -- JSON null is no mask, as SQL NULL is.
  maske jsonb := CASE WHEN json_typeof(a_save_georeference.georef_maske) <> 'null'
                      THEN a_save_georeference.georef_maske::jsonb END;
  scan record;
  vertex record;
BEGIN
  PERFORM data.require_role('a_save_georeference', 'ogf_admin', 'ogf_expert');
  IF json_typeof(punkte) IS DISTINCT FROM 'array' THEN
    RAISE EXCEPTION 'Die Passpunkte müssen eine Liste sein.';
  END IF;
  -- The map first (locked, as the UPDATE below would): the mask is checked against its size.
  SELECT k.width, k.height INTO scan FROM data.karte k WHERE k.id = target FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Karte %s gibt es nicht.', target));
  END IF;
  IF maske IS NOT NULL THEN
    IF jsonb_typeof(maske) <> 'array' OR jsonb_array_length(maske) < 3 THEN
      RAISE EXCEPTION 'Die Maske braucht mindestens drei Eckpunkte im Scan.';
    END IF;
    IF jsonb_array_length(maske) > 1000 THEN
      RAISE EXCEPTION 'Die Maske hat mehr als 1.000 Eckpunkte; bitte mit weniger Eckpunkten zeichnen.';
    END IF;
    FOR vertex IN SELECT v.nr, v.value FROM jsonb_array_elements(maske) WITH ORDINALITY AS v(value, nr) LOOP
      IF jsonb_typeof(vertex.value) <> 'array' OR jsonb_array_length(vertex.value) <> 2
         OR jsonb_typeof(vertex.value -> 0) <> 'number' OR jsonb_typeof(vertex.value -> 1) <> 'number' THEN
        RAISE EXCEPTION 'Eckpunkt % der Maske ist kein Paar aus zwei Zahlen [Pixel, Zeile].', vertex.nr;
      END IF;
      IF (vertex.value ->> 0)::numeric NOT BETWEEN 0 AND scan.width
         OR (vertex.value ->> 1)::numeric NOT BETWEEN 0 AND scan.height THEN
        RAISE EXCEPTION 'Eckpunkt % der Maske liegt außerhalb des Scans (% × % Pixel).', vertex.nr, scan.width,
          scan.height;
      END IF;
    END LOOP;
  END IF;
  UPDATE data.karte k
     SET georef_typ = a_save_georeference.georef_typ, res = a_save_georeference.res,
         georef_bash = a_save_georeference.georef_bash, georef_maske = maske
   WHERE k.id = target;
  DELETE FROM data.mappoint mp WHERE mp.karte_id = target;
  INSERT INTO data.mappoint (karte_id, nr, mapx, mapy, pixelx, pixely, enable, dx, dy, residual)
  SELECT target, p.nr, p.mapx, p.mapy, p.pixelx, p.pixely, coalesce(p.enable, true), p.dx, p.dy, p.residual
    FROM json_populate_recordset(NULL::data.mappoint, punkte) p;
END
$$;
-- The argument list changed (georef_maske): the 5-argument function of earlier releases is gone
-- with the schema api, which every deploy drops and creates again (01_schema.sql), so PostgREST
-- sees this one function only.
GRANT EXECUTE ON FUNCTION api.a_save_georeference(text, json, text, integer, text, json) TO ogf_admin, ogf_expert;
