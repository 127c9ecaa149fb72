/**
 * The offer and invoice lists: one row shape for both and the filters (client, status,
 * archived, date range) the data service applies.
 */
import type { InvoiceKind } from './einvoice';
import type { OfferSign, OfferStatus } from '../domainValues';
import type { InvoiceListRow, OfferListRow } from '../resultRows';
import { documentTotals } from './totals';

export type DocumentKind = 'angebot' | 'rechnung';

export interface DocumentListRow {
  id: number;
  kind: DocumentKind;
  /** an_datum or rn_datum, ISO. */
  datum: string;
  client_id: number | null;
  client_name: string | null;
  bearbeiter: string | null;
  ust_satz: number;
  netCents: number;
  grossCents: number;
  /** Offers only. */
  status: OfferStatus | null;
  sign: OfferSign | null;
  /** Invoices only; false for offers. */
  archiviert: boolean;
  /** Invoices only: the kind (requirements §3 "Decided"); left out for offers. */
  art?: InvoiceKind;
}

/** The list's net is the service's sum of the positions; VAT and gross follow the one totals rule. */
function amounts(netto: number, ustSatz: number) {
  const { netCents, grossCents } = documentTotals([{ anzahl: 1, ep: netto }], ustSatz);
  return { netCents, grossCents };
}

export function offerListRows(rows: readonly OfferListRow[]): DocumentListRow[] {
  return rows.map((row) => ({
    id: row.id,
    kind: 'angebot',
    datum: row.an_datum,
    client_id: row.client_id,
    client_name: row.client_name,
    bearbeiter: row.bearbeiter,
    ust_satz: row.ust_satz,
    ...amounts(row.netto, row.ust_satz),
    status: row.status,
    sign: row.sign,
    archiviert: false,
  }));
}

export function invoiceListRows(rows: readonly InvoiceListRow[]): DocumentListRow[] {
  return rows.map((row) => ({
    id: row.id,
    kind: 'rechnung',
    datum: row.rn_datum,
    client_id: row.client_id,
    client_name: row.client_name,
    bearbeiter: row.bearbeiter,
    ust_satz: row.ust_satz,
    ...amounts(row.netto, row.ust_satz),
    status: null,
    sign: null,
    archiviert: row.archiviert,
    art: row.art ?? 'rechnung',
  }));
}

/**
 * The filters of a list as it keeps them in the address; the search stands apart (typed at
 * once, asked for once typing pauses). The data service filters (one page at a time). A type,
 * not an interface: a list's filters are a record (useListParams' schema).
 */
export type DocumentFilter = {
  /** Client id as text ('' for every client). */
  client: string;
  /** Offers: an OfferStatus, or ''. */
  status: OfferStatus | '';
  /** Invoices: 'ja' archived only, 'nein' open only, '' both. */
  archiv: '' | 'ja' | 'nein';
  /** First and last day of the document's date, ISO ('' open-ended); both included. */
  von: string;
  bis: string;
};
