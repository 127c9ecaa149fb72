/**
 * Field checks with German messages (architecture §6: "Bad input gets a clear German
 * message at the field"). requirements §5: "User-facing form messages: not shown", so the texts
 * are designed. Each check returns the message, or null when the value is fine.
 */

import { TEXT_LIMITS } from './textLimits';

/** RFC 5321 allows 254 characters in a forward path. */
export const MAX_EMAIL_LENGTH = TEXT_LIMITS['benutzer.email'];
export const MAX_NAME_LENGTH = TEXT_LIMITS['benutzer.first_name'];

/** Something@something.tld without spaces: strict enough for typos, loose enough for every real address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function validateEmail(value: string): string | null {
  const mail = value.trim();
  if (mail === '') return 'Bitte geben Sie eine E-Mail-Adresse ein.';
  if (mail.length > MAX_EMAIL_LENGTH) return `Die E-Mail-Adresse darf höchstens ${MAX_EMAIL_LENGTH} Zeichen lang sein.`;
  if (!EMAIL_PATTERN.test(mail)) return 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.';
  return null;
}

/** Names are optional (requirements §5 for a new user); only their length is limited. */
export function validateName(value: string, label: 'Vorname' | 'Nachname'): string | null {
  if (value.trim().length > MAX_NAME_LENGTH) return `Der ${label} darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`;
  return null;
}

/** Optional; digits with the usual separators (+49 351 1234-567, 0351/1234567), at least 5 digits. */
export function validatePhone(value: string): string | null {
  const phone = value.trim();
  if (phone === '') return null;
  const digits = phone.replace(/\D/g, '').length;
  if (!/^\+?[\d\s/()-]+$/.test(phone) || digits < 5 || digits > 20) {
    return 'Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0351 1234567 oder +49 351 1234567.';
  }
  return null;
}

/** Trimmed text, or null for an empty field (the service stores "no value" as null). */
export function textOrNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}
