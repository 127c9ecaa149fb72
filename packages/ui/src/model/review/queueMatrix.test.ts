import { describe, expect, it } from 'vitest';
import type { BeetleStatus, BundeslandCode } from '../domainValues';
import type { KaeferOverviewRow } from '../resultRows';
import { queueCounts, queueMatrix } from './queueMatrix';
import { cellParams, filterQueue, neighbourId, nextOpenId, parseQueueSelection } from './queueSelection';
import { publishedByLandChart, publishedBySpeciesChart, publishedPerLand, shadeStep } from './publishedCharts';

let nextId = 1;
function row(bundesland: BundeslandCode | null, art: number | null, status: BeetleStatus): KaeferOverviewRow {
  return {
    id: nextId++,
    art,
    status,
    published_from: null,
    letzter_bearbeiter: null,
    message: null,
    fund_datum: '2026-06-01',
    lat: 50,
    lng: 10,
    bundesland,
    beschreibung: null,
    user_id: 1,
    art_name: null,
    bilder_anzahl: 0,
  };
}

const ARTEN = [
  { id: 1, name: 'Buchdrucker', lat_name: 'Ips typographus' },
  { id: 2, name: 'Kupferstecher', lat_name: 'Pityogenes chalcographus' },
  { id: 3, name: 'Alpenbock', lat_name: 'Rosalia alpina' },
];

describe('the queue matrix', () => {
  const rows = [
    row('BY', 1, 'gemeldet'),
    row('BY', 1, 'in_pruefung'),
    row('BY', 1, 'veroeffentlicht'),
    row('BY', 2, 'bestaetigt'),
    row('SN', 2, 'gemeldet'),
    row('SN', 2, 'rueckfrage'),
    row('SN', 2, 'abgelehnt'),
    row('BW', null, 'gemeldet'),
  ];
  const matrix = queueMatrix(queueCounts(rows), ARTEN);

  it('counts as a_get_kaefer_queue answers: waiting records per cell, groups without Land or species even at 0', () => {
    expect(queueCounts([...rows, row(null, 2, 'abgelehnt'), row('BY', 3, 'veroeffentlicht')])).toEqual([
      { bundesland: null, art: 2, offen: 0 },
      { bundesland: 'BW', art: null, offen: 1 },
      { bundesland: 'BY', art: 1, offen: 2 },
      { bundesland: 'BY', art: 2, offen: 1 },
      { bundesland: 'SN', art: 2, offen: 1 },
    ]);
  });

  it('counts the records waiting for an expert per cell (Rückfrage waits for the reporter)', () => {
    expect(matrix.open('BY', 1)).toBe(2);
    expect(matrix.open('BY', 2)).toBe(1);
    expect(matrix.open('SN', 2)).toBe(1);
    expect(matrix.open('BW', null)).toBe(1);
    expect(matrix.open('HB', 3)).toBe(0);
    expect(matrix.total).toBe(5);
  });

  it('lists every Land in order, and species by open records, then by name, the undetermined last', () => {
    expect(matrix.lands.map((l) => l.code)).toEqual([
      'BW',
      'BY',
      'BE',
      'BB',
      'HB',
      'HH',
      'HE',
      'MV',
      'NI',
      'NW',
      'RP',
      'SL',
      'SN',
      'ST',
      'SH',
      'TH',
    ]);
    expect(matrix.lands.find((l) => l.code === 'BY')).toEqual({ code: 'BY', label: 'Bayern', open: 3 });
    expect(matrix.species).toEqual([
      { id: 1, name: 'Buchdrucker', open: 2 },
      { id: 2, name: 'Kupferstecher', open: 2 },
      { id: 3, name: 'Alpenbock', open: 0 },
      { id: null, name: 'Art unbestimmt', open: 1 },
    ]);
  });

  it('adds "Ohne Bundesland" only when a record has no Land', () => {
    const withoutLand = queueMatrix(queueCounts([row(null, 3, 'gemeldet')]), ARTEN);
    expect(withoutLand.lands.at(-1)).toEqual({ code: null, label: 'Ohne Bundesland', open: 1 });
    expect(withoutLand.species.map((s) => s.id)).toEqual([3, 1, 2]);
    expect(queueMatrix([], ARTEN).lands).toHaveLength(16);
  });
});

