import { describe, expect, it } from 'vitest';
import {
  BERUFSGRUPPEN,
  BUNDESLAENDER,
  berufsgruppeOptions,
  EPSG_CODES,
  beetleStatusLabel,
  bundeslandLabel,
  chartLabel,
  epsgLabel,
  offerSignLabel,
  offerStatusLabel,
} from './domainValues';

describe('chartLabel', () => {
  it.each([
    [null, 'Andere'],
    [undefined, 'Andere'],
    ['', 'Andere'],
    ['  ', 'Andere'],
    ['DN 100', 'DN 100'],
  ])('requirements §3: %j is displayed as %j', (value, expected) => {
    expect(chartLabel(value)).toBe(expected);
  });
});

describe('value lists', () => {
  it('holds all 16 Bundesländer with unique codes', () => {
    expect(BUNDESLAENDER).toHaveLength(16);
    expect(new Set(BUNDESLAENDER.map((land) => land.value)).size).toBe(16);
  });

  it('holds the EPSG codes in use: UTM 32/33, Gauß-Krüger zones 2 to 5, and the systems of old sheets', () => {
    expect(EPSG_CODES.map((code) => code.value)).toEqual([
      25832, 25833, 31466, 31467, 31468, 31469, 4647, 5650, 2398, 2399, 3068,
    ]);
  });

  it.each([
    [beetleStatusLabel('in_pruefung'), 'In Prüfung'],
    [beetleStatusLabel('veroeffentlicht'), 'Veröffentlicht'],
    [offerStatusLabel('abgerechnet'), 'Abgerechnet'],
    [offerSignLabel('geschaeftsfuehrung'), 'Unterschrift Geschäftsführung'],
    [bundeslandLabel('TH'), 'Thüringen'],
    [epsgLabel(31468), 'DHDN / Gauß-Krüger Zone 4'],
  ])('labels %j', (label, expected) => {
    expect(label).toBe(expected);
  });
});

describe('berufsgruppeOptions', () => {
  it('offers the ten designed values', () => {
    expect(berufsgruppeOptions(null).map((option) => option.value)).toEqual([...BERUFSGRUPPEN]);
    expect(berufsgruppeOptions('Förster/in')).toHaveLength(10);
  });

  it('keeps a stored value outside the list as the last option', () => {
    const options = berufsgruppeOptions('Imker/in');
    expect(options).toHaveLength(11);
    expect(options[10]).toEqual({ value: 'Imker/in', label: 'Imker/in' });
  });
});
