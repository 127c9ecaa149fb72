import { positionDraftOf, type PositionDraft } from '../../../model/billing/positionDraft';
import type { Position } from '../../../model/entities';

/** A position as the table shows it: saved, or added and not yet answered (negative key). */
export interface PositionRowData extends PositionDraft {
  key: number;
  /** null until the service has given the new position its id. */
  id: number | null;
  lfd_nr: number;
}

export function rowOf(position: Position): PositionRowData {
  return { key: position.id, id: position.id, lfd_nr: position.lfd_nr, ...positionDraftOf(position) };
}

/** The row's values as the edit row's form holds them. */
export function draftOfRow(row: PositionRowData): PositionDraft {
  const { anzahl, einheit, bez, ep, erl, erl_titel, erl_on } = row;
  return { anzahl, einheit, bez, ep, erl, erl_titel, erl_on };
}
