import { describe, expect, it } from 'vitest';
import { CLIENT_STATUS_FILTERS, KATASTER_FILTERS, clientActiveOf, katasterStatusOf } from './clientFilter';

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

describe('clientActiveOf', () => {
  it.each([
    ['', true],
    ['deaktiviert', false],
    ['alle', null],
  ] as const)('%j asks for aktiv %j (the active clients by default)', (filter, expected) => {
    expect(clientActiveOf(filter)).toBe(expected);
  });

  it('offers the deactivated clients and all, in German', () => {
    expect(CLIENT_STATUS_FILTERS.map((option) => `${option.value}: ${option.label}`)).toEqual([
      'deaktiviert: Deaktivierte Kunden',
      'alle: Aktive und deaktivierte',
    ]);
  });
});
