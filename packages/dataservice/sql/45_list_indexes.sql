-- Lists at a busy year's size (README.md "Lists at scale"): the indexes every list screen's
-- filter, sort and join needs, and list procedures PostgreSQL can page.
--
-- PostgREST pages a procedure's result from outside: SELECT … FROM api.fn(args) WHERE <filters>
-- ORDER BY … LIMIT 50, and counts it with a second query. A plpgsql or SECURITY DEFINER
-- function is a black box to the planner: it builds its whole result (100,000 sightings) before
-- the LIMIT. A LANGUAGE sql, STABLE function without SECURITY DEFINER and without SET clause
-- is inlined instead: its SELECT becomes part of the caller's query, so filters, ORDER BY and
-- LIMIT reach the indexes. The big lists are therefore such functions over a view in schema
-- `data`; the view reads the tables with its owner's rights (waldmonitor_owner, as the
-- SECURITY DEFINER functions did). Two grants guard each list: EXECUTE on the procedure and
-- SELECT on its view, both to the procedure's roles only. (A role check inside the body, as
-- data.require_role, would sit over every join as a one-time filter and keep PostgreSQL from
-- removing unused joins.) Each list keeps its order (ORDER BY). A request for that order sends
-- no `order` of its own: a subquery with ORDER BY is planned for all its rows when the caller
-- orders too, which only an index in the table's physical order (the ids) makes cheap, not the
-- sightings' find date (README.md "Lists at scale").

-- ---------------------------------------------------------------------------------------------
-- Indexes (README.md "Which index serves which screen")

