import { describe, expect, it } from 'vitest';
import { redirectUriMatches } from './redirectUriMatch';

const APP = 'https://waldmonitor.example.org';

describe('given the realm registers `https://<app>/*` (Keycloak’s wildcard)', () => {
  const registered = [`${APP}/*`];

  it.each([
    [`${APP}/`, true],
    [`${APP}/dashboard`, true],
    [`${APP}/dashboard?bereich=rechnungen`, true],
    [`${APP}/dashboard?bereich=rechnungen&id=61`, true],
    [`${APP}/gis/index?karte=7#fragment`, true],
    // The bare origin: Keycloak strips the trailing slash of the prefix too.
    [APP, true],
    // Another host that merely starts like the app's.
    ['https://waldmonitor.example.org.evil.example/', false],
    ['https://evil.example/dashboard', false],
    [`http://waldmonitor.example.org/dashboard`, false],
    // Climbing out of the prefix.
    [`${APP}/../x`, false],
    [`${APP}/a/%2e%2e/b`, false],
    [`${APP}/./dashboard`, false],
  ])('%s → %s', (uri, allowed) => {
    expect(redirectUriMatches(registered, uri)).toBe(allowed);
  });
});

describe('given a prefix deeper than the origin', () => {
  it.each([
    [`${APP}/app/dashboard`, true],
    [`${APP}/app`, true],
    [`${APP}/application`, false],
    [`${APP}/`, false],
  ])('%s → %s', (uri, allowed) => {
    expect(redirectUriMatches([`${APP}/app/*`], uri)).toBe(allowed);
  });
});

describe('given exact registrations only (the test server before wildcards)', () => {
  const registered = [`${APP}/`, `${APP}/dashboard`, `${APP}/login`];

  it.each([
    [`${APP}/dashboard`, true],
    [`${APP}/login`, true],
    // The deep link the provider refused on a reload.
    [`${APP}/dashboard?bereich=rechnungen`, false],
    [`${APP}/dashboard/`, false],
  ])('%s → %s', (uri, allowed) => {
    expect(redirectUriMatches(registered, uri)).toBe(allowed);
  });
});

it('a registration with a query and a star is compared exactly, as Keycloak does', () => {
  expect(redirectUriMatches([`${APP}/cb?x=*`], `${APP}/cb?x=*`)).toBe(true);
  expect(redirectUriMatches([`${APP}/cb?x=*`], `${APP}/cb?x=1`)).toBe(false);
});
