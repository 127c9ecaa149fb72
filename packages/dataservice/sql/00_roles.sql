-- Roles as PostgREST uses them (README.md "Roles"): PostgREST logs in as `authenticator`
-- and switches, per request, to the role named by the token's role claim (`app_status`);
-- without a token it uses `web_anon`. One NOLOGIN role per app role of requirements §4/§6.
-- Roles are cluster-wide: created only when missing, so the file can run again.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['web_anon', 'ogf_new', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT', r);
    END IF;
  END LOOP;
  -- The deployer sets its password: ALTER ROLE authenticator PASSWORD '...'.
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticator') THEN
    CREATE ROLE authenticator LOGIN NOINHERIT;
  END IF;
  -- The mailer (src/mailer) signs in as this role: the outbox and nothing else (70_outbox.sql).
  -- The deployer sets its password: ALTER ROLE waldmonitor_mailer PASSWORD '...'.
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'waldmonitor_mailer') THEN
    CREATE ROLE waldmonitor_mailer LOGIN NOINHERIT;
  END IF;
END
$$;

-- authenticator may become each of them (SET ROLE) and has no rights of its own (NOINHERIT).
GRANT web_anon, ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin TO authenticator;
