-- The part of the schema that holds no state (README.md "Schema as code"): every function, view,
-- trigger, policy, grant and role setting, defined once in these files, which run again in
-- file-name order on every deploy, after the migrations (../migrations: the tables and all else
-- that holds state) and in their transaction.
-- Two schemas: `data` holds the tables (PostgREST does not expose it; the migrations create it),
-- `api` is what PostgREST serves (db-schemas = api): views over the tables and one function per
-- remote procedure of requirements §7. Helper functions that read the request's claims live in
-- `data`. `api` holds no state: each deploy drops it and creates it again from these files, so a
-- call or view taken out here is gone after the next deploy.
DROP SCHEMA IF EXISTS api CASCADE;
CREATE SCHEMA api;

REVOKE ALL ON SCHEMA data FROM PUBLIC;
REVOKE ALL ON SCHEMA api FROM PUBLIC;
-- The app roles reach the tables only through api views (security_invoker, so row-level
-- security applies to them); USAGE on `data` lets those views and policies resolve.
GRANT USAGE ON SCHEMA api, data TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

ALTER DEFAULT PRIVILEGES IN SCHEMA api REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;

-- The token's claims as PostgREST sets them for the request (empty outside a request).
CREATE OR REPLACE FUNCTION data.jwt_claims() RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

-- An e-mail as the door compares it: without surrounding white space (tab and line breaks too,
-- which btrim alone keeps), case-folded; empty is none.
CREATE OR REPLACE FUNCTION data.normal_email(address text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT nullif(lower(btrim(address, E' \t\n\r\f\x0B')), '') $$;
GRANT EXECUTE ON FUNCTION data.normal_email(text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

-- The caller's e-mail: the token's `email`, trimmed and case-folded, only when verified.
-- (`preferred_username` is no e-mail: a user may choose it, so it names no row; see
-- 32_identity.sql for who a request acts for.)
CREATE OR REPLACE FUNCTION data.current_email() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN data.jwt_claims() -> 'email_verified' IN ('true'::jsonb, '"true"'::jsonb)
    THEN data.normal_email(data.jwt_claims() ->> 'email') END
$$;

-- The caller's app role: the role PostgREST switched to. `current_setting('role')` keeps the
-- SET ROLE value inside SECURITY DEFINER functions, where current_user is the owner.
CREATE OR REPLACE FUNCTION data.app_role() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN current_setting('role', true) IN ('web_anon', 'ogf_new', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin')
      THEN current_setting('role', true)
    ELSE coalesce(data.jwt_claims() ->> 'role', data.jwt_claims() ->> 'app_status', 'web_anon')
  END
$$;

-- Second line of defence inside SECURITY DEFINER functions (GRANT EXECUTE is the first):
-- refuses with PostgreSQL's own 42501, which PostgREST answers with 403 (401 when anonymous).
CREATE OR REPLACE FUNCTION data.require_role(fn text, VARIADIC allowed text[]) RETURNS void
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF NOT (data.app_role() = ANY (allowed)) THEN
    RAISE insufficient_privilege USING MESSAGE = format('permission denied for function %s', fn);
  END IF;
END
$$;

-- requirements §7: "Ids sent to these procedures are converted to text". An id parameter is text and
-- read with this: empty or null is P0001 "Der Parameter … darf nicht leer sein.",
-- anything else PostgreSQL's integer input (22P02 for "abc", as PostgREST reports it).
CREATE OR REPLACE FUNCTION data.id_arg(value text, name text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF value IS NULL OR btrim(value) = '' THEN
    RAISE EXCEPTION 'Der Parameter % darf nicht leer sein.', name;
  END IF;
  RETURN btrim(value)::integer;
END
$$;

-- An optional id: empty text and null are "none".
CREATE OR REPLACE FUNCTION data.id_or_null(value text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT nullif(btrim(value), '')::integer $$;

-- PostgREST 12: SQLSTATE 'PGRST' with a JSON message and detail sets the reply's code and
-- HTTP status freely, e.g. 404 with P0002 for a record that does not exist.
CREATE OR REPLACE FUNCTION data.raise_http(status integer, code text, message text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE SQLSTATE 'PGRST' USING
    MESSAGE = json_build_object('code', code, 'message', message, 'details', NULL, 'hint', NULL)::text,
    DETAIL = json_build_object('status', status, 'headers', json_build_object())::text;
END
$$;

-- A foreign-key violation worded as PostgreSQL words it, for checks made before the write.
CREATE OR REPLACE FUNCTION data.raise_fk(tbl text, col text, value anyelement, target text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE foreign_key_violation USING
    MESSAGE = format('insert or update on table "%s" violates foreign key constraint "%s_%s_fkey"', tbl, tbl, col),
    DETAIL = format('Key (%s)=(%s) is not present in table "%s".', col, value, target);
END
$$;

-- A unique violation worded as PostgreSQL words it (for case-insensitive uniqueness checks).
CREATE OR REPLACE FUNCTION data.raise_duplicate(tbl text, col text, value text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE unique_violation USING
    MESSAGE = format('duplicate key value violates unique constraint "%s_%s_key"', tbl, col),
    DETAIL = format('Key (%s)=(%s) already exists.', col, value);
END
$$;

GRANT EXECUTE ON FUNCTION data.jwt_claims(), data.current_email(), data.app_role(), data.require_role(text, text[]),
  data.id_arg(text, text), data.id_or_null(text), data.raise_http(integer, text, text),
  data.raise_fk(text, text, anyelement, text), data.raise_duplicate(text, text, text)
  TO web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;
