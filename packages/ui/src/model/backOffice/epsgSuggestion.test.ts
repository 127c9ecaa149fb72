import { describe, expect, it } from 'vitest';
import { epsgFieldText, epsgFit, fittingEpsgCodes, suggestedEpsg } from './epsgSuggestion';

describe('suggestedEpsg', () => {
  it.each([
    ['BW', 25832],
    ['BY', 25832],
    ['HB', 25832],
    ['HH', 25832],
    ['HE', 25832],
    ['NI', 25832],
    ['NW', 25832],
    ['RP', 25832],
    ['SL', 25832],
    ['SH', 25832],
    ['ST', 25832],
    ['TH', 25832],
    ['BE', 25833],
    ['BB', 25833],
    ['MV', 25833],
    ['SN', 25833],
  ] as const)('given %s, suggests EPSG:%i', (land, code) => {
    expect(suggestedEpsg(land)).toBe(code);
  });

  it('suggests nothing without a Land', () => {
    expect(suggestedEpsg(null)).toBeNull();
  });
});

describe('fittingEpsgCodes', () => {
  it.each([
    ['SL', [25832, 4647, 31466]],
    ['NW', [25832, 4647, 31466, 31467]],
    ['BY', [25832, 4647, 31467, 31468]],
    ['SN', [25833, 5650, 31468, 31469, 2398, 2399]],
    ['BE', [25833, 5650, 31468, 2398, 3068]],
  ] as const)('given %s, lists %j', (land, codes) => {
    expect(fittingEpsgCodes(land)).toEqual(codes);
  });
});

describe('epsgFit', () => {
  it.each([
    ['BW', 25832, { status: 'suggested' }],
    ['SN', 25833, { status: 'suggested' }],
    [
      'BW',
      31467,
      {
        status: 'legacy',
        message:
          'EPSG:31467 ist ein Gauß-Krüger-Streifen in Baden-Württemberg: passend für Altdaten; für neue Daten EPSG:25832.',
      },
    ],
    [
      'MV',
      31469,
      {
        status: 'legacy',
        message:
          'EPSG:31469 ist ein Gauß-Krüger-Streifen in Mecklenburg-Vorpommern: passend für Altdaten; für neue Daten EPSG:25833.',
      },
    ],
    [
      'SL',
      31466,
      {
        status: 'legacy',
        message:
          'EPSG:31466 ist ein Gauß-Krüger-Streifen in Saarland: passend für Altdaten; für neue Daten EPSG:25832.',
      },
    ],
    [
      'BB',
      25832,
      {
        status: 'mismatch',
        message: 'EPSG:25832 passt nicht zu Brandenburg. Empfohlen: EPSG:25833 (ETRS89 / UTM Zone 33N).',
      },
    ],
    [
      'HE',
      25833,
      {
        status: 'mismatch',
        message: 'EPSG:25833 passt nicht zu Hessen. Empfohlen: EPSG:25832 (ETRS89 / UTM Zone 32N).',
      },
    ],
    [
      'BW',
      31469,
      {
        status: 'mismatch',
        message: 'EPSG:31469 passt nicht zu Baden-Württemberg. Empfohlen: EPSG:25832 (ETRS89 / UTM Zone 32N).',
      },
    ],
    [
      'NW',
      4647,
      {
        status: 'legacy',
        message:
          'EPSG:4647 ist EPSG:25832 mit der Zone vor dem Rechtswert: passend; dieselben Orte, nur anders geschrieben.',
      },
    ],
    [
      'BE',
      3068,
      {
        status: 'legacy',
        message: 'EPSG:3068 ist das Soldner-System Berlins: passend für Altdaten; für neue Daten EPSG:25833.',
      },
    ],
    [
      'SN',
      2399,
      {
        status: 'legacy',
        message:
          'EPSG:2399 ist ein Gauß-Krüger-Streifen der DDR (Krassowski) in Sachsen: passend für Altdaten; für neue Daten EPSG:25833.',
      },
    ],
    [
      'HE',
      2398,
      {
        status: 'mismatch',
        message: 'EPSG:2398 passt nicht zu Hessen. Empfohlen: EPSG:25832 (ETRS89 / UTM Zone 32N).',
      },
    ],
    [null, 25832, { status: 'unknown' }],
    ['NI', null, { status: 'unknown' }],
  ] as const)('given %s and EPSG:%s, says %j', (land, code, fit) => {
    expect(epsgFit(land, code)).toEqual(fit);
  });
});

describe('epsgFieldText', () => {
  it.each([
    ['SN', null, { hint: 'Für Sachsen empfohlen: EPSG:25833.' }],
    ['SN', 25833, {}],
    [null, 31467, {}],
    [
      'BE',
      3068,
      { hint: 'EPSG:3068 ist das Soldner-System Berlins: passend für Altdaten; für neue Daten EPSG:25833.' },
    ],
    [
      'BB',
      5650,
      {
        hint: 'EPSG:5650 ist EPSG:25833 mit der Zone vor dem Rechtswert: passend; dieselben Orte, nur anders geschrieben.',
      },
    ],
    ['BY', 2398, { error: 'EPSG:2398 passt nicht zu Bayern. Empfohlen: EPSG:25832 (ETRS89 / UTM Zone 32N).' }],
  ] as const)('given %s and EPSG:%s, shows %j', (land, code, text) => {
    expect(epsgFieldText(land, code)).toEqual(text);
  });
});
