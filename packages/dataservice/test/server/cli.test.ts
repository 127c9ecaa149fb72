/**
 * `npm run dataservice -- --config <file>` end to end: the CLI started as a child process with a
 * PostgREST 16 configuration file (the README's keys, a JWKS file as jwt-secret) against the
 * run's cluster, the emulation answering an RPC and a table read with a signed token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './freePort';

const CLI = fileURLToPath(new URL('../../src/server/cli.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wm-cli-'));

let child: ChildProcess;
let api: string;
let admin: string;
let key: CryptoKey;
let stderr = '';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'realm-1', alg: 'RS256', use: 'sig' }] };
  writeFileSync(join(dir, 'jwks.json'), JSON.stringify(jwks));
  const { host, port } = inject('pg');
  const conf = join(dir, 'postgrest.conf');
  writeFileSync(
    conf,
    `# PostgREST 16: the README's keys
db-uri = "postgres:///postgres?host=${encodeURIComponent(host)}&port=${port}&user=authenticator"
db-schemas = "api"
db-anon-role = "web_anon"
db-pre-request = "data.pre_request"
jwt-role-claim-key = "$$.app_status"
jwt-aud = "waldmonitor-web"
db-max-rows = 1000
db-pool = 4
jwt-secret = "@${join(dir, 'jwks.json')}"
server-host = "127.0.0.1"
server-port = 0
admin-server-port = ${await freePort()}
`,
  );
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PGRST_')));
  child = spawn(process.execPath, [CLI, '--config', conf], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no "Listening on" line within 45 s; stderr:\n${stderr}`)), 45_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /^Listening on .*$/m.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the CLI exited with ${code}; stderr:\n${stderr}`)));
  });
  const m = /^Listening on (http:\/\/\S+), admin on (http:\/\/\S+)$/.exec(line);
  if (!m) throw new Error(`unexpected line: ${line}`);
  [, api, admin] = m as unknown as [string, string, string];
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(dir, { recursive: true, force: true });
});

const adminToken = () =>
  new SignJWT({ app_status: 'ogf_admin', email: 'admin@waldmonitor.example', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'realm-1' })
    .setAudience('waldmonitor-web')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

describe('npm run dataservice -- --config <file>', () => {
  it('is ready once it answers', async () => {
    expect((await fetch(`${admin}/ready`)).status).toBe(200);
    expect((await fetch(`${admin}/live`)).status).toBe(200);
  });

  it('calls an RPC with a signed token: a page and its count', async () => {
    // limit/offset as the app sends them (PostgREST 16 ignores a Range header on POST).
    const response = await fetch(`${api}/rpc/a_get_all_users?order=user_id.asc&limit=5&offset=0`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await adminToken()}`,
        'Content-Type': 'application/json',
        Prefer: 'count=exact',
      },
      body: '{}',
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^0-4\/\d+$/);
    const rows = (await response.json()) as { user_id: number }[];
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.user_id)).toEqual([...rows.map((r) => r.user_id)].sort((a, b) => a - b));
  });

  it('reads a table path with a signed token', async () => {
    const response = await fetch(`${api}/benutzer?select=email,app_status&email=eq.admin@waldmonitor.example`, {
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ email: 'admin@waldmonitor.example', app_status: 'ogf_admin' }]);
  });

  it('runs a request without a token as web_anon, refused where web_anon may not go', async () => {
    const response = await fetch(`${api}/rpc/a_get_all_users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toContain('SIGTERM: stopping');
  });
});
