/**
 * The PostgREST-protocol test server (postgrestServer.ts) that the app's connected-mode
 * end-to-end test talks to: tokens verified with the identity service's keys, the role from
 * `app_status`, and PostgREST 12's headers and error bodies.
 */
import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT, type CryptoKey } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { listenPostgrest, type PostgrestServer } from './postgrestServer';

let server: PostgrestServer;
let pool: pg.Pool;
let key: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  pool = new pg.Pool({ ...inject('pg'), user: 'authenticator', max: 4 });
  server = await listenPostgrest({
    pool,
    keys: createLocalJWKSet({ keys: [jwk] }),
    audience: 'waldmonitor',
    maxRows: 50,
  });
});
afterAll(async () => {
  await server.close();
  await pool.end();
});

const token = (claims: Record<string, unknown>, signWith = key, audience = 'waldmonitor') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signWith);

const admin = () => token({ app_status: 'ogf_admin', email: 'admin@waldmonitor.example', email_verified: true });

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${server.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('the PostgREST test server', () => {
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

  it('refuses a token signed with another key, for another audience, or without a signature (401 PGRST301)', async () => {
    const claims = { app_status: 'ogf_admin', email: 'admin@waldmonitor.example', email_verified: true };
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, aud: 'waldmonitor' })).toString('base64url')}.`;
    for (const forged of [await token(claims, otherKey), await token(claims, key, 'other-app'), unsigned]) {
      const reply = await call('/rpc/a_get_all_users', { method: 'POST', body: '{}', token: forged });
      expect(reply).toMatchObject({ status: 401, body: { code: 'PGRST301', details: null, hint: null } });
      expect(reply.headers.get('WWW-Authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
  });

  it('answers a singular object for Accept: application/vnd.pgrst.object+json, 406 PGRST116 otherwise', async () => {
    const t = await token({ app_status: 'ogf_expert', email: 'experte@waldmonitor.example', email_verified: true });
    const one = await call('/karte?id=eq.3', { token: t, headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(one).toMatchObject({ status: 200, body: { id: 3 } });
    const none = await call('/karte?id=eq.99999', {
      token: t,
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(none).toMatchObject({
      status: 406,
      body: { code: 'PGRST116', details: 'The result contains 0 rows' },
    });
  });

  it('pages with Range or limit/offset, says Content-Range, counts with Prefer: count=exact (206 for a part)', async () => {
    const t = await token({ app_status: 'ogf_expert', email: 'experte@waldmonitor.example', email_verified: true });
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
    const t = await token({ app_status: 'ogf_expert', email: 'experte@waldmonitor.example', email_verified: true });
    const created = await call('/karte', {
      method: 'POST',
      token: t,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ map_name: 'Testserver', width: 10, height: 10 }),
    });
    expect(created).toMatchObject({ status: 201, body: [{ map_name: 'Testserver' }] });
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
    await superuser.query('DELETE FROM data.karte WHERE id = $1', [id]);
    await superuser.query(`SELECT setval('data.karte_id_seq', (SELECT max(id) FROM data.karte))`);
    await superuser.end();
  });
});
