import { KATASTER_FILTERS, katasterStatusOf, type CadastreFilter, type SortState } from '@waldmonitor/ui';
import type { KatasterOverviewRow } from '@waldmonitor/ui/model';
import { searchConditions, useList, useTable, type ListCondition, type ListOrder, type ListQuery } from '../../../api';
import { choiceParam, type ListSchema } from '../../../lists/useListParams';
import { pageRange, sortOrder, useListView, type ListRequest } from '../../../lists/useListView';

type Row = KatasterOverviewRow;

/** The columns the list sorts by, as the data service orders them (the client id breaks ties, so pages never overlap). */
const CADASTRE_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  name: [{ column: 'name' }],
  kataster: [{ column: 'kataster_status' }],
  karten: [{ column: 'karten' }],
  georeferenziert: [{ column: 'karten_georeferenziert' }],
};

// The clients with the cadastre first: that is what the section is about.
const DEFAULT_SORT: NonNullable<SortState> = { key: 'kataster', direction: 'desc' };

/**
 * The list's address inside the back office's view
 * (`?bereich=kataster&suche=…&kataster=…&sortierung=…&seite=…`), so a filtered, sorted page
 * can be linked and survives a reload (architecture §5: view state).
 */
const CADASTRE_LIST: ListSchema<CadastreFilter> = {
  search: 'suche',
  filters: {
    kataster: choiceParam(
      'kataster',
      KATASTER_FILTERS.map((option) => option.value),
    ),
  },
  sort: { key: 'sortierung', columns: Object.keys(CADASTRE_SORTS), default: DEFAULT_SORT },
  page: 'seite',
  pageSize: 25,
};

/** One page of the cadastre list as the data service is asked for it: the cadastre filter, the search in the name. */
export function cadastreListQuery({ search, filters, sort, ...page }: ListRequest<CadastreFilter>): ListQuery<Row> {
  const where: ListCondition<Row>[] = [];
  const kataster = katasterStatusOf(filters.kataster);
  if (kataster !== null) where.push({ column: 'kataster_status', op: 'is', value: kataster });
  where.push(...searchConditions<Row>(search));
  return { where, order: sortOrder(CADASTRE_SORTS, sort, DEFAULT_SORT, 'client_id'), ...pageRange(page) };
}

/** The counts beside the list (a count request each: the total only, no rows). */
const ALL_CLIENTS: ListQuery<Row> = { limit: 0, offset: 0 };
const WITH_KATASTER: ListQuery<Row> = {
  where: [{ column: 'kataster_status', op: 'is', value: true }],
  limit: 0,
  offset: 0,
};

/** The survey views over every client and the drainage lengths by capture source, for the charts. */
function useSurveyReads() {
  return {
    ausm: useTable('getAusmEinmessungUebersicht', {}),
    scha: useTable('getSchaEinmessungUebersicht', {}),
    schl: useTable('getSchlEinmessungUebersicht', {}),
    drae: useTable('getDraeEinmessungUebersicht', {}),
    erfq: useTable('getDraeLaengeNachErfq', {}),
  };
}

export type SurveyReads = ReturnType<typeof useSurveyReads>;

/**
 * The cadastre section's reads: the page the address asks for, the two counts, and the
 * survey views its charts show. Called by CadastreSection, and by the back office while the
 * section's code loads (ReadAhead).
 */
export function useCadastreReads() {
  const clients = useListView('a_get_kataster_overview', CADASTRE_LIST, cadastreListQuery);
  const all = useList('a_get_kataster_overview', {}, ALL_CLIENTS);
  const withKataster = useList('a_get_kataster_overview', {}, WITH_KATASTER);
  const counts =
    all.data && withKataster.data ? { clients: all.data.total, withKataster: withKataster.data.total } : undefined;
  const survey = useSurveyReads();
  return { clients, counts, survey };
}
