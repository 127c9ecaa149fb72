-- Remote procedures about clients (kunde) and the people connected to them (requirements §7;
-- contract rpc/clients.ts). The back office is the administrators' (DashboardPage), so all
-- but the client list (which the GIS of experts needs as well) are ogf_admin only.

CREATE OR REPLACE FUNCTION data.assert_client(client integer, tbl text) RETURNS void
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM data.kunde k WHERE k.client_id = client) THEN
    PERFORM data.raise_fk(tbl, 'client_id', client, 'kunde');
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION data.assert_user(target integer, tbl text) RETURNS void
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM data.benutzer b WHERE b.user_id = target) THEN
    PERFORM data.raise_fk(tbl, 'user_id', target, 'benutzer');
  END IF;
END
$$;

-- A new client (names unique regardless of case); returns its client_id.
CREATE OR REPLACE FUNCTION api.a_add_client(name text, strasse text, plz text, ort text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  trimmed text := btrim(a_add_client.name);
  created integer;
BEGIN
  PERFORM data.require_role('a_add_client', 'ogf_admin');
  -- Blank once trimmed is empty too ("   " was stored as ''); the table refuses it as well (a migration's CHECK).
  IF trimmed IS NULL OR trimmed = '' THEN
    RAISE EXCEPTION 'Der Parameter name darf nicht leer sein.';
  END IF;
  IF EXISTS (SELECT 1 FROM data.kunde k WHERE lower(k.name) = lower(trimmed)) THEN
    PERFORM data.raise_duplicate('kunde', 'name', trimmed);
  END IF;
  INSERT INTO data.kunde (name, strasse, plz, ort)
  VALUES (trimmed, nullif(a_add_client.strasse, ''), nullif(a_add_client.plz, ''), nullif(a_add_client.ort, ''))
  RETURNING client_id INTO created;
  INSERT INTO data.kunde_settings (client_id, kataster_status, ordner) VALUES (created, false, NULL);
  RETURN created;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_add_client(text, text, text, text) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_set_projektordner(client_id text, ordner text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(a_set_projektordner.client_id, 'client_id');
BEGIN
  PERFORM data.require_role('a_set_projektordner', 'ogf_admin');
  PERFORM data.assert_client(target, 'kunde_settings');
  INSERT INTO data.kunde_settings AS s (client_id, ordner) VALUES (target, nullif(a_set_projektordner.ordner, ''))
  ON CONFLICT ON CONSTRAINT kunde_settings_pkey DO UPDATE SET ordner = excluded.ordner;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_set_projektordner(text, text) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_set_kataster_for_client(client_id text, kataster_status boolean) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(a_set_kataster_for_client.client_id, 'client_id');
BEGIN
  PERFORM data.require_role('a_set_kataster_for_client', 'ogf_admin');
  IF a_set_kataster_for_client.kataster_status IS NULL THEN
    RAISE EXCEPTION 'Der Parameter kataster_status darf nicht leer sein.';
  END IF;
  PERFORM data.assert_client(target, 'kunde_settings');
  INSERT INTO data.kunde_settings AS s (client_id, kataster_status)
  VALUES (target, a_set_kataster_for_client.kataster_status)
  ON CONFLICT ON CONSTRAINT kunde_settings_pkey DO UPDATE SET kataster_status = excluded.kataster_status;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_set_kataster_for_client(text, boolean) TO ogf_admin;

-- Procedure of ours (requirements §7 "Procedures of ours"): deactivate a client the office no
-- longer works for, or activate it again. A deactivated client is left out of the choices for new
-- offers, invoices, maps and users (the app asks a_get_all_clients for `aktiv=is.true`); it and
-- its documents, maps and users stay as they are and readable. Setting the state it has changes
-- nothing. Administrators only.
CREATE OR REPLACE FUNCTION api.a_set_client_active(client_id text, aktiv boolean) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(a_set_client_active.client_id, 'client_id');
BEGIN
  PERFORM data.require_role('a_set_client_active', 'ogf_admin');
  IF a_set_client_active.aktiv IS NULL THEN
    RAISE EXCEPTION 'Der Parameter aktiv darf nicht leer sein.';
  END IF;
  UPDATE data.kunde k SET aktiv = a_set_client_active.aktiv WHERE k.client_id = target;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Der Kunde %s existiert nicht.', target));
  END IF;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_set_client_active(text, boolean) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_users_from_client(client_id text) RETURNS SETOF data.client_user_row
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  wanted integer := data.id_arg(a_get_users_from_client.client_id, 'client_id');
BEGIN
  PERFORM data.require_role('a_get_users_from_client', 'ogf_admin');
  RETURN QUERY
    SELECT b.user_id, b.first_name, b.last_name, b.email, a.username,
           coalesce(t.apus_team, false), coalesce(t.apus_admin, false)
      FROM data.kunde_account a JOIN data.benutzer b ON b.user_id = a.user_id
      LEFT JOIN data.user_team t ON t.user_id = b.user_id
     WHERE a.client_id = wanted ORDER BY a.user_id;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_users_from_client(text) TO ogf_admin;

-- The operator's own staff (the spec lists no payload).
CREATE OR REPLACE FUNCTION api.a_get_apus_team_from_client() RETURNS SETOF data.client_user_row
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  PERFORM data.require_role('a_get_apus_team_from_client', 'ogf_admin');
  RETURN QUERY
    SELECT b.user_id, b.first_name, b.last_name, b.email, b.email, t.apus_team, t.apus_admin
      FROM data.user_team t JOIN data.benutzer b ON b.user_id = t.user_id
     WHERE t.apus_team ORDER BY b.user_id;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_apus_team_from_client() TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_add_user_to_client(user_id text, client_id text, kataster_enabled boolean)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  client integer := data.id_arg(a_add_user_to_client.client_id, 'client_id');
  target integer := data.id_arg(a_add_user_to_client.user_id, 'user_id');
BEGIN
  PERFORM data.require_role('a_add_user_to_client', 'ogf_admin');
  IF a_add_user_to_client.kataster_enabled IS NULL THEN
    RAISE EXCEPTION 'Der Parameter kataster_enabled darf nicht leer sein.';
  END IF;
  PERFORM data.assert_client(client, 'kunde_appuser');
  PERFORM data.assert_user(target, 'kunde_appuser');
  INSERT INTO data.kunde_appuser AS l (client_id, user_id, kataster_enabled)
  VALUES (client, target, a_add_user_to_client.kataster_enabled)
  ON CONFLICT ON CONSTRAINT kunde_appuser_pkey DO UPDATE SET kataster_enabled = excluded.kataster_enabled;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_add_user_to_client(text, text, boolean) TO ogf_admin;

-- Connecting twice changes nothing.
CREATE OR REPLACE FUNCTION api.a_connect_user_to_client(username text, user_id text, client_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  client integer := data.id_arg(a_connect_user_to_client.client_id, 'client_id');
  target integer := data.id_arg(a_connect_user_to_client.user_id, 'user_id');
BEGIN
  PERFORM data.require_role('a_connect_user_to_client', 'ogf_admin');
  IF a_connect_user_to_client.username IS NULL THEN
    RAISE EXCEPTION 'Der Parameter username darf nicht leer sein.';
  END IF;
  PERFORM data.assert_client(client, 'kunde_account');
  PERFORM data.assert_user(target, 'kunde_account');
  INSERT INTO data.kunde_account (client_id, user_id, username)
  VALUES (client, target, a_connect_user_to_client.username)
  ON CONFLICT ON CONSTRAINT kunde_account_pkey DO NOTHING;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_connect_user_to_client(text, text, text) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_disconnect_user_from_client(username text, user_id text, client_id text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  client integer := data.id_arg(a_disconnect_user_from_client.client_id, 'client_id');
  target integer := data.id_arg(a_disconnect_user_from_client.user_id, 'user_id');
BEGIN
  PERFORM data.require_role('a_disconnect_user_from_client', 'ogf_admin');
  DELETE FROM data.kunde_account a WHERE a.client_id = client AND a.user_id = target;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_disconnect_user_from_client(text, text, text) TO ogf_admin;
