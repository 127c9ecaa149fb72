import type { Prognose } from '@waldmonitor/ui/model';
import type { Rng } from './prng';
import { isoDate } from './dates';

const KINDS = ['Georeferenzierung', 'Drainagekataster', 'Käfermonitoring', 'Beratung'] as const;
const BASE: Record<(typeof KINDS)[number], number> = {
  Georeferenzierung: 6500,
  Drainagekataster: 9800,
  Käfermonitoring: 4200,
  Beratung: 2100,
};

/** The forecasts cover the invoices' three years (seedBilling) and the half year after the seed's today. */
const FIRST_YEAR = 2024;
const MONTHS = 42;

/**
 * Expected revenue per month and kind of work, from 2024-01 to 2027-06, with a summer
 * peak for monitoring; about as much a year as the seed invoices, so the Prognose chart
 * compares like with like.
 */
export function seedPrognose(rng: Rng): Prognose[] {
  const rows: Prognose[] = [];
  for (let m = 0; m < MONTHS; m += 1) {
    const year = FIRST_YEAR + Math.floor(m / 12);
    const month = (m % 12) + 1;
    for (const art of KINDS) {
      if (art === 'Käfermonitoring' && (month < 4 || month > 10)) continue;
      const seasonal = art === 'Käfermonitoring' ? 1 + Math.sin(((month - 4) / 6) * Math.PI) : 1;
      const betrag = Math.round((BASE[art] * seasonal * rng.float(0.75, 1.25)) / 50) * 50;
      rows.push({ id: rows.length + 1, datum: isoDate(year, month, 1), betrag, art });
    }
  }
  return rows;
}
