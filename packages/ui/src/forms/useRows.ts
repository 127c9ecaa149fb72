/**
 * The form engine's rows mode (invoice and offer positions): a list of saved rows that
 * changes at once when the person acts, and one row at a time edited in place.
 *
 * - A change (delete, move, a row from a template) shows at once; when the service
 *   refuses it, the rows go back to what was saved and `failure` says why.
 * - The edited row is a `useForm`: the model's rules at the cells, one submit at a time
 *   (a double click or a second Enter sends once). Its save shows at once too; when the
 *   service refuses it, the rows go back and the row opens again with what was typed and
 *   the service's message at it (`form.submitError`).
 * - New saved rows (the service answered) replace every change shown ahead of them.
 */
import { useState } from 'react';
import { describeServiceError } from '../model/contract/errors';
import type { SaveFailure } from './FormError';
import { useForm, type FormApi, type FormErrors, type FormValues } from './useForm';

/** The key of a row being added; saved rows use their own keys, rows shown ahead of the answer negative ones. */
export const NEW_ROW = 0;

export interface RowSave<R> {
  /** The rows as they are shown until the service answers. */
  rows: R[];
  call: () => Promise<unknown>;
}

export interface UseRowsOptions<R extends { key: number }, D extends FormValues> {
  /** The saved rows as the service answered. */
  saved: readonly R[];
  /** What the edited row's form starts from before any row is opened. */
  emptyDraft: D;
  /** The model's rules for one row's draft. */
  validate: (draft: D) => FormErrors;
  /** How the edited row (`NEW_ROW` for a new one) is saved: the rows to show at once and the call; null sends nothing. */
  save: (key: number, draft: D, rows: readonly R[]) => RowSave<R> | null;
}

export interface RowsApi<R, D extends FormValues> {
  /** The rows to show: saved, or changed ahead of the service's answer. */
  rows: readonly R[];
  /** The row open for editing (`NEW_ROW` for a new one), or null. */
  editingKey: number | null;
  /** The open row's form: values, messages at the cells, the service's answer, `handleSubmit`. */
  form: FormApi<D>;
  /** A change or a save is under way: the other actions wait. */
  isBusy: boolean;
  /** Why the last change outside the edited row did not happen, for `FormError` above the rows. */
  failure: SaveFailure | null;
  /** Opens a row with `draft` (a saved row's values, or a new row's). */
  edit: (key: number, draft: D) => void;
  /** Closes the open row; what it held is dropped. */
  cancel: () => void;
  /**
   * Shows `next` at once and runs `call`; on a refusal the rows go back and `failure` is
   * titled `failed`. With `reopen`, a refused change opens that row with that draft (a
   * position added from a template), so what it held is not lost and can be sent again.
   */
  change: (
    next: R[],
    failed: string,
    call: () => Promise<unknown>,
    reopen?: { key: number; draft: D },
  ) => Promise<boolean>;
}

export function useRows<R extends { key: number }, D extends FormValues>(options: UseRowsOptions<R, D>): RowsApi<R, D> {
  const { saved, emptyDraft, validate, save } = options;
  // Changed rows belong to the saved rows they were made from: new saved rows replace them.
  const [optimistic, setOptimistic] = useState<{ base: readonly R[]; rows: R[] } | null>(null);
  const rows = optimistic && optimistic.base === saved ? optimistic.rows : saved;
  // The edited row stays known while its save runs (closed), so a refusal can open it again.
  const [editing, setEditing] = useState<{ key: number; isOpen: boolean } | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [isChanging, setChanging] = useState(false);

  const form = useForm<D>({
    initialValues: emptyDraft,
    validate,
    onSubmit: async (draft) => {
      if (!editing) return;
      const plan = save(editing.key, draft, rows);
      if (!plan) return;
      setFailure(null);
      setOptimistic({ base: saved, rows: plan.rows });
      setEditing({ key: editing.key, isOpen: false });
      try {
        await plan.call();
      } catch (cause) {
        setOptimistic(null);
        setEditing({ key: editing.key, isOpen: true });
        // useForm keeps the draft and shows the service's message at the row.
        throw cause;
      }
      setEditing(null);
    },
  });
  const isBusy = isChanging || form.isSubmitting;

  const change: RowsApi<R, D>['change'] = async (next, failed, call, reopen) => {
    if (isBusy) return false;
    setChanging(true);
    setFailure(null);
    setOptimistic({ base: saved, rows: next });
    try {
      await call();
      return true;
    } catch (cause) {
      setOptimistic(null);
      setFailure({ title: failed, problem: describeServiceError(cause) });
      if (reopen) {
        form.reset(reopen.draft);
        setEditing({ key: reopen.key, isOpen: true });
      }
      return false;
    } finally {
      setChanging(false);
    }
  };

  return {
    rows,
    editingKey: editing?.isOpen ? editing.key : null,
    form,
    isBusy,
    failure,
    edit: (key, draft) => {
      if (isBusy) return;
      form.reset(draft);
      setFailure(null);
      setEditing({ key, isOpen: true });
    },
    cancel: () => {
      if (form.isSubmitting) return;
      setEditing(null);
      form.reset(emptyDraft);
    },
    change,
  };
}
