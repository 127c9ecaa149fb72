import { describe, expect, it } from 'vitest';
import { parseGermanNumber } from '../germanNumber';
import { documentTotals, formatEuroCents, lineTotalCents, vatCents } from './totals';

/** A quantity or price as typed in the editor ("2,5"), read by the shared parser. */
function typed(text: string): number {
  const value = parseGermanNumber(text);
  if (typeof value !== 'number') throw new Error(`not a number: ${text}`);
  return value;
}

describe('lineTotalCents', () => {
  it.each([
    ['1', '100', 10000],
    ['2,5', '48,90', 12225],
    ['0,333', '10', 333],
    ['1,005', '1', 101], // 100,5 Cent: a half rounds up, although 1.005 × 100 is 100.4999… in floating point
    ['3', '0,1', 30], // 0.1 × 3 is 0.30000000000000004 in floating point
    ['1,125', '1,5', 169], // 168,75 Cent
    ['12,75', '65,00', 82875],
    ['1.234,5', '2,35', 290108], // 2901,075 € → 2901,08 €
    ['1', '-150', -15000], // a credit line
    ['0,5', '-0,05', -3], // −2,5 Cent: halves away from zero
    ['0', '99,99', 0],
  ])('%s × %s € = %i Cent', (anzahl, ep, cents) => {
    expect(lineTotalCents(typed(anzahl), typed(ep))).toBe(cents);
  });
});

describe('vatCents', () => {
  it.each([
    [10000, 19, 1900],
    [10000, 7, 700],
    [12345, 19, 2346], // 2345,55 → 2346
    [12345, 7, 864], // 864,15 → 864
    [250, 19, 48], // 47,5 → 48
    [-250, 19, -48],
    [10000, 0, 0],
    [10001, 5.5, 550], // 550,055 → 550
  ])('%i Cent × %d %% = %i Cent', (net, rate, vat) => {
    expect(vatCents(net, rate)).toBe(vat);
  });
});

describe('documentTotals', () => {
  it('given 19 %, sums lines with decimal commas and a negative credit line', () => {
    const lines = [
      { anzahl: typed('2,5'), ep: typed('48,90') }, // 122,25
      { anzahl: typed('12,75'), ep: typed('65') }, // 828,75
      { anzahl: typed('0,333'), ep: typed('10') }, // 3,33
      { anzahl: typed('1'), ep: typed('-100') }, // Gutschrift −100,00
    ];
    expect(documentTotals(lines, 19)).toEqual({
      lineCents: [12225, 82875, 333, -10000],
      netCents: 85433,
      vatCents: 16232, // 16232,27
      grossCents: 101665,
    });
  });

  it('given 7 %, rounds the VAT of the sum, not of each line', () => {
    const lines = [
      { anzahl: typed('1'), ep: typed('0,35') },
      { anzahl: typed('1'), ep: typed('0,35') },
    ];
    // Per line 2,45 → 2 Cent each (4 in all); on the net of 70 Cent it is 4,9 → 5 Cent.
    expect(documentTotals(lines, 7)).toEqual({ lineCents: [35, 35], netCents: 70, vatCents: 5, grossCents: 75 });
  });

  it('given no lines, everything is zero', () => {
    expect(documentTotals([], 19)).toEqual({ lineCents: [], netCents: 0, vatCents: 0, grossCents: 0 });
  });
});

describe('formatEuroCents', () => {
  it.each([
    [0, '0,00\u00a0€'],
    [5, '0,05\u00a0€'],
    [123456, '1.234,56\u00a0€'],
    [-10000, '-100,00\u00a0€'],
    [101665, '1.016,65\u00a0€'],
  ])('%i Cent reads "%s"', (cents, text) => {
    expect(formatEuroCents(cents)).toBe(text);
  });
});
