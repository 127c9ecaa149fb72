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
