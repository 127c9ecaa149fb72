import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jwksProblems, main } from './jwksCheck';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC = { ...publicKey.export({ format: 'jwk' }), kid: 'realm-1', alg: 'RS256', use: 'sig' };
const PRIVATE = { ...privateKey.export({ format: 'jwk' }), kid: 'realm-1', alg: 'RS256', use: 'sig' };
const set = (...keys: unknown[]) => JSON.stringify({ keys });

describe('jwksProblems', () => {
  it('passes a set of RSA public keys for RS256, with alg and use or without', () => {
    const { alg: _alg, use: _use, ...bare } = PUBLIC;
    expect(jwksProblems(set(PUBLIC, { ...bare, kid: 'realm-2' }))).toEqual([]);
  });

  it.each([
    [
      'an HMAC (oct) key',
      set({ kty: 'oct', k: 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA' }),
      'HMAC (oct) secret',
    ],
    ['a private RSA key', set(PRIVATE), 'is a private key (has d, p, q, dp, dq, qi)'],
    ['a PEM file', publicKey.export({ format: 'pem', type: 'spki' }) as string, 'PEM file'],
    ['a bare JWK', JSON.stringify(PUBLIC), 'single JWK, not a JWK set'],
    ['an empty set', set(), 'no keys'],
    ['alg HS256', set({ ...PUBLIC, alg: 'HS256' }), 'alg "HS256", not RS256'],
    ['the realm’s encryption key', set({ ...PUBLIC, alg: 'RS256', use: 'enc' }), 'use "enc", not sig'],
    ['an RSA key without n', set({ ...PUBLIC, n: undefined }), 'lacks n'],
    ['n that is not base64url', set({ ...PUBLIC, n: 'kein base64!' }), 'PostgREST does not read it as a JWK set'],
    ['invalid JSON (a truncated download)', set(PUBLIC).slice(0, 200), 'not valid JSON'],
    ['JSON without keys', '{"kty_list": []}', 'no "keys" array'],
  ])('refuses %s, naming the reason', (_name, text, reason) => {
    expect(jwksProblems(text).join('\n')).toContain(reason);
  });
});

describe('npm run dataservice:check-jwks -- <file>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jwks-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('exits 0 for a valid set and 1 with the reason for a wrong one', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(main([file('good.json', set(PUBLIC))])).toBe(0);
      expect(out).toHaveBeenCalledWith(expect.stringContaining('holds 1 RSA public key for RS256'));
      expect(main([file('private.json', set(PRIVATE))])).toBe(1);
      expect(err.mock.calls.join('\n')).toMatch(/is a private key[\s\S]*HMAC secret/);
      expect(main([join(dir, 'missing.json')])).toBe(1);
      expect(main([])).toBe(2);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
