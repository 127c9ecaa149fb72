/**
 * Placeholders in the letter's stored texts (a_get_all_freitexte): "Sehr geehrter Herr
 * {nachname}," is filled from the client's contact person when the text is chosen. What
 * the contact lacks stays in braces with a warning at the field, the form does not save
 * it, and the print fills or drops what is left, so no brace ever reaches a letter.
 */
import type { Client } from '../entities';

/** What a placeholder is filled from: the client's contact person and name. */
export type PlaceholderContact = Pick<Client, 'name' | 'ap_gender' | 'ap_vorname' | 'ap_nachname'>;

interface PlaceholderRule {
  /** What the client lacks when the value is empty, in German ("der Nachname der Ansprechperson"). */
  lacking: string;
  value: (contact: PlaceholderContact) => string | null;
}

/** Every placeholder the texts may hold; the seed's texts use {nachname}. */
export const PLACEHOLDERS: Readonly<Record<string, PlaceholderRule>> = {
  anrede: { lacking: 'die Anrede (Herr/Frau) der Ansprechperson', value: (c) => c.ap_gender },
  vorname: { lacking: 'der Vorname der Ansprechperson', value: (c) => c.ap_vorname },
  nachname: { lacking: 'der Nachname der Ansprechperson', value: (c) => c.ap_nachname },
  firma: { lacking: 'der Name des Kunden', value: (c) => c.name },
};

const TOKEN = /\{([^{}\s]*)\}/g;

/** The placeholders in `text` as written, in order, each once: ['{nachname}']. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[0]))];
}

const valueOf = (name: string, contact: PlaceholderContact | null): string | null => {
  const rule = PLACEHOLDERS[name.toLowerCase()];
  const value = rule && contact ? rule.value(contact)?.trim() : '';
  return value ? value : null;
};

/** `text` with every placeholder the contact has a value for filled; the rest stays as written. */
export function fillPlaceholders(text: string, contact: PlaceholderContact | null): string {
  return text.replace(TOKEN, (token, name: string) => valueOf(name, contact) ?? token);
}

/**
 * The warning at a field whose text still holds placeholders, in German; undefined when
 * there are none. Names what the client lacks, so the person knows what to add or type.
 */
export function placeholderWarning(text: string, contact: PlaceholderContact | null): string | undefined {
  const left = placeholdersIn(text);
  if (left.length === 0)
    return /[{}]/.test(text) ? 'Bitte entfernen Sie die geschweiften Klammern: sie werden nicht gedruckt.' : undefined;
  const reasons = left.map((token) => {
    const rule = PLACEHOLDERS[token.slice(1, -1).toLowerCase()];
    if (!rule) return `${token} ist kein bekannter Platzhalter`;
    if (!contact) return `${token}: es ist kein Kunde gewählt`;
    return `${token}: beim Kunden fehlt ${rule.lacking}`;
  });
  return `Bitte ersetzen Sie ${left.join(', ')} von Hand (${reasons.join('; ')}). Platzhalter werden nicht gedruckt.`;
}

/** The salutation a letter falls back to when its own cannot be completed. */
export const NEUTRAL_SALUTATION = 'Sehr geehrte Damen und Herren,';

/** "Sehr geehrte Frau Köhler," when the client names a contact person, else the neutral one (reminders, mails). */
export function salutation(client: { ap_gender: string | null; ap_nachname: string | null }): string {
  if (client.ap_nachname && client.ap_gender === 'Frau') return `Sehr geehrte Frau ${client.ap_nachname},`;
  if (client.ap_nachname && client.ap_gender === 'Herr') return `Sehr geehrter Herr ${client.ap_nachname},`;
  return NEUTRAL_SALUTATION;
}

/**
 * A text as the letter prints it: placeholders filled from the contact, any left over
 * dropped with the space before it ("Herr {nachname}," → "Herr,"). A salutation that
 * cannot be completed becomes the neutral one.
 */
export function printableText(
  text: string | null,
  contact: PlaceholderContact | null,
  isSalutation = false,
): string | null {
  if (text === null) return null;
  const filled = fillPlaceholders(text, contact);
  if (!/[{}]/.test(filled)) return filled;
  if (isSalutation) return NEUTRAL_SALUTATION;
  return filled
    .replace(/[ \t]*\{[^{}\s]*\}/g, '')
    .replace(/[{}]/g, '')
    .replace(/^[ \t]+/gm, '');
}

/** A document's letter texts as printed (offer or invoice alike). */
export function printableLetter<D extends { anrede: string | null; anschreiben: string | null; zuerl: string | null }>(
  document: D,
  contact: PlaceholderContact | null,
): D {
  return {
    ...document,
    anrede: printableText(document.anrede, contact, true),
    anschreiben: printableText(document.anschreiben, contact),
    zuerl: printableText(document.zuerl, contact),
  };
}

/** The letter fields' placeholder warnings, as form messages: a text with one left is not saved. */
export function letterPlaceholderErrors(
  values: { anrede: string; anschreiben: string; zuerl: string },
  contact: PlaceholderContact | null,
): Partial<Record<'anrede' | 'anschreiben' | 'zuerl', string>> {
  const errors: Partial<Record<'anrede' | 'anschreiben' | 'zuerl', string>> = {};
  for (const field of ['anrede', 'anschreiben', 'zuerl'] as const) {
    const warning = placeholderWarning(values[field], contact);
    if (warning) errors[field] = warning;
  }
  return errors;
}
