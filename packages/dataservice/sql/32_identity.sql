-- Identity at the door (requirements §6): who a request acts for, failing closed, with
-- data.current_email() (01_schema.sql).
--
-- The role lives in the database (benutzer.app_status, set by a_change_app_status and the
-- user administration), not in the identity service: PostgREST switches to the role named by
-- the token's `app_status` claim, or to web_anon when the token has none (the example realm
-- sends none), and then this function sets the role the database holds for the token's
-- e-mail. So an administrator's decision takes effect with the person's next request, without
-- an edit in Keycloak, and a newly registered person is ogf_new until then. In detail:
--   * a token without an e-mail acts as web_anon (nothing to look the person up by);
--   * an e-mail the identity service has not verified (`email_verified` not true) is nobody's:
--     the request acts as ogf_new and names no row (an administrator may have created a row
--     for that address before its owner registered);
--   * a verified e-mail acts as its benutzer row's role (trimmed, case-folded), ogf_new without
--     a row; a token that claims more than that is refused (42501: a forged token, or one
--     issued before the person was demoted, if the identity service still sends a role);
--   * the role's settings (time limits, DateStyle: 90_owner.sql) are applied as PostgREST
--     applies those of the role it switched to;
--   * before all that, a token must name this application in its `aud` (below).
-- The client whose tokens this database takes: the realm's audience mapper puts it into `aud`.
-- PostgREST's `jwt-aud` alone is not enough: it lets a token without `aud` through, and the
-- realm signs tokens for its other clients with the same key. A database setting (PostgREST
-- projects' `app.settings.*`), so operators change it with ALTER DATABASE; it reaches new
-- sessions only, hence also set_config for the session running this file. An operator's
-- value is kept when the file runs again.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_db_role_setting s, unnest(s.setconfig) c
     WHERE s.setrole = 0
       AND s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND c LIKE 'app.settings.jwt\_aud=%'
  ) THEN
    EXECUTE format('ALTER DATABASE %I SET app.settings.jwt_aud = %L', current_database(), 'waldmonitor-web');
    PERFORM set_config('app.settings.jwt_aud', 'waldmonitor-web', false);
  END IF;
END
$$;

-- The stored role of an e-mail (benutzer is closed to the caller's role, hence SECURITY DEFINER).
CREATE OR REPLACE FUNCTION data.stored_app_status(address text) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
  SELECT b.app_status FROM data.benutzer b WHERE lower(b.email) = address
$$;
REVOKE ALL ON FUNCTION data.stored_app_status(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION data.stored_app_status(text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- A role as the app's German chrome names it (ROLE_LABELS in packages/ui/src/model/roles.ts;
-- identity.test.ts holds the two equal), for messages a person may read: never the raw value.
CREATE OR REPLACE FUNCTION data.role_label(role text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE role
    WHEN 'ogf_citizens' THEN 'Standard-Nutzer'
    WHEN 'ogf_expert_query' THEN 'Expertenanfrage offen'
    WHEN 'ogf_expert' THEN 'Experte'
    WHEN 'ogf_admin' THEN 'Administrator'
    WHEN 'ogf_new' THEN 'Neuer Nutzer'
    ELSE 'unbekannte Rolle'
  END
$$;
GRANT EXECUTE ON FUNCTION data.role_label(text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- Not SECURITY DEFINER: it sets the request's role with set_config('role', …, true), which
-- PostgreSQL allows only outside such functions (and only to roles the login, authenticator, has).
CREATE OR REPLACE FUNCTION data.pre_request() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  claims jsonb := data.jwt_claims();
  audience text := nullif(current_setting('app.settings.jwt_aud', true), '');
  claimed text := data.app_role();
  address text := data.normal_email(claims ->> 'email');
  stored text;
  acting text;
BEGIN
  -- No claims but the role PostgREST adds to them, and the anonymous role: no token.
  IF claims - 'role' = '{}'::jsonb AND claimed = 'web_anon' THEN
    RETURN;
  END IF;
  -- Any other request must carry a token for our client; without a configured client no token
  -- is (fail closed). `aud` is a string or an array of strings.
  IF audience IS NULL THEN
    RAISE insufficient_privilege USING
      MESSAGE = 'Der Datendienst nimmt keine Tokens an: Es ist kein Client für sie festgelegt.',
      HINT = 'Der Betrieb muss app.settings.jwt_aud setzen (ALTER DATABASE … SET app.settings.jwt_aud = ''waldmonitor-web'').';
  END IF;
  IF NOT coalesce(
    claims -> 'aud' = to_jsonb(audience)
      OR (jsonb_typeof(claims -> 'aud') = 'array' AND claims -> 'aud' @> jsonb_build_array(audience)),
    false
  ) THEN
    RAISE insufficient_privilege USING
      MESSAGE = format('Das Token ist nicht für diesen Datendienst ausgestellt: Sein aud nennt nicht %s.', audience),
      HINT = 'Melden Sie sich über die Waldmonitor-Anwendung erneut an.';
  END IF;
  IF address IS NULL THEN
    acting := 'web_anon';
  ELSIF data.current_email() IS NULL THEN
    acting := 'ogf_new';
  ELSE
    stored := data.stored_app_status(address);
    IF stored IS NULL AND data.role_rank(claimed) > data.role_rank('ogf_new') THEN
      RAISE insufficient_privilege USING
        MESSAGE = format('Zur Rolle im Token („%s“) gibt es keinen gespeicherten Nutzer.', data.role_label(claimed)),
        HINT = 'Eine Administratorin muss die Person in der Nutzerverwaltung anlegen.';
    END IF;
    IF data.role_rank(claimed) > data.role_rank(stored) THEN
      RAISE insufficient_privilege USING
        MESSAGE = format(
          'Die Rolle im Token („%s“) ist höher als die gespeicherte Rolle („%s“).',
          data.role_label(claimed),
          data.role_label(stored)
        ),
        HINT = 'Melden Sie sich erneut an; die Rolle im Anmeldedienst muss zur Rolle in der Nutzerverwaltung passen.';
    END IF;
    acting := coalesce(stored, 'ogf_new');
  END IF;
  IF acting <> claimed THEN
    PERFORM set_config('role', acting, true);
    -- PostgREST applied the settings of the role it switched to; these are the acting role's.
    PERFORM set_config(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1), true)
       FROM pg_db_role_setting s, unnest(s.setconfig) c
      WHERE s.setrole = to_regrole(acting)
        AND s.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()));
  END IF;
END
$$;
GRANT EXECUTE ON FUNCTION data.pre_request()
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;
