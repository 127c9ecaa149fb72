import { describe, expect, it } from 'vitest';
import { refreshTokenJwt, secondsLeft } from './keycloakTokens';

describe('a session of 60 s (Keycloak’s SSO Session Max)', () => {
  it.each([
    ['at sign-in', 1000, 1000, 60],
    ['25 s later', 1000, 1025, 35],
    ['59 s later', 1000, 1059, 1],
    ['spent', 1000, 1070, 1],
    ['before the sign-in (clock step)', 1000, 990, 60],
  ])('%s: %i → %i has the rest', (_, authTime, now, left) => {
    expect(secondsLeft(60, authTime, now)).toBe(left);
  });

  it('without a sign-in time: the whole lifetime', () => {
    expect(secondsLeft(60, undefined, 5000)).toBe(60);
  });
});

describe('a refresh token as Keycloak issues it', () => {
  const claims = { iss: 'http://127.0.0.1:1', sub: 'admin', iat: 1000, exp: 1060 };

  it('is a JWT whose payload keycloak-js can read', () => {
    const token = refreshTokenJwt(claims, Buffer.from('geheim'));
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
      ...claims,
      typ: 'Refresh',
    });
    expect(signature).toMatch(/^[\w-]{43}$/);
  });

  it('two tokens with the same claims differ', () => {
    expect(refreshTokenJwt(claims, Buffer.from('k'))).not.toBe(refreshTokenJwt(claims, Buffer.from('k')));
  });
});
