#!/bin/sh
# Saves Keycloak's signing keys for PostgREST and checks them (packages/dataservice/README.md,
# "jwt-secret"): compose.yaml's service jwks runs it once Keycloak is up, and again after a key
# rotation (docker compose run --rm jwks).
set -eu
target=deploy/compose/jwks.json
curl -fsS "http://keycloak:8080/realms/waldmonitor/protocol/openid-connect/certs" \
  | jq '{keys: [.keys[] | select(.use == "sig" and .alg == "RS256")]}' > "$target.new"
npm run --silent dataservice:check-jwks -- "$target.new"
mv "$target.new" "$target"
echo "$target saved; PostgREST reads it after: docker compose up -d --force-recreate postgrest"
