/**
 * The German texts @e-invoice-eu/core writes into a hybrid PDF's metadata (the subject, the
 * keywords, the Factur-X schema's field descriptions). The library ships no catalogues: bound to
 * this object, its text domain never asks the network for one (in the browser a 404 in the
 * console; under the Content-Security-Policy nothing else would be allowed anyway).
 */
import { Textdomain } from '@esgettext/runtime';

const GERMAN: Record<string, string> = {
  Invoice: 'Rechnung',
  'Invoice {invoiceNumber} dated {invoiceDate} issued by {invoiceCreator}':
    'Rechnung {invoiceNumber} vom {invoiceDate}, ausgestellt von {invoiceCreator}',
  'The name of the embedded XML document': 'Der Name des eingebetteten XML-Dokuments',
  'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER':
    'Die Art des hybriden Dokuments in Großbuchstaben, etwa INVOICE oder ORDER',
  'The actual version of the standard applying to the embedded XML document':
    'Die Version des Standards, dem das eingebettete XML-Dokument folgt',
  'The conformance level of the embedded XML document': 'Das Profil des eingebetteten XML-Dokuments',
};

/** The catalogue's language: what `lang` the writer passes to the library. */
export const CATALOGUE_LANGUAGE = 'de-DE';

let bound = false;

/** Binds the library's text domain to the German texts above, once. */
export function bindGermanCatalogue(): void {
  if (bound) return;
  bound = true;
  const entries = Object.fromEntries(Object.entries(GERMAN).map(([english, german]) => [english, [german]]));
  Textdomain.getInstance('e-invoice-eu').bindtextdomain({
    de: { LC_MESSAGES: { 'e-invoice-eu': { major: 0, minor: 1, pluralFunction: () => 0, entries } } },
  } as never);
}
