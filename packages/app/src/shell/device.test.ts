import { describe, expect, it } from 'vitest';
import { isPhone, landingPath } from './device';

describe('isPhone (requirements §1: phones, not tablets)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', false],
  ])('%s → %s', (ua, phone) => {
    expect(isPhone(ua)).toBe(phone);
  });
});

describe('landingPath: the landing remembers where the phone was going', () => {
  it.each([
    ['/', '/landing'],
    ['/users/index?suche=Brand', '/landing?redirect=%2Fusers%2Findex%3Fsuche%3DBrand'],
    ['/gis/index?karte=3', '/landing?redirect=%2Fgis%2Findex%3Fkarte%3D3'],
  ])('%s → %s', (wanted, path) => {
    expect(landingPath(wanted)).toBe(path);
  });
});
