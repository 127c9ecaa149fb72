/**
 * The data service reads `postgrest.conf` and `PGRST_*` as PostgREST 16.2 does
 * (src/server/config.ts). The cases marked "PostgREST's test" are PostgREST's own
 * (`test/io/configs/*.config` at v16.2, `test_config.py`) with the values it expects.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig, ConfigError, loadConfig, type AppConfig } from '../../src/server/config';
import { parseConfigText } from '../../src/server/configFile';
import { connectionConfig } from '../../src/server/dbUri';

const dir = mkdtempSync(join(tmpdir(), 'wm-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'ein-mindestens-32-zeichen-langes-geheimnis';

/** The configuration of a file's text and an environment. */
function read(text: string, env: Record<string, string> = {}, dbSettings?: [string, string][]) {
  return buildConfig({ file: parseConfigText(text, join(dir, 'postgrest.conf'), env), env, dbSettings });
}
const config = (text: string, env: Record<string, string> = {}) => read(text, env).config;
/** The plain values (the role claim key as its text, keys as how they were read). */
function plain(c: AppConfig) {
  const { jwtKeys, jwtRoleClaimKey, ...rest } = c;
  return { ...rest, jwtKeys: jwtKeys?.source ?? null, jwtRoleClaimKey: jwtRoleClaimKey.text };
}

describe('defaults', () => {
  it('are PostgREST 16.2 defaults for an empty file (PostgREST\'s test "defaults.config")', () => {
    expect(plain(config(''))).toEqual({
      dbUri: 'postgresql://',
      dbSchemas: ['public'],
      dbAnonRole: null,
      dbMaxRows: null,
      dbPreRequest: null,
      dbExtraSearchPath: ['public'],
      dbChannel: 'pgrst',
      dbChannelEnabled: true,
      dbTxEnd: 'commit',
      dbPool: 10,
      dbPoolAcquisitionTimeout: 10,
      dbPoolMaxLifetime: 1800,
      dbPoolMaxIdletime: 30,
      dbConfig: true,
      dbPreConfig: null,
      jwtKeys: null,
      jwtAud: null,
      jwtRoleClaimKey: '$.role',
      jwtCacheMaxEntries: 1000,
      clientErrorVerbosity: 'verbose',
      serverHost: '!4',
      serverPort: 3000,
      serverCorsAllowedOrigins: [],
      serverTimingEnabled: false,
      serverTraceHeader: null,
      adminServerHost: '!4',
      adminServerPort: null,
      logLevel: 'error',
    });
  });
});

