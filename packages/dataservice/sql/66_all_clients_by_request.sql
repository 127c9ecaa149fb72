-- Every client (client list, GIS client picker), without an order of its own, as
-- 65_all_users_by_request.sql does for the users: PostgreSQL does not pull a subquery with
-- ORDER BY up into the caller's query, so the client list's first page by name (`order=name,
-- client_id`) read all 2,000 clients by their key, counted the maps and users of each, and
-- sorted them (18-21 ms at the large dataset) instead of reading the first 50 from
-- kunde_name_idx and counting for those. Every caller sends the order it needs (the client
-- list, the client choices and the overview by name): PostgREST keeps no order without `order=`.

CREATE OR REPLACE FUNCTION api.a_get_all_clients() RETURNS SETOF data.client_list_row
LANGUAGE sql STABLE AS $$
  SELECT v.client_id, v.name, v.strasse, v.plz, v.ort, v.ap_gender, v.ap_vorname, v.ap_nachname, v.ap_tel,
         v.name_zusatz, v.bundesland, v.epsg, v.kataster_status, v.karten, v.nutzer, v.aktiv, v.suche, v.name_suche
    FROM data.client_list v
$$;
GRANT EXECUTE ON FUNCTION api.a_get_all_clients() TO ogf_admin, ogf_expert;
