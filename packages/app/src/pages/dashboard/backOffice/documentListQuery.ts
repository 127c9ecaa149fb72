import type { SortState } from '@waldmonitor/ui';
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
import { searchConditions, useList, useRpc, type ListCondition, type ListOrder, type ListQuery } from '../../../api';
import { useClientChoice } from '../../../lists/useClientChoice';
import { choiceParam, useListParams, type FilterParam, type ListSchema } from '../../../lists/useListParams';

/**
 * A row of GET /rechnung_liste or /angebot_liste (the rows of a_get_invoices, a_get_offers)
 * as the query sees it: the conditions name their columns (`rn_datum`/`an_datum`,
 * `archiviert`, `status`, …).
 */
type Columns = Record<string, unknown>;

/** A client id in the address (`kunde=12`); anything else is every client. */
const clientParam: FilterParam<string> = {
  key: 'kunde',
  parse: (raw) => (raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? raw : ''),
  format: (value) => value || null,
};

/** A day in the address (`von=2026-01-01`); anything else is open-ended. */
const dayParam = (key: string): FilterParam<string> => ({
  key,
  parse: (raw) => (raw !== null && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : ''),
  format: (value) => value || null,
});

/** A filter the other list has (the offers' status, the invoices' archive): never set, never in the address. */
const unused = <T>(key: string, none: T): FilterParam<T> => ({ key, parse: () => none, format: () => null });

/** The newest number first, as a_get_invoices and a_get_offers order. */
const DEFAULT_SORT: SortState = { key: 'id', direction: 'desc' };

const SORT_KEYS = ['id', 'client', 'datum', 'bearbeiter', 'netCents', 'status', 'archiviert'] as const;

const VIEW = {
  search: 'suche',
  sort: { key: 'sortierung', columns: SORT_KEYS, default: DEFAULT_SORT },
  page: 'seite',
  pageSize: 25,
} as const;

/**
 * The lists' address: `?suche=…&kunde=…&status=…` (offers) or `&archiv=…` (invoices),
 * `&von=…&bis=…&sortierung=…&seite=…`, so a filtered, sorted page can be linked and
 * survives a reload (architecture §5: view state).
 */
export const DOCUMENT_LISTS: Record<DocumentKind, ListSchema<DocumentFilter>> = {
  angebot: {
    ...VIEW,
    filters: {
      client: clientParam,
      status: choiceParam(
        'status',
        OFFER_STATUSES.map((status) => status.value),
      ),
      archiv: unused<DocumentFilter['archiv']>('archiv', ''),
      von: dayParam('von'),
      bis: dayParam('bis'),
    },
  },
  rechnung: {
    ...VIEW,
    filters: {
      client: clientParam,
      status: unused<DocumentFilter['status']>('status', ''),
      archiv: choiceParam('archiv', ['ja', 'nein'] as const),
      von: dayParam('von'),
      bis: dayParam('bis'),
    },
  },
};

/**
 * The search: every word is found (case and accents ignored) in the client's name or the
 * editor (the views' `suche`), or, all digits, is the document's number. a_get_invoice_totals
 * and a_get_offer_totals read the same search word for word (sql/56_document_totals.sql), so
 * the sums match the list.
 */
const documentSearch = (text: string): ListCondition<Columns>[] => searchConditions<Columns>(text, { number: 'id' });

/**
 * The order of a sort, always sent: the lists read views, which have no order of their own
 * (docs/decisions.md "Lists read views on table paths"). The number breaks ties, so pages
 * neither overlap nor skip a row.
 */
function documentOrder(kind: DocumentKind, sort: SortState): ListOrder<Columns>[] {
  const chosen = sort ?? DEFAULT_SORT!;
  const descending = chosen.direction === 'desc';
  const column: Record<string, string> = {
    client: 'client_name',
    datum: kind === 'rechnung' ? 'rn_datum' : 'an_datum',
    bearbeiter: 'bearbeiter',
    netCents: 'netto',
    status: 'status',
    archiviert: 'archiviert',
  };
  const term = column[chosen.key];
  const nulls = term === 'client_name' || term === 'bearbeiter' ? { nulls: 'last' as const } : {};
  return [...(term ? [{ column: term, descending, ...nulls }] : []), { column: 'id', descending }];
}

/**
 * One page of a list: the filters as PostgREST conditions on the view's rows, the search, the
 * order and the page (`Row`: the row of GET /rechnung_liste or /angebot_liste).
 */
export function documentListQuery<Row>(
  kind: DocumentKind,
  view: { filter: DocumentFilter; search: string; sort: SortState; page: number; pageSize: number },
): ListQuery<Row> {
  const { filter, search, sort, page, pageSize } = view;
  const datum = kind === 'rechnung' ? 'rn_datum' : 'an_datum';
  const where: ListCondition<Columns>[] = [];
  if (filter.client) where.push({ column: 'client_id', op: 'eq', value: Number(filter.client) });
  if (kind === 'angebot' && filter.status) where.push({ column: 'status', op: 'eq', value: filter.status });
  if (kind === 'rechnung' && filter.archiv)
    where.push({ column: 'archiviert', op: 'is', value: filter.archiv === 'ja' });
  if (filter.von) where.push({ column: datum, op: 'gte', value: filter.von });
  if (filter.bis) where.push({ column: datum, op: 'lte', value: filter.bis });
  where.push(...documentSearch(search));
  const query: ListQuery<Columns> = {
    where,
    order: documentOrder(kind, sort),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  return query as unknown as ListQuery<Row>;
}

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
  const { filters: filter, search, sort, page, pageSize } = list;
  // useList keys a read by its query string, so a query built afresh each render asks nothing new.
  const view = { filter, search, sort, page, pageSize };
  const invoiceQuery = isInvoice ? documentListQuery<InvoiceListRow>(kind, view) : null;
  const offerQuery = isInvoice ? null : documentListQuery<OfferListRow>(kind, view);
  const invoices = useList('getRechnungListe', isInvoice ? {} : null, invoiceQuery);
  const offers = useList('getAngebotListe', isInvoice ? null : {}, offerQuery);
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
