/**
 * XRechnung export: the invoice as EN 16931 XML in the XRechnung 3.0
 * UBL syntax. The writer (xrechnungUbl.ts) loads only when an export is asked for.
 *
 * Why our own writer and not @e-invoice-eu/core (checked: 2.3.4, the latest on npm): its
 * ES module imports Node's child_process, fs, path and url and the spreadsheet, PDF and
 * JSON-schema libraries it needs for its other formats; its browser bundle is 1.6 MB
 * minified. One invoice in one syntax needs a few hundred lines, checked by our tests.
 */
import type { Client, Position, Rechnung } from '../entities';
import type { Issuer } from './issuer';

export interface XRechnungInput {
  issuer: Issuer;
  client: Client;
  invoice: Rechnung;
  positions: readonly Position[];
  /** BT-10: the buyer's Leitweg-ID for public bodies; "Kunde <id>" when none is agreed. */
  buyerReference?: string;
  /** BT-49: the buyer's electronic address; the data service keeps none yet. */
  buyerEmail?: string;
  /** Days from the invoice date to the due date (BT-9); 14 by default. */
  paymentTermDays?: number;
}

/** An export refused because XRechnung's mandatory items are missing; `problems` are German. */
export class XRechnungError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Die XRechnung kann nicht erstellt werden: ${problems.join(' ')}`);
    this.name = 'XRechnungError';
  }
}

/** What XRechnung requires beyond §14 UStG and the data lacks, in German; empty when the export can run. */
export function xrechnungProblems({ issuer, client, invoice, positions }: XRechnungInput): string[] {
  const problems: string[] = [];
  // BR-DE-2 and BT-34: the seller's contact with e-mail is mandatory in XRechnung.
  if (!issuer.contact?.email) problems.push('Im Aussteller fehlt die E-Mail-Adresse („issuer.contact.email“).');
  if (!issuer.contact?.phone) problems.push('Im Aussteller fehlt die Telefonnummer („issuer.contact.phone“).');
  if (!issuer.ustId && !issuer.steuernummer) problems.push('Im Aussteller fehlen Steuernummer und USt-IdNr.');
  if (!client.plz || !client.ort) problems.push('Beim Kunden fehlen PLZ oder Ort.');
  if (!invoice.rn_datum) problems.push('Die Rechnung hat kein Rechnungsdatum.');
  if (positions.length === 0) problems.push('Die Rechnung hat keine Position.');
  return problems;
}

/** German units as UN/ECE Recommendation 20 codes (BT-130); "C62" (one) for anything else. */
const UNIT_CODES: [RegExp, string][] = [
  [/^(std|stunde|stunden|h)\.?$/i, 'HUR'],
  [/^(tag|tage|tg)\.?$/i, 'DAY'],
  [/^km$/i, 'KMT'],
  [/^(m|lfm|lfd\. ?m)\.?$/i, 'MTR'],
  [/^(m²|m2|qm)$/i, 'MTK'],
  [/^ha$/i, 'HAR'],
  [/^(pauschal|psch|pausch)\.?$/i, 'LS'],
  [/^(stk|stück)\.?$/i, 'H87'],
];

export function unitCodeOf(einheit: string | null): string {
  const unit = (einheit ?? '').trim();
  return UNIT_CODES.find(([pattern]) => pattern.test(unit))?.[1] ?? 'C62';
}

/** The invoice as XRechnung XML; rejects with an XRechnungError when mandatory data is missing. */
export async function buildXRechnungXml(input: XRechnungInput): Promise<string> {
  const { writeXRechnungUbl } = await import('./xrechnungUbl');
  return writeXRechnungUbl(input);
}

/** The export's file name: "XRechnung-2025017.xml". */
export const xrechnungFileName = (invoiceId: number) => `XRechnung-${invoiceId}.xml`;
