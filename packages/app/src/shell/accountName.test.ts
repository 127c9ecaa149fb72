import type { AppUserData } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { accountName } from './accountName';

const user = (fields: Partial<AppUserData>): AppUserData =>
  ({ email: 'erika@waldmonitor.example.org', first_name: 'Erika', last_name: 'Mustermann', ...fields }) as AppUserData;

describe('accountName', () => {
  it.each([
    ['the name from the user data', user({}), 'erika@waldmonitor.example.org', 'Erika Mustermann'],
    ['one name alone', user({ last_name: null }), 'erika@waldmonitor.example.org', 'Erika'],
    [
      'the user data e-mail without names',
      user({ first_name: null, last_name: null }),
      'x@example.org',
      'erika@waldmonitor.example.org',
    ],
    [
      'the identity e-mail when the user data could not be loaded',
      null,
      'defekt@waldmonitor.example.org',
      'defekt@waldmonitor.example.org',
    ],
    ['nothing without user data or e-mail', null, '', undefined],
  ])('given %s', (_case, userData, email, expected) => {
    expect(accountName({ user: userData, email })).toBe(expected);
  });
});
