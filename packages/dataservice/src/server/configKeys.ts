/**
 * Which of PostgREST 16.2's configuration keys (`Config.hs` parser, `Config/Database.hs`
 * dbSettingsNames) this server reads, which it knows but does not emulate, and which it refuses.
 * PostgREST itself ignores keys it does not know without a word; this server warns, so a typo
 * (`db-schema = …` is an alias, `db-schemes` is not) does not go unnoticed.
 */
import { ConfigError, type ConfigSources } from './configSources';

/** Read and applied (config.ts, jwt.ts, httpServer.ts, sqlHost.ts, main.ts). */
const EMULATED = [
  'db-uri',
  'db-schemas',
  'db-schema',
  'db-anon-role',
  'db-max-rows',
  'max-rows',
  'db-pre-request',
  'pre-request',
  'db-channel',
  'db-channel-enabled',
  'db-tx-end',
  'db-pool',
  'db-pool-acquisition-timeout',
  'db-pool-max-lifetime',
  'db-pool-max-idletime',
  'db-pool-timeout',
  'db-config',
  'db-pre-config',
  'db-extra-search-path',
  'db-prepared-statements',
  'jwt-secret',
  'jwt-secret-is-base64',
  'secret-is-base64',
  'jwt-aud',
  'jwt-role-claim-key',
  'role-claim-key',
  'jwt-cache-max-entries',
  'client-error-verbosity',
  'server-host',
  'server-port',
  'server-cors-allowed-origins',
  'server-timing-enabled',
  'server-trace-header',
  'admin-server-host',
  'admin-server-port',
  'log-level',
];

/** PostgREST's, but not done here: set, they are ignored with a warning. */
const NOT_EMULATED: Record<string, string> = {
  'db-aggregates-enabled': 'aggregate functions in select',
  'db-hoisted-tx-settings': 'hoisted transaction settings',
  'db-plan-enabled': 'the EXPLAIN media type',
  'db-pool-automatic-recovery': 'exiting when the database is lost (this server always retries)',
  'db-root-spec': 'the root path function',
  'root-spec': 'the root path function',
  'log-query': 'logging the SQL',
  'openapi-mode': 'the OpenAPI description',
  'openapi-security-active': 'the OpenAPI description',
  'openapi-server-proxy-uri': 'the OpenAPI description',
  'server-reuseport': 'SO_REUSEPORT',
  'url-use-legacy-target-names': 'legacy embedding names',
  'internal-schema-cache-query-sleep-before-queries': 'a test hook',
  'internal-schema-cache-query-sleep': 'a test hook',
};

/** Set, they would change where PostgREST listens: refused rather than ignored. */
const REFUSED = [
  'server-unix-socket',
  'server-unix-socket-mode',
  'admin-server-unix-socket',
  'admin-server-unix-socket-mode',
];

const ALL = new Set([...EMULATED, ...Object.keys(NOT_EMULATED), ...REFUSED]);
const envName = (key: string) => `PGRST_${key.replace(/-/g, '_').toUpperCase()}`;

/** Warnings for the keys set in the sources; throws for a refused one. */
export function checkKnownKeys(sources: ConfigSources, isSet: (key: string) => boolean): string[] {
  const warnings: string[] = [];
  for (const key of REFUSED) {
    if (isSet(key)) {
      throw new ConfigError(
        `${key} is set, but this server listens on TCP only (server-host, server-port); remove ${key}.`,
      );
    }
  }
  for (const [key, what] of Object.entries(NOT_EMULATED)) {
    if (isSet(key)) warnings.push(`WARNING: ${key} is not emulated by this server (${what}); it is ignored.`);
  }
  const appSettings = (k: string) => k.startsWith('app.settings.');
  const knownEnv = new Set([...ALL].map(envName));
  for (const key of sources.file?.keys() ?? []) {
    if (appSettings(key)) warnings.push(`WARNING: ${key}: app.settings.* are not emulated by this server; ignored.`);
    else if (!ALL.has(key)) warnings.push(`WARNING: unknown configuration key ${key} (PostgREST ignores it too).`);
  }
  for (const name of Object.keys(sources.env ?? {})) {
    if (!name.startsWith('PGRST_') || knownEnv.has(name)) continue;
    if (name.startsWith('PGRST_APP_SETTINGS_')) {
      warnings.push(`WARNING: ${name}: app.settings.* are not emulated by this server; ignored.`);
    } else warnings.push(`WARNING: unknown environment variable ${name} (PostgREST ignores it too).`);
  }
  return warnings;
}
