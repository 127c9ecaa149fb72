/**
 * What the data service refuses as impossible (requirements §5), in one place for the mock;
 * the SQL service has the same figures (packages/dataservice/sql/02_domains.sql and
 * 31_constraints.sql) and its tests compare them with these.
 */

/** Business dates (invoice, offer, forecast, publication): SQL's domain `data.datum`. */
export const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

/**
 * Text lengths: one table for forms, mock and SQL (the ui's textLimits.ts, requirements §5);
 * the store refuses a longer text as the SQL CHECK constraint does.
 */
export { charLength, textLimit } from '@waldmonitor/ui/model';

/** Whether an ISO date (yyyy-mm-dd…) lies within DATE_RANGE; other spellings are converted first. */
export function isPlausibleDate(value: string): boolean {
  const iso = /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : new Date(value).toISOString().slice(0, 10);
  return iso >= DATE_RANGE.min && iso <= DATE_RANGE.max;
}
