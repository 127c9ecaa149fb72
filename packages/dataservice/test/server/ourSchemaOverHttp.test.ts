/**
 * The data service as the app's connected mode meets it: the whole stack over HTTP (a
 * PostgREST 16 configuration file with a JWKS file as jwt-secret, the token verified, the role
 * from `app_status`, the PostgREST 16.2 emulation) on our schema and the demo seed of the run's
 * cluster. The cases the old PostgREST 12 test server (test/postgrestServer.test.ts, removed) was held
 * to, now against the server that replaced it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmulation } from '../../src/postgrest';
import { startDataService, type DataService } from '../../src/server/service';

const AUDIENCE = 'waldmonitor-web';
const dir = mkdtempSync(join(tmpdir(), 'wm-http-'));
let service: DataService;
let key: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  writeFileSync(join(dir, 'jwks.json'), JSON.stringify(jwks));
  const { host, port } = inject('pg');
  const configPath = join(dir, 'postgrest.conf');
  writeFileSync(
    configPath,
    [
      `db-uri = "postgres:///postgres?host=${encodeURIComponent(host)}&port=${port}&user=authenticator"`,
      'db-schemas = "api"',
      'db-anon-role = "web_anon"',
      'db-pre-request = "data.pre_request"',
      'jwt-role-claim-key = "$$.app_status"',
      `jwt-aud = "${AUDIENCE}"`,
      'db-max-rows = 50',
      'db-pool = 4',
      `jwt-secret = "@${join(dir, 'jwks.json')}"`,
      'server-host = "127.0.0.1"',
      'server-port = 0',
    ].join('\n'),
  );
  service = await startDataService({ configPath, env: {}, log: () => {}, createEmulation });
});

afterAll(async () => {
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

const token = (claims: Record<string, unknown>, signWith = key, audience = AUDIENCE) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signWith);

const admin = () => token({ app_status: 'ogf_admin', email: 'admin@waldmonitor.example', email_verified: true });
const expert = () => token({ app_status: 'ogf_expert', email: 'experte@waldmonitor.example', email_verified: true });

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${service.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('our schema over HTTP', () => {
  it('runs a request without a token as web_anon', async () => {
    const reply = await call('/rpc/a_get_currentsessionuser', { method: 'POST', body: '{}' });
    expect(reply).toMatchObject({ status: 200, body: 'authenticator' });
    const refused = await call('/rpc/a_get_all_users', { method: 'POST', body: '{}' });
    expect(refused).toMatchObject({ status: 401, body: { code: '42501' } });
  });

  it('takes the role from app_status of a token signed with the identity service’s key', async () => {
    const reply = await call('/rpc/a_get_all_users', { method: 'POST', body: '{}', token: await admin() });
    expect(reply.status).toBe(200);
    expect((reply.body as unknown[]).length).toBeGreaterThan(10);
  });

  it('refuses a token signed with another key, for another audience, or without a signature (401 PGRST30x)', async () => {
    const claims = { app_status: 'ogf_admin', email: 'admin@waldmonitor.example', email_verified: true };
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, aud: AUDIENCE })).toString('base64url')}.`;
    for (const forged of [await token(claims, otherKey), await token(claims, key, 'other-app'), unsigned]) {
      const reply = await call('/rpc/a_get_all_users', { method: 'POST', body: '{}', token: forged });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: expect.stringMatching(/^PGRST30\d$/) as unknown });
      expect(reply.headers.get('WWW-Authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
  });

  it('answers a singular object for Accept: application/vnd.pgrst.object+json, 406 PGRST116 otherwise', async () => {
    const t = await expert();
    const one = await call('/karte?id=eq.3', { token: t, headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(one).toMatchObject({ status: 200, body: { id: 3 } });
    const none = await call('/karte?id=eq.99999', {
      token: t,
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(none).toMatchObject({ status: 406, body: { code: 'PGRST116', details: 'The result contains 0 rows' } });
  });

  it('pages with Range or limit/offset, says Content-Range, counts with Prefer: count=exact (206 for a part); db-max-rows caps', async () => {
    const t = await expert();
    const ranged = await call('/karte?order=id.asc', { token: t, headers: { Range: '0-4' } });
    expect(ranged.status).toBe(200);
    expect((ranged.body as { id: number }[]).map((k) => k.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ranged.headers.get('Content-Range')).toBe('0-4/*');
    const counted = await call('/karte?order=id.asc&limit=2&offset=3', {
      token: t,
      headers: { Prefer: 'count=exact' },
    });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('Content-Range')).toMatch(/^3-4\/\d+$/);
    const capped = await call('/karte?order=id.asc', { token: t });
    expect((capped.body as unknown[]).length).toBeLessThanOrEqual(50);
  });

  it('filters, orders and pages a function’s set of rows from the query string; 416 PGRST103 past the end', async () => {
    const t = await admin();
    const filtered = await call(
      '/rpc/a_get_all_users?or=(app_status.eq.ogf_admin,app_status.eq.ogf_expert)&order=user_id.desc&limit=2&offset=1',
      { method: 'POST', body: '{}', token: t, headers: { Prefer: 'count=exact' } },
    );
    expect(filtered.status).toBe(206);
    const rows = filtered.body as { user_id: number; app_status: string }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => ['ogf_admin', 'ogf_expert'].includes(row.app_status))).toBe(true);
    expect(rows[0]!.user_id).toBeGreaterThan(rows[1]!.user_id);
    const total = Number(/^1-2\/(\d+)$/.exec(filtered.headers.get('Content-Range') ?? '')?.[1]);
    expect(total).toBeGreaterThan(2);
    const past = await call(`/benutzer?app_status=eq.ogf_admin&offset=${total + 100}`, {
      token: t,
      headers: { Prefer: 'count=exact' },
    });
    expect(past.status).toBe(416);
    expect(past.body).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
    expect(past.headers.get('Content-Range')).toMatch(/^\*\/\d+$/);
  });

  it('answers POST with Prefer: return=representation with 201 and the row, and a refusal with PostgREST’s body', async () => {
    const t = await expert();
    const created = await call('/karte', {
      method: 'POST',
      token: t,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ map_name: 'Über HTTP', width: 10, height: 10 }),
    });
    expect(created).toMatchObject({ status: 201, body: [{ map_name: 'Über HTTP' }] });
    expect(created.headers.get('Preference-Applied')).toBe('return=representation');
    const refused = await call('/karte', {
      method: 'POST',
      token: t,
      body: JSON.stringify({ id: 7777, map_name: 'Eigene Nummer', width: 10, height: 10 }),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: '428C9' } });
    const id = (created.body as { id: number }[])[0]?.id;
    const superuser = new pg.Client(inject('pg'));
    await superuser.connect();
    try {
      await superuser.query('DELETE FROM data.karte WHERE id = $1', [id]);
      await superuser.query(`SELECT setval('data.karte_id_seq', (SELECT max(id) FROM data.karte))`);
    } finally {
      await superuser.end();
    }
  });
});
