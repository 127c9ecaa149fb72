/**
 * The caller of a request (src/server/jwt.ts) as PostgREST 16.2 decides it: the token's
 * signature (HMAC secret, JWK set), its time claims with 30 s of clock skew, `jwt-aud`, the role
 * from `jwt-role-claim-key` or `db-anon-role`, and PostgREST's exact refusals (`Error.hs`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompactSign, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/server/config';
import { parseConfigText } from '../../src/server/configFile';
import { createAuthenticator, type AuthResult } from '../../src/server/jwt';
import { parseSecret } from '../../src/server/jwtKeys';

const NOW = 1_800_000_000;
const SECRET = 'ein-mindestens-32-zeichen-langes-geheimnis';
const dir = mkdtempSync(join(tmpdir(), 'wm-jwt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An authenticator for a configuration file's text, at NOW. */
function authFor(text: string) {
  const { config } = buildConfig({ file: parseConfigText(text, join(dir, 'postgrest.conf'), {}), env: {} });
  return createAuthenticator({
    keys: config.jwtKeys,
    audience: config.jwtAud,
    roleClaimKey: config.jwtRoleClaimKey,
    anonRole: config.dbAnonRole,
    cacheMaxEntries: config.jwtCacheMaxEntries,
    verbosity: config.clientErrorVerbosity,
    now: () => NOW,
  });
}

const HMAC_CONF = `jwt-secret = "${SECRET}"\njwt-aud = "waldmonitor-web"\njwt-role-claim-key = "$$.app_status"\ndb-anon-role = "web_anon"`;
const hmac = authFor(HMAC_CONF);
const secretKey = new TextEncoder().encode(SECRET);

function sign(
  claims: JWTPayload,
  key: CryptoKey | Uint8Array = secretKey,
  header: Record<string, unknown> = { alg: 'HS256' },
) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
}
const ADMIN = { app_status: 'ogf_admin', email: 'admin@waldmonitor.example', aud: 'waldmonitor-web', exp: NOW + 300 };

/** A refusal as PostgREST writes it. */
function refusal(
  status: number,
  code: string,
  message: string,
  details: string | null,
  wwwAuthenticate?: string,
): AuthResult {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'proxy-status': `PostgREST; error=${code}`,
  };
  if (wwwAuthenticate !== undefined) headers['www-authenticate'] = wwwAuthenticate;
  return {
    ok: false,
    response: { status, headers, body: JSON.stringify({ code, details, hint: null, message }) },
  };
}
const invalid = (message: string, code = 'PGRST303', details: string | null = null) =>
  refusal(401, code, message, details, `Bearer error="invalid_token", error_description="${message}"`);

