/**
 * The GiroCode (EPC QR code) on invoices and reminders: the text a banking app reads to fill
 * in a SEPA credit transfer, as the EPC guideline EPC069-12 (version 002) defines it.
 */
import { isValidIban, type Issuer } from './issuer';

/** EPC069-12: the amount lies between 0.01 and 999,999,999.99 euros. */
const MAX_CENTS = 99_999_999_999;
/** EPC069-12: the whole text may take at most 331 bytes. */
const MAX_BYTES = 331;
const NAME_CHARS = 70;
const REMITTANCE_CHARS = 140;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** A line break inside a field would shift every field after it; tabs and runs of spaces are noise. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Cuts by characters, not UTF-16 units, so an umlaut or emoji is never split. */
const cut = (text: string, chars: number) => Array.from(text).slice(0, chars).join('');

/** 123450 → '1234.50': a dot, two decimals, no thousands separator. */
const epcAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The EPC text, lines joined by "\n": service tag, version, character set (1 = UTF-8),
 * identification, BIC (optional within the EEA in version 002: an empty line without one),
 * beneficiary, IBAN, amount, purpose code (none), creditor reference (none) and the
 * unstructured remittance; the note to the payer is left out with its line. Null, so no code
 * is printed, when the issuer has no bank account, its IBAN fails the check digits or the
 * amount lies outside what a transfer by code may carry.
 */
export function giroCodePayload(issuer: Issuer | null, amountCents: number, remittance: string): string | null {
  const bank = issuer?.bank;
  if (!issuer || !bank || !isValidIban(bank.iban)) return null;
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_CENTS) return null;
  const head = [
    'BCD',
    '002',
    '1',
    'SCT',
    (bank.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    cut(oneLine(issuer.name), NAME_CHARS),
    bank.iban.replace(/\s+/g, '').toUpperCase(),
    `EUR${epcAmount(amountCents)}`,
    '',
    '',
  ].join('\n');
  // Only a name full of multi-byte letters can reach the byte limit: the remittance gives way.
  let text = Array.from(oneLine(remittance)).slice(0, REMITTANCE_CHARS);
  while (text.length > 0 && utf8Length(`${head}\n${text.join('')}`) > MAX_BYTES) text = text.slice(0, -1);
  const payload = `${head}\n${text.join('')}`;
  return utf8Length(payload) <= MAX_BYTES ? payload : null;
}

/** The remittance of an invoice: its number, as the payment is matched by it. */
export const invoiceRemittance = (rechnungId: number) => `Rechnung ${rechnungId}`;

/** The remittance of a reminder: its number and the invoices it claims. */
export function reminderRemittance(nummer: number, rechnungIds: readonly number[]): string {
  const invoices = rechnungIds.length === 1 ? 'Rechnung' : 'Rechnungen';
  return `Mahnung ${nummer} zu ${invoices} ${rechnungIds.join(', ')}`;
}
