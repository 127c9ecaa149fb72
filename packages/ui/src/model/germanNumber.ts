/**
 * Numbers as a German reader writes them: decimal comma, dot between thousands
 * ("1.234,5"). Pure functions shared by NumberField and anything that shows amounts.
 */

/**
 * Accepted: an optional minus ("-" or "−"), digits either plain ("1234") or grouped
 * by dots in threes ("1.234.567"), then an optional comma with optional decimals
 * ("1234,5", ",5", "5,"). A dot is ONLY a thousands separator: "1.23" and "1234.5" are
 * invalid rather than read as English decimals, because "1.234" means 1234 here and one
 * sign must not mean two things depending on how many digits follow it.
 */
const germanNumberPattern = /^-?(?:\d{1,3}(?:\.\d{3})+|\d*)(?:,\d*)?$/;

/** A typed number: the value, `null` for an empty text, or `'invalid'`. */
export type ParsedGermanNumber = number | null | 'invalid';

export function parseGermanNumber(text: string): ParsedGermanNumber {
  const trimmed = text.trim().replace('−', '-');
  if (trimmed === '') return null;
  if (!germanNumberPattern.test(trimmed) || !/\d/.test(trimmed)) return 'invalid';
  return Number(trimmed.replaceAll('.', '').replace(',', '.'));
}

/** Decimals typed after the comma ("1,250" has 3); 0 without a comma. */
export function countGermanDecimals(text: string): number {
  const trimmed = text.trim();
  const comma = trimmed.indexOf(',');
  return comma === -1 ? 0 : trimmed.length - comma - 1;
}

/** One formatter per number of decimals: building an `Intl.NumberFormat` costs more than formatting with it (a table of 1,000 points formats thousands of cells per render). */
const formatters = new Map<number | undefined, Intl.NumberFormat>();

/**
 * Formats a number for display with `Intl` de-DE: `decimals` fixes the decimals
 * (2 for money: "1.234,50"); without it every decimal the number has is shown.
 */
export function formatGermanNumber(value: number, decimals?: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 20,
      // -0 (a pixel rounded from -0,3) and values that round to zero show no sign: "-0,00" says nothing.
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

export interface GermanNumberRules {
  min?: number;
  max?: number;
  /** Most decimals allowed; 0 means whole numbers only. */
  decimals?: number;
  isRequired?: boolean;
}

export interface GermanNumberCheck {
  /** The typed number; `null` when the text is empty or not a number. */
  value: number | null;
  /** The German message to show at the field, `null` when the text is acceptable. */
  message: string | null;
}

/** Parses a typed text and checks it against the field's rules (architecture §6: a clear German message). */
export function checkGermanNumber(text: string, rules: GermanNumberRules = {}): GermanNumberCheck {
  const parsed = parseGermanNumber(text);
  if (parsed === 'invalid') return { value: null, message: 'Bitte eine Zahl eingeben.' };
  if (parsed === null) return { value: null, message: rules.isRequired ? 'Bitte einen Wert eingeben.' : null };
  return { value: parsed, message: rangeMessage(parsed, text, rules) };
}

function rangeMessage(value: number, text: string, { min, max, decimals }: GermanNumberRules): string | null {
  if (decimals !== undefined && countGermanDecimals(text) > decimals) {
    if (decimals === 0) return 'Bitte eine ganze Zahl eingeben.';
    return `Bitte höchstens ${decimals} ${decimals === 1 ? 'Nachkommastelle' : 'Nachkommastellen'} eingeben.`;
  }
  if (min !== undefined && value < min) return `Der Wert muss mindestens ${formatGermanNumber(min)} sein.`;
  if (max !== undefined && value > max) return `Der Wert darf höchstens ${formatGermanNumber(max)} sein.`;
  return null;
}
