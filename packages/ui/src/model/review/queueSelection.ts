import { BEETLE_STATUSES, isBundesland, type BeetleStatus } from '../domainValues';
import type { KaeferOverviewRow } from '../resultRows';
import type { MatrixArt, MatrixLand } from './queueMatrix';
import { isAwaitingExpert, isStatus } from './statusMachine';

/** The status filter of the records list: waiting for an expert (default), one status, or all. */
export type QueueStatusFilter = 'offen' | 'alle' | BeetleStatus;

export const QUEUE_STATUS_FILTERS: readonly { value: QueueStatusFilter; label: string }[] = [
  { value: 'offen', label: 'Wartet auf Prüfung' },
  ...BEETLE_STATUSES.map((s) => ({ value: s.value as QueueStatusFilter, label: s.label })),
  { value: 'alle', label: 'Alle Status' },
];

/** The records list's filter beside the cell, served by the data service (`status=…` in the address). */
export type QueueListFilter = {
  status: QueueStatusFilter;
};

/**
 * The queue's choice as it lives in the address, as state of the
 * dashboard view: `land` (a Bundesland code, `ohne` or `alle`), `art` (a species id, `ohne`
 * or `alle`), `status` and `fund` (the open record). Decision: the dashboard's view
 * parameters `bereich` and `id` stay untouched, so walking through hundreds of records
 * neither opens a tag per record nor collides with the back office.
 */
export interface QueueSelection {
  land: MatrixLand | 'alle';
  art: MatrixArt | 'alle';
  status: QueueStatusFilter;
  fund: number | null;
  /** A cell (or a row or column of the matrix) is chosen; until then only the matrix shows. */
  isCellChosen: boolean;
}

export const QUEUE_PARAM_NAMES = ['land', 'art', 'status', 'fund'] as const;
export type QueueParamName = (typeof QUEUE_PARAM_NAMES)[number];

type ParamReader = (name: QueueParamName) => string | null;

function parseLand(value: string | null): MatrixLand | 'alle' {
  if (value === 'ohne') return null;
  return isBundesland(value) ? value : 'alle';
}

function parseArt(value: string | null): MatrixArt | 'alle' {
  if (value === 'ohne') return null;
  return value !== null && /^\d+$/.test(value) ? Number(value) : 'alle';
}

function parseStatus(value: string | null): QueueStatusFilter {
  return value === 'alle' || isStatus(value) ? value : 'offen';
}

export function parseQueueSelection(get: ParamReader): QueueSelection {
  const fund = get('fund');
  return {
    land: parseLand(get('land')),
    art: parseArt(get('art')),
    status: parseStatus(get('status')),
    fund: fund !== null && /^\d+$/.test(fund) ? Number(fund) : null,
    isCellChosen: get('land') !== null || get('art') !== null,
  };
}

const landParam = (land: MatrixLand | 'alle') => (land === null ? 'ohne' : land);
const artParam = (art: MatrixArt | 'alle') => (art === null ? 'ohne' : String(art));

/** The parameters of a cell: the records list starts anew (default status, no record). */
export function cellParams(land: MatrixLand | 'alle', art: MatrixArt | 'alle'): Record<QueueParamName, string | null> {
  return { land: landParam(land), art: artParam(art), status: null, fund: null };
}

function matchesStatus(status: BeetleStatus, filter: QueueStatusFilter): boolean {
  if (filter === 'alle') return true;
  if (filter === 'offen') return isAwaitingExpert(status);
  return status === filter;
}

/** The records of the chosen cell under the status filter, in the order given. */
export function filterQueue(
  rows: readonly KaeferOverviewRow[],
  selection: Pick<QueueSelection, 'land' | 'art' | 'status'>,
): KaeferOverviewRow[] {
  return rows.filter(
    (row) =>
      (selection.land === 'alle' || row.bundesland === selection.land) &&
      (selection.art === 'alle' || row.art === selection.art) &&
      matchesStatus(row.status, selection.status),
  );
}

/** The record `step` places from the current one (next: 1, previous: -1); null past either end. */
export function neighbourId(rows: readonly { id: number }[], currentId: number | null, step: 1 | -1): number | null {
  if (rows.length === 0) return null;
  const index = currentId === null ? -1 : rows.findIndex((row) => row.id === currentId);
  if (index === -1) return step === 1 ? (rows[0]?.id ?? null) : null;
  return rows[index + step]?.id ?? null;
}

/**
 * The record triage shows after an action on `currentId`: the next one waiting for an
 * expert after it, else the first such before it; null when none is left.
 */
export function nextOpenId(
  rows: readonly Pick<KaeferOverviewRow, 'id' | 'status'>[],
  currentId: number | null,
): number | null {
  const index = rows.findIndex((row) => row.id === currentId);
  const after = rows.slice(index + 1).find((row) => isAwaitingExpert(row.status) && row.id !== currentId);
  const before = rows.slice(0, Math.max(index, 0)).find((row) => isAwaitingExpert(row.status));
  return (after ?? before)?.id ?? null;
}
