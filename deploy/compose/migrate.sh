#!/bin/sh
# The schema's deploy in the Compose stack (compose.yaml, service migrate): install or upgrade
# in one transaction, then the logins' passwords and the first administrator. Each step
# changes nothing when it is already done, so it runs at every `docker compose up`.
set -eu
npm run --silent dataservice:migrate -- --database "$PGDATABASE"
psql -v ON_ERROR_STOP=1 -X -q \
  -v authenticator="$AUTHENTICATOR_PASSWORD" -v mailer="$MAILER_DB_PASSWORD" -v admin="$FIRST_ADMIN_EMAIL" <<'SQL'
ALTER ROLE authenticator PASSWORD :'authenticator';
ALTER ROLE waldmonitor_mailer PASSWORD :'mailer';
INSERT INTO data.benutzer (email, first_name, last_name, app_status)
SELECT :'admin', 'Erste', 'Administratorin', 'ogf_admin'
 WHERE NOT EXISTS (SELECT 1 FROM data.benutzer WHERE lower(email) = lower(:'admin'));
SQL
