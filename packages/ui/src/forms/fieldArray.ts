/**
 * Row arrays of a form (invoice and offer positions; Grafana's Forms/FieldArray.tsx).
 * Each row has a key that stays with it when rows are added, removed or moved, so React
 * keeps a row's inputs (and the focus in them) with the row, not with its index. Pure:
 * the rows and their keys change together.
 */
export interface KeyedRows<T> {
  rows: readonly T[];
  keys: readonly number[];
  /** The key the next new row gets. */
  nextKey: number;
}

export function keyRows<T>(rows: readonly T[]): KeyedRows<T> {
  return { rows, keys: rows.map((_, index) => index + 1), nextKey: rows.length + 1 };
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(index, length));

/** Inserts `row` before `index` (at the end when `index` is past it). */
export function insertRow<T>(state: KeyedRows<T>, index: number, row: T): KeyedRows<T> {
  const at = clampIndex(index, state.rows.length);
  return {
    rows: [...state.rows.slice(0, at), row, ...state.rows.slice(at)],
    keys: [...state.keys.slice(0, at), state.nextKey, ...state.keys.slice(at)],
    nextKey: state.nextKey + 1,
  };
}

export function appendRow<T>(state: KeyedRows<T>, row: T): KeyedRows<T> {
  return insertRow(state, state.rows.length, row);
}

export function removeRow<T>(state: KeyedRows<T>, index: number): KeyedRows<T> {
  if (index < 0 || index >= state.rows.length) return state;
  return {
    rows: state.rows.filter((_, i) => i !== index),
    keys: state.keys.filter((_, i) => i !== index),
    nextKey: state.nextKey,
  };
}

/** Moves the row at `from` so that it ends up at `to`; out-of-range indexes change nothing. */
export function moveRow<T>(state: KeyedRows<T>, from: number, to: number): KeyedRows<T> {
  const length = state.rows.length;
  if (from < 0 || from >= length || to < 0 || to >= length || from === to) return state;
  const move = <X>(items: readonly X[]) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item as X);
    return next;
  };
  return { rows: move(state.rows), keys: move(state.keys), nextKey: state.nextKey };
}

export function updateRow<T>(state: KeyedRows<T>, index: number, update: (row: T) => T): KeyedRows<T> {
  if (index < 0 || index >= state.rows.length) return state;
  return { ...state, rows: state.rows.map((row, i) => (i === index ? update(row) : row)) };
}

/**
 * Rows that arrive from outside (the form was reset, the service answered): keys are
 * kept where the array is the same object, else every row gets a new one.
 */
export function syncRows<T>(state: KeyedRows<T>, rows: readonly T[]): KeyedRows<T> {
  if (rows === state.rows) return state;
  return {
    rows,
    keys: rows.map((_, index) => state.nextKey + index),
    nextKey: state.nextKey + rows.length,
  };
}
