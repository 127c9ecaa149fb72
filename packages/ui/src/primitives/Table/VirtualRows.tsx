import { useVirtualizer } from '@tanstack/react-virtual';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { CheckLabel, SpacerCell, Td, Tr } from './Table.styles';
import type { Column, RowId } from './types';
import { useChromeText } from '../../i18n';

/** A first guess for a one-line row; rows are measured once rendered, so wrapped text is fine. */
const estimatedRowHeight = 41;
/** Rows rendered beyond the visible ones; also covers the header and caption above the first row. */
const overscan = 10;
/**
 * Assumed viewport before the scroll container is measured, so the first paint already
 * shows rows instead of an empty body for a frame.
 */
const initialRect = { width: 0, height: 800 };

export interface RowSelection<Row> {
  selected: ReadonlySet<RowId>;
  onToggle: (id: RowId) => void;
  rowLabel: (row: Row, index: number) => string;
}

interface VirtualRowsProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  getRowId: (row: Row) => RowId;
  scrollRef: RefObject<HTMLDivElement | null>;
  selection?: RowSelection<Row>;
  onRowClick?: (row: Row) => void;
  /** Rows before the first one given (a page of a longer list), for `aria-rowindex`. */
  rowOffset?: number;
}

/** A click on a control inside the row (checkbox, button, link) is that control's, not the row's. */
function isFromControl(event: MouseEvent<HTMLElement>): boolean {
  const control = (event.target as HTMLElement).closest('a, button, input, select, textarea, label');
  return control !== null && event.currentTarget.contains(control);
}

/**
 * The body rows, virtualised: only the rows in view plus `overscan` are in the DOM; two
 * hidden spacer rows keep the scroll height, so the table stays a real `<table>`.
 */
export function VirtualRows<Row>({
  rows,
  columns,
  getRowId,
  scrollRef,
  selection,
  onRowClick,
  rowOffset = 0,
}: VirtualRowsProps<Row>) {
  const t = useChromeText();
  // The virtualizer re-renders this component on every scroll by itself; nothing below
  // memoises its functions, which is all this rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan,
    initialRect,
    getItemKey: (index) => getRowId(rows[index] as Row),
  });
  const items = virtualizer.getVirtualItems();
  const spaceBefore = items[0]?.start ?? 0;
  const spaceAfter = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    <tbody>
      {spaceBefore > 0 ? <Spacer height={spaceBefore} columnCount={columnCount} /> : null}
      {items.map((item) => {
        const row = rows[item.index] as Row;
        const id = getRowId(row);
        const isSelected = selection?.selected.has(id) ?? false;
        return (
          <Tr
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            // The header is row 1.
            aria-rowindex={rowOffset + item.index + 2}
            tabIndex={onRowClick ? 0 : undefined}
            $isClickable={onRowClick !== undefined}
            $isSelected={isSelected}
            onClick={
              onRowClick &&
              ((event: MouseEvent<HTMLTableRowElement>) => {
                if (!isFromControl(event)) onRowClick(row);
              })
            }
            onKeyDown={
              onRowClick &&
              ((event: KeyboardEvent<HTMLTableRowElement>) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
              })
            }
          >
            {selection ? (
              <Td $align="center">
                <CheckLabel>
                  <input
                    type="checkbox"
                    aria-label={t('ui.selectRow', { row: selection.rowLabel(row, item.index) })}
                    checked={isSelected}
                    onChange={() => selection.onToggle(id)}
                  />
                </CheckLabel>
              </Td>
            ) : null}
            {columns.map((column) => (
              <Td key={column.key} $align={column.align ?? 'start'}>
                {column.cell(row)}
              </Td>
            ))}
          </Tr>
        );
      })}
      {spaceAfter > 0 ? <Spacer height={spaceAfter} columnCount={columnCount} /> : null}
    </tbody>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <SpacerCell colSpan={columnCount} style={{ height }} />
    </tr>
  );
}
