import type { SortState } from '@waldmonitor/ui';
import type { MapsFilters } from '@waldmonitor/ui/gis';
import { MAP_STATUSES, MIN_CONTROL_POINTS, type GeorefType, type MapListRow } from '@waldmonitor/ui/model';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchConditions, useList, type ListCondition, type ListOrder, type ListQuery } from '../../api';
import { useClientChoice } from '../../lists/useClientChoice';
import { choiceParam, useListParams, type FilterParam, type ListSchema } from '../../lists/useListParams';

/** `?karte=3`: an id of digits opens that map in the GIS route; anything else shows the table. */
export function karteIdFrom(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

type Row = MapListRow;
export type Filters = Omit<MapsFilters, 'text'>;

/** A whole number (a client id, a year); anything else is no filter. */
function wholeNumberParam(key: string): FilterParam<number | null> {
  return {
    key,
    parse: (raw) => (raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null),
    format: (value) => (value === null ? null : String(value)),
  };
}

/** A threshold in metres (`1.5`); anything else is no filter. */
function metresParam(key: string): FilterParam<number | null> {
  return {
    key,
    parse: (raw) => (raw !== null && /^\d{1,6}(\.\d{1,3})?$/.test(raw) ? Number(raw) : null),
    format: (value) => (value === null ? null : String(value)),
  };
}

const status = choiceParam(
  'stand',
  MAP_STATUSES.map((entry) => entry.value),
);

/** The columns the list sorts by, as the data service orders them (the map id breaks ties). */
const MAP_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  kunde: [{ column: 'client_name', nulls: 'last' }],
  name: [{ column: 'map_name' }],
  jahr: [{ column: 'jahr', nulls: 'last' }],
  massstab: [{ column: 'scale', nulls: 'last' }],
  din: [{ column: 'din', nulls: 'last' }],
  status: [{ column: 'status' }],
  punkte: [{ column: 'aktive_punkte' }],
  rmse: [{ column: 'rmse', nulls: 'last' }],
};

/**
 * The GIS list's address: `?suche=…&kunde=…&stand=…&von=…&bis=…&ohne_georef=ja&rmse_ueber=…&sortierung=…&seite=…`.
 * `?kunde={client_id}` is also the back office's link "Karten des Kunden im GIS". No sort
 * is the map number ascending, a_get_map_list_from_db's order.
 */
export const MAPS_LIST: ListSchema<Filters> = {
  search: 'suche',
  filters: {
    clientId: wholeNumberParam('kunde'),
    status: { key: status.key, parse: (raw) => status.parse(raw) || null, format: (value) => value },
    yearFrom: wholeNumberParam('von'),
    yearTo: wholeNumberParam('bis'),
    notGeoreferenced: {
      key: 'ohne_georef',
      parse: (raw) => raw === 'ja',
      format: (value) => (value ? 'ja' : null),
    },
    rmseAbove: metresParam('rmse_ueber'),
  },
  sort: { key: 'sortierung', columns: Object.keys(MAP_SORTS), default: null },
  page: 'seite',
  pageSize: 50,
};

/**
 * "Noch nicht georeferenziert" as the service asks it: no transformation type, or fewer
 * active points than the type needs (isNotGeoreferenced in the table's filters).
 */
const NOT_GEOREFERENCED: ListCondition<Row> = {
  op: 'or',
  conditions: [
    { column: 'georef_typ', op: 'is', value: null },
    ...(Object.entries(MIN_CONTROL_POINTS) as [GeorefType, number][]).map(([type, points]): ListCondition<Row> => ({
      op: 'and',
      conditions: [
        { column: 'georef_typ', op: 'eq', value: type },
        { column: 'aktive_punkte', op: 'lt', value: points },
      ],
    })),
  ],
};

/** Each word in the map's or the client's name (the view's `suche`, accents ignored), or a whole number as the map's number. */
const mapSearch = (text: string): ListCondition<Row>[] => searchConditions<Row>(text, { number: 'id' });

/**
 * One page of the GIS list as the data service is asked for it, from GET /karten_liste, the
 * rows of a_get_map_list_from_db. A view has no order of its own, so the order is always
 * sent: without a sort the map number ascending, as the procedure ordered (docs/decisions.md
 * "Lists read views on table paths").
 */
export function mapListQuery(
  search: string,
  filters: Filters,
  sort: SortState,
  page: number,
  pageSize: number,
): ListQuery<Row> {
  const where: ListCondition<Row>[] = [];
  if (filters.clientId !== null) where.push({ column: 'client_id', op: 'eq', value: filters.clientId });
  if (filters.status !== null) where.push({ column: 'status', op: 'eq', value: filters.status });
  if (filters.yearFrom !== null) where.push({ column: 'jahr', op: 'gte', value: filters.yearFrom });
  if (filters.yearTo !== null) where.push({ column: 'jahr', op: 'lte', value: filters.yearTo });
  if (filters.rmseAbove !== null) where.push({ column: 'rmse', op: 'gt', value: filters.rmseAbove });
  // PostgREST takes one `or` and one `and` per request: the trees go into one `and`.
  const words = mapSearch(search).flatMap((c) => ('conditions' in c && c.op === 'and' ? c.conditions : [c]));
  const trees = [...(filters.notGeoreferenced ? [NOT_GEOREFERENCED] : []), ...words];
  if (trees.length === 1) where.push(trees[0]!);
  if (trees.length > 1) where.push({ op: 'and', conditions: trees });
  const descending = sort?.direction === 'desc';
  const terms = (sort ? MAP_SORTS[sort.key] : undefined) ?? [];
  return {
    where,
    order: [...terms.map((term) => ({ ...term, descending })), { column: 'id', descending }],
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}

/**
 * The GIS list's reads: the page the address asks for and the filtered client (read by id,
 * so the filter shows it by name). `isActive` false (a map is open) reads nothing. Called by
 * MapListView, and by the shell while the GIS code loads (ReadAhead, `useGisReads`).
 */
export function useMapListReads(isActive = true) {
  const list = useListParams(MAPS_LIST);
  const { clientId, status: state, yearFrom, yearTo, notGeoreferenced, rmseAbove } = list.filters;
  const query = useMemo(
    () =>
      mapListQuery(
        list.search,
        { clientId, status: state, yearFrom, yearTo, notGeoreferenced, rmseAbove },
        list.sort,
        list.page,
        list.pageSize,
      ),
    [list.search, clientId, state, yearFrom, yearTo, notGeoreferenced, rmseAbove, list.sort, list.page, list.pageSize],
  );
  // The list row carries every figure the table shows (scale, DIN, active points, RMSE).
  const maps = useList('getKartenListe', isActive ? {} : null, query);
  // A filter: a deactivated client's maps stay readable.
  const clientFilter = useClientChoice(isActive ? clientId : null, true, { withDeactivated: true });
  return { list, maps, clientFilter };
}

/** The GIS route's reads while its code loads: the list's, unless the address opens a map. */
export function useGisReads() {
  const [params] = useSearchParams();
  return useMapListReads(karteIdFrom(params.get('karte')) === null);
}
