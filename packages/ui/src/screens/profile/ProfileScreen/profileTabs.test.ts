import { describe, expect, it } from 'vitest';
import { parseProfileTab, profileTabQuery } from './profileTabs';

describe('parseProfileTab', () => {
  it.each([
    [null, 'profil'],
    ['', 'profil'],
    ['experte', 'experte'],
    ['benachrichtigungen', 'benachrichtigungen'],
    ['Experte', 'profil'],
    ['admin', 'profil'],
  ])('%j → %s', (value, tab) => {
    expect(parseProfileTab(value)).toBe(tab);
  });
});

describe('profileTabQuery', () => {
  it('leaves the default tab out of the URL', () => {
    expect(profileTabQuery('profil')).toBeNull();
    expect(profileTabQuery('experte')).toBe('experte');
  });
});
