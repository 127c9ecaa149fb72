import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatRelativeTime, parseTime, toDate } from './time';

// Local-time dates, so the expectations hold in every time zone the tests run in.
const moment = new Date(2026, 10, 22, 14, 5, 9);
const momentMs = moment.getTime();
const momentSeconds = Math.floor(momentMs / 1000);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('parseTime', () => {
  it.each([
    ['a Date', moment, '2026-11-22 14:05:09'],
    ['13-digit milliseconds', momentMs, '2026-11-22 14:05:09'],
    ['10-digit seconds', momentSeconds, '2026-11-22 14:05:09'],
    ['10-digit seconds as text', String(momentSeconds), '2026-11-22 14:05:09'],
    ['13-digit milliseconds as text', String(momentMs), '2026-11-22 14:05:09'],
    ['a local ISO string', '2026-11-22T14:05:09', '2026-11-22 14:05:09'],
    ['a date-only ISO string (local midnight)', '2026-11-22', '2026-11-22 00:00:00'],
  ] as const)('formats %s with the default format', (_name, input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });

  it.each([
    ['{d}.{m}.{y}', '22.11.2026'],
    ['{h}:{i}', '14:05'],
    ['{a}, {d}.{m}.', 'So, 22.11.'],
    ['{y}/{m}/{d} {h}h', '2026/11/22 14h'],
  ])('formats with %s', (format, expected) => {
    expect(parseTime(moment, format)).toBe(expected);
  });

  it('pads single digits to two', () => {
    expect(parseTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it.each([null, undefined, '', 'kein Datum'])('returns null for %j', (input) => {
    expect(parseTime(input)).toBeNull();
  });
});

describe('toDate', () => {
  it('reads an ISO instant with zone', () => {
    expect(toDate('2026-11-22T13:05:09Z').getTime()).toBe(Date.UTC(2026, 10, 22, 13, 5, 9));
  });
});

describe('formatRelativeTime', () => {
  it.each([
    ['0 s', 0, 'gerade eben'],
    ['29 s', 29 * SECOND, 'gerade eben'],
    ['30 s', 30 * SECOND, 'vor 1 Minute'],
    ['59 min', 59 * MINUTE, 'vor 59 Minuten'],
    ['60 min', 60 * MINUTE, 'vor 1 Stunde'],
    ['90 min', 90 * MINUTE, 'vor 2 Stunden'],
    ['23 h', 23 * HOUR, 'vor 23 Stunden'],
    ['24 h', 24 * HOUR, 'vor 1 Tag'],
    ['47 h', 47 * HOUR, 'vor 1 Tag'],
    ['48 h', 48 * HOUR, '20.11.2026 14:05'],
    ['a time in the future', -5 * MINUTE, 'gerade eben'],
  ])('%s ago gives %j', (_name, ago, expected) => {
    expect(formatRelativeTime(momentMs - ago, momentMs)).toBe(expected);
  });

  it('treats a 10-digit timestamp as seconds', () => {
    expect(formatRelativeTime(momentSeconds, momentSeconds * 1000 + 5 * MINUTE)).toBe('vor 5 Minuten');
  });

  it('uses the given format after two days', () => {
    expect(formatRelativeTime(moment, momentMs + 3 * 24 * HOUR, '{d}.{m}.{y}')).toBe('22.11.2026');
  });

  it('accepts now as a Date', () => {
    expect(formatRelativeTime(moment, new Date(momentMs + 3 * HOUR))).toBe('vor 3 Stunden');
  });
});

describe('formatRelativeTime in English (the template part)', () => {
  it.each([
    ['0 s', 0, 'just now'],
    ['29 s', 29 * SECOND, 'just now'],
    ['30 s', 30 * SECOND, '1 minute ago'],
    ['5 min', 5 * MINUTE, '5 minutes ago'],
    ['59 min', 59 * MINUTE, '59 minutes ago'],
    ['60 min', 60 * MINUTE, '1 hour ago'],
    ['90 min', 90 * MINUTE, '2 hours ago'],
    ['23 h', 23 * HOUR, '23 hours ago'],
    ['24 h', 24 * HOUR, '1 day ago'],
    ['47 h', 47 * HOUR, '1 day ago'],
    ['48 h', 48 * HOUR, '2026-11-20 14:05:09'],
    ['a time in the future', -5 * MINUTE, 'just now'],
  ])('%s ago gives %j', (_name, ago, expected) => {
    expect(formatRelativeTime(momentMs - ago, momentMs, undefined, 'en')).toBe(expected);
  });

  it('treats a 10-digit timestamp as seconds', () => {
    expect(formatRelativeTime(momentSeconds, momentSeconds * 1000 + 2 * HOUR, undefined, 'en')).toBe('2 hours ago');
  });

  it('uses the given format after two days', () => {
    expect(formatRelativeTime(moment, momentMs + 3 * 24 * HOUR, '{y}/{m}/{d}', 'en')).toBe('2026/11/22');
  });

  it('stays German without a locale', () => {
    expect(formatRelativeTime(momentMs - 5 * MINUTE, momentMs)).toBe('vor 5 Minuten');
  });
});

describe('formatDate and formatDateTime', () => {
  it.each([
    ['2026-11-22', '22.11.2026'],
    ['2026-01-05T23:59:00', '05.01.2026'],
    [null, ''],
    ['', ''],
    ['kein Datum', ''],
  ])('formatDate(%j) is %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['2026-11-22T14:05:09', '22.11.2026, 14:05'],
    [moment, '22.11.2026, 14:05'],
    [null, ''],
  ])('formatDateTime(%j) is %j', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });
});

describe('formatEuro', () => {
  // Intl separates amount and sign with a no-break space (U+00A0).
  it.each([
    [1234.5, '1.234,50\u00a0€'],
    [0, '0,00\u00a0€'],
    [19.999, '20,00\u00a0€'],
    [-42.1, '-42,10\u00a0€'],
    [1000000, '1.000.000,00\u00a0€'],
  ])('%d → %j', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected);
  });
});
