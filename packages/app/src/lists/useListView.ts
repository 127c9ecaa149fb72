import type { ListPageData, ListView } from '@waldmonitor/ui';
import type { CallParams, QueryState } from '@waldmonitor/ui/model';
import { useList, type ListCondition, type ListName, type ListRow } from '../api';
import { listQuery, type ListDeclaration } from './defineList';
import { useListParams, type ListParams } from './useListParams';

/**
 * A screen's ListView from the address (`useListParams`) and the page the service answered,
 * for a section that reshapes the rows first. `isValidating` says a request runs while the
 * previous page is shown.
 */
export function listViewOf<V extends Record<string, unknown>, Row>(
  params: ListParams<V>,
  list: QueryState<ListPageData<Row>>,
  isValidating: boolean,
): ListView<Row, V> {
  const { search: _asked, ...view } = params;
  return { ...view, list, isRefreshing: isValidating && list.data !== undefined };
}

/**
 * A declared list on the scaffold in one call: its address, one page of its call, and the
 * ListView a screen takes: `useListView(USERS_LIST)`. `params` are the call's (null reads
 * nothing), `before` conditions that choose its rows from outside its address. The query is
 * built each render; `useList` keys the read by its query string, so an equal query asks
 * nothing new.
 */
export function useListView<N extends ListName, V extends Record<string, unknown>>(
  list: ListDeclaration<N, V>,
  params: CallParams<N> | null = {} as CallParams<N>,
  before?: readonly ListCondition<ListRow<N>>[],
): ListView<ListRow<N>, V> {
  const view = useListParams(list);
  const read = useList(list.call, params, listQuery(list, view, before));
  return listViewOf(view, read, read.isValidating);
}