describe('the file format (configurator-pg)', () => {
  it.each([
    ['quoted string', 'db-anon-role = "web_anon"', { dbAnonRole: 'web_anon' }],
    ['number', 'db-max-rows = 1000', { dbMaxRows: 1000 }],
    ['number as string', 'db-max-rows = "1000"', { dbMaxRows: 1000 }],
    ['true/false', 'db-channel-enabled = false', { dbChannelEnabled: false }],
    ['on/off', 'db-channel-enabled = off', { dbChannelEnabled: false }],
    ['comment after a value', 'db-pool = 3 # three', { dbPool: 3 }],
    ['comment lines and blank lines', '# a comment\n\n  db-pool = 4\n', { dbPool: 4 }],
    ['a commented-out directive', '#; db-pool = 4\ndb-pool = 5', { dbPool: 5 }],
    ['escapes', 'db-anon-role = "a\\"b\\\\c\\u00e4"', { dbAnonRole: 'a"b\\cä' }],
    ['$$ is one $', 'jwt-role-claim-key = "$$.app_status"', { jwtRoleClaimKey: '$.app_status' }],
    ['an empty string is not set', 'db-anon-role = ""', { dbAnonRole: null }],
    [
      'the schemas, split on commas and trimmed',
      'db-schemas = "multi,   tenant,setup"',
      { dbSchemas: ['multi', 'tenant', 'setup'] },
    ],
    ['no extra search path', 'db-extra-search-path = ""', { dbExtraSearchPath: [] }],
    ['the last binding wins', 'db-pool = 1\ndb-pool = 2', { dbPool: 2 }],
  ])('%s', (_, text, expected) => {
    expect(plain(config(text))).toMatchObject(expected);
  });

  it('reads a group as dotted keys', () => {
    const values = parseConfigText('app {\n  settings { jwt_exp = 300 }\n  name = "x"\n}', 'postgrest.conf', {});
    expect([...values]).toEqual([
      ['app.settings.jwt_exp', { kind: 'number', value: 300 }],
      ['app.name', { kind: 'string', value: 'x' }],
    ]);
  });

  it('interpolates $(NAME) from an earlier key, else the environment', () => {
    const c = config('host = "db.example.org"\ndb-uri = "postgres://authenticator:$(PGPASS)@$(host)/wm"', {
      PGPASS: 'geheim',
    });
    expect(c.dbUri).toBe('postgres://authenticator:geheim@db.example.org/wm');
  });

  it('imports another file relative to the importing one', () => {
    writeFileSync(join(dir, 'jwt.conf'), 'jwt-aud = "waldmonitor-web"\n');
    expect(config('import "jwt.conf"\ndb-pool = 2')).toMatchObject({ jwtAud: 'waldmonitor-web', dbPool: 2 });
  });

  it.each([
    [
      'a lone $ (PostgREST 16 syntax needs $$ in the file)',
      'jwt-role-claim-key = "$.app_status"',
      /parsing interpolation .*\$\$/,
    ],
    ['an unknown variable', 'db-uri = "$(NO_SUCH_VARIABLE_HERE)"', /no such variable: 'NO_SUCH_VARIABLE_HERE'/],
    ['an unquoted string', 'db-anon-role = web_anon', /a value: .* \(line 1, column 16\)/],
    ['two directives on one line', 'db-pool = 1 db-max-rows = 2', /unexpected "d"/],
    ['an unclosed string', 'db-anon-role = "web_anon', /a closing quote/],
    ['a bad escape', 'db-anon-role = "a\\qb"', /an escape/],
    ['"import" as a key', 'import = 1', /reserved word/],
  ])('refuses %s', (_, text, message) => {
    expect(() => config(text)).toThrow(message);
  });
});