describe('an HMAC secret (jwt-secret as text, HS256)', () => {
  it('accepts a signed token and takes the role from the claim', async () => {
    expect(await hmac(`Bearer ${await sign(ADMIN)}`)).toEqual({ ok: true, role: 'ogf_admin', claims: ADMIN });
  });

  it.each<[string, JWTPayload, AuthResult | 'ok']>([
    ['an audience list naming jwt-aud', { ...ADMIN, aud: ['account', 'waldmonitor-web'] }, 'ok'],
    ['no aud at all (PostgREST 16 accepts it)', { ...ADMIN, aud: undefined }, 'ok'],
    ['aud null', { ...ADMIN, aud: null as unknown as string }, 'ok'],
    ['an empty audience list', { ...ADMIN, aud: [] }, 'ok'],
    ['another audience', { ...ADMIN, aud: 'other-app' }, invalid('JWT not in audience')],
    ['a list without jwt-aud', { ...ADMIN, aud: ['account'] }, invalid('JWT not in audience')],
    [
      'aud that is a number',
      { ...ADMIN, aud: 5 as unknown as string },
      invalid("The JWT 'aud' claim must be a string or an array of strings"),
    ],
    ['expired 31 s ago', { ...ADMIN, exp: NOW - 31 }, invalid('JWT expired')],
    ['expired 30 s ago (clock skew)', { ...ADMIN, exp: NOW - 30 }, 'ok'],
    ['exp with a fraction (read as 0)', { ...ADMIN, exp: NOW + 300.5 }, invalid('JWT expired')],
    ['exp as text', { ...ADMIN, exp: 'later' as unknown as number }, invalid("The JWT 'exp' claim must be a number")],
    ['nbf 31 s ahead', { ...ADMIN, nbf: NOW + 31 }, invalid('JWT not yet valid')],
    ['nbf 30 s ahead (clock skew)', { ...ADMIN, nbf: NOW + 30 }, 'ok'],
    ['iat 31 s ahead', { ...ADMIN, iat: NOW + 31 }, invalid('JWT issued at future')],
    [
      'expired and another audience: exp is checked first',
      { ...ADMIN, exp: NOW - 60, aud: 'x' },
      invalid('JWT expired'),
    ],
  ])('%s', async (_, claims, expected) => {
    const result = await hmac(`Bearer ${await sign(claims)}`);
    if (expected === 'ok') expect(result).toMatchObject({ ok: true, role: 'ogf_admin' });
    else expect(result).toEqual(expected);
  });

  it.each([
    ['no token: db-anon-role', undefined, { ok: true, role: 'web_anon', claims: {} }],
    ['another scheme than Bearer: anonymous', 'Basic dXNlcjpwdw==', { ok: true, role: 'web_anon', claims: {} }],
    ['"Bearer" with no token', 'Bearer ', invalid('Empty JWT is sent in Authorization header', 'PGRST301')],
    ['two parts', 'Bearer abc.def', invalid('Expected 3 parts in JWT; got 2', 'PGRST301')],
    ['three parts of nothing', 'Bearer a.b.c', invalid('JWT cryptographic operation failed', 'PGRST301')],
  ])('%s', async (_, header, expected) => {
    expect(await hmac(header)).toEqual(expected);
  });

  it('reads "bearer" in any case', async () => {
    expect(await hmac(`bEaReR   ${await sign(ADMIN)}`)).toMatchObject({ ok: true, role: 'ogf_admin' });
  });

  it('runs a token without the role claim as db-anon-role, with its claims', async () => {
    const claims = { email: 'x@example.org', aud: 'waldmonitor-web' };
    expect(await hmac(`Bearer ${await sign(claims)}`)).toEqual({ ok: true, role: 'web_anon', claims });
  });

  it('uses the JSON of a role claim that is not a string', async () => {
    expect(await hmac(`Bearer ${await sign({ ...ADMIN, app_status: 5 })}`)).toMatchObject({ ok: true, role: '5' });
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('ein-ganz-anderes-geheimnis-mit-32-zeichen');
    expect(await hmac(`Bearer ${await sign(ADMIN, other)}`)).toEqual(
      invalid('No suitable key or wrong key type', 'PGRST301', 'None of the keys was able to decode the JWT'),
    );
  });

  it('refuses HS384 and HS512 with a text secret: PostgREST makes it an HS256 key', async () => {
    for (const alg of ['HS384', 'HS512']) {
      expect(await hmac(`Bearer ${await sign(ADMIN, secretKey, { alg })}`)).toEqual(
        invalid('No suitable key or wrong key type', 'PGRST301', 'No suitable key was found to decode the JWT'),
      );
    }
  });

  it('refuses alg "none"', async () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    expect(await hmac(`Bearer ${b64({ alg: 'none' })}.${b64(ADMIN)}.`)).toEqual(
      invalid(
        'Wrong or unsupported encoding algorithm',
        'PGRST301',
        "JWT is unsecured but expected 'alg' was not 'none'",
      ),
    );
  });

  it('refuses a payload that is not a JSON object', async () => {
    const token = await new CompactSign(new TextEncoder().encode('"ogf_admin"'))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secretKey);
    expect(await hmac(`Bearer ${token}`)).toEqual(invalid('Parsing claims failed'));
  });
});

describe('no anonymous role, no secret', () => {
  it('refuses a request without a token when db-anon-role is not set (PGRST302)', async () => {
    const auth = authFor(`jwt-secret = "${SECRET}"`);
    const expected = refusal(401, 'PGRST302', 'Anonymous access is disabled', null, 'Bearer');
    expect(await auth(undefined)).toEqual(expected);
    expect(await auth(`Bearer ${await sign({ email: 'x@example.org' })}`)).toEqual(expected);
  });

  it('answers 500 PGRST300 to a token when no jwt-secret is configured', async () => {
    const auth = authFor('db-anon-role = "web_anon"');
    expect(await auth(`Bearer ${await sign(ADMIN)}`)).toEqual(
      refusal(500, 'PGRST300', 'Server lacks JWT secret', null),
    );
    expect(await auth(undefined)).toEqual({ ok: true, role: 'web_anon', claims: {} });
  });

  it('answers with code and message only under client-error-verbosity = "minimal"', async () => {
    const auth = authFor(`jwt-secret = "${SECRET}"\nclient-error-verbosity = "minimal"`);
    const result = await auth(undefined);
    expect(result.ok ? null : result.response.body).toBe(
      '{"code":"PGRST302","message":"Anonymous access is disabled"}',
    );
  });
});

