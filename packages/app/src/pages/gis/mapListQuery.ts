import type { MapsFilters } from '@waldmonitor/ui/gis';
import {
  MAP_STATUSES,
  MIN_CONTROL_POINTS,
  type GeorefType,
  type MapListRow,
  type MapStatus,
} from '@waldmonitor/ui/model';
import { useSearchParams } from 'react-router-dom';
import { searchConditions, useList, type ListCondition } from '../../api';
import { defineList, equals, listQuery, type ListFilter } from '../../lists/defineList';
import { useClientChoice } from '../../lists/useClientChoice';
import { useListParams } from '../../lists/useListParams';

/** `?karte=3`: an id of digits opens that map in the GIS route; anything else shows the table. */
export function karteIdFrom(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

type Row = MapListRow;
export type Filters = Omit<MapsFilters, 'text'>;

/** A whole number (a client id, a year) as `column` `op` the number; anything else is no filter. */
function wholeNumberFilter(
  key: string,
  column: 'client_id' | 'jahr',
  op: 'eq' | 'gte' | 'lte',
): ListFilter<number | null, Row> {
  return {
    key,
    parse: (raw) => (raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null),
    format: (value) => (value === null ? null : String(value)),
    where: (value) => (value === null ? [] : [{ column, op, value }]),
  };
}

/** A threshold in metres (`1.5`) the RMSE lies above; anything else is no filter. */
const rmseAbove: ListFilter<number | null, Row> = {
  key: 'rmse_ueber',
  parse: (raw) => (raw !== null && /^\d{1,6}(\.\d{1,3})?$/.test(raw) ? Number(raw) : null),
  format: (value) => (value === null ? null : String(value)),
  where: (value) => (value === null ? [] : [{ column: 'rmse', op: 'gt', value }]),
};

/** A map's state (`stand=georeferenziert`), null for every state. */
const status: ListFilter<MapStatus | null, Row> = {
  key: 'stand',
  parse: (raw) => MAP_STATUSES.find((entry) => entry.value === raw)?.value ?? null,
  format: (value) => value,
  where: equals('status'),
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

/**
 * The GIS list from GET /karten_liste, the rows of a_get_map_list_from_db, and its address:
 * `?suche=…&kunde=…&stand=…&von=…&bis=…&ohne_georef=ja&rmse_ueber=…&sortierung=…&seite=…`.
 * `?kunde={client_id}` is also the back office's link "Karten des Kunden im GIS". The search
 * is each word in the map's or the client's name (the view's `suche`, accents ignored), or a
 * whole number as the map's number. A view has no order of its own, so the order is always
 * sent: without a sort the map number ascending, as the procedure ordered
 * (docs/decisions.md "Lists read views on table paths").
 */
export const MAPS_LIST = defineList<'getKartenListe', Filters>({
  call: 'getKartenListe',
  filters: {
    clientId: wholeNumberFilter('kunde', 'client_id', 'eq'),
    status,
    yearFrom: wholeNumberFilter('von', 'jahr', 'gte'),
    yearTo: wholeNumberFilter('bis', 'jahr', 'lte'),
    notGeoreferenced: {
      key: 'ohne_georef',
      parse: (raw) => raw === 'ja',
      format: (value) => (value ? 'ja' : null),
      where: (value) => (value ? [NOT_GEOREFERENCED] : []),
    },
    rmseAbove,
  },
  search: (text) => searchConditions<Row>(text, { number: 'id' }),
  sorts: {
    kunde: [{ column: 'client_name', nulls: 'last' }],
    name: [{ column: 'map_name' }],
    jahr: [{ column: 'jahr', nulls: 'last' }],
    massstab: [{ column: 'scale', nulls: 'last' }],
    din: [{ column: 'din', nulls: 'last' }],
    status: [{ column: 'status' }],
    punkte: [{ column: 'aktive_punkte' }],
    rmse: [{ column: 'rmse', nulls: 'last' }],
  },
  defaultSort: null,
  rowKey: 'id',
  pageSize: 50,
});

/**
 * The GIS list's reads: the page the address asks for and the filtered client (read by id,
 * so the filter shows it by name). `isActive` false (a map is open) reads nothing. Called by
 * MapListView, and by the shell while the GIS code loads (ReadAhead, `useGisReads`).
 */
export function useMapListReads(isActive = true) {
  const list = useListParams(MAPS_LIST);
  // The list row carries every figure the table shows (scale, DIN, active points, RMSE).
  const maps = useList(MAPS_LIST.call, isActive ? {} : null, listQuery(MAPS_LIST, list));
  // A filter: a deactivated client's maps stay readable.
  const clientFilter = useClientChoice(isActive ? list.filter.clientId : null, true, { withDeactivated: true });
  return { list, maps, clientFilter };
}

/** The GIS route's reads while its code loads: the list's, unless the address opens a map. */
export function useGisReads() {
  const [params] = useSearchParams();
  return useMapListReads(karteIdFrom(params.get('karte')) === null);
}
