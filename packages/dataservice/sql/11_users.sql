-- Remote procedures about users and the signed-in account (requirements §7; contract rpc/users.ts).
-- SECURITY DEFINER: they read and write data.* as the owner; each checks the caller's role
-- (data.require_role) besides the GRANT, and non-administrators act on their own row only.

-- The user of the request: the benutzer row with the token's e-mail.
CREATE OR REPLACE FUNCTION data.current_user_id() RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
  SELECT user_id FROM data.benutzer WHERE lower(email) = data.current_email()
$$;
GRANT EXECUTE ON FUNCTION data.current_user_id()
  TO ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- 'Vorname Nachname', or the e-mail without a name (packages/dataservice/src/seed/users.ts displayName).
CREATE OR REPLACE FUNCTION data.display_name(u data.benutzer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), ''), u.email)
$$;

CREATE OR REPLACE FUNCTION data.check_app_status(status text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF status IS NULL OR status NOT IN ('ogf_new', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin') THEN
    RAISE invalid_text_representation USING MESSAGE = format('invalid input syntax for type app_status: "%s"', status);
  END IF;
  RETURN status;
END
$$;

CREATE OR REPLACE FUNCTION api.a_get_user_data(email text, id text)
RETURNS SETOF data.app_user_data
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  wanted text := lower(btrim(a_get_user_data.email));
BEGIN
  IF wanted IS NULL OR wanted = '' THEN
    RAISE EXCEPTION 'Der Parameter email darf nicht leer sein.';
  END IF;
  IF data.app_role() <> 'ogf_admin' AND wanted IS DISTINCT FROM data.current_email() THEN
    RAISE insufficient_privilege USING MESSAGE = 'permission denied for function a_get_user_data';
  END IF;
  RETURN QUERY
    SELECT b.user_id, b.geb, b.phone, b.berufsgruppe, b.reg_date, b.geschlecht, b.app_status, b.last_name,
           b.first_name, b.email, b.mail_register, b.mail_new, b.mail_rejected, b.mail_published,
           b.mail_expert_request, b.mail_expert_approved,
           coalesce((SELECT json_agg(json_build_object('client_id', l.client_id, 'name', coalesce(k.name, ''),
                                                       'kataster_enabled', l.kataster_enabled) ORDER BY l.client_id)
                       FROM data.kunde_appuser l LEFT JOIN data.kunde k ON k.client_id = l.client_id
                      WHERE l.user_id = b.user_id), '[]'::json),
           coalesce(t.apus_team, false), coalesce(t.apus_admin, false)
      FROM data.benutzer b LEFT JOIN data.user_team t ON t.user_id = b.user_id
     WHERE lower(b.email) = wanted;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_user_data(text, text)
  TO ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- Sets a user's role. Administrators set any role; a citizen may ask for the expert mode
-- for themself (ogf_citizens → ogf_expert_query) and withdraw the request (and back).
CREATE OR REPLACE FUNCTION api.a_change_app_status(user_id text, username text, status text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer := data.id_arg(a_change_app_status.user_id, 'user_id');
  new_status text := data.check_app_status(a_change_app_status.status);
  old_status text;
BEGIN
  PERFORM data.require_role('a_change_app_status', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin');
  IF data.app_role() <> 'ogf_admin' THEN
    SELECT b.app_status INTO old_status FROM data.benutzer b WHERE b.user_id = target;
    IF target IS DISTINCT FROM data.current_user_id()
       OR NOT ((old_status, new_status) IN (('ogf_citizens', 'ogf_expert_query'), ('ogf_expert_query', 'ogf_citizens'))) THEN
      RAISE insufficient_privilege USING MESSAGE = 'permission denied for function a_change_app_status';
    END IF;
  END IF;
  UPDATE data.benutzer b SET app_status = new_status WHERE b.user_id = target;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_change_app_status(text, text, text)
  TO ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- The display name of the user with that e-mail, or null. Staff ask for anyone, others for themselves.
CREATE OR REPLACE FUNCTION api.a_get_user_name(g_mail text) RETURNS text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  IF g_mail IS NULL OR btrim(g_mail) = '' THEN
    RAISE EXCEPTION 'Der Parameter g_mail darf nicht leer sein.';
  END IF;
  IF data.app_role() NOT IN ('ogf_admin', 'ogf_expert') AND lower(btrim(g_mail)) IS DISTINCT FROM data.current_email() THEN
    RAISE insufficient_privilege USING MESSAGE = 'permission denied for function a_get_user_name';
  END IF;
  RETURN (SELECT data.display_name(b) FROM data.benutzer b WHERE lower(b.email) = lower(btrim(g_mail)));
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_user_name(text) TO ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- Whether an account of that name exists. The original service had one login role per
-- e-mail; here the roles are the app roles, so the account is the benutzer row.
CREATE OR REPLACE FUNCTION api.a_get_user_exists(db_role text) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  PERFORM data.require_role('a_get_user_exists', 'ogf_admin');
  IF db_role IS NULL OR btrim(db_role) = '' THEN
    RAISE EXCEPTION 'Der Parameter db_role darf nicht leer sein.';
  END IF;
  RETURN EXISTS (SELECT 1 FROM data.benutzer b WHERE lower(b.email) = lower(btrim(db_role)));
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_user_exists(text) TO ogf_admin;

-- The profile form: updates the user whose e-mail is `mail` (one's own, unless administrator).
CREATE OR REPLACE FUNCTION api.a_update_user(first_name text, last_name text, phone text, mail text, berufsgruppe text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  target integer;
BEGIN
  PERFORM data.require_role('a_update_user', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin');
  IF mail IS NULL OR btrim(mail) = '' THEN
    RAISE EXCEPTION 'Der Parameter mail darf nicht leer sein.';
  END IF;
  IF data.app_role() <> 'ogf_admin' AND lower(btrim(mail)) IS DISTINCT FROM data.current_email() THEN
    RAISE insufficient_privilege USING MESSAGE = 'permission denied for function a_update_user';
  END IF;
  SELECT b.user_id INTO target FROM data.benutzer b WHERE lower(b.email) = lower(btrim(mail));
  IF target IS NULL THEN
    RAISE EXCEPTION 'Kein Nutzer mit der E-Mail-Adresse % gefunden.', mail;
  END IF;
  UPDATE data.benutzer b
     SET first_name = nullif(a_update_user.first_name, ''), last_name = nullif(a_update_user.last_name, ''),
         phone = nullif(a_update_user.phone, ''), berufsgruppe = nullif(a_update_user.berufsgruppe, '')
   WHERE b.user_id = target;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_update_user(text, text, text, text, text)
  TO ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- Creates a validated user (citizen, or administrator with apus_admin) and connects it to a
-- client. Returns the new user_id.
CREATE OR REPLACE FUNCTION api.a_add_user(mail text, first_name text, last_name text, kataster_enabled boolean,
                                          apus_team boolean, apus_admin boolean, client_id text)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  address text := btrim(mail);
  client integer := data.id_or_null(a_add_user.client_id);
  created integer;
BEGIN
  PERFORM data.require_role('a_add_user', 'ogf_admin');
  IF address IS NULL OR address = '' THEN
    RAISE EXCEPTION 'Der Parameter mail darf nicht leer sein.';
  END IF;
  IF kataster_enabled IS NULL OR apus_team IS NULL OR apus_admin IS NULL THEN
    RAISE EXCEPTION 'Der Parameter % darf nicht leer sein.',
      CASE WHEN apus_admin IS NULL THEN 'apus_admin' WHEN apus_team IS NULL THEN 'apus_team' ELSE 'kataster_enabled' END;
  END IF;
  IF EXISTS (SELECT 1 FROM data.benutzer b WHERE lower(b.email) = lower(address)) THEN
    PERFORM data.raise_duplicate('benutzer', 'email', address);
  END IF;
  IF client IS NOT NULL AND NOT EXISTS (SELECT 1 FROM data.kunde k WHERE k.client_id = client) THEN
    PERFORM data.raise_fk('kunde_appuser', 'client_id', client, 'kunde');
  END IF;
  INSERT INTO data.benutzer (email, first_name, last_name, app_status, reg_date, mail_register, mail_new,
                             mail_rejected, mail_published, mail_expert_request, mail_expert_approved)
  VALUES (address, nullif(a_add_user.first_name, ''), nullif(a_add_user.last_name, ''),
          CASE WHEN apus_admin THEN 'ogf_admin' ELSE 'ogf_citizens' END, current_date,
          false, false, true, true, false, false)
  RETURNING user_id INTO created;
  INSERT INTO data.user_team (user_id, apus_team, apus_admin) VALUES (created, a_add_user.apus_team, a_add_user.apus_admin);
  IF client IS NOT NULL THEN
    INSERT INTO data.kunde_appuser (client_id, user_id, kataster_enabled) VALUES (client, created, a_add_user.kataster_enabled);
    INSERT INTO data.kunde_account (client_id, user_id, username) VALUES (client, created, address);
  END IF;
  RETURN created;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_add_user(text, text, text, boolean, boolean, boolean, text) TO ogf_admin;

-- The user the request runs for. The original service ran each request as a login role
-- named by the e-mail; here the database role is the app role, so this is the token's
-- e-mail (the editor's default "Bearbeiter"), or the role without one (web_anon).
CREATE OR REPLACE FUNCTION api.a_get_currentuser() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(data.jwt_claims() ->> 'email', data.jwt_claims() ->> 'preferred_username', current_user::text)
$$;
GRANT EXECUTE ON FUNCTION api.a_get_currentuser()
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- The role that signed in: PostgREST's `authenticator`.
CREATE OR REPLACE FUNCTION api.a_get_currentsessionuser() RETURNS text
LANGUAGE sql STABLE AS $$ SELECT session_user::text $$;
GRANT EXECUTE ON FUNCTION api.a_get_currentsessionuser()
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- The app roles' ranks, for the door (data.pre_request, 32_identity.sql): the role is
-- benutzer.app_status (a_change_app_status), which the door sets for every request. A token
-- whose role claim ranks higher than that (forged, or issued before a demotion by an identity
-- service that still sends a role) is refused; one that claims less, or none, acts as the row.
CREATE OR REPLACE FUNCTION data.role_rank(role text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE role WHEN 'ogf_admin' THEN 3 WHEN 'ogf_expert' THEN 2 WHEN 'ogf_expert_query' THEN 1
    WHEN 'ogf_citizens' THEN 1 ELSE 0 END
$$;

GRANT EXECUTE ON FUNCTION data.role_rank(text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;
