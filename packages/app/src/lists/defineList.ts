import type { SortState } from '@waldmonitor/ui';
import {
  searchConditions,
  type ListCondition,
  type ListName,
  type ListOrder,
  type ListQuery,
  type ListRow,
} from '../api';

/**
 * One filter of a list: how it lives in the address (its URL key, how the text reads as a
 * value, how a value is written; null is the default, left out of the address) and what it
 * asks the data service for.
 */
export interface ListFilter<T, Row> {
  key: string;
  parse: (raw: string | null) => T;
  format: (value: T) => string | null;
  /** The conditions the value asks for; none for "every row". */
  where: (value: T) => readonly ListCondition<Row>[];
  /**
   * Chooses what the list is about rather than narrowing it (the forecasts' year): it does
   * not count as a filter, and "Filter zurücksetzen" keeps it.
   */
  choosesView?: boolean;
}

/**
 * A list as it is declared once (lists/README.md): the call it pages, its filters, its sorts
 * and its page size. The address (`useListParams`), the request (`listQuery`) and the screen's
 * `ListView` (`useListView`) all come from it.
 */
export interface ListDeclaration<N extends ListName, V extends Record<string, unknown>> {
  call: N;
  /**
   * Put before the URL keys `suche`, `sortierung` and `seite` when two lists share an
   * address (`nutzer_` for a client's users beside the clients list).
   */
  keyPrefix?: string;
  /** Conditions every page has: the rows the list is about (the open expert requests among the users). */
  where?: readonly ListCondition<ListRow<N>>[];
  filters: { [K in keyof V]: ListFilter<V[K], ListRow<N>> };
  /** The search's conditions; every word in the search column when left out. */
  search?: (text: string) => ListCondition<ListRow<N>>[];
  /** The sort keys as the data service orders them; the address knows these keys only. */
  sorts: Record<string, readonly ListOrder<ListRow<N>>[]>;
  /** The first sort; null: only the row's key. */
  defaultSort: SortState;
  /** The row's key, last in every order, so pages neither overlap nor skip a row. */
  rowKey: ListOrder<ListRow<N>>['column'];
  pageSize: number;
}

/** A list's declaration, typed by its call: every column a filter, the search or a sort names is the call's row's. */
export const defineList = <N extends ListName, V extends Record<string, unknown>>(list: ListDeclaration<N, V>) => list;

/** The URL keys of a list's search, sort and page. */
export function listKeys(list: { keyPrefix?: string }) {
  const prefix = list.keyPrefix ?? '';
  return { search: `${prefix}suche`, sort: `${prefix}sortierung`, page: `${prefix}seite` };
}

/**
 * A choice of fixed values (a role, a state; the options a screen offers too); '' is "all",
 * not in the address. `where` gets '' as well: a choice whose "all" is not every row (the
 * clients' status: the active ones) says so there.
 */
export function choiceFilter<const C extends string, Row>(
  key: string,
  options: readonly (C | { value: C })[],
  where: (value: C | '') => readonly ListCondition<Row>[],
): ListFilter<C | '', Row> {
  const values: readonly string[] = options.map((option) => (typeof option === 'string' ? option : option.value));
  return {
    key,
    parse: (raw) => (values.includes(raw ?? '') ? (raw as C) : ''),
    format: (value) => value || null,
    where,
  };
}

/** `column=eq.value` for a value, nothing for '' or null. */
export const equals =
  <Row>(column: ListOrder<Row>['column']) =>
  (value: string | number | null): ListCondition<Row>[] =>
    value === '' || value === null ? [] : [{ column, op: 'eq', value }];

/** What a page of a list is asked for with: the address's search (as asked for), filters, sort and page. */
export interface ListRequest<V> {
  search: string;
  filter: V;
  sort: SortState;
  page: number;
}

/**
 * The order of a sort: the sort key's terms (the default sort's when the sort is switched off
 * or unknown), each in the sort's direction, then the row's key.
 */
function orderOf<Row>(
  sorts: Record<string, readonly ListOrder<Row>[]>,
  sort: SortState,
  defaultSort: SortState,
  rowKey: ListOrder<Row>['column'],
): ListOrder<Row>[] {
  const chosen = sort ?? defaultSort;
  const descending = chosen?.direction === 'desc';
  const terms = (chosen ? sorts[chosen.key] : undefined) ?? (defaultSort ? sorts[defaultSort.key] : undefined) ?? [];
  return [...terms.map((term) => ({ ...term, descending })), { column: rowKey, descending }];
}

const isTree = <Row>(condition: ListCondition<Row>) => 'conditions' in condition;

/**
 * The conditions as PostgREST takes them: one `or` and one `and` per request, so the trees
 * (a filter's `or`, the search's words) go after the plain conditions, into one `and` when
 * there are several.
 */
function oneTree<Row>(conditions: readonly ListCondition<Row>[]): ListCondition<Row>[] {
  const plain = conditions.filter((condition) => !isTree(condition));
  const trees = conditions.filter(isTree);
  if (trees.length < 2) return [...plain, ...trees];
  const parts = trees.flatMap((tree) => ('conditions' in tree && tree.op === 'and' ? tree.conditions : [tree]));
  return [...plain, { op: 'and', conditions: parts }];
}

/**
 * One page of a list as the data service is asked for it: `before` (conditions that choose
 * the list's rows from outside its address, the review queue's cell), the list's own
 * `where`, each filter's conditions in the declaration's order, the search, the order and
 * the page.
 */
export function listQuery<N extends ListName, V extends Record<string, unknown>>(
  list: ListDeclaration<N, V>,
  { search, filter, sort, page }: ListRequest<NoInfer<V>>,
  before: readonly ListCondition<ListRow<N>>[] = [],
): ListQuery<ListRow<N>> {
  const filters = Object.entries(list.filters) as [keyof V & string, ListFilter<unknown, ListRow<N>>][];
  const where = [
    ...before,
    ...(list.where ?? []),
    ...filters.flatMap(([name, spec]) => spec.where(filter[name])),
    ...(list.search ?? searchConditions<ListRow<N>>)(search),
  ];
  return {
    where: oneTree(where),
    order: orderOf(list.sorts, sort, list.defaultSort, list.rowKey),
    limit: list.pageSize,
    offset: (page - 1) * list.pageSize,
  };
}