-- ---------------------------------------------------------------------------------------------
-- The optional Bundesland argument of a_get_kaefer_overview: empty is none; an unknown code is
-- refused as before. IMMUTABLE, so a constant argument is checked and folded while planning.
CREATE OR REPLACE FUNCTION data.bundesland_or_null(value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF nullif(value, '') IS NOT NULL AND value NOT IN ('BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP',
                                                    'SL', 'SN', 'ST', 'SH', 'TH') THEN
    RAISE invalid_text_representation USING MESSAGE = format('invalid input syntax for type bundesland: "%s"', value);
  END IF;
  RETURN nullif(value, '');
END
$$;
GRANT EXECUTE ON FUNCTION data.bundesland_or_null(text), data.id_or_null(text), data.min_control_points(text)
  TO ogf_expert, ogf_admin;

-- The searches (README.md "Search"): every list has a column `suche`, its searched columns
-- without accents (data.f_unaccent, defined in the migrations because the tables use it),
-- joined by blanks. The app searches it only (`suche=ilike.*muller*`, the search text
-- unaccented the same way: ui's model/searchText.ts), so "muller" finds "Müller" and "MÜLLER".
-- Users and clients store theirs, with a trigram index (migrations/0004); the other lists
-- compute it here. A word has no blanks, so it is found in the joined text exactly when it is
-- found in one column; only `_`, LIKE's one-character wildcard, could stand for the blank
-- between two. Every role that writes a user or a client computes their stored text, so every
-- role may call the function.
GRANT EXECUTE ON FUNCTION data.f_unaccent(text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- ---------------------------------------------------------------------------------------------
-- Sightings (review, requirements §4): newest first.
CREATE OR REPLACE VIEW data.kaefer_list AS
  SELECT k.id, k.art, k.status, k.published_from, k.letzter_bearbeiter, k.message, k.fund_datum, k.lat, k.lng,
         k.bundesland, k.beschreibung, k.user_id, a.name AS art_name,
         (SELECT count(*)::integer FROM data.bilder b WHERE b.kaefer_id = k.id) AS bilder_anzahl,
         data.f_unaccent(coalesce(a.name, '') || ' ' || coalesce(k.letzter_bearbeiter, '') || ' '
                         || coalesce(k.beschreibung, '')) AS suche
    FROM data.kaefer k LEFT JOIN data.kaeferarten a ON a.id = k.art;
GRANT SELECT ON data.kaefer_list TO ogf_expert, ogf_admin;

-- The records of a state and species for the review (null or empty = all), newest first.
CREATE OR REPLACE FUNCTION api.a_get_kaefer_overview(bundesland text DEFAULT NULL, kaeferart text DEFAULT NULL)
RETURNS SETOF data.kaefer_overview_row
LANGUAGE sql STABLE AS $$
  SELECT v.id, v.art, v.status, v.published_from, v.letzter_bearbeiter, v.message, v.fund_datum, v.lat, v.lng,
         v.bundesland, v.beschreibung, v.user_id, v.art_name, v.bilder_anzahl
    FROM data.kaefer_list v
   WHERE (data.bundesland_or_null(a_get_kaefer_overview.bundesland) IS NULL
          OR v.bundesland = data.bundesland_or_null(a_get_kaefer_overview.bundesland))
     AND (data.id_or_null(a_get_kaefer_overview.kaeferart) IS NULL
          OR v.art = data.id_or_null(a_get_kaefer_overview.kaeferart))
   ORDER BY v.fund_datum DESC, v.id DESC
$$;
GRANT EXECUTE ON FUNCTION api.a_get_kaefer_overview(text, text) TO ogf_expert, ogf_admin;

-- Users (user administration).
CREATE OR REPLACE VIEW data.user_list AS
  SELECT b.user_id, b.geb, b.phone, b.berufsgruppe, b.reg_date, b.geschlecht, b.app_status, b.last_name,
         b.first_name, b.email
    FROM data.benutzer b;
GRANT SELECT ON data.user_list TO ogf_admin;

-- Clients (client list, GIS client picker).
CREATE OR REPLACE VIEW data.client_list AS
  SELECT k.client_id, k.name, k.strasse, k.plz, k.ort, k.ap_gender, k.ap_vorname, k.ap_nachname, k.ap_tel,
         k.name_zusatz, k.bundesland, k.epsg, coalesce(s.kataster_status, false) AS kataster_status,
         (SELECT count(*)::integer FROM data.karte m WHERE m.client_id = k.client_id) AS karten,
         (SELECT count(*)::integer FROM data.kunde_appuser u WHERE u.client_id = k.client_id) AS nutzer,
         k.aktiv, k.suche,
         -- The client choices search what they show: the name and the place.
         data.f_unaccent(k.name || ' ' || coalesce(k.ort, '')) AS name_suche
    FROM data.kunde k LEFT JOIN data.kunde_settings s ON s.client_id = k.client_id;
GRANT SELECT ON data.client_list TO ogf_expert, ogf_admin;

-- Maps (GIS list) with their control points' figures.
CREATE OR REPLACE VIEW data.map_list AS
  SELECT k.id, k.map_name, k.client_id, k.jahr, k.status, k.client_status, k.typ, k.epsg, k.georef_typ,
         k.show_client, c.name AS client_name, k.scale, k.din, coalesce(p.punkte, 0) AS punkte,
         coalesce(p.aktive, 0) AS aktive_punkte,
         CASE
           WHEN k.georef_typ IS NULL OR p.ohne_residual > 0 THEN NULL
           WHEN k.georef_typ = 'tps' THEN CASE WHEN p.aktive > data.min_control_points('tps')
                                           THEN sqrt(p.quadratsumme / p.aktive) END
           WHEN p.aktive > data.min_control_points(k.georef_typ)
             THEN sqrt(p.quadratsumme / (p.aktive - data.min_control_points(k.georef_typ)))
         END AS rmse,
         data.f_unaccent(k.map_name || ' ' || coalesce(c.name, '')) AS suche
    FROM data.karte k
    LEFT JOIN data.kunde c ON c.client_id = k.client_id
    LEFT JOIN LATERAL (
      SELECT count(*)::integer AS punkte, (count(*) FILTER (WHERE mp.enable))::integer AS aktive,
             coalesce(sum(mp.residual::double precision ^ 2) FILTER (WHERE mp.enable), 0) AS quadratsumme,
             count(*) FILTER (WHERE mp.enable AND mp.residual IS NULL) AS ohne_residual
        FROM data.mappoint mp WHERE mp.karte_id = k.id
    ) p ON true;
GRANT SELECT ON data.map_list TO ogf_expert, ogf_admin;

-- The GIS table. The RMSE comes from the residuals the editor stored with the points (map
-- units): sqrt(Σ residual² / (n − min)), for the thin plate spline (leave-one-out) / n;
-- null without a type, without redundancy or while a point has no residual.
CREATE OR REPLACE FUNCTION api.a_get_map_list_from_db() RETURNS SETOF data.map_list_row
LANGUAGE sql STABLE AS $$
  SELECT v.id, v.map_name, v.client_id, v.jahr, v.status, v.client_status, v.typ, v.epsg, v.georef_typ,
         v.show_client, v.client_name, v.scale, v.din, v.punkte, v.aktive_punkte, v.rmse, v.suche
    FROM data.map_list v
   ORDER BY v.id
$$;
GRANT EXECUTE ON FUNCTION api.a_get_map_list_from_db() TO ogf_admin, ogf_expert;

-- Cadastre overview: maps and georeferenced maps per client, both counted in one pass over the
-- client's maps (karte_client_status_idx): the list's page sorts every client by its cadastre.
CREATE OR REPLACE VIEW data.kataster_list AS
  SELECT c.client_id, c.name, coalesce(s.kataster_status, false) AS kataster_status, m.karten,
         m.karten_georeferenziert, data.f_unaccent(c.name) AS suche
    FROM data.kunde c
    LEFT JOIN data.kunde_settings s ON s.client_id = c.client_id
    CROSS JOIN LATERAL (
      SELECT count(*)::integer AS karten,
             (count(*) FILTER (WHERE k.status IN ('georeferenziert', 'geprueft')))::integer AS karten_georeferenziert
        FROM data.karte k WHERE k.client_id = c.client_id
    ) m;
GRANT SELECT ON data.kataster_list TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_kataster_overview() RETURNS SETOF data.kataster_overview_row
LANGUAGE sql STABLE AS $$
  SELECT v.client_id, v.name, v.kataster_status, v.karten, v.karten_georeferenziert, v.suche
    FROM data.kataster_list v
   ORDER BY v.client_id
$$;
GRANT EXECUTE ON FUNCTION api.a_get_kataster_overview() TO ogf_admin;

-- Forecasts (back office), by date: the year's page, a kind, a search in the kind.
CREATE OR REPLACE VIEW data.prognose_list AS
  SELECT p.id, p.datum, p.betrag, p.art, data.f_unaccent(p.art) AS suche FROM data.prognose p;
GRANT SELECT ON data.prognose_list TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_prognose()
RETURNS TABLE (id integer, datum data.datum, betrag data.geld, art text, suche text)
LANGUAGE sql STABLE AS $$
  SELECT v.id, v.datum, v.betrag, v.art, v.suche
    FROM data.prognose_list v
   ORDER BY v.datum, v.id
$$;
GRANT EXECUTE ON FUNCTION api.a_get_prognose() TO ogf_admin;
