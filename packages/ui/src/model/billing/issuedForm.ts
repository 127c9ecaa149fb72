/**
 * What an invoice's letter and XRechnung are made of: once it is issued, its issued form as
 * stored at archiving (a_get_issued_invoice, sql/76_issued_form.sql), never today's client
 * record or configuration; before, the live reads. The form holds the reads' own shapes
 * (a_get_invoice_details, a_get_invoice_positions, a_get_client_details), so the same print and
 * XML code makes both, and a reprint is byte-identical to the issued one.
 */
import type { IssuedInvoiceContent } from '../contract';
import type { Position } from '../entities';
import type { ClientDetailsRow, InvoiceDetailsRow } from '../resultRows';
import { clientEInvoiceOf, invoiceTermsOf } from './einvoice';
import type { Issuer } from './issuer';
import type { XRechnungInput } from './xrechnungRules';

export interface LetterSources {
  issuer: Issuer | null;
  client: ClientDetailsRow | null;
  invoice: InvoiceDetailsRow;
  positions: readonly Position[];
}

/**
 * The issued form when there is one, else the live reads. An invoice issued before the form
 * kept its issuer (`aussteller` null) takes the configured one, as its letter always did.
 */
export function letterSources(issued: IssuedInvoiceContent | null, live: LetterSources): LetterSources {
  if (!issued) return live;
  return {
    issuer: issued.aussteller ?? live.issuer,
    client: issued.kunde,
    invoice: issued.rechnung,
    positions: issued.positionen,
  };
}

/**
 * Why the sources make no e-invoice (xrechnungInputOf gave null), in German: the client, or the
 * issuer of config.json (`issuerProblem`: what is wrong with a configured one).
 */
export function eInvoiceSourcesProblem(sources: LetterSources, issuerProblem?: string | null): string {
  if (sources.issuer) return 'Die E-Rechnung braucht einen Kunden mit Anschrift.';
  return issuerProblem
    ? `Die Angaben des Ausstellers in config.json sind fehlerhaft: ${issuerProblem}`
    : 'Die E-Rechnung braucht die Angaben des Ausstellers (Schlüssel „issuer“ in config.json).';
}

/** The XRechnung's input from the letter's sources; null without issuer or client (eInvoiceSourcesProblem says which). */
export function xrechnungInputOf(sources: LetterSources): XRechnungInput | null {
  const { issuer, client, invoice, positions } = sources;
  if (!issuer || !client) return null;
  return {
    issuer,
    client,
    invoice,
    positions,
    einvoice: clientEInvoiceOf(client),
    terms: invoiceTermsOf(invoice),
  };
}
