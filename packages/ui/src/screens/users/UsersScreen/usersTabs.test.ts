import { describe, expect, it } from 'vitest';
import { EXPERT_REQUESTS_PATH, parseUsersTab, usersTabQuery } from './usersTabs';

describe('parseUsersTab', () => {
  it.each([
    [null, 'nutzer'],
    ['', 'nutzer'],
    ['nutzer', 'nutzer'],
    ['anfragen', 'anfragen'],
    ['Anfragen', 'nutzer'],
    ['experte', 'nutzer'],
  ])('%j → %s', (value, tab) => {
    expect(parseUsersTab(value)).toBe(tab);
  });
});

describe('usersTabQuery', () => {
  it('leaves the users list out of the URL', () => {
    expect(usersTabQuery('nutzer')).toBeNull();
    expect(usersTabQuery('anfragen')).toBe('anfragen');
  });

  it('is what the requests link opens', () => {
    const query = new URLSearchParams(EXPERT_REQUESTS_PATH.split('?')[1]);
    expect(parseUsersTab(query.get('tab'))).toBe('anfragen');
  });
});
