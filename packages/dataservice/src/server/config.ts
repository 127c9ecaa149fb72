/**
 * The configuration as PostgREST 16.2 reads it (`src/library/PostgREST/Config.hs`): a
 * `postgrest.conf` file (configFile.ts), overridden by `PGRST_*` environment variables (the key
 * upper-cased, `-` as `_`: `PGRST_DB_SCHEMAS`), overridden by the in-database settings
 * (`ALTER ROLE authenticator SET pgrst.db_schemas = …`, read by inDbConfig.ts when `db-config`).
 * An empty string counts as not set, also in the environment (it hides the file's value).
 *
 * Where PostgREST falls back to the default for a value of the wrong type (`db-max-rows = true`,
 * `db-pool = "ten"`) this server refuses to start and says which key; every other rule
 * (defaults, aliases, booleans as `"true"`, `"1"`, `on`) is PostgREST's.
 */
import { readFileSync } from 'node:fs';
import { readConfigFile, type ConfigValue } from './configFile';
import { JwtSecretError, parseSecret, type KeySet } from './jwtKeys';
import { parseRoleClaimKey, type RoleClaimKey } from './roleClaimKey';
import { checkKnownKeys } from './configKeys';
import { ConfigError, type ConfigSources } from './configSources';

export { ConfigError };

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface AppConfig {
  dbUri: string;
  dbSchemas: string[];
  dbAnonRole: string | null;
  dbMaxRows: number | null;
  dbPreRequest: string | null;
  /** Schemas after the exposed one in each request's search_path. */
  dbExtraSearchPath: string[];
  dbChannel: string;
  dbChannelEnabled: boolean;
  dbTxEnd: TxEnd;
  dbPool: number;
  /** Seconds. */
  dbPoolAcquisitionTimeout: number;
  dbPoolMaxLifetime: number;
  dbPoolMaxIdletime: number;
  dbConfig: boolean;
  dbPreConfig: string | null;
  /** The keys of `jwt-secret` (null: none configured). */
  jwtKeys: KeySet | null;
  jwtAud: string | null;
  jwtRoleClaimKey: RoleClaimKey;
  jwtCacheMaxEntries: number;
  clientErrorVerbosity: 'verbose' | 'minimal';
  serverHost: string;
  serverPort: number;
  serverCorsAllowedOrigins: string[];
  serverTimingEnabled: boolean;
  serverTraceHeader: string | null;
  adminServerHost: string;
  adminServerPort: number | null;
  logLevel: 'crit' | 'error' | 'warn' | 'info' | 'debug';
}

export interface LoadedConfig {
  config: AppConfig;
  /** To print at start-up: deprecated syntax, keys this server ignores, risky secrets. */
  warnings: string[];
}

type Raw = { value: ConfigValue; from: string } | undefined;

/** The value of one key: in-database, else environment, else file (`overrideFromDbOrEnvironment`). */
function lookup(key: string, sources: ConfigSources): Raw {
  const underscored = key.replace(/-/g, '_');
  const db = sources.dbSettings?.find(([k]) => k === underscored);
  if (db) return { value: { kind: 'string', value: db[1] }, from: `in-database setting pgrst.${underscored}` };
  const envName = `PGRST_${underscored.toUpperCase()}`;
  const env = sources.env?.[envName];
  if (env !== undefined) return { value: { kind: 'string', value: env }, from: `environment variable ${envName}` };
  const file = sources.file?.get(key);
  return file && { value: file, from: `${key} in the configuration file` };
}

function describe(v: ConfigValue): string {
  return v.kind === 'string' ? JSON.stringify(v.value) : v.kind === 'list' ? 'a list' : String(v.value);
}

