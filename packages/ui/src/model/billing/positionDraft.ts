/**
 * A position as the editor holds it while it is typed, and what the
 * editor hands to a_insert_position / a_update_position. requirements §5's payload rules (null
 * erl → '', null erl_on → 'true', null erl_titel → '', numbers as text) are applied in
 * one place only, the app's payloadRules.ts; this file never repeats them.
 */
import type { Position } from '../entities';
import type { RpcParams } from '../contract';
import type { PositionTemplate } from '../resultRows';
import { lengthError } from '../validation/textLimits';

export interface PositionDraft {
  /** null while the field is empty or not a number. */
  anzahl: number | null;
  einheit: string;
  bez: string;
  ep: number | null;
  erl: string;
  erl_titel: string;
  /** Whether the explanation is printed. */
  erl_on: boolean;
}

/** The editable fields of a position: a_update_position's params without the id. */
export type PositionFieldsInput = Omit<RpcParams<'a_update_position'>, 'position_id'>;

export const EMPTY_POSITION_DRAFT: PositionDraft = {
  anzahl: 1,
  einheit: '',
  bez: '',
  ep: null,
  erl: '',
  erl_titel: '',
  erl_on: false,
};

export function positionDraftOf(position: Position): PositionDraft {
  return {
    anzahl: position.anzahl,
    einheit: position.einheit ?? '',
    bez: position.bez,
    ep: position.ep,
    erl: position.erl ?? '',
    erl_titel: position.erl_titel ?? '',
    // requirements §5 reads a missing flag as on.
    erl_on: position.erl_on ?? true,
  };
}

/** A template's position, once; the explanation is on when the template has one. */
export function draftFromTemplate(template: PositionTemplate): PositionDraft {
  return {
    anzahl: 1,
    einheit: template.einheit ?? '',
    bez: template.bez,
    ep: template.ep,
    erl: template.erl ?? '',
    erl_titel: template.erl_titel ?? '',
    erl_on: Boolean(template.erl),
  };
}

export type PositionDraftErrors = Partial<Record<'anzahl' | 'bez' | 'ep' | 'einheit' | 'erl_titel' | 'erl', string>>;

/** The position's text fields and their columns (TEXT_LIMITS: a row fits half a printed page). */
export const POSITION_TEXT_COLUMNS = {
  bez: 'position.bez',
  einheit: 'position.einheit',
  erl_titel: 'position.erl_titel',
  erl: 'position.erl',
} as const;

export function validatePositionDraft(draft: PositionDraft): PositionDraftErrors {
  const errors: PositionDraftErrors = {};
  if (draft.anzahl === null) errors.anzahl = 'Bitte eine Menge eingeben.';
  else if (draft.anzahl === 0) errors.anzahl = 'Die Menge darf nicht 0 sein.';
  if (draft.bez.trim() === '') errors.bez = 'Bitte eine Bezeichnung eingeben.';
  if (draft.ep === null) errors.ep = 'Bitte einen Einzelpreis eingeben.';
  for (const field of ['bez', 'einheit', 'erl_titel', 'erl'] as const) {
    const tooLong = lengthError(draft[field], POSITION_TEXT_COLUMNS[field]);
    if (tooLong && !errors[field]) errors[field] = tooLong;
  }
  return errors;
}

/** A valid draft as the call's fields; a blank unit is sent as null. */
export function positionInput(draft: PositionDraft, lfdNr: number): PositionFieldsInput {
  if (draft.anzahl === null || draft.ep === null) throw new Error('Die Position ist nicht vollständig.');
  return {
    anzahl: draft.anzahl,
    bez: draft.bez.trim(),
    einheit: draft.einheit.trim() === '' ? null : draft.einheit.trim(),
    ep: draft.ep,
    lfd_nr: lfdNr,
    erl: draft.erl,
    erl_on: draft.erl_on,
    erl_titel: draft.erl_titel,
  };
}

/** The running number of a position added at the end. */
export function nextLfdNr(positions: readonly Pick<Position, 'lfd_nr'>[]): number {
  return positions.reduce((max, p) => Math.max(max, p.lfd_nr), 0) + 1;
}

/**
 * Moves the position at `from` to `to` and numbers all 1…n in the new order. Returns the
 * new order and the positions whose running number changed (only those are saved).
 */
export function reorderPositions<P extends { id: number | null; lfd_nr: number }>(
  positions: readonly P[],
  from: number,
  to: number,
): { order: P[]; changed: P[] } {
  const moved = [...positions];
  const [item] = moved.splice(from, 1);
  if (item === undefined || to < 0 || to > positions.length - 1) return { order: [...positions], changed: [] };
  moved.splice(to, 0, item);
  const order = moved.map((p, index) => ({ ...p, lfd_nr: index + 1 }));
  const changed = order.filter((p) => positions.find((old) => old.id === p.id)?.lfd_nr !== p.lfd_nr);
  return { order, changed };
}

/**
 * The positions without the one at `index`, the rest numbered 1…n in their order, as the
 * data service numbers them after a_delete_position: no gap is printed.
 */
export function withoutPosition<P extends { lfd_nr: number }>(positions: readonly P[], index: number): P[] {
  return positions.filter((_, at) => at !== index).map((p, at) => (p.lfd_nr === at + 1 ? p : { ...p, lfd_nr: at + 1 }));
}
