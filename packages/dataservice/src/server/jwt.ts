/**
 * Who is calling: the bearer token verified and its claims checked as PostgREST 16.2 does
 * (`Auth.hs`, `Auth/Jwt.hs`, `Auth/JwtCache.hs`, with jose-jwt's `Jose/Jwt.hs` for the
 * signature), the role read with `jwt-role-claim-key`, else `db-anon-role`. Signatures are
 * checked with jose; every refusal has PostgREST's status, code, body and `WWW-Authenticate`
 * (`Error.hs`): PGRST300 no secret configured (500), PGRST301 a token that cannot be decoded
 * or verified, PGRST302 no token and no anonymous role, PGRST303 a claim that fails (401).
 */
import { compactVerify } from 'jose';
import type { ApiResponse } from '../postgrest';
import { bearerToken } from './jwtBearer';
import { claimsError, roleOf } from './jwtClaims';
import { candidateKeys, isJwsAlg, keyFor, type KeySet } from './jwtKeys';
import { pgrstError } from './pgrstError';
import type { RoleClaimKey } from './roleClaimKey';

export interface JwtSettings {
  keys: KeySet | null;
  audience: string | null;
  roleClaimKey: RoleClaimKey;
  anonRole: string | null;
  /** jwt-cache-max-entries: tokens whose signature was verified (0: no cache). */
  cacheMaxEntries: number;
  verbosity: 'verbose' | 'minimal';
  /** Seconds since the epoch; PostgREST's clock, replaceable in tests. */
  now?: () => number;
}

export type AuthResult =
  { ok: true; role: string; claims: Record<string, unknown> } | { ok: false; response: ApiResponse };

class JwtFailure extends Error {
  constructor(
    readonly kind: 'decode' | 'claims' | 'required' | 'secret',
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

function decodePart(part: string): Buffer {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new JwtFailure('decode', 'JWT cryptographic operation failed');
  return Buffer.from(part, 'base64url');
}

/** The token's signature checked with the configured keys; its payload's claims. */
async function verifiedClaims(keys: KeySet, token: string): Promise<Record<string, unknown>> {
  if (token === '') throw new JwtFailure('decode', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtFailure('decode', `Expected 3 parts in JWT; got ${parts.length}`);
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(decodePart(parts[0]!).toString('utf8')) as Record<string, unknown>;
    decodePart(parts[1]!);
    decodePart(parts[2]!);
  } catch {
    // jose-jwt's parser: anything it cannot read is BadCrypto.
    throw new JwtFailure('decode', 'JWT cryptographic operation failed');
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    throw new JwtFailure('decode', 'JWT cryptographic operation failed');
  }
  if (header.alg === 'none') {
    throw new JwtFailure(
      'decode',
      'Wrong or unsupported encoding algorithm',
      "JWT is unsecured but expected 'alg' was not 'none'",
    );
  }
  if (!isJwsAlg(header.alg) || 'enc' in header) throw new JwtFailure('decode', 'JWT cryptographic operation failed');
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const candidates = candidateKeys(keys, header.alg, kid);
  if (candidates.length === 0) {
    throw new JwtFailure('decode', 'No suitable key or wrong key type', 'No suitable key was found to decode the JWT');
  }
  for (const candidate of candidates) {
    try {
      const key = await keyFor(candidate, header.alg);
      const { payload } = await compactVerify(token, key as Parameters<typeof compactVerify>[1], {
        algorithms: [header.alg],
      });
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload).toString('utf8'));
      } catch {
        claims = undefined;
      }
      if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
        throw new JwtFailure('claims', 'Parsing claims failed');
      }
      return claims as Record<string, unknown>;
    } catch (error) {
      if (error instanceof JwtFailure) throw error;
    }
  }
  throw new JwtFailure('decode', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT');
}

/** A verifier for one configuration: `authenticate(authorization header)`. */
export function createAuthenticator(settings: JwtSettings) {
  const now = settings.now ?? (() => Math.floor(Date.now() / 1000));
  const cache = new Map<string, Promise<Record<string, unknown>>>();

  const decode = (token: string): Promise<Record<string, unknown>> => {
    if (!settings.keys) return Promise.reject(new JwtFailure('secret', 'Server lacks JWT secret'));
    if (settings.cacheMaxEntries <= 0) return verifiedClaims(settings.keys, token);
    let found = cache.get(token);
    if (!found) {
      found = verifiedClaims(settings.keys, token);
      found.catch(() => cache.delete(token));
      if (cache.size >= settings.cacheMaxEntries) cache.delete(cache.keys().next().value!);
      cache.set(token, found);
    }
    return found;
  };

  const refuse = (failure: JwtFailure): AuthResult => {
    const status = failure.kind === 'secret' ? 500 : 401;
    const code = { secret: 'PGRST300', decode: 'PGRST301', required: 'PGRST302', claims: 'PGRST303' }[failure.kind];
    const headers: Record<string, string> =
      failure.kind === 'secret'
        ? {}
        : failure.kind === 'required'
          ? { 'www-authenticate': 'Bearer' }
          : {
              'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(failure.message)}`,
            };
    const body = { code, message: failure.message, details: failure.details, hint: null };
    return { ok: false, response: pgrstError(status, body, settings.verbosity, headers) };
  };

  return async function authenticate(authorization: string | undefined): Promise<AuthResult> {
    const token = bearerToken(authorization);
    let claims: Record<string, unknown> = {};
    try {
      if (token !== undefined) claims = await decode(token);
      const invalid = claimsError(claims, now(), settings.audience);
      if (invalid) throw new JwtFailure('claims', invalid);
    } catch (error) {
      if (error instanceof JwtFailure) return refuse(error);
      throw error;
    }
    const role = roleOf(claims, settings.roleClaimKey, settings.anonRole);
    if (role === null) return refuse(new JwtFailure('required', 'Anonymous access is disabled'));
    return { ok: true, role, claims };
  };
}
