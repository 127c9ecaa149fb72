/**
 * The data service's HTTP side (src/server/service.ts, httpServer.ts, cors.ts, sqlHost.ts) on
 * the run's cluster, with an emulation that echoes what it is handed: the request as the server
 * parsed it, CORS as PostgREST 16.2 answers it, refusals before the emulation, the admin server's
 * /live and /ready, 503 PGRST002 while the schema cache cannot load, LISTEN and the in-database
 * settings.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Emulation } from '../../src/postgrest';
import { corsFor } from '../../src/server/cors';
import { startDataService, type CreateEmulation, type DataService } from '../../src/server/service';
import { connect } from '../db';
import { freePort } from './freePort';

const SECRET = 'ein-mindestens-32-zeichen-langes-geheimnis';
const dir = mkdtempSync(join(tmpdir(), 'wm-service-'));
const { host, port } = inject('pg');
const DB_URI = `postgres:///postgres?host=${encodeURIComponent(host)}&port=${port}&user=authenticator`;

/** An emulation that answers with what it was handed and who it is in the database. */
function echoing(notified: string[] = []): CreateEmulation {
  return async (settings, sqlHost) => {
    const unlisten = await sqlHost.listen?.(settings.dbChannel ?? 'pgrst', (payload) => notified.push(payload));
    const emulation: Emulation = {
      async handle(request) {
        const session = await sqlHost.acquire();
        try {
          const { rows } = await session.query('SELECT current_user AS db_user');
          return {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify({ request, settings, db: rows[0] }),
          };
        } finally {
          session.release();
        }
      },
      plan: () => ({ statements: [] }),
      reloadSchemaCache: async () => {},
      close: async () => {
        await unlisten?.();
      },
    };
    return emulation;
  };
}

async function start(extra: string, createEmulation: CreateEmulation, log: string[] = []) {
  const file = join(dir, `postgrest-${Math.random().toString(36).slice(2)}.conf`);
  writeFileSync(
    file,
    [
      `db-uri = "${DB_URI}"`,
      'db-schemas = "api"',
      'db-anon-role = "web_anon"',
      // A test's own jwt-secret in `extra` takes the place of this one.
      ...(extra.includes('jwt-secret') ? [] : [`jwt-secret = "${SECRET}"`]),
      'jwt-role-claim-key = "$$.app_status"',
      'jwt-aud = "waldmonitor-web"',
      'server-host = "127.0.0.1"',
      'server-port = 0',
      'admin-server-host = "127.0.0.1"',
      `admin-server-port = ${await freePort()}`,
      extra,
    ].join('\n'),
  );
  return startDataService({ configPath: file, env: {}, log: (line) => log.push(line), createEmulation });
}

const token = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET));

let service: DataService;
const notified: string[] = [];
const log: string[] = [];
let superuser: pg.Client;

beforeAll(async () => {
  superuser = await connect('postgres');
  service = await start('', echoing(notified), log);
});
afterAll(async () => {
  await service?.close();
  await superuser?.end();
  rmSync(dir, { recursive: true, force: true });
});

