import type { SortState } from '@waldmonitor/ui';
import {
  AWAITING_EXPERT,
  isStatus,
  parseQueueSelection,
  type KaeferOverviewRow,
  type QueueListFilter,
  type QueueSelection,
  type QueueStatusFilter,
} from '@waldmonitor/ui/model';
import { useSearchParams } from 'react-router-dom';
import {
  searchConditions,
  useList,
  useRpc,
  useTable,
  type ListCondition,
  type ListOrder,
  type ListQuery,
} from '../../../api';
import { useListParams, type FilterParam, type ListSchema } from '../../../lists/useListParams';

type Row = KaeferOverviewRow;

/** `status=…` in the address: one status or `alle`; none is "Wartet auf Prüfung". */
const statusParam: FilterParam<QueueStatusFilter> = {
  key: 'status',
  parse: (raw) => (raw === 'alle' || isStatus(raw) ? raw : 'offen'),
  format: (value) => (value === 'offen' ? null : value),
};

/**
 * Newest find first, as a_get_kaefer_overview orders. The list reads a view, which has no
 * order of its own, so every page sends its order (docs/decisions.md "Lists read views on
 * table paths").
 */
const DEFAULT_SORT: SortState = { key: 'fund', direction: 'desc' };

/** The columns the list sorts by, as the service orders them; the number breaks ties. */
const REVIEW_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  id: [],
  fund: [{ column: 'fund_datum' }],
  art: [{ column: 'art_name', nulls: 'last' }],
  bearbeiter: [{ column: 'letzter_bearbeiter', nulls: 'last' }],
};

/**
 * The records list's address beside the cell's `land`, `art` and `fund`:
 * `?suche=…&status=…&sortierung=…&seite=…` (architecture §5: view state, written with replace).
 */
const REVIEW_LIST: ListSchema<QueueListFilter> = {
  search: 'suche',
  filters: { status: statusParam },
  sort: { key: 'sortierung', columns: Object.keys(REVIEW_SORTS), default: DEFAULT_SORT },
  page: 'seite',
  pageSize: 50,
};

/**
 * Each word in the species, the last editor or the description (the view's `suche`, accents
 * ignored), or, all digits, the record's number.
 */
const reviewSearch = (text: string): ListCondition<Row>[] => searchConditions<Row>(text, { number: 'id' });

/**
 * One page of a cell's records from GET /kaefer_liste, the rows of a_get_kaefer_overview
 * (requirements §7 "Table paths of ours"): the cell's Bundesland and species, the status and
 * the search are conditions on its columns ("ohne" is `is.null`, "alle" none), and the order
 * is always sent, the number breaking ties.
 */
export function reviewListQuery(
  cell: Pick<QueueSelection, 'land' | 'art'>,
  view: { filters: QueueListFilter; search: string; sort: SortState; page: number; pageSize: number },
): ListQuery<Row> {
  const where: ListCondition<Row>[] = [];
  if (cell.land === null) where.push({ column: 'bundesland', op: 'is', value: null });
  else if (cell.land !== 'alle') where.push({ column: 'bundesland', op: 'eq', value: cell.land });
  if (cell.art === null) where.push({ column: 'art', op: 'is', value: null });
  else if (cell.art !== 'alle') where.push({ column: 'art', op: 'eq', value: cell.art });
  const { status } = view.filters;
  if (status === 'offen') where.push({ column: 'status', op: 'in', value: AWAITING_EXPERT });
  else if (status !== 'alle') where.push({ column: 'status', op: 'eq', value: status });
  where.push(...reviewSearch(view.search));
  const chosen = view.sort ?? DEFAULT_SORT!;
  const descending = chosen.direction === 'desc';
  const terms = REVIEW_SORTS[chosen.key] ?? [];
  return {
    where,
    order: [...terms.map((term) => ({ ...term, descending })), { column: 'id', descending }],
    limit: view.pageSize,
    offset: (view.page - 1) * view.pageSize,
  };
}

/**
 * The review queue's reads: the matrix's counts and species, and the chosen cell's page of
 * records as the address asks for it. Called by ReviewQueuePage, and by the back office while
 * the Käferfunde section's code loads (ReadAhead), so the requests go out with the click.
 */
export function useReviewReads() {
  const [params] = useSearchParams();
  const selection = parseQueueSelection((name) => params.get(name));
  const counts = useRpc('a_get_kaefer_queue', {});
  const arten = useTable('getKaeferarten', {});
  const listParams = useListParams(REVIEW_LIST);
  const { search, filters, sort, page, pageSize } = listParams;
  const records = useList(
    'getKaeferListe',
    selection.isCellChosen ? {} : null,
    reviewListQuery(selection, { search, filters, sort, page, pageSize }),
  );
  return { selection, counts, arten, listParams, records };
}
