/**
 * Messages for an ISO date (`YYYY-MM-DD`) against a field's limits, in German with
 * dates formatted by the model's `formatDate` (Intl de-DE, "01.03.2026").
 */
import { formatDate } from '../time';

export interface DateLimits {
  /** Earliest allowed day, ISO; e.g. the server's minimum date for a new invoice (requirements §5). */
  min?: string;
  /** Latest allowed day, ISO. */
  max?: string;
  isRequired?: boolean;
}

/**
 * `value` is what the date input reports: an ISO day or '' (empty or not complete).
 * `isIncomplete` is the input's `validity.badInput`: something typed that is not yet a date.
 */
export function checkIsoDate(value: string, isIncomplete: boolean, { min, max, isRequired }: DateLimits = {}) {
  if (isIncomplete) return 'Bitte ein vollständiges Datum eingeben.';
  if (value === '') return isRequired ? 'Bitte ein Datum eingeben.' : null;
  // ISO days compare correctly as text.
  if (min && value < min) return `Das Datum darf nicht vor dem ${formatDate(min)} liegen.`;
  if (max && value > max) return `Das Datum darf nicht nach dem ${formatDate(max)} liegen.`;
  return null;
}
