import type { ListPageData, ListView, SortState } from '@waldmonitor/ui';
import type { CallParams, QueryState } from '@waldmonitor/ui/model';
import { useList, type ListName, type ListOrder, type ListQuery, type ListRow } from '../api';
import { useListParams, type ListParams, type ListSchema } from './useListParams';

/** What a list's query is built from: the address's search (as asked for, not as typed), filters, sort and page. */
export interface ListRequest<V> {
  search: string;
  filters: V;
  sort: SortState;
  page: number;
  pageSize: number;
}

/** The rows of one page from `offset` on, as `limit`/`offset` of a ListQuery. */
export const pageRange = ({ page, pageSize }: Pick<ListRequest<unknown>, 'page' | 'pageSize'>) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/**
 * The order of a sort: the sort key's terms (`sorts`, as the data service orders them; the
 * default sort's when the sort is switched off or unknown), each in the sort's direction, then
 * the row's key, so pages neither overlap nor skip a row.
 */
export function sortOrder<Row>(
  sorts: Record<string, readonly ListOrder<Row>[]>,
  sort: SortState,
  defaultSort: NonNullable<SortState>,
  key: ListOrder<Row>['column'],
): ListOrder<Row>[] {
  const chosen = sort ?? defaultSort;
  const descending = chosen.direction === 'desc';
  const terms = sorts[chosen.key] ?? sorts[defaultSort.key] ?? [];
  return [...terms.map((term) => ({ ...term, descending })), { column: key, descending }];
}

/**
 * A screen's ListView from the address (`useListParams`) and the page the service answered:
 * what the app sections hand to a screen's list prop. `isValidating` says a request runs
 * while the previous page is shown.
 */
export function listViewOf<V extends Record<string, unknown>, Row>(
  params: ListParams<V>,
  list: QueryState<ListPageData<Row>>,
  isValidating: boolean,
): ListView<Row, V> {
  return {
    list,
    isRefreshing: isValidating && list.data !== undefined,
    searchText: params.searchText,
    onSearchChange: params.setSearchText,
    filter: params.filters,
    onFilterChange: params.setFilter,
    sort: params.sort,
    onSortChange: params.setSort,
    page: params.page,
    pageSize: params.pageSize,
    onPageChange: params.setPage,
    isFiltered: params.isFiltered,
    onResetFilters: params.resetFilters,
  };
}

/**
 * A list on the scaffold in one call: its address (`schema`), one page of `name` asked for
 * with `toQuery` (filters, search, order, page; see README.md), and the ListView a screen
 * takes: `useListView('getBenutzer', USERS_LIST, userListQuery)`. The query is built each
 * render; `useList` keys the read by its query string, so an equal query asks nothing new.
 */
export function useListView<N extends ListName, V extends Record<string, unknown>>(
  name: N,
  schema: ListSchema<V>,
  toQuery: (request: ListRequest<V>) => ListQuery<ListRow<N>>,
  params: CallParams<N> = {} as CallParams<N>,
): ListView<ListRow<N>, V> {
  const list = useListParams(schema);
  const { search, filters, sort, page, pageSize } = list;
  const read = useList(name, params, toQuery({ search, filters, sort, page, pageSize }));
  return listViewOf(list, read, read.isValidating);
}
