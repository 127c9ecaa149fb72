/**
 * The seed's "today": fixed, so the dataset does not change with the calendar. Dates are
 * built from day offsets against it and written as ISO dates (`2026-11-15`).
 */
export const SEED_TODAY = '2026-11-15';

const DAY_MS = 86_400_000;
const TODAY_MS = Date.parse(`${SEED_TODAY}T00:00:00Z`);

/** The ISO date `days` days before the seed's today. */
export function daysAgo(days: number): string {
  return new Date(TODAY_MS - Math.round(days) * DAY_MS).toISOString().slice(0, 10);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
