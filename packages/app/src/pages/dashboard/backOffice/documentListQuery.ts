import {
  OFFER_STATUSES,
  invoiceListRows,
  mapQuery,
  offerListRows,
  type DocumentFilter,
  type DocumentKind,
  type InvoiceListRow,
  type OfferListRow,
} from '@waldmonitor/ui/model';
import { searchConditions, useList, useRpc, type ListCondition, type ListOrder } from '../../../api';
import { choiceFilter, defineList, equals, listQuery, type ListFilter } from '../../../lists/defineList';
import { useClientChoice } from '../../../lists/useClientChoice';
import { useListParams } from '../../../lists/useListParams';

/** The columns both lists' rows (GET /rechnung_liste, /angebot_liste) have. */
type Shared = Pick<InvoiceListRow & OfferListRow, 'id' | 'client_id' | 'client_name' | 'bearbeiter' | 'netto'>;

/** A client id in the address (`kunde=12`); anything else is every client. */
const clientFilter: ListFilter<string, Shared> = {
  key: 'kunde',
  parse: (raw) => (raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? raw : ''),
  format: (value) => value || null,
  where: (client) => (client ? [{ column: 'client_id', op: 'eq', value: Number(client) }] : []),
};

/** A day in the address (`von=2026-01-01`), the first or last day of the document's date; anything else is open-ended. */
const dayFilter = <Row>(key: string, column: ListOrder<Row>['column'], op: 'gte' | 'lte'): ListFilter<string, Row> => ({
  key,
  parse: (raw) => (raw !== null && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : ''),
  format: (value) => value || null,
  where: (day) => (day ? [{ column, op, value: day }] : []),
});

/** A filter the other list has (the offers' status, the invoices' archive): never set, never in the address. */
const unused = <T>(key: string, none: T): ListFilter<T, Shared> => ({
  key,
  parse: () => none,
  format: () => null,
  where: () => [],
});

/**
 * The search: every word is found (case and accents ignored) in the client's name or the
 * editor (the views' `suche`), or, all digits, is the document's number. a_get_invoice_totals
 * and a_get_offer_totals read the same search word for word (sql/56_document_totals.sql), so
 * the sums match the list.
 */
const documentSearch = (text: string): ListCondition<Shared>[] => searchConditions<Shared>(text, { number: 'id' });

/**
 * The sorts of both lists. The lists read views, which have no order of their own, so the
 * order is always sent (docs/decisions.md "Lists read views on table paths"), the newest
 * number first as a_get_invoices and a_get_offers order.
 */
const SHARED_SORTS: Record<string, readonly ListOrder<Shared>[]> = {
  id: [],
  client: [{ column: 'client_name', nulls: 'last' }],
  bearbeiter: [{ column: 'bearbeiter', nulls: 'last' }],
  netCents: [{ column: 'netto' }],
};
const SHARED = {
  search: documentSearch,
  defaultSort: { key: 'id', direction: 'desc' },
  rowKey: 'id',
  pageSize: 25,
} as const;

/**
 * The lists' address: `?suche=…&kunde=…&status=…` (offers) or `&archiv=…` (invoices),
 * `&von=…&bis=…&sortierung=…&seite=…`, so a filtered, sorted page can be linked and
 * survives a reload (architecture §3: view state).
 */
const OFFER_LIST = defineList<'getAngebotListe', DocumentFilter>({
  call: 'getAngebotListe',
  filters: {
    client: clientFilter,
    status: choiceFilter('status', OFFER_STATUSES, equals('status')),
    archiv: unused<DocumentFilter['archiv']>('archiv', ''),
    von: dayFilter('von', 'an_datum', 'gte'),
    bis: dayFilter('bis', 'an_datum', 'lte'),
  },
  sorts: { ...SHARED_SORTS, datum: [{ column: 'an_datum' }], status: [{ column: 'status' }] },
  ...SHARED,
});

const INVOICE_LIST = defineList<'getRechnungListe', DocumentFilter>({
  call: 'getRechnungListe',
  filters: {
    client: clientFilter,
    status: unused<DocumentFilter['status']>('status', ''),
    archiv: choiceFilter('archiv', ['ja', 'nein'], (archiv) =>
      archiv ? [{ column: 'archiviert', op: 'is', value: archiv === 'ja' }] : [],
    ),
    von: dayFilter('von', 'rn_datum', 'gte'),
    bis: dayFilter('bis', 'rn_datum', 'lte'),
  },
  sorts: { ...SHARED_SORTS, datum: [{ column: 'rn_datum' }], archiviert: [{ column: 'archiviert' }] },
  ...SHARED,
});

export const DOCUMENT_LISTS = { angebot: OFFER_LIST, rechnung: INVOICE_LIST };

/** The arguments of a_get_invoice_totals / a_get_offer_totals: the same filter and search. */
export function totalsParams(filter: DocumentFilter, search: string) {
  return {
    suche: search.trim(),
    client_id: filter.client ? Number(filter.client) : null,
    von: filter.von || null,
    bis: filter.bis || null,
  };
}

/** The sums of a_get_invoice_totals / a_get_offer_totals (one row) in cents. */
const sumsOf = (rows: readonly { netto_cent: number; brutto_cent: number }[]) => ({
  netCents: rows[0]?.netto_cent ?? 0,
  grossCents: rows[0]?.brutto_cent ?? 0,
});

/**
 * The offers' or invoices' list reads: the page the address asks for (as list rows), the
 * Netto and Brutto of every matching document, and the filtered client (read by id, so the
 * filter shows it by name). Called by the section, and by the back office while the
 * section's code loads (ReadAhead), so the requests go out with the click.
 */
export function useDocumentReads(kind: DocumentKind) {
  const isInvoice = kind === 'rechnung';
  const list = useListParams(DOCUMENT_LISTS[kind]);
  const { filter, search } = list;
  // useList keys a read by its query string, so a query built afresh each render asks nothing new.
  const invoices = useList(INVOICE_LIST.call, isInvoice ? {} : null, listQuery(INVOICE_LIST, list));
  const offers = useList(OFFER_LIST.call, isInvoice ? null : {}, listQuery(OFFER_LIST, list));
  const invoiceSums = useRpc(
    'a_get_invoice_totals',
    isInvoice ? { ...totalsParams(filter, search), archiviert: filter.archiv ? filter.archiv === 'ja' : null } : null,
  );
  const offerSums = useRpc(
    'a_get_offer_totals',
    isInvoice ? null : { ...totalsParams(filter, search), status: filter.status || null },
  );
  // A filter: a deactivated client's documents stay readable.
  const clientFilter = useClientChoice(filter.client === '' ? null : Number(filter.client), true, {
    withDeactivated: true,
  });
  return {
    list,
    rows: isInvoice
      ? mapQuery(invoices, (found) => ({ rows: invoiceListRows(found.rows), total: found.total }))
      : mapQuery(offers, (found) => ({ rows: offerListRows(found.rows), total: found.total })),
    isValidating: (isInvoice ? invoices : offers).isValidating,
    sums: mapQuery(isInvoice ? invoiceSums : offerSums, sumsOf),
    clientFilter,
  };
}

/** The reads of the two sections, as hooks of their own (a ReadAhead calls a hook without arguments). */
export const useOfferReads = () => useDocumentReads('angebot');
export const useInvoiceReads = () => useDocumentReads('rechnung');
