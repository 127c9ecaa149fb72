import type { ReactNode } from 'react';

export type RowId = string | number;
export type SortDirection = 'asc' | 'desc';
/** The sorted column and its direction; `null` means the rows keep their given order. */
export type SortState = { key: string; direction: SortDirection } | null;
/** What a column sorts by. Empty values (null, undefined, '', NaN) sort last in both directions. */
export type SortValue = string | number | boolean | Date | null | undefined;

export interface Column<Row> {
  /** Unique among the table's columns; names the column in the sort state. */
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /**
   * Makes the column sortable: clicking its header cycles ascending, descending, unsorted.
   * The value is what a table that sorts its own rows sorts by; a list whose rows the data
   * service sorts (`isSortedByCaller`, ListPage) never calls it, only the stories' stand-in
   * service does.
   */
  sortable?(row: Row): SortValue;
  /** CSS width, e.g. `'12rem'` or `'20%'`; columns without one share the rest. */
  width?: string;
  /** `end` for numbers and money. */
  align?: 'start' | 'center' | 'end';
}
