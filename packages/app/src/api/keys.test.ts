import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { dataKey, matchKeys } from './keys';

describe('dataKey', () => {
  it('is the call and its params', () => {
    expect(dataKey('a_get_kaefer_overview', { bundesland: 'NI', kaeferart: null })).toEqual([
      'a_get_kaefer_overview',
      { bundesland: 'NI', kaeferart: null },
    ]);
  });

  it('gives equal reads one SWR key, whatever the order of the params', () => {
    expect(unstable_serialize(dataKey('a_get_user_data', { email: 'a@b.de', id: 'x' }))).toBe(
      unstable_serialize(dataKey('a_get_user_data', { id: 'x', email: 'a@b.de' })),
    );
    expect(unstable_serialize(dataKey('getKarte', { id: 1 }))).not.toBe(
      unstable_serialize(dataKey('getKarte', { id: 2 })),
    );
  });
});

describe('matchKeys', () => {
  it.each([
    [matchKeys('getMapPoints'), dataKey('getMapPoints', { id: 7 }), true],
    [matchKeys('getMapPoints', { id: 7 }), dataKey('getMapPoints', { id: 7 }), true],
    [matchKeys('getMapPoints', { id: 7 }), dataKey('getMapPoints', { id: 8 }), false],
    [matchKeys('getMapPoints'), dataKey('getKarte', { id: 7 }), false],
    [
      matchKeys('a_get_kaefer_overview', { bundesland: 'NI' }),
      dataKey('a_get_kaefer_overview', { bundesland: 'NI', kaeferart: 3 }),
      true,
    ],
    [matchKeys('a_get_all_clients'), 'a_get_all_clients', false],
    [matchKeys('a_get_all_clients'), null, false],
  ])('%#: matches %j → %s', (filter, key, expected) => {
    expect(filter(key)).toBe(expected);
  });
});
