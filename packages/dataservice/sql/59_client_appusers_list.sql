-- A client's users (Dashboard › Kunden › client, "Nutzer von …") as a list the data service
-- pages: 25 at a time, searched by name or e-mail, sorted by name or e-mail, counted with
-- `Prefer: count=exact`. Before, a plpgsql SECURITY DEFINER procedure built every link of the
-- client before PostgREST's filter, order and LIMIT (45_list_indexes.sql explains why).
--
-- As the lists there: an inlinable SQL function (STABLE, no SECURITY DEFINER, no SET clause)
-- over a view in schema `data` that reads the tables with its owner's rights. Two grants guard
-- it, EXECUTE on the procedure and SELECT on the view, both to ogf_admin only; no role check in
-- the body. The client comes from the links' primary key (client_id, user_id), which also gives
-- the procedure's own order by user id; the name sort uses benutzer_name_idx per joined user.
-- An empty or non-numeric client_id is refused as before (data.id_arg, IMMUTABLE: folded while
-- planning).

CREATE OR REPLACE VIEW data.client_appuser_list AS
  SELECT l.client_id, b.user_id, b.first_name, b.last_name, b.email, b.app_status, l.kataster_enabled,
         b.suche
    FROM data.kunde_appuser l JOIN data.benutzer b ON b.user_id = l.user_id;
GRANT SELECT ON data.client_appuser_list TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_appusers_from_client(client_id text) RETURNS SETOF data.client_appuser_row
LANGUAGE sql STABLE AS $$
  SELECT v.user_id, v.first_name, v.last_name, v.email, v.app_status, v.kataster_enabled, v.suche
    FROM data.client_appuser_list v
   WHERE v.client_id = data.id_arg(a_get_appusers_from_client.client_id, 'client_id')
   ORDER BY v.user_id
$$;
GRANT EXECUTE ON FUNCTION api.a_get_appusers_from_client(text) TO ogf_admin;
