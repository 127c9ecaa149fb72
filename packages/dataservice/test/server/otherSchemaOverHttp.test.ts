/**
 * The same configuration file format starts the data service on a schema that is not ours:
 * its own authenticator, anonymous and user roles, the role from a Keycloak-style claim
 * (`$.realm_access.roles[0]`), an HMAC secret, and the admin server's /ready. Created here as
 * superuser on the run's cluster and dropped at the end (roles are cluster-wide).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmulation } from '../../src/postgrest';
import { startDataService, type DataService } from '../../src/server/service';
import { connect } from '../db';
import { freePort } from './freePort';

const SECRET = 'a-library-secret-of-at-least-32-characters';

const LIBRARY_SQL = `
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'library_login') THEN CREATE ROLE library_login LOGIN NOINHERIT; END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'library_guest') THEN CREATE ROLE library_guest NOLOGIN; END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'library_member') THEN CREATE ROLE library_member NOLOGIN; END IF;
  END $$;
  GRANT library_guest, library_member TO library_login;
  CREATE SCHEMA library;
  CREATE TABLE library.book (id int PRIMARY KEY, title text NOT NULL, lent_to text);
  INSERT INTO library.book VALUES (1, 'Der Wald', NULL), (2, 'Käfer Mitteleuropas', NULL), (3, 'Forstkunde', 'ida');
  GRANT USAGE ON SCHEMA library TO library_guest, library_member;
  GRANT SELECT ON library.book TO library_guest, library_member;
  GRANT UPDATE (lent_to) ON library.book TO library_member;
  CREATE FUNCTION library.whoami() RETURNS json LANGUAGE sql STABLE
    AS $f$ SELECT json_build_object('role', current_user, 'sub', current_setting('request.jwt.claims', true)::json ->> 'sub') $f$;
  GRANT EXECUTE ON FUNCTION library.whoami() TO library_guest, library_member;
`;
const DROP_SQL = `
  DROP SCHEMA IF EXISTS library CASCADE;
  DROP ROLE IF EXISTS library_member;
  DROP ROLE IF EXISTS library_guest;
  DROP ROLE IF EXISTS library_login;
`;

const dir = mkdtempSync(join(tmpdir(), 'wm-library-'));
let superuser: pg.Client;
let service: DataService;

beforeAll(async () => {
  superuser = await connect('postgres');
  await superuser.query(DROP_SQL);
  await superuser.query(LIBRARY_SQL);
  const { host, port } = inject('pg');
  const configPath = join(dir, 'postgrest.conf');
  writeFileSync(
    configPath,
    `# PostgREST 16's format, another schema and other roles
db-uri = "postgres:///postgres?host=${encodeURIComponent(host)}&port=${port}&user=library_login"
db-schemas = "library"
db-anon-role = "library_guest"
jwt-secret = "${SECRET}"
jwt-role-claim-key = "$$.realm_access.roles[0]"
jwt-aud = "library-app"
db-max-rows = 2
server-host = "127.0.0.1"
server-port = 0
admin-server-host = "127.0.0.1"
admin-server-port = ${await freePort()}
`,
  );
  service = await startDataService({ configPath, env: {}, log: () => {}, createEmulation });
});

afterAll(async () => {
  await service?.close();
  await superuser?.query(DROP_SQL);
  await superuser?.end();
  rmSync(dir, { recursive: true, force: true });
});

const memberToken = (secret = SECRET) =>
  new SignJWT({ sub: 'ida', realm_access: { roles: ['library_member', 'offline_access'] } })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('library-app')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${service.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('another schema, other roles, an HMAC secret', () => {
  it('is ready', async () => {
    expect((await fetch(`${service.adminUrl}/ready`)).status).toBe(200);
  });

  it('reads as the anonymous role, capped at db-max-rows', async () => {
    const reply = await call('/book?select=id,title&order=id', { headers: { Prefer: 'count=exact' } });
    expect(reply).toMatchObject({
      status: 206,
      body: [
        { id: 1, title: 'Der Wald' },
        { id: 2, title: 'Käfer Mitteleuropas' },
      ],
    });
    expect(reply.headers.get('Content-Range')).toBe('0-1/3');
    const refused = await call('/book?id=eq.1', { method: 'PATCH', body: JSON.stringify({ lent_to: 'max' }) });
    expect(refused).toMatchObject({ status: 401, body: { code: '42501' } });
  });

  it('takes the role from the JSON Path claim of an HMAC-signed token', async () => {
    const token = await memberToken();
    expect(await call('/rpc/whoami', { method: 'POST', body: '{}', token })).toMatchObject({
      status: 200,
      body: { role: 'library_member', sub: 'ida' },
    });
    const lent = await call('/book?id=eq.1', {
      method: 'PATCH',
      token,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ lent_to: 'ida' }),
    });
    expect(lent).toMatchObject({ status: 200, body: [{ id: 1, lent_to: 'ida' }] });
  });

  it('refuses a token signed with another secret (401)', async () => {
    const reply = await call('/rpc/whoami', {
      method: 'POST',
      body: '{}',
      token: await memberToken('another-secret-of-at-least-32-characters!'),
    });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('WWW-Authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });
});
