import { describe, expect, it } from 'vitest';
import { checkIsoDate } from './isoDate';

describe('checkIsoDate', () => {
  const limits = { min: '2026-03-01', max: '2026-12-31' };
  it.each([
    ['2026-02-28', false, limits, 'Das Datum darf nicht vor dem 01.03.2026 liegen.'],
    ['2026-03-01', false, limits, null],
    ['2026-12-31', false, limits, null],
    ['2027-01-01', false, limits, 'Das Datum darf nicht nach dem 31.12.2026 liegen.'],
    ['', false, limits, null],
    ['', false, { isRequired: true }, 'Bitte ein Datum eingeben.'],
    ['', true, {}, 'Bitte ein vollständiges Datum eingeben.'],
    ['2026-05-04', false, {}, null],
    ['2024-02-28', false, { min: '2024-02-29' }, 'Das Datum darf nicht vor dem 29.02.2024 liegen.'],
  ] as const)('checks %j (incomplete: %s) with %j', (value, isIncomplete, rules, expected) => {
    expect(checkIsoDate(value, isIncomplete, rules)).toBe(expected);
  });
});