function makeReaders(sources: ConfigSources) {
  const withAlias = <T>(read: (k: string) => T | null, key: string, alias?: string): T | null =>
    read(key) ?? (alias ? read(alias) : null);
  const string = (key: string, alias?: string): string | null =>
    withAlias(
      (k) => {
        const raw = lookup(k, sources);
        if (!raw) return null;
        if (raw.value.kind !== 'string') {
          throw new ConfigError(`${raw.from} must be a string in double quotes, not ${describe(raw.value)}.`);
        }
        return raw.value.value === '' ? null : raw.value.value;
      },
      key,
      alias,
    );
  const stringOrEmpty = (key: string): string | null => {
    const raw = lookup(key, sources);
    if (raw && raw.value.kind !== 'string') {
      throw new ConfigError(`${raw.from} must be a string in double quotes, not ${describe(raw.value)}.`);
    }
    return raw ? (raw.value.value as string) : null;
  };
  const int = (key: string, alias?: string): number | null =>
    withAlias(
      (k) => {
        const raw = lookup(k, sources);
        if (!raw) return null;
        const v = raw.value;
        const n =
          v.kind === 'number' ? v.value : v.kind === 'string' && /^\s*-?\d+\s*$/.test(v.value) ? Number(v.value) : NaN;
        if (!Number.isSafeInteger(n)) throw new ConfigError(`${raw.from} must be a whole number, not ${describe(v)}.`);
        return n;
      },
      key,
      alias,
    );
  const bool = (key: string, alias?: string): boolean | null =>
    withAlias(
      (k) => {
        const raw = lookup(k, sources);
        if (!raw) return null;
        const v = raw.value;
        if (v.kind === 'bool') return v.value;
        if (v.kind === 'string') {
          // coerceBool: the letters read as True/False in any case, else a number > 0.
          const letters = v.value.replace(/[^\p{L}]/gu, '').toLowerCase();
          if (letters === 'true' || letters === 'false') return letters === 'true';
          if (/^\s*-?\d+\s*$/.test(v.value)) return Number(v.value) > 0;
        }
        throw new ConfigError(`${raw.from} must be true or false, not ${describe(v)}.`);
      },
      key,
      alias,
    );
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T, what: string): T => {
    const v = string(key);
    if (v === null) return fallback;
    if (!(allowed as readonly string[]).includes(v)) {
      throw new ConfigError(`Invalid ${what}: ${key} is ${JSON.stringify(v)}; allowed are ${allowed.join(', ')}.`);
    }
    return v as T;
  };
  return { string, stringOrEmpty, int, bool, oneOf };
}

const splitOnCommas = (s: string) => s.split(',').map((x) => x.trim());

/** `@/path`: the file's contents (db-uri stripped, jwt-secret without one trailing newline). */
function readAtFile(value: string, key: string, strip: (s: Buffer) => Buffer): Buffer {
  const path = value.slice(1);
  try {
    return strip(readFileSync(path));
  } catch (error) {
    throw new ConfigError(`${key} = "@${path}": cannot read the file: ${(error as Error).message}`);
  }
}

function secretBytes(secret: string | null, isBase64: boolean): Uint8Array | null {
  if (secret === null) return null;
  let bytes: Buffer = secret.startsWith('@')
    ? readAtFile(secret, 'jwt-secret', (b) => (b.at(-1) === 0x0a ? b.subarray(0, -1) : b))
    : Buffer.from(secret, 'utf8');
  if (isBase64) {
    const text = bytes.toString('utf8').replace(/-/g, '+').replace(/_/g, '/').replace(/\./g, '=').trim();
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
      throw new ConfigError('jwt-secret is not valid base64, but jwt-secret-is-base64 is true.');
    }
    bytes = Buffer.from(text, 'base64');
  }
  return bytes;
}

/** The refusal of a jwt-secret that looks like a key (set) but is none, naming its file. */
function notKeysMessage(setting: string, why: string): string {
  const where = setting.startsWith('@') ? `jwt-secret = "${setting}"` : 'jwt-secret';
  return (
    `${where} is refused: ${why}. PostgREST 16.2 would use its text as an HMAC secret, so anyone who has ` +
    "the file could sign tokens. Save the realm's signing keys as a JWK set again and check the file " +
    'with npm run dataservice:check-jwks -- <file> (packages/dataservice/README.md, "jwt-secret").'
  );
}

