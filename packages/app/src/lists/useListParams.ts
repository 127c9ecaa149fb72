import type { SortState } from '@waldmonitor/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SEARCH_DEBOUNCE_MS,
  useSearchParamState,
  useSetViewParams,
  type ViewParamChanges,
} from '../shell/useSearchParamState';

/**
 * One filter of a list as it lives in the address: its URL key, how the text reads as a
 * value (anything else is the default), and how a value is written (null: the default,
 * left out of the address).
 */
export interface FilterParam<T> {
  key: string;
  parse: (raw: string | null) => T;
  format: (value: T) => string | null;
  /**
   * Chooses what the list is about rather than narrowing it (the forecasts' year): it does
   * not count as a filter, and "Filter zurücksetzen" keeps it.
   */
  choosesView?: boolean;
}

/** A choice of fixed values (a role); '' is "all", not in the address. */
export function choiceParam<const C extends string>(key: string, choices: readonly C[]): FilterParam<C | ''> {
  return {
    key,
    parse: (raw) => ((choices as readonly string[]).includes(raw ?? '') ? (raw as C) : ''),
    format: (value) => value || null,
  };
}

/** Yes, no or either (a mail flag): `ja`/`nein` in the address, null for either. */
export function flagParam(key: string): FilterParam<boolean | null> {
  return {
    key,
    parse: (raw) => (raw === 'ja' ? true : raw === 'nein' ? false : null),
    format: (value) => (value === null ? null : value ? 'ja' : 'nein'),
  };
}

/** The columns a list sorts by and its first sort; the address holds `name` or `-name` (descending). */
export interface SortParam {
  key: string;
  columns: readonly string[];
  default: SortState;
}

/** The value `ohne` stands for a sort switched off where the list has a default one. */
const UNSORTED = 'ohne';

export function parseSort(raw: string | null, spec: SortParam): SortState {
  if (raw === UNSORTED) return null;
  const descending = raw?.startsWith('-') ?? false;
  const column = descending ? raw!.slice(1) : raw;
  if (column === null || !spec.columns.includes(column)) return spec.default;
  return { key: column, direction: descending ? 'desc' : 'asc' };
}

export function formatSort(sort: SortState, spec: SortParam): string | null {
  const same =
    sort === spec.default ||
    (sort !== null &&
      spec.default !== null &&
      sort.key === spec.default.key &&
      sort.direction === spec.default.direction);
  if (same) return null;
  if (sort === null) return UNSORTED;
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** Page numbers count from 1; anything else in the address is page 1. */
export function parsePage(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
}

/** A list's address: search text, filters, sort and page, each with its URL key. */
export interface ListSchema<V extends Record<string, unknown>> {
  /** URL key of the search text (searched once typing pauses). */
  search: string;
  filters: { [K in keyof V]: FilterParam<V[K]> };
  sort: SortParam;
  /** URL key of the page. */
  page: string;
  /** Rows per page. */
  pageSize: number;
}

export interface ListParams<V extends Record<string, unknown>> {
  /** What the search field shows, at once. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The search the list asks for: the address's, written once typing pauses. */
  search: string;
  filters: V;
  setFilter: <K extends keyof V>(name: K, value: V[K]) => void;
  sort: SortState;
  setSort: (sort: SortState) => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** A search or a filter narrows the list (the filtered-empty state offers to reset them). */
  isFiltered: boolean;
  /** Clears search and filters, back to page 1; the sort stays. */
  resetFilters: () => void;
}

/**
 * A list's view state in its address, as the view-identity rules keep view state
 * (architecture §5): read from the URL, so a reload, a link and the tags view restore it;
 * written with `replace` (no history entry per change); the search once typing pauses
 * (`SEARCH_DEBOUNCE_MS`). A new search, filter or sort starts again at page 1.
 */
export function useListParams<V extends Record<string, unknown>>(schema: ListSchema<V>): ListParams<V> {
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const firstPage = useMemo<ViewParamChanges>(() => ({ [schema.page]: null }), [schema.page]);
  const [searchText, setSearchText] = useSearchParamState(schema.search, SEARCH_DEBOUNCE_MS, firstPage);

  const filterEntries = Object.entries(schema.filters) as [keyof V & string, FilterParam<unknown>][];
  const filters = Object.fromEntries(
    filterEntries.map(([name, spec]) => [name, spec.parse(params.get(spec.key))]),
  ) as V;
  const search = params.get(schema.search) ?? '';

  const setFilter = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const spec = schema.filters[name];
      setViewParams({ [spec.key]: spec.format(value), [schema.page]: null });
    },
    [schema, setViewParams],
  );
  const setSort = useCallback(
    (sort: SortState) => setViewParams({ [schema.sort.key]: formatSort(sort, schema.sort), [schema.page]: null }),
    [schema, setViewParams],
  );
  const setPage = useCallback(
    (page: number) => setViewParams({ [schema.page]: page > 1 ? String(page) : null }),
    [schema, setViewParams],
  );
  const resetFilters = useCallback(() => {
    setSearchText('');
    setViewParams({
      [schema.search]: null,
      [schema.page]: null,
      ...Object.fromEntries(
        (Object.values(schema.filters) as FilterParam<unknown>[])
          .filter((spec) => !spec.choosesView)
          .map((spec) => [spec.key, null]),
      ),
    });
  }, [schema, setViewParams, setSearchText]);

  return {
    searchText,
    setSearchText,
    search,
    filters,
    setFilter,
    sort: parseSort(params.get(schema.sort.key), schema.sort),
    setSort,
    page: parsePage(params.get(schema.page)),
    setPage,
    pageSize: schema.pageSize,
    isFiltered:
      search.trim() !== '' ||
      filterEntries.some(([name, spec]) => !spec.choosesView && spec.format(filters[name]) !== null),
    resetFilters,
  };
}
