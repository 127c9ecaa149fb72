import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

const ORIGIN = 'https://waldmonitor.example.org';

describe('the page to come back to after signing in again', () => {
  it.each([
    ['a deep link keeps path and query', `${ORIGIN}/dashboard?bereich=rechnungen`, '/dashboard?bereich=rechnungen'],
    ['a view with its id', `${ORIGIN}/dashboard?bereich=rechnungen&id=61`, '/dashboard?bereich=rechnungen&id=61'],
    ['the fragment is dropped', `${ORIGIN}/gis/index?karte=7#state=abc&code=xyz`, '/gis/index?karte=7'],
    ['the start page', `${ORIGIN}/`, '/'],
    [
      'the sign-in page returns to where the guard came from',
      `${ORIGIN}/login?redirect=%2Fusers%2F12%3Ftab%3Dmail`,
      '/users/12?tab=mail',
    ],
    ['the sign-in page without a target', `${ORIGIN}/login`, '/'],
    [
      'a foreign target of the sign-in page is not followed',
      `${ORIGIN}/login?redirect=https%3A%2F%2Fevil.example`,
      '/',
    ],
    ['a protocol-relative target is not followed', `${ORIGIN}/login?redirect=%2F%2Fevil.example%2Fx`, '/'],
    ['another origin goes to the start page', 'https://evil.example/dashboard', '/'],
    ['no address at all', 'nicht eine Adresse', '/'],
  ])('%s', (_, href, path) => {
    expect(returnPath(href, ORIGIN)).toBe(path);
  });
});
