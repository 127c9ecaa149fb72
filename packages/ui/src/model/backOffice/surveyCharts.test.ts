import { describe, expect, it } from 'vitest';
import {
  chartCsv,
  chartTotal,
  lengthByErfqChart,
  lengthByQdtChart,
  surveyObjectsChart,
  surveyShare,
  surveySplit,
} from './surveyCharts';

describe('surveySplit', () => {
  it.each([
    [
      [
        { vermessen: true, summe: 41 },
        { vermessen: false, summe: 17 },
      ],
      { vermessen: 41, vermutet: 17 },
    ],
    [[{ vermessen: false, summe: 9 }], { vermessen: 0, vermutet: 9 }],
    [[], { vermessen: 0, vermutet: 0 }],
    [
      [
        { vermessen: true, summe: 2 },
        { vermessen: true, summe: 3 },
      ],
      { vermessen: 5, vermutet: 0 },
    ],
  ])('given %j, splits into %j', (rows, split) => {
    expect(surveySplit(rows)).toEqual(split);
  });

  it.each([
    [
      [
        { vermessen: true, summe: 41 },
        { vermessen: false, summe: 17 },
      ],
      70.7,
    ],
    [[{ vermessen: true, summe: 12 }], 100],
    [[{ vermessen: false, summe: 12 }], 0],
    [[], null],
  ])('given %j, the measured share is %s %', (rows, share) => {
    expect(surveyShare(rows)).toBe(share);
  });
});

describe('surveyObjectsChart', () => {
  it('puts one row per kind with vermessen and vermutet', () => {
    expect(
      surveyObjectsChart([
        {
          label: 'Ausmündungen',
          rows: [
            { vermessen: true, summe: 41 },
            { vermessen: false, summe: 17 },
          ],
        },
        { label: 'Schächte', rows: [] },
      ]),
    ).toEqual({
      series: ['Vermessen', 'Vermutet'],
      unit: 'Stück',
      rows: [
        { label: 'Ausmündungen', values: [41, 17] },
        { label: 'Schächte', values: [0, 0] },
      ],
    });
  });

  it('counts drainage in metres', () => {
    expect(surveyObjectsChart([{ label: 'Dränagen', rows: [{ vermessen: true, summe: 1840 }] }], 'm')).toEqual({
      series: ['Vermessen', 'Vermutet'],
      unit: 'm',
      rows: [{ label: 'Dränagen', values: [1840, 0] }],
    });
  });
});

describe('lengths by label', () => {
  it("merges '' and null into 'Andere', last; the rest longest first", () => {
    expect(
      lengthByErfqChart([
        { erfq: 'TAC', round: 812 },
        { erfq: '', round: 40 },
        { erfq: 'GNSS', round: 2034 },
        { erfq: null, round: 95 },
        { erfq: 'KA', round: 812 },
      ]),
    ).toEqual({
      series: ['Länge nach Erfassungsquelle'],
      unit: 'm',
      rows: [
        { label: 'GNSS', values: [2034] },
        { label: 'KA', values: [812] },
        { label: 'TAC', values: [812] },
        { label: 'Andere', values: [135] },
      ],
    });
  });

  it('groups by cross-section the same way', () => {
    expect(
      lengthByQdtChart([
        { qdt: '  ', round: 10 },
        { qdt: 'DN 80', round: 700 },
      ]).rows,
    ).toEqual([
      { label: 'DN 80', values: [700] },
      { label: 'Andere', values: [10] },
    ]);
  });

  it('shows nothing for no lines', () => {
    expect(lengthByQdtChart([]).rows).toEqual([]);
  });
});

describe('chartTotal and chartCsv', () => {
  const data = {
    series: ['Vermessen', 'Vermutet'],
    unit: 'Stück',
    rows: [
      { label: 'Ausmündungen', values: [41, 17] },
      { label: 'Schächte; alt', values: [1250, 0.5] },
    ],
  };

  it('sums each series', () => {
    expect(chartTotal(data)).toEqual([1291, 17.5]);
  });

  it('writes semicolon CSV with decimal commas, quoting where needed', () => {
    expect(chartCsv(data, 'Objektart')).toBe(
      'Objektart;Vermessen (Stück);Vermutet (Stück)\r\nAusmündungen;41;17\r\n"Schächte; alt";1250;0,5\r\n',
    );
  });
});
