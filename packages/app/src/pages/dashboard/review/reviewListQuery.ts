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
import { searchConditions, useList, useRpc, useTable, type ListCondition } from '../../../api';
import { defineList, listQuery, type ListFilter } from '../../../lists/defineList';
import { useListParams } from '../../../lists/useListParams';

type Row = KaeferOverviewRow;

/** `status=…` in the address: one status or `alle`; none is "Wartet auf Prüfung". */
const statusFilter: ListFilter<QueueStatusFilter, Row> = {
  key: 'status',
  parse: (raw) => (raw === 'alle' || isStatus(raw) ? raw : 'offen'),
  format: (value) => (value === 'offen' ? null : value),
  where: (status) =>
    status === 'offen'
      ? [{ column: 'status', op: 'in', value: AWAITING_EXPERT }]
      : status === 'alle'
        ? []
        : [{ column: 'status', op: 'eq', value: status }],
};

/**
 * A cell's records from GET /kaefer_liste, the rows of a_get_kaefer_overview (requirements
 * §7 "Table paths of ours"), with their address beside the cell's `land`, `art` and `fund`:
 * `?suche=…&status=…&sortierung=…&seite=…` (architecture §3: view state, written with
 * replace). The search is each word in the species, the last editor or the description (the
 * view's `suche`, accents ignored), or, all digits, the record's number. Newest find first,
 * as a_get_kaefer_overview orders; the view has no order of its own, so every page sends
 * its order (docs/decisions.md "Lists read views on table paths").
 */
export const REVIEW_LIST = defineList<'getKaeferListe', QueueListFilter>({
  call: 'getKaeferListe',
  filters: { status: statusFilter },
  search: (text) => searchConditions<Row>(text, { number: 'id' }),
  sorts: {
    id: [],
    fund: [{ column: 'fund_datum' }],
    art: [{ column: 'art_name', nulls: 'last' }],
    bearbeiter: [{ column: 'letzter_bearbeiter', nulls: 'last' }],
  },
  defaultSort: { key: 'fund', direction: 'desc' },
  rowKey: 'id',
  pageSize: 50,
});

/** The cell's Bundesland and species as conditions: "ohne" is `is.null`, "alle" none. */
export function cellConditions(cell: Pick<QueueSelection, 'land' | 'art'>): ListCondition<Row>[] {
  const where: ListCondition<Row>[] = [];
  if (cell.land === null) where.push({ column: 'bundesland', op: 'is', value: null });
  else if (cell.land !== 'alle') where.push({ column: 'bundesland', op: 'eq', value: cell.land });
  if (cell.art === null) where.push({ column: 'art', op: 'is', value: null });
  else if (cell.art !== 'alle') where.push({ column: 'art', op: 'eq', value: cell.art });
  return where;
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
  const records = useList(
    REVIEW_LIST.call,
    selection.isCellChosen ? {} : null,
    listQuery(REVIEW_LIST, listParams, cellConditions(selection)),
  );
  return { selection, counts, arten, listParams, records };
}
