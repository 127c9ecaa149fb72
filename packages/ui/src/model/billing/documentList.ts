/**
 * The offer and invoice lists: one row shape for both, the filters
 * (search, client, year, status, archived) and the totals of what is shown.
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

export interface DocumentFilter {
  /** Number, client or editor, any part, case-insensitive. */
  query: string;
  /** Client id as text ('' for every client), as it stands in the address. */
  client: string;
  /** Year as text ('' for every year). */
  year: string;
  /** Offers: an OfferStatus, or ''. */
  status: string;
  /** Invoices: 'ja' archived only, 'nein' open only, '' both. */
  archiv: '' | 'ja' | 'nein';
}

export const NO_DOCUMENT_FILTER: DocumentFilter = { query: '', client: '', year: '', status: '', archiv: '' };

export function isDocumentFilterSet(filter: DocumentFilter): boolean {
  return (
    filter.query.trim() !== '' ||
    filter.client !== '' ||
    filter.year !== '' ||
    filter.status !== '' ||
    filter.archiv !== ''
  );
}

export function filterDocuments(rows: readonly DocumentListRow[], filter: DocumentFilter): DocumentListRow[] {
  const query = filter.query.trim().toLocaleLowerCase('de-DE');
  return rows.filter((row) => {
    if (filter.client !== '' && String(row.client_id) !== filter.client) return false;
    if (filter.year !== '' && !row.datum.startsWith(`${filter.year}-`)) return false;
    if (filter.status !== '' && row.status !== filter.status) return false;
    if (filter.archiv === 'ja' && !row.archiviert) return false;
    if (filter.archiv === 'nein' && row.archiviert) return false;
    if (query === '') return true;
    return [String(row.id), row.client_name ?? '', row.bearbeiter ?? ''].some((text) =>
      text.toLocaleLowerCase('de-DE').includes(query),
    );
  });
}

/** The years the documents fall in, newest first: the year filter's options. */
export function documentYears(rows: readonly DocumentListRow[]): string[] {
  return [...new Set(rows.map((row) => row.datum.slice(0, 4)))].sort().reverse();
}

/** Net and gross of the rows shown. */
export function sumDocuments(rows: readonly DocumentListRow[]): { netCents: number; grossCents: number } {
  return rows.reduce(
    (sum, row) => ({ netCents: sum.netCents + row.netCents, grossCents: sum.grossCents + row.grossCents }),
    { netCents: 0, grossCents: 0 },
  );
}
