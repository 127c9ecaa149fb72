/**
 * Time and money formatting (requirements §9). Everything is shown in the
 * browser's local time zone and, where Intl is used, in the `de-DE` locale.
 */

/** A point in time as the service or a caller hands it over. */
export type TimeInput = Date | number | string;

/** requirements §9: "Default date format year-month-day hour:minute:second." */
export const DEFAULT_TIME_FORMAT = '{y}-{m}-{d} {h}:{i}:{s}';

/** The date the relative-time helper falls back to after two days, in German order. */
export const RELATIVE_FALLBACK_FORMAT = '{d}.{m}.{y} {h}:{i}';

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Turns any `TimeInput` into a Date. requirements §9: "Ten-digit timestamps are treated as
 * seconds"; other numbers (13 digits) are milliseconds. A numeric string counts as the
 * number it spells. A date-only ISO string (`2026-11-22`) is that day in local time,
 * not UTC midnight, so it never shows as the day before west of Greenwich.
 */
export function toDate(time: TimeInput): Date {
  if (time instanceof Date) return time;
  if (typeof time === 'string' && /^\d+$/.test(time)) return toDate(Number(time));
  if (typeof time === 'number') return new Date(String(Math.trunc(time)).length === 10 ? time * 1000 : time);
  const dateOnly = DATE_ONLY.exec(time);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(time);
}

/**
 * requirements §9's date formatter: `{y}` year, `{m}` month, `{d}` day, `{h}` hour, `{i}` minute,
 * `{s}` second (all but the year zero-padded to two digits) and `{a}` the German
 * weekday ('Mo'). Like the template's `parseTime` it returns null for an empty value;
 * unlike it, also for a value that is no valid date (instead of 'NaN-NaN-NaN').
 */
export function parseTime(time: TimeInput | null | undefined, format: string = DEFAULT_TIME_FORMAT): string | null {
  if (time === null || time === undefined || time === '') return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
  };
  return format.replace(/\{([ymdhisa])\}/g, (_match, key: string) => {
    if (key === 'a') return WEEKDAYS[date.getDay()] ?? '';
    return String(parts[key]).padStart(2, '0');
  });
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The languages the relative-time helper speaks: German in the product, English in the template part. */
export type RelativeTimeLocale = 'de' | 'en';

interface RelativePhrases {
  justNow: string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  oneDay: string;
  /** The date format after two days. */
  fallbackFormat: string;
}

const RELATIVE_PHRASES: Record<RelativeTimeLocale, RelativePhrases> = {
  de: {
    justNow: 'gerade eben',
    minutes: (n) => `vor ${n} ${n === 1 ? 'Minute' : 'Minuten'}`,
    hours: (n) => `vor ${n} ${n === 1 ? 'Stunde' : 'Stunden'}`,
    oneDay: 'vor 1 Tag',
    fallbackFormat: RELATIVE_FALLBACK_FORMAT,
  },
  // The spec's own words (requirements §9) and the template's default date format.
  en: {
    justNow: 'just now',
    minutes: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
    hours: (n) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
    oneDay: '1 day ago',
    fallbackFormat: DEFAULT_TIME_FORMAT,
  },
};

/**
 * requirements §9: "Relative time helper: 'just now' under 30 seconds, minutes under 1 hour,
 * hours under 1 day, '1 day ago' under 2 days, then a date." One implementation, two
 * languages: the product is German ('gerade eben', 'vor 5 Minuten', 'vor 1 Stunde',
 * 'vor 1 Tag', then '22.11.2026 14:05'); the template part speaks the spec's English
 * ('just now', '5 minutes ago', '1 hour ago', '1 day ago', then `{y}-{m}-{d} {h}:{i}:{s}`).
 * Minutes and hours round up as the template's helper does, so 30 s is one minute. After
 * two days the date is formatted with `format`, else the locale's default. A time in the
 * future counts as just now, as in the template.
 */
export function formatRelativeTime(
  time: TimeInput,
  now: TimeInput = Date.now(),
  format?: string,
  locale: RelativeTimeLocale = 'de',
): string {
  const phrases = RELATIVE_PHRASES[locale];
  const date = toDate(time);
  const diff = toDate(now).getTime() - date.getTime();
  if (diff < 30 * SECOND) return phrases.justNow;
  if (diff < HOUR) return phrases.minutes(Math.ceil(diff / MINUTE));
  if (diff < DAY) return phrases.hours(Math.ceil(diff / HOUR));
  if (diff < 2 * DAY) return phrases.oneDay;
  return parseTime(date, format ?? phrases.fallbackFormat) ?? '';
}

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** '2026-11-22' → '22.11.2026'; an empty or invalid value gives ''. */
export function formatDate(time: TimeInput | null | undefined): string {
  if (time === null || time === undefined || time === '') return '';
  const date = toDate(time);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** '2026-11-22T14:05:00' → '22.11.2026, 14:05' (Intl de-DE); an empty or invalid value gives ''. */
export function formatDateTime(time: TimeInput | null | undefined): string {
  if (time === null || time === undefined || time === '') return '';
  const date = toDate(time);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/**
 * 1234.5 → '1.234,50 €'. Intl puts a no-break space (U+00A0) before the euro sign; it is
 * kept on purpose, so an amount never wraps between number and currency.
 */
export function formatEuro(amount: number): string {
  return euroFormat.format(amount);
}
