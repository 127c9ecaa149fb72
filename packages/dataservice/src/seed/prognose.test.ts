import { describe, expect, it } from 'vitest';
import { createSeed } from './index';

describe('seedPrognose', () => {
  const { prognose } = createSeed();

  it('covers every month from 2024-01 to 2027-06 with unique ids', () => {
    const months = new Set(prognose.map((p) => p.datum.slice(0, 7)));
    expect(months.size).toBe(42);
    expect([...months].sort()[0]).toBe('2024-01');
    expect([...months].sort().at(-1)).toBe('2027-06');
    expect(new Set(prognose.map((p) => p.id)).size).toBe(prognose.length);
  });

  it('forecasts monitoring only from April to October, and no negative amounts', () => {
    const monitoringMonths = new Set(
      prognose.filter((p) => p.art === 'Käfermonitoring').map((p) => Number(p.datum.slice(5, 7))),
    );
    expect([...monitoringMonths].sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(prognose.every((p) => p.betrag >= 0 && p.betrag % 50 === 0)).toBe(true);
  });
});
