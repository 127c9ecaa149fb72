import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { loadedQuery, loadingQuery, type QueryState } from '../../../model/queryState';
import { sortRows, type Column, type SortState } from '../../../primitives/Table';
import type { ListPageData, ListView } from './ListPage';

/**
 * A stand-in for the data service in stories: `rows` sorted by the columns' `sortable` values
 * and cut to one page, with the total over all pages, as the service answers a list.
 */
export function storyPage<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  sort: SortState,
  page: number,
  pageSize: number,
): QueryState<ListPageData<Row>> {
  const sorted = sortRows(rows, columns, sort);
  return loadedQuery({ rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length });
}

/** A list's view as a story starts it: loading, the first page, every change a spy the play can read. */
export function storyListView<Row, F extends object>(filter: F, sort: SortState, pageSize: number): ListView<Row, F> {
  return {
    list: loadingQuery(),
    searchText: '',
    onSearchChange: fn(),
    filter,
    onFilterChange: fn(),
    sort,
    onSortChange: fn(),
    page: 1,
    pageSize,
    onPageChange: fn(),
    isFiltered: false,
    onResetFilters: fn(),
  };
}

/** How the stand-in service finds rows: the story's rows, those a filter and search find, the columns it sorts by. */
export interface StoryListService<Row, F> {
  /** Every row; undefined shows the view's own `list` (loading, failure). */
  all: readonly Row[] | undefined;
  /** The rows the filter and the search find, in any order. */
  find: (all: readonly Row[], filter: F, search: string) => readonly Row[];
  columns: readonly Column<Row>[];
  /** The filter "Filter zurücksetzen" goes back to. */
  noFilter: F;
  /** Filters that choose what the list is about (the forecasts' year): no filter, kept by a reset. */
  viewKeys?: readonly (keyof F)[];
}

/**
 * A story's list with its search, filters, sort and page in story state, as the app keeps
 * them in the address: each change goes to the view's spy too, and a new search, filter or
 * sort starts again at page 1. The page comes from `service.all` as the service would answer it.
 */
export function useStoryList<Row, F extends object>(
  start: ListView<Row, F>,
  service: StoryListService<Row, F>,
): ListView<Row, F> {
  const [searchText, setSearchText] = useState(start.searchText);
  const [filter, setFilter] = useState<F>(start.filter);
  const [sort, setSort] = useState<SortState>(start.sort);
  const [page, setPage] = useState(start.page);
  const narrowing = (value: F) => {
    const copy = { ...value };
    for (const key of service.viewKeys ?? []) delete copy[key];
    return JSON.stringify(copy);
  };
  const list = service.all
    ? storyPage(service.find(service.all, filter, searchText), service.columns, sort, page, start.pageSize)
    : start.list;
  return {
    ...start,
    list,
    searchText,
    onSearchChange: (next) => {
      start.onSearchChange(next);
      setSearchText(next);
      setPage(1);
    },
    filter,
    onFilterChange: (name, value) => {
      start.onFilterChange(name, value);
      setFilter((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
    sort,
    onSortChange: (next) => {
      start.onSortChange(next);
      setSort(next);
      setPage(1);
    },
    page,
    onPageChange: (next) => {
      start.onPageChange(next);
      setPage(next);
    },
    isFiltered: searchText.trim() !== '' || narrowing(filter) !== narrowing(service.noFilter),
    onResetFilters: () => {
      start.onResetFilters();
      setSearchText('');
      setFilter((current) => {
        const kept = Object.fromEntries((service.viewKeys ?? []).map((key) => [key, current[key]]));
        return { ...service.noFilter, ...kept };
      });
      setPage(1);
    },
  };
}

/**
 * What a person sees of a list's filter bar: at most `maxHeight` px high (one or two rows, not a
 * third of the screen), and the table's first row inside the window without scrolling.
 */
export async function expectCompactToolbar(canvasElement: HTMLElement, toolbarName: string, maxHeight: number) {
  const canvas = within(canvasElement);
  const toolbar = canvas.getByRole('search', { name: toolbarName });
  await expect(Math.round(toolbar.getBoundingClientRect().height)).toBeLessThanOrEqual(maxHeight);
  const firstRow = within(canvas.getByRole('table')).getAllByRole('row')[1];
  await expect(firstRow).toBeDefined();
  await expect(firstRow!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
}
