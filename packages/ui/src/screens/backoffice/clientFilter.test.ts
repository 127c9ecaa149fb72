import { describe, expect, it } from 'vitest';
import { KATASTER_FILTERS, katasterStatusOf } from './clientFilter';

describe('katasterStatusOf', () => {
  it.each([
    ['an', true],
    ['aus', false],
    ['', null],
  ] as const)('%j asks for kataster_status %j', (filter, expected) => {
    expect(katasterStatusOf(filter)).toBe(expected);
  });

  it('offers both states of the switch, in German', () => {
    expect(KATASTER_FILTERS.map((option) => `${option.value}: ${option.label}`)).toEqual([
      'an: Kataster eingeschaltet',
      'aus: Kataster ausgeschaltet',
    ]);
  });
});
