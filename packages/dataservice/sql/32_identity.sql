-- Identity at the door (requirements §6): who a request acts for, failing closed, with
-- data.current_email() (01_schema.sql).
--
-- PostgREST switches to the role named by the token's `app_status` claim before this runs;
-- the claim is only as good as the identity service's attribute. So:
--   * a token without an e-mail acts as web_anon (nothing to hold the claim against);
--   * an e-mail the identity service has not verified (`email_verified` not true) is nobody's:
--     the request acts as ogf_new at most and names no row (an administrator may have created
--     a row for that address before its owner registered);
--   * a claim above ogf_new needs a benutzer row with that e-mail (trimmed, case-folded) whose
--     stored role ranks at least as high, else the request is refused (42501);
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

-- Not SECURITY DEFINER: it lowers the request's role with set_config('role', …, true), which
-- PostgreSQL allows only outside such functions (and only to roles the login, authenticator, has).
CREATE OR REPLACE FUNCTION data.pre_request() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  claims jsonb := data.jwt_claims();
  audience text := nullif(current_setting('app.settings.jwt_aud', true), '');
  claimed text := data.app_role();
  address text := data.normal_email(claims ->> 'email');
  stored text;
BEGIN
  -- No claims but the role PostgREST adds to them, and the anonymous role: no token. Any
  -- other request must carry a token for our client; without a configured client no token is
  -- (fail closed). `aud` is a string or an array of strings.
  IF claims - 'role' <> '{}'::jsonb OR claimed <> 'web_anon' THEN
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
  END IF;
  IF claimed = 'web_anon' THEN
    RETURN;
  END IF;
  IF address IS NULL THEN
    PERFORM set_config('role', 'web_anon', true);
    RETURN;
  END IF;
  IF data.current_email() IS NULL THEN
    IF data.role_rank(claimed) > data.role_rank('ogf_new') OR claimed = 'ogf_expert_query' THEN
      PERFORM set_config('role', 'ogf_new', true);
    END IF;
    RETURN;
  END IF;
  IF claimed = 'ogf_new' THEN
    RETURN;
  END IF;
  stored := data.stored_app_status(address);
  IF stored IS NULL THEN
    RAISE insufficient_privilege USING
      MESSAGE = format('Zur Rolle im Token (%s) gibt es keinen gespeicherten Nutzer.', claimed),
      HINT = 'Eine Administratorin muss die Person in der Nutzerverwaltung anlegen.';
  END IF;
  IF data.role_rank(claimed) > data.role_rank(stored) THEN
    RAISE insufficient_privilege USING
      MESSAGE = format('Die Rolle im Token (%s) ist höher als die gespeicherte Rolle (%s).', claimed, stored),
      HINT = 'Melden Sie sich erneut an; die Rolle im Anmeldedienst muss zur Rolle in der Nutzerverwaltung passen.';
  END IF;
END
$$;
GRANT EXECUTE ON FUNCTION data.pre_request()
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;
