import { describe, expect, it } from 'vitest';
import type { Prognose } from '../entities';
import {
  invoicedPerMonth,
  prognoseChart,
  prognoseMonths,
  prognoseYears,
  toPrognoseParams,
  validatePrognoseForm,
} from './prognose';

const prognose: Prognose[] = [
  { id: 1, datum: '2026-01-01', betrag: 6500, art: 'Georeferenzierung' },
  { id: 2, datum: '2026-01-01', betrag: 2100.5, art: 'Beratung' },
  { id: 3, datum: '2026-03-01', betrag: 0.1, art: 'Beratung' },
  { id: 4, datum: '2026-03-15', betrag: 0.2, art: 'Beratung' },
  { id: 5, datum: '2027-01-01', betrag: 9000, art: 'Drainagekataster' },
];

const invoices = [
  { rn_datum: '2026-01-20', netto: 936 },
  { rn_datum: '2026-01-31', netto: 1234.56 },
  { rn_datum: '2026-12-01', netto: -100 },
  { rn_datum: '2025-06-30', netto: 5000 },
];

describe('invoicedPerMonth', () => {
  it('given invoices, sums each month of the year by invoice date in cents', () => {
    const months = invoicedPerMonth(invoices, 2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ monat: 1, netto_cent: 217056 });
    expect(months[11]).toEqual({ monat: 12, netto_cent: -10000 });
    expect(months.slice(1, 11).every((m) => m.netto_cent === 0)).toBe(true);
  });

  it('given another year, counts only that year', () => {
    expect(invoicedPerMonth(invoices, 2025).map((m) => m.netto_cent)).toEqual([
      0, 0, 0, 0, 0, 500000, 0, 0, 0, 0, 0, 0,
    ]);
  });
});

describe('prognoseMonths', () => {
  it('given forecasts and the invoiced months, sums each month of the year in cents', () => {
    const months = prognoseMonths(prognose, invoicedPerMonth(invoices, 2026), 2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, label: 'Jan. 2026', prognoseCents: 860050, invoicedCents: 217056 });
    // 0,1 + 0,2 is 0,30000000000000004 in floating point: in cents it is 30.
    expect(months[2]).toEqual({ month: 3, label: 'März 2026', prognoseCents: 30, invoicedCents: 0 });
    expect(months[11]).toEqual({ month: 12, label: 'Dez. 2026', prognoseCents: 0, invoicedCents: -10000 });
  });

  it('given another year, counts only that year', () => {
    const months = prognoseMonths(prognose, invoicedPerMonth(invoices, 2025), 2025);
    expect(months.map((m) => m.invoicedCents)).toEqual([0, 0, 0, 0, 0, 500000, 0, 0, 0, 0, 0, 0]);
    expect(months.every((m) => m.prognoseCents === 0)).toBe(true);
  });
});

describe('prognoseChart', () => {
  it('shows whole euros per month for both series', () => {
    const chart = prognoseChart(prognoseMonths(prognose, invoicedPerMonth(invoices, 2026), 2026));
    expect(chart.series).toEqual(['Prognose', 'Abgerechnet (netto)']);
    expect(chart.unit).toBe('€');
    expect(chart.rows[0]).toEqual({ label: 'Jan. 2026', values: [8601, 2171] });
    expect(chart.rows[11]).toEqual({ label: 'Dez. 2026', values: [0, -100] });
  });
});

describe('prognoseYears', () => {
  it('lists every year from the first to the last forecast and the current one, newest first', () => {
    expect(prognoseYears(['2025-03-01', '2027-01-01'], 2028)).toEqual([2028, 2027, 2026, 2025]);
    expect(prognoseYears([undefined, undefined], 2026)).toEqual([2026]);
    expect(prognoseYears(['2024-12-31'], 2026)).toEqual([2026, 2025, 2024]);
  });
});

describe('validatePrognoseForm', () => {
  it.each([
    [{ datum: '2026-05-01', betrag: 1200, art: 'Beratung' }, {}],
    [{ datum: '2026-05-01', betrag: 0, art: 'Beratung' }, {}],
    [
      { datum: '', betrag: null, art: '  ' },
      {
        datum: 'Bitte ein Datum wählen.',
        betrag: 'Bitte einen Betrag eingeben.',
        art: 'Bitte die Art der Leistung angeben, z. B. „Beratung“.',
      },
    ],
    [{ datum: '2026-05-01', betrag: -5, art: 'Beratung' }, { betrag: 'Der Betrag darf nicht negativ sein.' }],
    [
      { datum: '2026-05-01', betrag: 5, art: 'B'.repeat(10_000) },
      { art: 'Bitte höchstens 100 Zeichen eingeben (jetzt 10.000).' },
    ],
  ])('%j → %j', (form, errors) => {
    expect(validatePrognoseForm(form)).toEqual(errors);
  });

  it('trims the kind for the payload', () => {
    expect(toPrognoseParams({ datum: '2026-05-01', betrag: 1200.5, art: ' Beratung ' })).toEqual({
      datum: '2026-05-01',
      betrag: 1200.5,
      art: 'Beratung',
    });
  });
});
