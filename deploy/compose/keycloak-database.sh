#!/bin/sh
# PostgreSQL's image runs this once, when its data volume is new: Keycloak's own database and
# login, apart from the data service's (compose.yaml).
set -eu
psql -v ON_ERROR_STOP=1 -U postgres -v pw="$KEYCLOAK_DB_PASSWORD" <<'SQL'
CREATE ROLE keycloak LOGIN PASSWORD :'pw';
CREATE DATABASE keycloak OWNER keycloak;
SQL
