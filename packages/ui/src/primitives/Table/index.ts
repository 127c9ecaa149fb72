export { Table, type TableProps } from './Table';
export { nextSort, sortRows } from './sortRows';
export type { Column, RowId, SortDirection, SortState, SortValue } from './types';
