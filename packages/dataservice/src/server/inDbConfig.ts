/**
 * PostgREST 16.2's in-database configuration (`db-config`, on by default; `Config/Database.hs`
 * queryDbSettings): settings of the role `db-uri` signs in with, `ALTER ROLE authenticator
 * [IN DATABASE …] SET pgrst.db_schemas = 'api'`, the database-specific one first, and what
 * `db-pre-config` sets with `set_config`. They win over the environment and the file.
 * Also the server's version check (`AppState/Reload.hs`: PostgREST 16 needs PostgreSQL 14).
 */
import type { SqlHost } from '../postgrest';

const NAMES = [
  'db_aggregates_enabled',
  'client_error_verbosity',
  'db_anon_role',
  'db_pre_config',
  'db_extra_search_path',
  'db_max_rows',
  'db_plan_enabled',
  'db_pre_request',
  'db_prepared_statements',
  'db_root_spec',
  'db_schemas',
  'db_tx_end',
  'db_hoisted_tx_settings',
  'jwt_aud',
  'jwt_role_claim_key',
  'jwt_secret',
  'jwt_secret_is_base64',
  'jwt_cache_max_lifetime',
  'openapi_mode',
  'openapi_security_active',
  'openapi_server_proxy_uri',
  'server_cors_allowed_origins',
  'server_trace_header',
  'server_timing_enabled',
  'url_use_legacy_target_names',
].map((n) => `pgrst.${n}`);

/** `schema.function` as PostgREST quotes a qualified identifier (quoteQi). */
function quoteQualified(name: string): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const dot = name.indexOf('.');
  return dot < 0 ? quote(name) : `${quote(name.slice(0, dot))}.${quote(name.slice(dot + 1))}`;
}

export async function readInDbSettings(host: SqlHost, preConfig: string | null): Promise<[string, string][]> {
  const preConfigPart = preConfig
    ? `UNION
      SELECT null as database, x as k, current_setting(x, true) as v
      FROM unnest($1::text[]) x
      JOIN ${quoteQualified(preConfig)}() _ ON TRUE`
    : '';
  const session = await host.acquire();
  try {
    await session.query('BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY');
    const { rows } = await session.query(
      `WITH
      role_setting AS (
        SELECT setdatabase as database,
               unnest(setconfig) as setting
        FROM pg_catalog.pg_db_role_setting
        WHERE setrole = quote_ident(CURRENT_USER)::regrole::oid
          AND setdatabase IN (0, (SELECT oid FROM pg_catalog.pg_database WHERE datname = CURRENT_CATALOG))
      ),
      kv_settings AS (
        SELECT database,
               substr(setting, 1, strpos(setting, '=') - 1) as k,
               substr(setting, strpos(setting, '=') + 1) as v
        FROM role_setting
        ${preConfigPart}
      )
      SELECT DISTINCT ON (key)
             replace(k, 'pgrst.', '') AS key,
             v AS value
      FROM kv_settings
      WHERE k = ANY($1) AND v IS NOT NULL
      ORDER BY key, database DESC NULLS LAST`,
      [NAMES],
    );
    await session.query('COMMIT');
    return rows.map((r) => [String(r.key), String(r.value)]);
  } catch (error) {
    await session.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    session.release();
  }
}

/** Not retried: PostgREST exits. */
export class UnsupportedPgVersion extends Error {}

/** PostgREST 16's minimumPgVersion (`Config/PgVersion.hs`). */
const MINIMUM = { num: 140000, name: '14' };

/** The server's version; throws PostgREST's message below PostgreSQL 14. */
export async function checkPgVersion(host: SqlHost): Promise<string> {
  const session = await host.acquire();
  try {
    const { rows } = await session.query(
      "SELECT current_setting('server_version_num')::integer AS num, current_setting('server_version') AS name",
    );
    const row = rows[0]!;
    if (Number(row.num) < MINIMUM.num) {
      throw new UnsupportedPgVersion(
        `Cannot run in this PostgreSQL version (${String(row.name)}), PostgREST needs at least ${MINIMUM.name}`,
      );
    }
    return `PostgreSQL ${String(row.name)}`;
  } finally {
    session.release();
  }
}
