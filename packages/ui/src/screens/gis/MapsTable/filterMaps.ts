/**
 * The GIS table's rows and filters (issue 7: "filters (client, status, year range, text)").
 * The row is what `a_get_map_list_from_db` gives plus the figures the table shows beside
 * it; a figure the service does not send is `null` and shows as "–".
 */
import type { MapStatus } from '../../../model/domainValues';
import type { MapListRow } from '../../../model/resultRows';

export type MapsTableRow = Pick<
  MapListRow,
  'id' | 'map_name' | 'client_id' | 'client_name' | 'jahr' | 'status' | 'punkte'
> & {
  /** Scale denominator (karte.scale). */
  scale: number | null;
  /** Paper size (karte.din). */
  din: string | null;
  /** Enabled ground control points. */
  aktive_punkte: number | null;
  /** RMSE of the saved georeferencing, in metres. */
  rmse: number | null;
};

export interface MapsFilters {
  clientId: number | null;
  status: MapStatus | null;
  /** Inclusive year range; a map without a year drops out once either end is set. */
  yearFrom: number | null;
  yearTo: number | null;
  /** Searched in the map's name, the client's name and the map's number. */
  text: string;
}

export const NO_FILTERS: MapsFilters = { clientId: null, status: null, yearFrom: null, yearTo: null, text: '' };

export function hasFilters(filters: MapsFilters): boolean {
  return (
    filters.clientId !== null ||
    filters.status !== null ||
    filters.yearFrom !== null ||
    filters.yearTo !== null ||
    filters.text.trim() !== ''
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