/** The configuration from its sources; throws ConfigError with a sentence naming the key. */
export function buildConfig(sources: ConfigSources): LoadedConfig {
  const r = makeReaders(sources);
  const warnings = checkKnownKeys(sources, (key) => lookup(key, sources) !== undefined);

  const schemas = r.string('db-schemas', 'db-schema');
  const dbSchemas = schemas === null ? ['public'] : splitOnCommas(schemas);
  for (const forbidden of ['pg_catalog', 'information_schema']) {
    if (dbSchemas.includes(forbidden)) throw new ConfigError(`db-schemas does not allow schema: '${forbidden}'`);
  }

  const claimKeyText = r.string('jwt-role-claim-key', 'role-claim-key') ?? '$.role';
  const jwtRoleClaimKey = parseRoleClaimKey(claimKeyText);
  if (!jwtRoleClaimKey) {
    throw new ConfigError(
      `jwt-role-claim-key ${JSON.stringify(claimKeyText)} is neither a JSON Path (RFC 9535, e.g. "$.role", ` +
        `"$.realm_access.roles[0]"; in the config file write $$ for $) nor the older ".role" syntax.`,
    );
  }
  if (jwtRoleClaimKey.deprecated) {
    warnings.push(
      `WARNING: The config \`jwt-role-claim-key=${claimKeyText}\` is using the deprecated JSPath syntax. ` +
        `Update it to the JSON Path syntax of PostgREST 16 (in the config file: "$$${claimKeyText}").`,
    );
  }

  const jwtAud = r.string('jwt-aud');
  // optStringOrURI: with a ':' it must be a URI (scheme ":" …).
  if (jwtAud !== null && jwtAud.includes(':') && !/^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/.test(jwtAud)) {
    throw new ConfigError('jwt-aud should be a string or a valid URI');
  }

  const isBase64 = r.bool('jwt-secret-is-base64', 'secret-is-base64') ?? false;
  let jwtKeys: KeySet | null = null;
  const secretSetting = r.string('jwt-secret');
  const secret = secretBytes(secretSetting, isBase64);
  if (secret !== null) {
    try {
      jwtKeys = parseSecret(secret);
    } catch (error) {
      if (error instanceof JwtSecretError) throw new ConfigError(error.message);
      throw error;
    }
    // Fails closed where PostgREST 16.2 does not: it would take this text as an HMAC secret.
    if (jwtKeys.notKeys) throw new ConfigError(notKeysMessage(secretSetting!, jwtKeys.notKeys));
  }

  let dbUri = r.string('db-uri') ?? 'postgresql://';
  if (dbUri.startsWith('@'))
    dbUri = readAtFile(dbUri, 'db-uri', (b) => b)
      .toString('utf8')
      .trim();

  const serverPort = r.int('server-port') ?? 3000;
  const adminServerPort = r.int('admin-server-port');
  if (adminServerPort !== null && adminServerPort === serverPort) {
    throw new ConfigError('admin-server-port cannot be the same as server-port');
  }
  for (const [key, port] of [
    ['server-port', serverPort],
    ['admin-server-port', adminServerPort],
  ] as const) {
    if (port !== null && (port < 0 || port > 65535))
      throw new ConfigError(`${key} must be between 0 and 65535, not ${port}.`);
  }
  const serverHost = r.string('server-host') ?? '!4';
  const positive = (key: string, fallback: number, alias?: string) => {
    const v = r.int(key, alias) ?? fallback;
    if (v < 1) throw new ConfigError(`${key} must be at least 1, not ${v}.`);
    return v;
  };
  const cors = r.string('server-cors-allowed-origins');
  // optStringEmptyable: "" is an empty search path, not the default.
  const extraSearchPath = r.stringOrEmpty('db-extra-search-path');

  const config: AppConfig = {
    dbUri,
    dbSchemas,
    dbAnonRole: r.string('db-anon-role'),
    dbMaxRows: r.int('db-max-rows', 'max-rows'),
    dbPreRequest: r.string('db-pre-request', 'pre-request'),
    dbExtraSearchPath:
      extraSearchPath === null ? ['public'] : extraSearchPath === '' ? [] : splitOnCommas(extraSearchPath),
    dbChannel: r.string('db-channel') ?? 'pgrst',
    dbChannelEnabled: r.bool('db-channel-enabled') ?? true,
    dbTxEnd: r.oneOf(
      'db-tx-end',
      ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'] as const,
      'commit',
      'transaction termination',
    ),
    dbPool: positive('db-pool', 10),
    dbPoolAcquisitionTimeout: positive('db-pool-acquisition-timeout', 10),
    dbPoolMaxLifetime: positive('db-pool-max-lifetime', 1800),
    dbPoolMaxIdletime: positive('db-pool-timeout', 30, 'db-pool-max-idletime'),
    dbConfig: r.bool('db-config') ?? true,
    dbPreConfig: r.string('db-pre-config'),
    jwtKeys,
    jwtAud,
    jwtRoleClaimKey,
    jwtCacheMaxEntries: r.int('jwt-cache-max-entries') ?? 1000,
    clientErrorVerbosity: r.oneOf(
      'client-error-verbosity',
      ['verbose', 'minimal'] as const,
      'verbose',
      'client-error-verbosity',
    ),
    serverHost,
    serverPort,
    serverCorsAllowedOrigins: cors === null ? [] : splitOnCommas(cors),
    serverTimingEnabled: r.bool('server-timing-enabled') ?? false,
    serverTraceHeader: r.string('server-trace-header'),
    adminServerHost: r.string('admin-server-host') ?? serverHost,
    adminServerPort,
    logLevel: r.oneOf('log-level', ['crit', 'error', 'warn', 'info', 'debug'] as const, 'error', 'logging level'),
  };
  if (config.dbMaxRows !== null && config.dbMaxRows < 0) {
    throw new ConfigError(`db-max-rows must not be negative, not ${config.dbMaxRows}.`);
  }
  return { config, warnings };
}

/** Reads the file (if any) and the environment: what `postgrest <file>` reads before it connects. */
export function loadConfig(
  path: string | undefined,
  env: Record<string, string | undefined>,
  dbSettings?: [string, string][],
): LoadedConfig {
  const file = path === undefined ? undefined : readConfigFile(path, env);
  return buildConfig({ file, env, dbSettings });
}