describe('a JWKS file (jwt-secret = "@file", the identity service\'s keys)', () => {
  let rsa: CryptoKey;
  let ec: CryptoKey;
  let stranger: CryptoKey;
  let rs384: CryptoKey;
  let jwks: ReturnType<typeof authFor>;

  beforeAll(async () => {
    const rsaPair = await generateKeyPair('RS256', { extractable: true });
    const ecPair = await generateKeyPair('ES256', { extractable: true });
    rsa = rsaPair.privateKey;
    ec = ecPair.privateKey;
    stranger = (await generateKeyPair('RS256')).privateKey;
    rs384 = (await generateKeyPair('RS384')).privateKey;
    const keys = [
      { ...(await exportJWK(rsaPair.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ecPair.publicKey)), kid: 'ec-1' },
      { kty: 'RSA', kid: 'enc-1', use: 'enc', alg: 'RSA-OAEP', n: 'sXch', e: 'AQAB' },
      { kty: 'AKP', kid: 'unknown-type' },
    ];
    writeFileSync(join(dir, 'jwks.json'), JSON.stringify({ keys }));
    jwks = authFor(
      `jwt-secret = "@${join(dir, 'jwks.json')}"\njwt-aud = "waldmonitor-web"\njwt-role-claim-key = "$$.realm_access.roles[0]"`,
    );
  });

  const claims = { realm_access: { roles: ['ogf_expert'] }, aud: 'waldmonitor-web', exp: NOW + 60 };

  it.each([
    ['RS256 with its kid', () => sign(claims, rsa, { alg: 'RS256', kid: 'rsa-1' })],
    ['RS256 without a kid (every key is tried)', () => sign(claims, rsa, { alg: 'RS256' })],
    ['ES256 with its kid', () => sign(claims, ec, { alg: 'ES256', kid: 'ec-1' })],
  ])('accepts %s', async (_, token) => {
    expect(await jwks(`Bearer ${await token()}`)).toEqual({ ok: true, role: 'ogf_expert', claims });
  });

  it.each([
    [
      'a kid not in the set',
      () => sign(claims, rsa, { alg: 'RS256', kid: 'rsa-2' }),
      'No suitable key was found to decode the JWT',
    ],
    [
      'RS384 (the key says RS256)',
      () => sign(claims, rs384, { alg: 'RS384', kid: 'rsa-1' }),
      'No suitable key was found to decode the JWT',
    ],
    [
      'HS256 (no secret key in the set)',
      () => sign(claims, secretKey, { alg: 'HS256' }),
      'No suitable key was found to decode the JWT',
    ],
    [
      'another key under a known kid',
      () => sign(claims, stranger, { alg: 'RS256', kid: 'rsa-1' }),
      'None of the keys was able to decode the JWT',
    ],
  ])('refuses %s', async (_, token, details) => {
    expect(await jwks(`Bearer ${await token()}`)).toEqual(
      invalid('No suitable key or wrong key type', 'PGRST301', details),
    );
  });

  it('refuses a wrong audience and accepts a missing one', async () => {
    const wrong = await sign({ ...claims, aud: 'account' }, rsa, { alg: 'RS256', kid: 'rsa-1' });
    expect(await jwks(`Bearer ${wrong}`)).toEqual(invalid('JWT not in audience'));
    const none = await sign({ ...claims, aud: undefined }, rsa, { alg: 'RS256', kid: 'rsa-1' });
    expect(await jwks(`Bearer ${none}`)).toMatchObject({ ok: true, role: 'ogf_expert' });
  });

  it('reads a key file that is no key set as PostgREST does, an HMAC secret, and the configuration refuses it', () => {
    const text = JSON.stringify({ keys: [{ kty: 'RSA', kid: 'rsa-1', n: 'sXch' }] });
    // PostgREST 16.2 would accept a token signed with this public text (docs/decisions.md).
    expect(parseSecret(new TextEncoder().encode(text))).toMatchObject({
      source: 'secret',
      keys: [{ kty: 'oct', alg: 'HS256' }],
      notKeys: 'it is JSON but no valid JSON Web Key (Set): a key is malformed or lacks a member',
    });
    writeFileSync(join(dir, 'broken.json'), text);
    expect(() => authFor(`jwt-secret = "@${join(dir, 'broken.json')}"\njwt-role-claim-key = "$$.app_status"`)).toThrow(
      `jwt-secret = "@${join(dir, 'broken.json')}" is refused`,
    );
  });
});
