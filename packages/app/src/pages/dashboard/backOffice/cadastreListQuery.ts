import { KATASTER_FILTERS, type CadastreFilter } from '@waldmonitor/ui';
import type { KatasterOverviewRow } from '@waldmonitor/ui/model';
import { useList, useTable, type ListOrder, type ListQuery } from '../../../api';
import { choiceFilter, defineList } from '../../../lists/defineList';
import { useListView } from '../../../lists/useListView';
import { katasterCondition } from './katasterCondition';

type Row = KatasterOverviewRow;

/** The columns the list sorts by, as the data service orders them. */
const CADASTRE_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  name: [{ column: 'name' }],
  kataster: [{ column: 'kataster_status' }],
  karten: [{ column: 'karten' }],
  georeferenziert: [{ column: 'karten_georeferenziert' }],
};

/**
 * The cadastre list inside the back office's view
 * (`?bereich=kataster&suche=…&kataster=…&sortierung=…&seite=…`), so a filtered, sorted page
 * can be linked and survives a reload (architecture §3: view state). The clients with the
 * cadastre first: that is what the section is about.
 */
export const CADASTRE_LIST = defineList<'a_get_kataster_overview', CadastreFilter>({
  call: 'a_get_kataster_overview',
  filters: { kataster: choiceFilter('kataster', KATASTER_FILTERS, katasterCondition) },
  sorts: CADASTRE_SORTS,
  defaultSort: { key: 'kataster', direction: 'desc' },
  rowKey: 'client_id',
  pageSize: 25,
});

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
  const clients = useListView(CADASTRE_LIST);
  const all = useList('a_get_kataster_overview', {}, ALL_CLIENTS);
  const withKataster = useList('a_get_kataster_overview', {}, WITH_KATASTER);
  const counts =
    all.data && withKataster.data ? { clients: all.data.total, withKataster: withKataster.data.total } : undefined;
  const survey = useSurveyReads();
  return { clients, counts, survey };
}
