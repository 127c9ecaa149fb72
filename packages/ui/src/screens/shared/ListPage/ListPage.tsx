import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { Pagination, pageCountOf } from '../../../primitives/Pagination';
import { Table, type Column, type RowId, type SortState } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import { space } from '../../../theme';
import type { ActiveFilter } from '../activeFilters';
import { ListCount, ListSearchField, ListSummary, ListToolbar } from '../listToolbar';

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
  /** The filter fields beside the search (`ListFilterField`s, `ListFilterSlot`s). */
  filters?: ReactNode;
  /**
   * The filters in force as removable chips ("Rolle: Experte ×"), beside the count; with more
   * than one, "Alle Filter zurücksetzen" (`onResetFilters`) as well.
   */
  activeFilters?: readonly ActiveFilter[];
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
  activeFilters = NO_FILTERS,
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
  const { searchRef, chipsRef, removeChip, resetAll } = useChipFocus(activeFilters, onResetFilters);
  const pageCount = total === undefined ? null : pageCountOf(total, pageSize);

  useEffect(() => {
    if (pageCount !== null && total !== undefined && total > 0 && page > pageCount) onPageChange(pageCount);
  }, [page, pageCount, total, onPageChange]);

  return (
    <Layout aria-busy={isRefreshing || list.isLoading || undefined}>
      <ListToolbar role="search" aria-label={`${caption} filtern`}>
        <ListSearchField
          ref={searchRef}
          label={searchLabel}
          icon="search"
          isClearable
          value={searchText}
          onChange={onSearchChange}
          autoComplete="off"
        />
        {filters}
        <ListSummary>
          {activeFilters.length > 0 ? (
            <Chips ref={chipsRef} aria-label="Aktive Filter">
              {activeFilters.map((chip, index) => (
                <li key={chip.key}>
                  <Tag label={chip.label} tone="primary" onRemove={() => removeChip(chip, index)} />
                </li>
              ))}
            </Chips>
          ) : null}
          {activeFilters.length > 1 ? (
            <ResetAll variant="text" size="sm" icon="close" onClick={resetAll}>
              Alle Filter zurücksetzen
            </ResetAll>
          ) : null}
          {total !== undefined ? <ListCount role="status">{countLabel(NUMBER.format(total), total)}</ListCount> : null}
        </ListSummary>
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

const NO_FILTERS: readonly ActiveFilter[] = [];

/**
 * Where the focus goes when a chip goes: to the chip that takes its place (or the last one),
 * and to the search field when none is left, so a keyboard user is not dropped to the page's start.
 */
function useChipFocus(chips: readonly ActiveFilter[], onResetFilters: () => void) {
  const searchRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = chipsRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else searchRef.current?.focus();
  }, [chips]);
  return {
    searchRef,
    chipsRef,
    removeChip: (chip: ActiveFilter, index: number) => {
      removedAt.current = index;
      chip.onRemove();
    },
    resetAll: () => {
      removedAt.current = 0;
      onResetFilters();
    },
  };
}

const Chips = styled.ul`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: wrap;
  min-width: 0;
  gap: ${space[1]} ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ResetAll = styled(Button)`
  flex: none;
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;
`;
