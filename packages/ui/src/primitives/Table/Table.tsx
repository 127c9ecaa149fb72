import { useId, useMemo, useRef, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Spinner } from '../Spinner';
import { nextSort, sortRows } from './sortRows';
import { InView } from '../ScrollRegion';
import { Caption, LoadingBox, Scroller, StateCell, StyledTable } from './Table.styles';
import { TableHead } from './TableHead';
import type { Column, RowId, SortState } from './types';
import { useControllableState } from './useControllableState';
import { VirtualRows } from './VirtualRows';
import { useChromeText } from '../../i18n';
import type { QueryState } from '../../model/queryState';

/** Every table needs an accessible name: a visible caption or an aria-label. */
type TableName = { caption: ReactNode; 'aria-label'?: never } | { 'aria-label': string; caption?: never };

export type TableProps<Row> = TableName & {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
  /** The sort, when the caller owns it (e.g. in the URL); `null` is unsorted. Leave out to let the table keep it. */
  sort?: SortState;
  /** The first sort when the table keeps the sort itself. */
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /**
   * The rows come in the sort's order (a data service sorted and paged them): the header
   * shows and changes the sort, the table does not reorder the rows itself.
   */
  isSortedByCaller?: boolean;
  /**
   * The rows are one page of a longer list: its length over all pages and the rows before
   * this page, so `aria-rowcount` and `aria-rowindex` tell where a row is in the whole list.
   */
  page?: { rowCount: number; offset: number };
  /**
   * The read the rows come from, taken whole: while it loads a loading row replaces the
   * rows and the table is busy; when it failed, the error state (ErrorState's one error
   * mapping) with "Erneut versuchen". `rows` are what the screen shows of its data.
   */
  query?: Pick<QueryState<unknown>, 'isLoading' | 'error' | 'onRetry'>;
  /** Defaults to "Keine Einträge vorhanden.". */
  emptyMessage?: string;
  /** A way forward in the empty state, e.g. a "Nutzer anlegen" button. */
  emptyAction?: ReactNode;
  /** Adds a checkbox column with select-all when given. */
  onSelectionChange?: (ids: RowId[]) => void;
  /** The selected rows, when the caller owns them. */
  selectedIds?: readonly RowId[];
  /** Names a row's checkbox ("<label> auswählen"); defaults to "Zeile <n>" (in the chrome's language). */
  rowLabel?: (row: Row) => string;
  /** Makes rows clickable and focusable; Enter on a focused row clicks it. */
  onRowClick?: (row: Row) => void;
  /** Height limit of the scroll container; rows beyond it are virtualised. */
  maxHeight?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string;
  className?: string;
};

const noIds: readonly RowId[] = [];

/**
 * The data table of every list: sortable headers (aria-sort), optional row selection, clickable rows,
 * loading, empty and error states from the read it shows, and windowed scrolling for many thousand rows. A
 * list with search, filters and paging on the service uses it through ListPage.
 */
export function Table<Row>(props: TableProps<Row>) {
  const t = useChromeText();
  const {
    columns,
    rows,
    getRowId,
    query,
    emptyMessage,
    emptyAction,
    onSelectionChange,
    rowLabel,
    onRowClick,
    maxHeight = '70vh',
    minWidth,
    className,
  } = props;
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useControllableState(props.sort, props.defaultSort ?? null, props.onSortChange);
  const [selectedIds, setSelectedIds] = useControllableState<readonly RowId[]>(
    props.selectedIds,
    noIds,
    // Every selection handed out is a fresh array, so the caller may keep it as its own state.
    onSelectionChange && ((ids) => onSelectionChange([...ids])),
  );

  const isSortedByCaller = props.isSortedByCaller ?? false;
  const sorted = useMemo(
    () => (isSortedByCaller ? rows : sortRows(rows, columns, sort)),
    [rows, columns, sort, isSortedByCaller],
  );
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const isSelectable = onSelectionChange !== undefined;
  const isLoading = query?.isLoading ?? false;
  const error = query?.error ?? null;
  const hasError = error !== null;
  const hasRows = !isLoading && !hasError && sorted.length > 0;
  const columnCount = columns.length + (isSelectable ? 1 : 0);

  const rowIds = () => sorted.map(getRowId);
  const selectedCount = sorted.reduce((count, row) => count + (selected.has(getRowId(row)) ? 1 : 0), 0);
  const isAllSelected = sorted.length > 0 && selectedCount === sorted.length;

  const toggleAll = () => {
    const ids = rowIds();
    if (isAllSelected) {
      // Only the shown rows are deselected; a selection outside the current rows stays.
      const shown = new Set(ids);
      setSelectedIds(selectedIds.filter((id) => !shown.has(id)));
    } else {
      setSelectedIds([...selectedIds, ...ids.filter((id) => !selected.has(id))]);
    }
  };
  const toggleRow = (id: RowId) =>
    setSelectedIds(selected.has(id) ? selectedIds.filter((other) => other !== id) : [...selectedIds, id]);

  const name: { 'aria-labelledby': string } | { 'aria-label': string } =
    props.caption !== undefined ? { 'aria-labelledby': captionId } : { 'aria-label': props['aria-label'] ?? '' };

  return (
    <Scroller ref={scrollRef} className={className} maxHeight={maxHeight} {...name}>
      <StyledTable
        style={{ minWidth }}
        aria-label={props['aria-label']}
        aria-busy={isLoading || undefined}
        aria-rowcount={hasRows ? (props.page?.rowCount ?? sorted.length) + 1 : undefined}
      >
        {props.caption !== undefined ? <Caption id={captionId}>{props.caption}</Caption> : null}
        <colgroup>
          {isSelectable ? <col style={{ width: '3em' }} /> : null}
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <TableHead
          columns={columns}
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
          rowIndex={hasRows ? 1 : undefined}
          selectAll={
            isSelectable
              ? {
                  isAllSelected,
                  isSomeSelected: selectedCount > 0,
                  isDisabled: !hasRows,
                  onToggle: toggleAll,
                }
              : undefined
          }
        />
        {hasRows ? (
          <VirtualRows
            rows={sorted}
            columns={columns}
            getRowId={getRowId}
            scrollRef={scrollRef}
            onRowClick={onRowClick}
            rowOffset={props.page?.offset}
            selection={
              isSelectable
                ? {
                    selected,
                    onToggle: toggleRow,
                    rowLabel: (row, index) => rowLabel?.(row) ?? t('ui.row', { row: index + 1 }),
                  }
                : undefined
            }
          />
        ) : (
          <tbody>
            <tr>
              <StateCell colSpan={columnCount}>
                <InView>
                  {isLoading ? (
                    <LoadingBox role="status">
                      <Spinner isDecorative />
                      {t('ui.tableLoading')}
                    </LoadingBox>
                  ) : hasError ? (
                    <ErrorState error={error} onRetry={query?.onRetry} />
                  ) : (
                    <EmptyState title={emptyMessage ?? t('ui.tableEmpty')} action={emptyAction} />
                  )}
                </InView>
              </StateCell>
            </tr>
          </tbody>
        )}
      </StyledTable>
    </Scroller>
  );
}
