-- Least privilege (README.md "Roles"): runs last. Every schema, table, view, sequence, type
-- and function of `data` and `api` is handed to `waldmonitor_owner`, a role that cannot sign
-- in (NOLOGIN) and is no superuser. SECURITY DEFINER functions run as their owner, so they
-- run as this role, never as the superuser that ran the scripts: a flaw in one of them
-- reaches these two schemas, not the cluster.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'waldmonitor_owner') THEN
    CREATE ROLE waldmonitor_owner NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS;
  END IF;
END
$$;

DO $$
DECLARE
  o record;
BEGIN
  EXECUTE 'ALTER SCHEMA data OWNER TO waldmonitor_owner';
  EXECUTE 'ALTER SCHEMA api OWNER TO waldmonitor_owner';
  -- Tables (with their identity sequences and row types) and views; other sequences after.
  FOR o IN
    SELECT c.oid::regclass AS name, c.relkind
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname IN ('data', 'api') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
     ORDER BY c.relkind = 'S'
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO waldmonitor_owner',
                   CASE o.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
                   o.name);
  END LOOP;
  FOR o IN
    SELECT p.oid::regprocedure AS name, p.prokind
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('data', 'api')
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO waldmonitor_owner', CASE o.prokind WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END, o.name);
  END LOOP;
  -- Enums, domains and standalone composite types (a table's row type goes with its table).
  FOR o IN
    SELECT t.oid::regtype AS name, t.typtype
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname IN ('data', 'api') AND t.typtype IN ('e', 'd', 'c') AND t.typelem = 0
       AND (t.typtype <> 'c' OR (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c')
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO waldmonitor_owner', CASE o.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, o.name);
  END LOOP;
END
$$;

-- PostgREST runs every request as one of the app roles: each gets a time limit per statement
-- and for a transaction left open, which PostgREST applies when it switches to the role
-- (README.md "PostgREST configuration"). The administrators' reports and the GIS list may run
-- longer than a citizen's dashboard; no request should take more than seconds.
ALTER ROLE web_anon SET statement_timeout = '3s';
ALTER ROLE ogf_new SET statement_timeout = '5s';
ALTER ROLE ogf_citizens SET statement_timeout = '5s';
ALTER ROLE ogf_expert_query SET statement_timeout = '5s';
ALTER ROLE ogf_expert SET statement_timeout = '15s';
ALTER ROLE ogf_admin SET statement_timeout = '30s';
ALTER ROLE authenticator SET statement_timeout = '30s';
ALTER ROLE web_anon SET idle_in_transaction_session_timeout = '10s';
ALTER ROLE ogf_new SET idle_in_transaction_session_timeout = '10s';
ALTER ROLE ogf_citizens SET idle_in_transaction_session_timeout = '10s';
ALTER ROLE ogf_expert_query SET idle_in_transaction_session_timeout = '10s';
ALTER ROLE ogf_expert SET idle_in_transaction_session_timeout = '10s';
ALTER ROLE ogf_admin SET idle_in_transaction_session_timeout = '10s';
ALTER ROLE authenticator SET idle_in_transaction_session_timeout = '10s';

-- No JIT compilation for the API's statements: a list's page costs milliseconds, but its
-- planner estimate over a view with per-row subqueries crosses jit_above_cost, and compiling
-- took 333–467 ms of the GIS list filtered by client or Bundesland at a busy year (docs/
-- decisions.md "Lists read views on table paths"). PostgREST applies a role's settings when it
-- switches to it; authenticator's hold for its own queries (the schema cache).
ALTER ROLE web_anon SET jit = off;
ALTER ROLE ogf_new SET jit = off;
ALTER ROLE ogf_citizens SET jit = off;
ALTER ROLE ogf_expert_query SET jit = off;
ALTER ROLE ogf_expert SET jit = off;
ALTER ROLE ogf_admin SET jit = off;
ALTER ROLE authenticator SET jit = off;

-- Dates read as PostgreSQL's ISO order (year, month, day) and written as ISO: with the default
-- 'ISO, MDY' a "1/2/2027" reaching a date column or parameter was stored as 2 January; with YMD
-- "1/2/2027", "2.1.2027" and "01/02/2027" are refused (22008). Text dates at the door are read by
-- data.iso_date (02_domains.sql), which refuses every form but YYYY-MM-DD in German whatever the
-- DateStyle. authenticator's setting holds for its own session; PostgREST applies each app role's
-- when it switches to it. Role settings apply to new sessions.
ALTER ROLE web_anon SET DateStyle = 'ISO, YMD';
ALTER ROLE ogf_new SET DateStyle = 'ISO, YMD';
ALTER ROLE ogf_citizens SET DateStyle = 'ISO, YMD';
ALTER ROLE ogf_expert_query SET DateStyle = 'ISO, YMD';
ALTER ROLE ogf_expert SET DateStyle = 'ISO, YMD';
ALTER ROLE ogf_admin SET DateStyle = 'ISO, YMD';
ALTER ROLE authenticator SET DateStyle = 'ISO, YMD';

-- PostgREST reads the schema into its cache at start: a deploy tells a running one to read it
-- again (its db-channel, `pgrst` by default), at the commit of the deploy's transaction.
NOTIFY pgrst, 'reload schema';
