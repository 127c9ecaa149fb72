import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

const origin = 'https://waldmonitor.example';

describe('redirectTarget: only same-origin paths pass', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/users/index', '/users/index'],
    ['/users/index?suche=Brand&rolle=ogf_admin', '/users/index?suche=Brand&rolle=ogf_admin'],
    ['/gis/index?karte=3#punkte', '/gis/index?karte=3#punkte'],
    ['/../dashboard', '/dashboard'],
  ])('%j → %s', (raw, path) => {
    expect(redirectTarget(raw, origin)).toEqual({ ok: true, path });
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'https://waldmonitor.example.evil.example/',
    'dashboard',
  ])('%j is rejected', (raw) => {
    expect(redirectTarget(raw, origin)).toEqual({ ok: false, rejected: raw });
  });
});
