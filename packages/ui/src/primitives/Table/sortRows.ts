import type { Column, SortState, SortValue } from './types';

// German collation: "Ärger" sorts with A, "Öl" with O; numeric so "Zeile 2" < "Zeile 10".
const collator = new Intl.Collator('de', { numeric: true });

function isEmpty(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

function compareValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order `sort` asks for; a new array, the input stays as it is. The sort
 * is stable (equal values keep their given order in both directions) and empty values
 * come last in both directions, so blanks never crowd the top of a table.
 */
export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: SortState): Row[] {
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (!sort || !column?.sortable) return [...rows];
  const valueOf = column.sortable.bind(column);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return (
        sign * compareValues(a.value as NonNullable<SortValue>, b.value as NonNullable<SortValue>) || a.index - b.index
      );
    })
    .map((entry) => entry.row);
}

/** The next sort when a header is clicked: ascending → descending → unsorted; another column starts ascending. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}