describe('the queue choice in the address', () => {
  const read = (query: string) => {
    const params = new URLSearchParams(query);
    return parseQueueSelection((name) => params.get(name));
  };

  it.each([
    ['', { land: 'alle', art: 'alle', status: 'offen', fund: null, isCellChosen: false }],
    ['land=BY&art=1', { land: 'BY', art: 1, status: 'offen', fund: null, isCellChosen: true }],
    [
      'land=ohne&art=ohne&status=rueckfrage&fund=12',
      { land: null, art: null, status: 'rueckfrage', fund: 12, isCellChosen: true },
    ],
    [
      'land=XX&art=eins&status=kaputt&fund=1a',
      { land: 'alle', art: 'alle', status: 'offen', fund: null, isCellChosen: true },
    ],
    ['art=alle&status=alle', { land: 'alle', art: 'alle', status: 'alle', fund: null, isCellChosen: true }],
  ])('reads "%s"', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('writes a cell and starts its list anew', () => {
    expect(cellParams('BY', 1)).toEqual({ land: 'BY', art: '1', status: null, fund: null });
    expect(cellParams(null, 'alle')).toEqual({ land: 'ohne', art: 'alle', status: null, fund: null });
  });

  it('filters by cell and status', () => {
    const rows = [row('BY', 1, 'gemeldet'), row('BY', null, 'gemeldet'), row('BY', 1, 'veroeffentlicht')];
    expect(filterQueue(rows, { land: 'BY', art: null, status: 'offen' }).map((r) => r.id)).toEqual([rows[1]?.id]);
    expect(filterQueue(rows, { land: 'BY', art: 1, status: 'alle' })).toHaveLength(2);
    expect(filterQueue(rows, { land: 'alle', art: 'alle', status: 'veroeffentlicht' })).toEqual([rows[2]]);
  });
});

describe('moving through the records', () => {
  const list = [
    { id: 10, status: 'gemeldet' as const },
    { id: 11, status: 'rueckfrage' as const },
    { id: 12, status: 'in_pruefung' as const },
    { id: 13, status: 'veroeffentlicht' as const },
  ];
  it('steps to the neighbour, the first when none is open, null past the ends', () => {
    expect(neighbourId(list, 11, 1)).toBe(12);
    expect(neighbourId(list, 11, -1)).toBe(10);
    expect(neighbourId(list, 13, 1)).toBeNull();
    expect(neighbourId(list, 10, -1)).toBeNull();
    expect(neighbourId(list, null, 1)).toBe(10);
    expect(neighbourId([], null, 1)).toBeNull();
  });
  it('after an action shows the next record waiting for an expert, else one before it', () => {
    expect(nextOpenId(list, 10)).toBe(12);
    expect(nextOpenId(list, 12)).toBe(10);
    expect(nextOpenId([list[0] as (typeof list)[0]], 10)).toBeNull();
  });
});

describe('published sightings for the citizens', () => {
  const byLand = [
    { bundesland: 'SN' as const, anzahl: 4 },
    { bundesland: null, anzahl: 9 },
    { bundesland: 'BY' as const, anzahl: 20 },
  ];
  it('by Land, most first, without a Land as "Andere" last', () => {
    expect(publishedByLandChart(byLand)).toEqual({
      series: ['Veröffentlichte Funde'],
      unit: 'Funde',
      rows: [
        { label: 'Bayern', values: [20] },
        { label: 'Sachsen', values: [4] },
        { label: 'Andere', values: [9] },
      ],
    });
    expect(publishedPerLand(byLand)).toEqual({ BY: 20, SN: 4 });
  });
  it('by species, most first', () => {
    expect(
      publishedBySpeciesChart([
        { art: 2, name: 'Kupferstecher', anzahl: 3 },
        { art: null, name: null, anzahl: 5 },
        { art: 1, name: 'Buchdrucker', anzahl: 8 },
      ]).rows,
    ).toEqual([
      { label: 'Buchdrucker', values: [8] },
      { label: 'Kupferstecher', values: [3] },
      { label: 'Andere', values: [5] },
    ]);
  });
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [5, 20, 1],
    [6, 20, 2],
    [15, 20, 3],
    [16, 20, 4],
    [20, 20, 4],
    [3, 0, 0],
  ])('shades %i of %i as step %i', (count, max, step) => {
    expect(shadeStep(count, max)).toBe(step);
  });
});
