import type { ListView, SortState } from '@waldmonitor/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SEARCH_DEBOUNCE_MS,
  useSearchParamState,
  useSetViewParams,
  type ViewParamChanges,
} from '../shell/useSearchParamState';
import { listKeys, type ListFilter } from './defineList';

/** What the address needs of a filter. */
type AddressFilter<T> = Omit<ListFilter<T, never>, 'where'>;

/** A list's sort in the address: `name` or `-name` (descending), among the keys the list sorts by. */
interface SortParam {
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

/**
 * A list's view state as the screen takes it (the ui's `ListView` without the page the
 * service answered), and the search as the address asks for it.
 */
export type ListParams<V extends Record<string, unknown>> = Omit<ListView<never, V>, 'list' | 'isRefreshing'> & {
  /** The search the list asks for: the address's, written once typing pauses. */
  search: string;
};

/** What the address needs of a list's declaration (`defineList`). */
export interface ListAddress<V extends Record<string, unknown>> {
  keyPrefix?: string;
  filters: { [K in keyof V]: AddressFilter<V[K]> };
  sorts: Record<string, unknown>;
  defaultSort: SortState;
  pageSize: number;
}

/**
 * A list's view state in its address, as the view-identity rules keep view state
 * (architecture §3): read from the URL, so a reload, a link and the tags view restore it;
 * written with `replace` (no history entry per change); the search once typing pauses
 * (`SEARCH_DEBOUNCE_MS`). A new search, filter or sort starts again at page 1.
 */
export function useListParams<V extends Record<string, unknown>>(list: ListAddress<V>): ListParams<V> {
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const keys = listKeys(list);
  const firstPage = useMemo<ViewParamChanges>(() => ({ [keys.page]: null }), [keys.page]);
  const [searchText, setSearchText] = useSearchParamState(keys.search, SEARCH_DEBOUNCE_MS, firstPage);

  const filterEntries = filtersOf(list);
  const filter = Object.fromEntries(filterEntries.map(([name, spec]) => [name, spec.parse(params.get(spec.key))])) as V;
  const search = params.get(keys.search) ?? '';

  const onFilterChange = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const spec = list.filters[name];
      setViewParams({ [spec.key]: spec.format(value), [keys.page]: null });
    },
    [list, keys.page, setViewParams],
  );
  const onSortChange = useCallback(
    (sort: SortState) =>
      setViewParams({
        [keys.sort]: formatSort(sort, sortParamOf(list)),
        [keys.page]: null,
      }),
    [list, keys.sort, keys.page, setViewParams],
  );
  const onPageChange = useCallback(
    (page: number) => setViewParams({ [keys.page]: page > 1 ? String(page) : null }),
    [keys.page, setViewParams],
  );
  const onResetFilters = useCallback(() => {
    setSearchText('');
    setViewParams({
      [keys.search]: null,
      [keys.page]: null,
      ...Object.fromEntries(
        filtersOf(list)
          .filter(([, spec]) => !spec.choosesView)
          .map(([, spec]) => [spec.key, null]),
      ),
    });
  }, [list, keys.search, keys.page, setViewParams, setSearchText]);

  return {
    searchText,
    onSearchChange: setSearchText,
    search,
    filter,
    onFilterChange,
    sort: parseSort(params.get(keys.sort), sortParamOf(list)),
    onSortChange,
    page: parsePage(params.get(keys.page)),
    pageSize: list.pageSize,
    onPageChange,
    isFiltered:
      search.trim() !== '' ||
      filterEntries.some(([name, spec]) => !spec.choosesView && spec.format(filter[name]) !== null),
    onResetFilters,
  };
}

const sortParamOf = (list: Pick<ListAddress<never>, 'sorts' | 'defaultSort'>): SortParam => ({
  columns: Object.keys(list.sorts),
  default: list.defaultSort,
});

const filtersOf = <V extends Record<string, unknown>>(list: ListAddress<V>) =>
  Object.entries(list.filters) as [keyof V & string, AddressFilter<unknown>][];