describe("PostgREST's own configuration tests", () => {
  it('"no-defaults.config": every key read', () => {
    const c = read(
      [
        'client-error-verbosity = "minimal"',
        'db-anon-role = "root"',
        'db-channel = "postgrest"',
        'db-channel-enabled = false',
        'db-extra-search-path = "public, test"',
        'db-max-rows = 1000',
        'db-pool = 1',
        'db-pool-acquisition-timeout = 30',
        'db-pool-max-lifetime = 3600',
        'db-pool-max-idletime = 60',
        'db-pre-request = "please_run_fast"',
        'db-schemas = "multi,   tenant,setup"',
        'db-config = false',
        'db-pre-config = "postgrest.pre_config"',
        'db-tx-end = "rollback-allow-override"',
        'db-uri = "tmp_db"',
        'jwt-aud = "https://postgrest.org"',
        'jwt-role-claim-key = "$$.user[0].real_role"',
        'jwt-secret = "c2VjdXJpdHl0aHJvdWdob2JzY3VyaXR5aW5iYXNlNjQ="',
        'jwt-secret-is-base64 = true',
        'jwt-cache-max-entries = 86400',
        'log-level = "info"',
        'server-cors-allowed-origins = "http://example.com"',
        'server-host = "0.0.0.0"',
        'server-port = 80',
        'server-trace-header = "X-Request-Id"',
        'server-timing-enabled = true',
        'admin-server-port = 3001',
        'admin-server-host = "127.0.0.1"',
      ].join('\n'),
    );
    expect(plain(c.config)).toEqual({
      dbUri: 'tmp_db',
      dbSchemas: ['multi', 'tenant', 'setup'],
      dbAnonRole: 'root',
      dbMaxRows: 1000,
      dbPreRequest: 'please_run_fast',
      dbExtraSearchPath: ['public', 'test'],
      dbChannel: 'postgrest',
      dbChannelEnabled: false,
      dbTxEnd: 'rollback-allow-override',
      dbPool: 1,
      dbPoolAcquisitionTimeout: 30,
      dbPoolMaxLifetime: 3600,
      dbPoolMaxIdletime: 60,
      dbConfig: false,
      dbPreConfig: 'postgrest.pre_config',
      jwtKeys: 'secret',
      jwtAud: 'https://postgrest.org',
      jwtRoleClaimKey: '$.user[0].real_role',
      jwtCacheMaxEntries: 86400,
      clientErrorVerbosity: 'minimal',
      serverHost: '0.0.0.0',
      serverPort: 80,
      serverCorsAllowedOrigins: ['http://example.com'],
      serverTimingEnabled: true,
      serverTraceHeader: 'X-Request-Id',
      adminServerHost: '127.0.0.1',
      adminServerPort: 3001,
      logLevel: 'info',
    });
    expect(Buffer.from(c.config.jwtKeys!.keys[0]!.material as Uint8Array).toString()).toBe(
      'securitythroughobscurityinbase64',
    );
    expect(c.warnings).toEqual([]);
  });

  it('"aliases.config": the old names of keys', () => {
    const c = config(
      'db-schema = "provided_through_alias"\ndb-pool-timeout = 5\nmax-rows = 1000\npre-request = "check_alias"\n' +
        'role-claim-key = "$$.aliased"\nsecret-is-base64 = true',
    );
    expect(plain(c)).toMatchObject({
      dbSchemas: ['provided_through_alias'],
      dbPoolMaxIdletime: 5,
      dbMaxRows: 1000,
      dbPreRequest: 'check_alias',
      jwtRoleClaimKey: '$.aliased',
    });
  });

  it.each([
    ['"boolean-numeric.config"', 'db-channel-enabled = "1"\njwt-secret-is-base64 = "0"', [true, false]],
    ['"boolean-numeric.config", 2 is true', 'db-channel-enabled = "2"\ndb-config = "0"', [true, false]],
    ['"boolean-string.config"', 'db-channel-enabled = "true"\ndb-config = "FALSE"', [true, false]],
    ['"boolean-string.config", quoted inside', 'db-channel-enabled = "\\"false\\""\ndb-config = "tRuE"', [false, true]],
  ])('%s', (_, text, [channel, second]) => {
    const c = config(text);
    expect(c.dbChannelEnabled).toBe(channel);
    if (text.includes('db-config')) expect(c.dbConfig).toBe(second);
  });
});

describe('jwt-role-claim-key', () => {
  it.each([
    ['$$.app_status', '$.app_status', false],
    ['$$.realm_access.roles[0]', '$.realm_access.roles[0]', false],
    ["$$['https://www.example.com/role'].key", "$['https://www.example.com/role'].key", false],
    ["$$.postgrest.roles[?(@ == 'author')]", "$.postgrest.roles[?(@ == 'author')]", false],
    ['.app_status', '.app_status', true],
    ['.roles[?(@ ^== \\"ogf_\\")]', '.roles[?(@ ^== "ogf_")]', true],
  ])('reads "%s" (deprecated: %s)', (written, text, deprecated) => {
    const { config: c, warnings } = read(`jwt-role-claim-key = "${written}"`);
    expect(c.jwtRoleClaimKey).toMatchObject({ text, deprecated });
    expect(warnings.some((w) => w.includes('deprecated JSPath syntax'))).toBe(deprecated);
  });

  it('warns about the 14 syntax with the line to write instead', () => {
    expect(read('jwt-role-claim-key = ".app_status"').warnings).toEqual([
      'WARNING: The config `jwt-role-claim-key=.app_status` is using the deprecated JSPath syntax. ' +
        'Update it to the JSON Path syntax of PostgREST 16 (in the config file: "$$.app_status").',
    ]);
  });

  it.each(['app_status', '$$.app-status', '$$.', '.', '$$.a[?(@ = 1)]'])('refuses "%s"', (written) => {
    expect(() => config(`jwt-role-claim-key = "${written}"`)).toThrow(/is neither a JSON Path .* nor the older/);
  });
});

