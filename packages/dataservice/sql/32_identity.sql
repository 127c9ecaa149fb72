-- Identity at the door (requirements §6): who a request acts for, failing closed. Replaces
-- data.current_email() (01_schema.sql) and data.pre_request() (11_users.sql).
--
-- PostgREST switches to the role named by the token's `app_status` claim before this runs;
-- the claim is only as good as the identity service's attribute. So:
--   * a token without an e-mail acts as web_anon (nothing to hold the claim against);
--   * an e-mail the identity service has not verified (`email_verified` not true) is nobody's:
--     the request acts as ogf_new at most and names no row (an administrator may have created
--     a row for that address before its owner registered);
--   * a claim above ogf_new needs a benutzer row with that e-mail (trimmed, case-folded) whose
--     stored role ranks at least as high, else the request is refused (42501).

-- An e-mail as the door compares it: without surrounding white space (tab and line breaks too,
-- which btrim alone keeps), case-folded; empty is none.
CREATE OR REPLACE FUNCTION data.normal_email(address text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT nullif(lower(btrim(address, E' \t\n\r\f\x0B')), '') $$;
GRANT EXECUTE ON FUNCTION data.normal_email(text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- The caller's e-mail: the token's `email`, trimmed and case-folded, only when verified.
-- (`preferred_username` is no e-mail: a user may choose it, so it names no row.)
CREATE OR REPLACE FUNCTION data.current_email() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN data.jwt_claims() -> 'email_verified' IN ('true'::jsonb, '"true"'::jsonb)
    THEN data.normal_email(data.jwt_claims() ->> 'email') END
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
  claimed text := data.app_role();
  address text := data.normal_email(data.jwt_claims() ->> 'email');
  stored text;
BEGIN
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