describe('a request handed to the emulation', () => {
  it('carries method, raw path and query, lower-cased headers, body, role and claims', async () => {
    const response = await fetch(`${service.url}/rpc/a_get_invoices?order=id.desc&limit=50`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await token({ app_status: 'ogf_admin', aud: 'waldmonitor-web' })}`,
        'X-Custom': 'eins',
        Prefer: 'count=exact',
      },
      body: '{"client_id": 3}',
    });
    expect(response.status).toBe(200);
    const { request, settings, db } = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/rpc/a_get_invoices',
      query: 'order=id.desc&limit=50',
      body: '{"client_id": 3}',
      role: 'ogf_admin',
      claims: { app_status: 'ogf_admin', aud: 'waldmonitor-web' },
    });
    expect(request?.headers).toMatchObject({ 'x-custom': 'eins', prefer: 'count=exact' });
    expect(settings).toEqual({
      dbSchemas: ['api'],
      dbAnonRole: 'web_anon',
      dbMaxRows: null,
      dbPreRequest: null,
      dbExtraSearchPath: ['public'],
      dbChannel: 'pgrst',
      dbChannelEnabled: true,
      dbTxEnd: 'commit',
    });
    expect(db).toEqual({ db_user: 'authenticator' });
  });

  it('runs a request without a token as db-anon-role with no claims and no body', async () => {
    const { request } = (await (await fetch(`${service.url}/benutzer`)).json()) as Record<
      string,
      Record<string, unknown>
    >;
    expect(request).toMatchObject({
      method: 'GET',
      path: '/benutzer',
      query: '',
      body: null,
      role: 'web_anon',
      claims: {},
    });
  });

  it('refuses a bad token before the emulation, as PostgREST does', async () => {
    const expired = await token({ app_status: 'ogf_admin', exp: Math.floor(Date.now() / 1000) - 60 });
    const response = await fetch(`${service.url}/benutzer`, {
      headers: { Authorization: `Bearer ${expired}`, Origin: 'http://127.0.0.1:4173' },
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('{"code":"PGRST303","details":null,"hint":null,"message":"JWT expired"}');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'proxy-status': 'PostgREST; error=PGRST303',
      'www-authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
      'access-control-allow-origin': '*',
    });
  });
});

describe('CORS (Cors.hs with wai-cors)', () => {
  it("answers the app's preflight from another origin", async () => {
    const response = await fetch(`${service.url}/rpc/a_get_invoices`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, prefer, range',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    const headers = Object.fromEntries([...response.headers].filter(([k]) => k.startsWith('access-control-')));
    expect(headers).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
      'access-control-allow-headers':
        'Authorization, authorization, content-type, prefer, range, Accept, Accept-Language, Content-Language',
      'access-control-max-age': '86400',
    });
  });

  it('adds the allowed origin and the exposed headers to an answer', async () => {
    const response = await fetch(`${service.url}/benutzer`, { headers: { Origin: 'http://127.0.0.1:4173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
    );
  });

  it.each([
    ['no Origin: no CORS', 'GET', {}, [], { kind: 'none' }],
    [
      'a listed origin is echoed with credentials',
      'GET',
      { origin: 'https://app.example' },
      ['https://app.example'],
      {
        kind: 'actual',
        headers: expect.objectContaining({
          'access-control-allow-origin': 'https://app.example',
          'access-control-allow-credentials': 'true',
        }),
      },
    ],
    [
      'an origin not listed gets nothing',
      'GET',
      { origin: 'https://evil.example' },
      ['https://app.example'],
      { kind: 'none' },
    ],
    [
      'OPTIONS without Access-Control-Request-Method goes to the API',
      'OPTIONS',
      { origin: 'https://a' },
      [],
      { kind: 'none' },
    ],
    [
      'a preflight for a method not allowed goes to the API',
      'OPTIONS',
      { origin: 'https://a', 'access-control-request-method': 'TRACE' },
      [],
      { kind: 'none' },
    ],
    [
      'a preflight without requested headers',
      'OPTIONS',
      { origin: 'https://a', 'access-control-request-method': 'GET' },
      [],
      {
        kind: 'preflight',
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
          'access-control-max-age': '86400',
        },
      },
    ],
  ])('%s', (_, method, headers, origins, expected) => {
    expect(corsFor(method, headers as Record<string, string>, origins)).toEqual(expected);
  });
});

describe('the admin server (Admin.hs)', () => {
  it.each([
    ['/live', 200],
    ['/ready', 200],
    ['/ready?probe=1', 200],
    ['/metrics', 404],
    ['/', 404],
  ])('%s → %i, empty', async (path, status) => {
    const response = await fetch(`${service.adminUrl}${path}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('');
  });
});

