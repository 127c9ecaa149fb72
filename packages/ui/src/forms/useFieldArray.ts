import { useState } from 'react';
import { appendRow, insertRow, keyRows, moveRow, removeRow, syncRows, updateRow, type KeyedRows } from './fieldArray';
import type { FormApi, FormValues } from './useForm';

type RowsOf<V, K extends keyof V> = V[K] extends readonly (infer R)[] ? R : never;

export interface FieldArrayRow<R> {
  /** Stable across add, remove and move: use it as the React key. */
  key: number;
  index: number;
  row: R;
  /** The message of a cell (`validate` returns it under `name.index.column`). */
  errorOf: (column: string) => string | undefined;
  /** The cell's ref, so a submit can focus the first invalid cell. */
  refOf: (column: string) => (element: HTMLElement | null) => void;
}

export interface FieldArrayApi<R> {
  rows: FieldArrayRow<R>[];
  append: (row: R) => void;
  insert: (index: number, row: R) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  update: (index: number, changes: Partial<R>) => void;
}

/** The rows of `form.values[name]`, with stable keys and the row operations of fieldArray.ts. */
export function useFieldArray<V extends FormValues, K extends keyof V & string>(
  form: FormApi<V>,
  name: K,
): FieldArrayApi<RowsOf<V, K>> {
  type R = RowsOf<V, K>;
  const current = form.values[name] as unknown as readonly R[];
  const [keyed, setKeyed] = useState<KeyedRows<R>>(() => keyRows(current));
  // Rows set from outside (reset, new saved values) get new keys; our own changes keep theirs.
  const state = keyed.rows === current ? keyed : syncRows(keyed, current);
  if (state !== keyed) setKeyed(state);

  const apply = (change: (rows: KeyedRows<R>) => KeyedRows<R>) => {
    const next = change(state);
    setKeyed(next);
    form.setValue(name, next.rows as unknown as V[K]);
  };

  return {
    rows: state.rows.map((row, index) => ({
      key: state.keys[index] ?? index,
      index,
      row,
      errorOf: (column) => form.errors[`${name}.${index}.${column}`],
      refOf: (column) => form.refFor(`${name}.${index}.${column}`),
    })),
    append: (row) => apply((rows) => appendRow(rows, row)),
    insert: (index, row) => apply((rows) => insertRow(rows, index, row)),
    remove: (index) => apply((rows) => removeRow(rows, index)),
    move: (from, to) => apply((rows) => moveRow(rows, from, to)),
    update: (index, changes) =>
      apply((rows) => updateRow(rows, index, (row) => ({ ...(row as object), ...changes }) as R)),
  };
}