describe('environment and in-database settings', () => {
  it('PGRST_* overrides the file (PostgREST\'s test "no-defaults-env.yaml")', () => {
    const c = config('db-schemas = "api"\ndb-anon-role = "web_anon"\ndb-max-rows = 10', {
      PGRST_DB_SCHEMAS: 'multi,   tenant,setup',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_JWT_ROLE_CLAIM_KEY: '$.user[0].real_role',
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_SERVER_PORT: '80',
    });
    expect(plain(c)).toMatchObject({
      dbSchemas: ['multi', 'tenant', 'setup'],
      dbAnonRole: 'web_anon',
      dbMaxRows: 1000,
      jwtRoleClaimKey: '$.user[0].real_role',
      dbChannelEnabled: false,
      serverPort: 80,
    });
  });

  it("an empty PGRST_* variable unsets the file's value", () => {
    expect(config('db-anon-role = "web_anon"', { PGRST_DB_ANON_ROLE: '' }).dbAnonRole).toBeNull();
  });

  it('in-database settings override the environment and the file', () => {
    const c = read('db-schemas = "api"', { PGRST_DB_SCHEMAS: 'env' }, [
      ['db_schemas', 'fromdb'],
      ['jwt_aud', 'waldmonitor-web'],
    ]).config;
    expect(c).toMatchObject({ dbSchemas: ['fromdb'], jwtAud: 'waldmonitor-web' });
  });

  it('works without a file (environment only)', () => {
    const { config: c } = loadConfig(undefined, { PGRST_DB_URI: 'postgres://x@y/z', PGRST_DB_ANON_ROLE: 'anon' });
    expect(c).toMatchObject({ dbUri: 'postgres://x@y/z', dbAnonRole: 'anon' });
  });
});

describe('secrets from files', () => {
  it('reads jwt-secret = "@file" without its trailing newline', () => {
    writeFileSync(join(dir, 'hmac.txt'), `${SECRET}\n`);
    const key = config(`jwt-secret = "@${join(dir, 'hmac.txt')}"`).jwtKeys!.keys[0]!;
    expect(Buffer.from(key.material as Uint8Array).toString()).toBe(SECRET);
    expect(key).toMatchObject({ kty: 'oct', alg: 'HS256' });
  });

  it('reads a JWKS file as a key set', () => {
    const jwks = { keys: [{ kty: 'RSA', kid: 'k1', alg: 'RS256', use: 'sig', n: 'sXch', e: 'AQAB' }] };
    writeFileSync(join(dir, 'jwks.json'), JSON.stringify(jwks));
    const keys = config(`jwt-secret = "@${join(dir, 'jwks.json')}"`).jwtKeys!;
    expect(keys.source).toBe('jwks');
    expect(keys.keys).toMatchObject([{ kty: 'RSA', kid: 'k1', alg: 'RS256', use: 'sig' }]);
  });

  it('reads db-uri = "@file" trimmed', () => {
    writeFileSync(join(dir, 'uri.txt'), '  postgres://authenticator@db/wm \n');
    expect(config(`db-uri = "@${join(dir, 'uri.txt')}"`).dbUri).toBe('postgres://authenticator@db/wm');
  });

  it.each([
    ['cut off', '{"keys": [{"kty": "RSA", "kid": "k1", "n": "sX', 'it starts like JSON but does not parse (cut off?)'],
    [
      'a key without e',
      '{"keys": [{"kty": "RSA", "kid": "k1", "n": "sXch"}], "note": "no e, so this is no key set"}',
      'it is JSON but no valid JSON Web Key (Set): a key is malformed or lacks a member',
    ],
    [
      'a PEM file',
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsXch\n-----END PUBLIC KEY-----',
      'it is a PEM file, not a JSON Web Key (Set)',
    ],
  ])('refuses a key file that is no JWK set (%s), which PostgREST would take as an HMAC secret', (_, text, why) => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, text);
    expect(() => read(`jwt-secret = "@${file}"`)).toThrow(
      new ConfigError(
        `jwt-secret = "@${file}" is refused: ${why}. PostgREST 16.2 would use its text as an HMAC secret, so ` +
          "anyone who has the file could sign tokens. Save the realm's signing keys as a JWK set again and check " +
          'the file with npm run dataservice:check-jwks -- <file> (packages/dataservice/README.md, "jwt-secret").',
      ),
    );
  });
});