describe('the database behind it', () => {
  it('passes NOTIFY pgrst to the emulation, and reloads the configuration on "reload config"', async () => {
    await superuser.query("NOTIFY pgrst, 'reload schema'");
    await expect.poll(() => notified).toContain('reload schema');
    await superuser.query("NOTIFY pgrst, 'reload config'");
    await expect.poll(() => log).toContain('Config reloaded');
    expect(notified).toContain('reload config');
  });

  it('reads the in-database settings (db-config) of the role it signs in as', async () => {
    await superuser.query("ALTER ROLE authenticator IN DATABASE postgres SET pgrst.db_max_rows = '25'");
    try {
      await service.reloadConfig();
      const { settings } = (await (await fetch(`${service.url}/x`)).json()) as Record<string, Record<string, unknown>>;
      expect(settings?.dbMaxRows).toBe(25);
    } finally {
      await superuser.query('ALTER ROLE authenticator IN DATABASE postgres RESET pgrst.db_max_rows');
      await service.reloadConfig();
    }
  });

  it('answers 503 PGRST002 with Retry-After while the schema cache cannot load, then serves', async () => {
    let attempts = 0;
    const flaky: CreateEmulation = (settings, sqlHost) =>
      ++attempts === 1 ? Promise.reject(new Error('connection refused')) : echoing()(settings, sqlHost);
    const lines: string[] = [];
    const retrying = await start('', flaky, lines);
    try {
      const response = await fetch(`${retrying.url}/benutzer`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.text()).toBe(
        '{"code":"PGRST002","details":null,"hint":null,"message":"Could not query the database for the schema cache. Retrying."}',
      );
      expect((await fetch(`${retrying.adminUrl}/ready`)).status).toBe(503);
      expect((await fetch(`${retrying.adminUrl}/live`)).status).toBe(200);
      expect(lines).toContain('Attempting to reconnect to the database in 1 seconds...');
      await expect.poll(async () => (await fetch(`${retrying.adminUrl}/ready`)).status, { timeout: 5000 }).toBe(200);
      expect((await fetch(`${retrying.url}/benutzer`)).status).toBe(200);
    } finally {
      await retrying.close();
    }
  });
});

describe('a key file that does not parse (jwt-secret = "@file")', () => {
  // PostgREST 16.2 would take its text as an HMAC secret: anyone with the public file could sign.
  const cutOff = '{"keys": [{"kty": "RSA", "kid": "realm-1", "alg": "RS256", "use": "sig", "n": "sXch';
  const hmacOf = (text: string, claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(text));
  const admin = { app_status: 'ogf_admin', aud: 'waldmonitor-web' };

  it('stops the start with the file named', async () => {
    const file = join(dir, 'cut-off-jwks.json');
    writeFileSync(file, cutOff);
    await expect(start(`jwt-secret = "@${file}"`, echoing())).rejects.toThrow(
      `jwt-secret = "@${file}" is refused: it starts like JSON but does not parse (cut off?).`,
    );
  });

  it('is refused on reload: the last good keys stay, the refusal is logged with the file named', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const file = join(dir, 'realm-jwks.json');
    writeFileSync(
      file,
      JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'realm-1', alg: 'RS256', use: 'sig' }] }),
    );
    const signed = () => new SignJWT(admin).setProtectedHeader({ alg: 'RS256', kid: 'realm-1' }).sign(privateKey);
    const lines: string[] = [];
    const keyed = await start(`jwt-secret = "@${file}"`, echoing(), lines);
    try {
      const asked = async (jwt: string) =>
        (await fetch(`${keyed.url}/benutzer`, { headers: { Authorization: `Bearer ${jwt}` } })).status;
      expect(await asked(await signed())).toBe(200);

      writeFileSync(file, cutOff);
      await keyed.reloadConfig();

      expect(lines.at(-1)).toBe(
        `Failed reloading config: jwt-secret = "@${file}" is refused: it starts like JSON but does not parse (cut off?). ` +
          'PostgREST 16.2 would use its text as an HMAC secret, so anyone who has the file could sign tokens. ' +
          "Save the realm's signing keys as a JWK set again and check the file with " +
          'npm run dataservice:check-jwks -- <file> (packages/dataservice/README.md, "jwt-secret").',
      );
      expect(await asked(await hmacOf(cutOff, admin))).toBe(401);
      expect(await asked(await signed())).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});
