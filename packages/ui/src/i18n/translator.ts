/**
 * The translation layer: a catalogue per language, looked up by key, with `{name}`
 * placeholders. The shell's chrome reads German in the product and English in the
 * template part through it; the template's i18n page adds its own catalogues.
 *
 * Why our own and not i18next: the chrome needs a key lookup with placeholders, and
 * Intl does dates, numbers and plurals. i18next (with react-i18next, ~16 kB gzip) would
 * be the largest library in a first load budgeted at 130 kB, for features
 * (namespaces, backends, nesting) nothing here uses. Keys are typed, so a missing
 * translation is a type error, not a runtime fallback.
 */
export type Catalog<K extends string = string> = Readonly<Record<K, string>>;

export type Translate<K extends string = string> = (
  key: K,
  values?: Readonly<Record<string, string | number>>,
) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value stays as written, so it shows. */
export function interpolate(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A translate function over one catalogue; `fallback` answers keys the catalogue lacks (partial catalogues). */
export function createTranslator<K extends string>(catalog: Partial<Catalog<K>>, fallback?: Catalog<K>): Translate<K> {
  return (key, values) => interpolate(catalog[key] ?? fallback?.[key] ?? key, values);
}
