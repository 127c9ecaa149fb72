/**
 * `jwt-secret` turned into keys as PostgREST 16.2 does (`Config.hs` parseSecret, with jose-jwt's
 * `Jose/Jwk.hs`): a JSON Web Key Set (`{"keys": […]}`), else one JSON Web Key, else the text
 * itself as an HMAC secret for HS256 (at least 32 bytes). A key of a type or `alg` jose-jwt does
 * not know is kept but never used; a set with a malformed key is not a set.
 *
 * Faithful, including its trap: text that looks like a key set but does not parse as one (a
 * truncated download, a PEM file) is an HMAC secret to PostgREST, so whoever has that public
 * file can sign tokens. `notKeys` says why such a secret looks like keys, and the configuration
 * refuses it (config.ts; docs/decisions.md, "A key file that does not parse is refused").
 */
import { importJWK, type JWK } from 'jose';

export type JwsAlg = 'HS256' | 'HS384' | 'HS512' | 'RS256' | 'RS384' | 'RS512' | 'ES256' | 'ES384' | 'ES512' | 'EdDSA';

export interface VerificationKey {
  kid?: string;
  use?: 'sig' | 'enc';
  /** The key's `alg`: tokens of another algorithm are not tried with it. */
  alg?: string;
  /** `oct`, `RSA`, `EC` or `OKP`; `unsupported` keys are never tried. */
  kty: 'oct' | 'RSA' | 'EC' | 'OKP' | 'unsupported';
  /** An HMAC secret, or the JWK to import for the token's algorithm. */
  material: Uint8Array | JWK | null;
}

export interface KeySet {
  keys: VerificationKey[];
  /** What the secret was read as, for the start-up log. */
  source: 'jwks' | 'jwk' | 'secret';
  /** For a `secret` that looks like a key or key set: why it is none (PostgREST would sign with its text). */
  notKeys?: string;
}

/** jose-jwt's algorithm names (JWS and JWE): a key with another `alg` is an UnsupportedJwk. */
const KNOWN_ALGS = new Set([
  'none',
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'RSA1_5',
  'RSA-OAEP',
  'RSA-OAEP-256',
  'A128KW',
  'A192KW',
  'A256KW',
]);
const B64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** One key as jose-jwt's `parseJwk` reads it; `undefined` when it is malformed (the set fails). */
function parseJwk(value: unknown): VerificationKey | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const k = value as Record<string, unknown>;
  const algOk = k.alg === undefined || k.alg === null || (typeof k.alg === 'string' && KNOWN_ALGS.has(k.alg));
  const ktyOk = k.kty === undefined || k.kty === null || ['RSA', 'OKP', 'EC', 'oct'].includes(k.kty as string);
  if (!algOk || !ktyOk) return { kty: 'unsupported', material: null };
  if (typeof k.kty !== 'string') return undefined;
  if (k.use !== undefined && k.use !== null && k.use !== 'sig' && k.use !== 'enc') return undefined;
  if (k.kid !== undefined && k.kid !== null && typeof k.kid !== 'string') return undefined;
  const bytes = (name: string, required: boolean) =>
    k[name] === undefined || k[name] === null ? !required : typeof k[name] === 'string' && B64URL.test(k[name]);
  const fields: Record<string, string[]> = { RSA: ['n', 'e'], EC: ['x', 'y'], OKP: ['x'], oct: ['k'] };
  if (
    !fields[k.kty]!.every((f) => bytes(f, true)) ||
    !['d', 'p', 'q', 'dp', 'dq', 'qi'].every((f) => bytes(f, false))
  ) {
    return undefined;
  }
  if (k.kty === 'EC' && !['P-256', 'P-384', 'P-521'].includes(k.crv as string)) return undefined;
  if (k.kty === 'OKP' && !['Ed25519', 'Ed448'].includes(k.crv as string)) return undefined;
  const key: VerificationKey = {
    kty: k.kty as VerificationKey['kty'],
    material: k.kty === 'oct' ? Buffer.from(k.k as string, 'base64url') : (k as JWK),
  };
  if (typeof k.kid === 'string') key.kid = k.kid;
  if (k.use === 'sig' || k.use === 'enc') key.use = k.use;
  // jose-jwt gives OKP keys the algorithm EdDSA, whatever the JWK says.
  if (k.kty === 'OKP') key.alg = 'EdDSA';
  else if (typeof k.alg === 'string') key.alg = k.alg;
  return key;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export class JwtSecretError extends Error {}

/** `jwt-secret`'s bytes (after `@file` and `jwt-secret-is-base64`) as keys. */
export function parseSecret(secret: Uint8Array): KeySet {
  const text = Buffer.from(secret).toString('utf8');
  const json = parseJson(text);
  if (typeof json === 'object' && json !== null && Array.isArray((json as { keys?: unknown }).keys)) {
    const keys = ((json as { keys: unknown[] }).keys ?? []).map(parseJwk);
    if (keys.every((k) => k !== undefined)) return { keys: keys as VerificationKey[], source: 'jwks' };
  }
  const single = parseJwk(json);
  if (single) return { keys: [single], source: 'jwk' };
  if (secret.length < 32) throw new JwtSecretError('The JWT secret must be at least 32 characters long.');
  const key: VerificationKey = { kty: 'oct', use: 'sig', alg: 'HS256', material: secret };
  const notKeys = whyNotKeys(text, json);
  return notKeys ? { keys: [key], source: 'secret', notKeys } : { keys: [key], source: 'secret' };
}

/** Why text that PostgREST reads as an HMAC secret looks like a key or key set; undefined when it does not. */
function whyNotKeys(text: string, json: unknown): string | undefined {
  if (text.includes('-----BEGIN')) return 'it is a PEM file, not a JSON Web Key (Set)';
  if (!/^\s*[{[]/.test(text)) return undefined;
  if (json === undefined) return 'it starts like JSON but does not parse (cut off?)';
  return 'it is JSON but no valid JSON Web Key (Set): a key is malformed or lacks a member';
}

const ALG_KTY: Record<JwsAlg, VerificationKey['kty']> = {
  HS256: 'oct',
  HS384: 'oct',
  HS512: 'oct',
  RS256: 'RSA',
  RS384: 'RSA',
  RS512: 'RSA',
  ES256: 'EC',
  ES384: 'EC',
  ES512: 'EC',
  EdDSA: 'OKP',
};

/** jose-jwt's `canDecodeJws`: not an encryption key, the token's `kid` (if any), its `alg`, its key type. */
export function candidateKeys(set: KeySet, alg: JwsAlg, kid: string | undefined): VerificationKey[] {
  return set.keys.filter(
    (k) =>
      k.use !== 'enc' &&
      (kid === undefined || k.kid === kid) &&
      (k.alg === undefined || k.alg === alg) &&
      ALG_KTY[alg] === k.kty,
  );
}

export const isJwsAlg = (alg: unknown): alg is JwsAlg => typeof alg === 'string' && alg in ALG_KTY;

const imported = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The key in the form jose's verify takes for `alg` (imported once per key and algorithm). */
export function keyFor(key: VerificationKey, alg: JwsAlg): Promise<unknown> {
  if (key.material instanceof Uint8Array) return Promise.resolve(key.material);
  const jwk = key.material as JWK;
  let byAlg = imported.get(jwk);
  if (!byAlg) imported.set(jwk, (byAlg = new Map()));
  let found = byAlg.get(alg);
  if (!found) {
    const { alg: _alg, use: _use, key_ops: _ops, ...plain } = jwk;
    byAlg.set(alg, (found = importJWK(plain, alg)));
  }
  return found;
}
