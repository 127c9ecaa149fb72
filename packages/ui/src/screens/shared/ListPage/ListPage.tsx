import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { Pagination, pageCountOf } from '../../../primitives/Pagination';
import { Table, type Column, type RowId, type SortState } from '../../../primitives/Table';
import { space } from '../../../theme';
import { ListCount, ListSearchField, ListToolbar } from '../listToolbar';

/** One page of a list and the number of rows its filter matches over all pages. */
export interface ListPageData<Row> {
  rows: readonly Row[];
  total: number;
}

/**
 * What a list's read and its address give ListPage: the service's page and the view state
 * (search, sort, page) with its changes. A screen passes it on whole (`<ListPage {...view} …/>`).
 */
export interface ListPageState<Row> {
  /** The page as the service answered it, taken whole: loading, failed (with retry), or the rows and total. */
  list: QueryState<ListPageData<Row>>;
  /** A request for another page or filter runs while the previous rows are shown. */
  isRefreshing?: boolean;
  /** The search field's text (shown at once; the caller asks the service once typing pauses). */
  searchText: string;
  onSearchChange: (text: string) => void;
  /** The service's sort (the rows come sorted; a header click asks for another). */
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** From 1. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A search or filter narrows the list: an empty page offers "Filter zurücksetzen". */
  isFiltered: boolean;
  onResetFilters: () => void;
}

/**
 * A list as a screen takes it from its caller: ListPage's state and the list's own filters
 * (`F`, e.g. `{ role, mail }`) with their change, one filter at a time. The app builds it
 * from the address and the service's page (`useListView`).
 */
export interface ListView<Row, F extends object> extends ListPageState<Row> {
  filter: F;
  onFilterChange: <K extends keyof F>(name: K, value: F[K]) => void;
}

export interface ListPageProps<Row> extends ListPageState<Row> {
  /** The table's caption; the toolbar is "<caption> filtern", the pagination "<caption>: Seiten". */
  caption: string;
  searchLabel: string;
  /** The filter fields beside the search (e.g. `ListFilterField`s). */
  filters?: ReactNode;
  /** The toolbar's count, e.g. `(total) => `${total} Nutzer``; the number comes formatted (de-DE). */
  countLabel: (total: string, count: number) => string;
  columns: readonly Column<Row>[];
  getRowId: (row: Row) => RowId;
  onRowClick?: (row: Row) => void;
  minWidth?: string;
  /** Empty without a filter, e.g. "Noch keine Nutzer vorhanden.". */
  emptyMessage: string;
  /** Empty with a filter, e.g. "Keine Nutzer gefunden.". */
  filteredEmptyMessage: string;
  /** A way forward in the unfiltered empty state ("Nutzer anlegen"). */
  emptyAction?: ReactNode;
}

const NUMBER = new Intl.NumberFormat('de-DE');

/**
 * Every list of the app (architecture §4): a toolbar with search, filters and the total the
 * filter matches; the table with sortable headers (`aria-sort`) whose rows the data service
 * sorted and paged; the pagination; a filtered-empty state with "Filter zurücksetzen"; the
 * loading and error states of the read. An address past the last page (the list shrank)
 * goes to the last page.
 */
export function ListPage<Row>({
  caption,
  searchLabel,
  searchText,
  onSearchChange,
  filters,
  countLabel,
  columns,
  getRowId,
  onRowClick,
  minWidth,
  list,
  isRefreshing = false,
  sort,
  onSortChange,
  page,
  pageSize,
  onPageChange,
  isFiltered,
  onResetFilters,
  emptyMessage,
  filteredEmptyMessage,
  emptyAction,
}: ListPageProps<Row>) {
  const total = list.data?.total;
  const pageCount = total === undefined ? null : pageCountOf(total, pageSize);

  useEffect(() => {
    if (pageCount !== null && total !== undefined && total > 0 && page > pageCount) onPageChange(pageCount);
  }, [page, pageCount, total, onPageChange]);

  return (
    <Layout aria-busy={isRefreshing || list.isLoading || undefined}>
      <ListToolbar role="search" aria-label={`${caption} filtern`}>
        <ListSearchField
          label={searchLabel}
          icon="search"
          isClearable
          value={searchText}
          onChange={onSearchChange}
          autoComplete="off"
        />
        {filters}
        {total !== undefined ? <ListCount role="status">{countLabel(NUMBER.format(total), total)}</ListCount> : null}
      </ListToolbar>

      <Table
        caption={caption}
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={getRowId}
        sort={sort}
        onSortChange={onSortChange}
        isSortedByCaller
        page={total === undefined ? undefined : { rowCount: total, offset: (page - 1) * pageSize }}
        query={list}
        onRowClick={onRowClick}
        minWidth={minWidth}
        emptyMessage={isFiltered ? filteredEmptyMessage : emptyMessage}
        emptyAction={isFiltered ? <Button onClick={onResetFilters}>Filter zurücksetzen</Button> : emptyAction}
      />

      {total !== undefined && total > pageSize ? (
        <Pagination
          label={`${caption}: Seiten`}
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
        />
      ) : null}
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;
`;
