/**
 * The GIS table's rows and filters ("filters (client, status, year range, text)").
 * The row is the part of `a_get_map_list_from_db`'s row the table shows; scale, DIN and
 * RMSE may be `null` and show as "–" ("not yet georeferenced" and "RMSE
 * above a threshold" added).
 */
import type { MapStatus } from '../../../model/domainValues';
import { MIN_CONTROL_POINTS } from '../../../model/georef/types';
import type { MapListRow } from '../../../model/resultRows';

export type MapsTableRow = Pick<
  MapListRow,
  | 'id'
  | 'map_name'
  | 'client_id'
  | 'client_name'
  | 'jahr'
  | 'status'
  | 'georef_typ'
  | 'punkte'
  | 'scale'
  | 'din'
  | 'aktive_punkte'
  | 'rmse'
>;

export interface MapsFilters {
  clientId: number | null;
  status: MapStatus | null;
  /** Inclusive year range; a map without a year drops out once either end is set. */
  yearFrom: number | null;
  yearTo: number | null;
  /** Searched in the map's name, the client's name and the map's number. */
  text: string;
  /** Only maps whose saved points give no georeferencing yet (isNotGeoreferenced). */
  notGeoreferenced: boolean;
  /** Only maps whose RMSE (metres) lies above this; maps without an RMSE drop out. */
  rmseAbove: number | null;
}

export const NO_FILTERS: MapsFilters = {
  clientId: null,
  status: null,
  yearFrom: null,
  yearTo: null,
  text: '',
  notGeoreferenced: false,
  rmseAbove: null,
};

/**
 * "Noch nicht georeferenziert", read from the saved data rather than
 * from the status a person sets (the status filter covers that): no transformation type
 * chosen, or fewer enabled points than the type needs, so no fit can be made.
 */
export function isNotGeoreferenced(row: Pick<MapsTableRow, 'georef_typ' | 'aktive_punkte'>): boolean {
  return row.georef_typ === null || row.aktive_punkte < MIN_CONTROL_POINTS[row.georef_typ];
}

export function hasFilters(filters: MapsFilters): boolean {
  return (
    filters.clientId !== null ||
    filters.status !== null ||
    filters.yearFrom !== null ||
    filters.yearTo !== null ||
    filters.text.trim() !== '' ||
    filters.notGeoreferenced ||
    filters.rmseAbove !== null
  );
}

/** Lower case with German umlauts folded, so "Muenden" and "münden" both find "Münden". */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
}

export function filterMaps<Row extends MapsTableRow>(rows: readonly Row[], filters: MapsFilters): Row[] {
  const words = fold(filters.text).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filters.clientId !== null && row.client_id !== filters.clientId) return false;
    if (filters.status !== null && row.status !== filters.status) return false;
    if (filters.yearFrom !== null && (row.jahr === null || row.jahr < filters.yearFrom)) return false;
    if (filters.yearTo !== null && (row.jahr === null || row.jahr > filters.yearTo)) return false;
    if (filters.notGeoreferenced && !isNotGeoreferenced(row)) return false;
    if (filters.rmseAbove !== null && (row.rmse === null || row.rmse <= filters.rmseAbove)) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${row.map_name} ${row.client_name ?? ''}`);
    return words.every((word) => haystack.includes(word) || word === String(row.id));
  });
}

/** A year range whose end lies before its start matches nothing: said at the "Jahr bis" field. */
export function reversedRangeMessage(filters: Pick<MapsFilters, 'yearFrom' | 'yearTo'>): string | null {
  const { yearFrom, yearTo } = filters;
  return yearFrom !== null && yearTo !== null && yearTo < yearFrom
    ? `„Jahr bis“ (${yearTo}) liegt vor „Jahr von“ (${yearFrom}). Bitte die Jahre tauschen.`
    : null;
}