describe('errors', () => {
  it.each([
    [
      'db-tx-end = "sometimes"',
      'Invalid transaction termination: db-tx-end is "sometimes"; allowed are commit, commit-allow-override, rollback, rollback-allow-override.',
    ],
    ['db-schemas = "api, pg_catalog"', "db-schemas does not allow schema: 'pg_catalog'"],
    ['server-port = 3000\nadmin-server-port = 3000', 'admin-server-port cannot be the same as server-port'],
    ['jwt-secret = "zu-kurz"', 'The JWT secret must be at least 32 characters long.'],
    ['db-max-rows = "many"', 'db-max-rows in the configuration file must be a whole number, not "many".'],
    ['db-max-rows = true', 'db-max-rows in the configuration file must be a whole number, not true.'],
    ['db-pool = 1.5', 'db-pool in the configuration file must be a whole number, not 1.5.'],
    ['db-pool = 0', 'db-pool must be at least 1, not 0.'],
    ['db-channel-enabled = 13', 'db-channel-enabled in the configuration file must be true or false, not 13.'],
    ['db-channel-enabled = "yes"', 'db-channel-enabled in the configuration file must be true or false, not "yes".'],
    ['db-anon-role = 5', 'db-anon-role in the configuration file must be a string in double quotes, not 5.'],
    ['log-level = "loud"', 'Invalid logging level: log-level is "loud"; allowed are crit, error, warn, info, debug.'],
    ['jwt-aud = "no uri: really"', 'jwt-aud should be a string or a valid URI'],
    ['server-port = 70000', 'server-port must be between 0 and 65535, not 70000.'],
    [
      'server-unix-socket = "/tmp/pgrst.sock"',
      'server-unix-socket is set, but this server listens on TCP only (server-host, server-port); remove server-unix-socket.',
    ],
    ['jwt-secret = "@/no/such/file"', /^jwt-secret = "@\/no\/such\/file": cannot read the file: ENOENT/],
    [
      'jwt-secret = "!!!"\njwt-secret-is-base64 = true',
      'jwt-secret is not valid base64, but jwt-secret-is-base64 is true.',
    ],
  ])('%s', (text, message) => {
    expect(() => config(text)).toThrow(message);
  });

  it('names the environment variable that holds a bad value', () => {
    expect(() => config('', { PGRST_DB_POOL: 'ten' })).toThrow(
      'environment variable PGRST_DB_POOL must be a whole number, not "ten".',
    );
  });
});

describe('warnings', () => {
  it('warns about unknown keys and keys this server does not emulate', () => {
    const { warnings } = read('db-schemes = "api"\ndb-plan-enabled = true\napp.settings.jwt_exp = "300"', {
      PGRST_DB_SCHEMES: 'api',
      HOME: '/root',
    });
    expect(warnings).toEqual([
      'WARNING: db-plan-enabled is not emulated by this server (the EXPLAIN media type); it is ignored.',
      'WARNING: unknown configuration key db-schemes (PostgREST ignores it too).',
      'WARNING: app.settings.jwt_exp: app.settings.* are not emulated by this server; ignored.',
      'WARNING: unknown environment variable PGRST_DB_SCHEMES (PostgREST ignores it too).',
    ]);
  });
});

describe('db-uri as libpq reads it', () => {
  it.each([
    [
      'a URI',
      'postgres://authenticator:geheim@db.example.org:5432/waldmonitor',
      { connectionString: 'postgres://authenticator:geheim@db.example.org:5432/waldmonitor' },
    ],
    [
      'a socket URI',
      'postgresql:///postgres?host=/run/postgresql',
      { connectionString: 'postgresql:///postgres?host=/run/postgresql' },
    ],
    [
      "sslmode with libpq's meaning",
      'postgres://a@b/c?sslmode=require',
      { connectionString: 'postgres://a@b/c?sslmode=require&uselibpqcompat=true' },
    ],
    [
      'keyword/value',
      "host=db port=5433 dbname=wm user=authenticator password='ge heim\\'s'",
      { host: 'db', port: 5433, database: 'wm', user: 'authenticator', password: "ge heim's" },
    ],
    ['keyword/value with sslmode', 'host=db sslmode=verify-full', { host: 'db', ssl: { rejectUnauthorized: true } }],
    ['a database name', 'waldmonitor', { database: 'waldmonitor' }],
  ])('%s', (_, uri, expected) => {
    expect(connectionConfig(uri)).toEqual(expected);
  });
});
