/**
 * One metadata field that saves on its own ("every field of requirements §7's PATCH list
 * saved on its own when it changes, each with its own saving / saved / failed state,
 * failed values kept for retry"). Pure, so the rules are tested without a screen:
 *
 * - the person edits the draft; committing (blur, Enter, a choice) saves it when it
 *   differs from the saved value, and never while a save of the field is under way;
 * - a failed save keeps the draft and the service's message, so "Erneut versuchen" sends
 *   the same value again;
 * - a value that arrives from outside (the service answered, another field's save
 *   reloaded the map) replaces the draft only while the person has nothing of their own
 *   in it.
 */
import type { ServiceProblem } from '../model/contract/errors';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface AutoSaveState<T> {
  /** What the field shows. */
  draft: T;
  /** The value the service holds, as far as the field knows. */
  saved: T;
  status: SaveStatus;
  /** The one mapping's reading of a failed save, for FormError at the field. */
  problem: ServiceProblem | null;
  /** The value being saved. */
  pending: T | null;
}

export type AutoSaveAction<T> =
  | { type: 'edit'; value: T }
  | { type: 'start'; value: T }
  | { type: 'succeed'; value: T }
  | { type: 'fail'; problem: ServiceProblem }
  | { type: 'external'; value: T };

export function initialAutoSave<T>(value: T): AutoSaveState<T> {
  return { draft: value, saved: value, status: 'idle', problem: null, pending: null };
}

/** Whether committing `value` now starts a save. */
export function needsSave<T>(state: AutoSaveState<T>, value: T): boolean {
  return state.status !== 'saving' && (!Object.is(value, state.saved) || state.status === 'failed');
}

export function autoSaveReducer<T>(state: AutoSaveState<T>, action: AutoSaveAction<T>): AutoSaveState<T> {
  switch (action.type) {
    case 'edit':
      // "Gespeichert" speaks of the value before this edit.
      return { ...state, draft: action.value, status: state.status === 'saved' ? 'idle' : state.status };
    case 'start':
      return { ...state, draft: action.value, status: 'saving', problem: null, pending: action.value };
    case 'succeed':
      return { ...state, saved: action.value, status: 'saved', problem: null, pending: null };
    case 'fail':
      return { ...state, status: 'failed', problem: action.problem, pending: null };
    case 'external': {
      if (Object.is(action.value, state.saved)) return state;
      const hasOwnDraft =
        !Object.is(state.draft, state.saved) || state.status === 'saving' || state.status === 'failed';
      return hasOwnDraft ? { ...state, saved: action.value } : { ...state, saved: action.value, draft: action.value };
    }
  }
}
