/**
 * What the data service refuses as impossible (requirements §5), in one place for the mock;
 * the SQL service has the same figures (packages/dataservice/sql/02_domains.sql and
 * 31_constraints.sql) and its tests compare them with these.
 */

/** Business dates (invoice, offer, forecast, publication): SQL's domain `data.datum`. */
export const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

/** The longest text a column takes, in characters, unless TEXT_LIMITS names the column. */
export const DEFAULT_TEXT_LIMIT = 500;

/**
 * Longer (or shorter) limits by `table.column`: the review's message as its composer allows
 * (1,000), an e-mail address as SMTP allows (254), letters and notes as pages of text, the
 * georeferencing script (one GDAL call per control point) as a long program.
 */
export const TEXT_LIMITS: Readonly<Record<string, number>> = {
  'benutzer.email': 254,
  'kunde_account.username': 254,
  'kaefer.message': 1000,
  'kaefer.beschreibung': 5000,
  'karte.georef_bash': 100_000,
  'karte.bem_client': 5000,
  'karte.bem_to_client': 5000,
  'karte.bem_apus': 5000,
  'rechnung.anrede': 10_000,
  'rechnung.anschreiben': 10_000,
  'rechnung.zuerl': 10_000,
  'angebot.anrede': 10_000,
  'angebot.anschreiben': 10_000,
  'angebot.zuerl': 10_000,
  'freitexte.text': 10_000,
  'position.bez': 1000,
  'position.erl': 5000,
  'position_tmpl.bez': 1000,
  'position_tmpl.erl': 5000,
};

export function textLimit(table: string, column: string): number {
  return TEXT_LIMITS[`${table}.${column}`] ?? DEFAULT_TEXT_LIMIT;
}

/** The characters of a text as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Whether an ISO date (yyyy-mm-dd…) lies within DATE_RANGE; other spellings are converted first. */
export function isPlausibleDate(value: string): boolean {
  const iso = /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : new Date(value).toISOString().slice(0, 10);
  return iso >= DATE_RANGE.min && iso <= DATE_RANGE.max;
}
