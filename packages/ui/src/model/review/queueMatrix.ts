import { BUNDESLAENDER, bundeslandLabel, type BundeslandCode } from '../domainValues';
import type { KaeferArt } from '../entities';
import type { KaeferOverviewRow, KaeferQueueRow } from '../resultRows';
import { isAwaitingExpert } from './statusMachine';

/** A Bundesland of the matrix; null gathers records without one. */
export type MatrixLand = BundeslandCode | null;
/** A species of the matrix; null gathers records whose species is not yet determined. */
export type MatrixArt = number | null;

export interface MatrixLandEntry {
  code: MatrixLand;
  label: string;
  /** Records waiting for an expert in this Land, over every species. */
  open: number;
}

export interface MatrixSpeciesEntry {
  id: MatrixArt;
  name: string;
  open: number;
}

/** The review queue as Bundesland × species with the records waiting for an expert. */
export interface QueueMatrix {
  lands: MatrixLandEntry[];
  species: MatrixSpeciesEntry[];
  /** Open records of a cell; 0 for a cell without any. */
  open(land: MatrixLand, art: MatrixArt): number;
  total: number;
}

export const NO_LAND_LABEL = 'Ohne Bundesland';
export const NO_SPECIES_LABEL = 'Art unbestimmt';

const cellKey = (land: MatrixLand, art: MatrixArt) => `${land ?? '-'}|${art ?? '-'}`;

const landKey = (land: MatrixLand) => land ?? '';

/**
 * The queue as a_get_kaefer_queue answers it, from records (for stories): per
 * Bundesland and species the records waiting for an expert (a Rückfrage waits for the
 * reporter), and the groups without a Land or a species even when none of them waits.
 * Ordered by Land code (nulls first, code points as SQL's C collation), then species.
 */
export function queueCounts(
  rows: readonly Pick<KaeferOverviewRow, 'bundesland' | 'art' | 'status'>[],
): KaeferQueueRow[] {
  const groups = new Map<string, KaeferQueueRow>();
  for (const row of rows) {
    const awaiting = isAwaitingExpert(row.status);
    if (!awaiting && row.bundesland !== null && row.art !== null) continue;
    const key = cellKey(row.bundesland, row.art);
    const group = groups.get(key) ?? { bundesland: row.bundesland, art: row.art, offen: 0 };
    if (awaiting) group.offen += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.bundesland !== b.bundesland) {
      if (a.bundesland === null) return -1;
      if (b.bundesland === null) return 1;
      return landKey(a.bundesland) < landKey(b.bundesland) ? -1 : 1;
    }
    if (a.art === b.art) return 0;
    if (a.art === null) return -1;
    if (b.art === null) return 1;
    return a.art - b.art;
  });
}

/**
 * Shapes the queue's counts (a_get_kaefer_queue) into the matrix: every Bundesland in the
 * usual order, every species by open records (most first, then by name), and a row or
 * column for records without a Land or species only when such records exist.
 */
export function queueMatrix(counts: readonly KaeferQueueRow[], arten: readonly KaeferArt[]): QueueMatrix {
  const cells = new Map<string, number>();
  const byLand = new Map<MatrixLand, number>();
  const byArt = new Map<MatrixArt, number>();
  let total = 0;
  let hasNoLand = false;
  let hasNoArt = false;
  for (const count of counts) {
    if (count.bundesland === null) hasNoLand = true;
    if (count.art === null) hasNoArt = true;
    cells.set(cellKey(count.bundesland, count.art), count.offen);
    byLand.set(count.bundesland, (byLand.get(count.bundesland) ?? 0) + count.offen);
    byArt.set(count.art, (byArt.get(count.art) ?? 0) + count.offen);
    total += count.offen;
  }
  const lands: MatrixLandEntry[] = BUNDESLAENDER.map((b) => ({
    code: b.value,
    label: b.label,
    open: byLand.get(b.value) ?? 0,
  }));
  if (hasNoLand) lands.push({ code: null, label: NO_LAND_LABEL, open: byLand.get(null) ?? 0 });
  const species: MatrixSpeciesEntry[] = arten
    .map((art) => ({ id: art.id, name: art.name, open: byArt.get(art.id) ?? 0 }))
    .sort((a, b) => b.open - a.open || a.name.localeCompare(b.name, 'de'));
  if (hasNoArt) species.push({ id: null, name: NO_SPECIES_LABEL, open: byArt.get(null) ?? 0 });
  return { lands, species, open: (land, art) => cells.get(cellKey(land, art)) ?? 0, total };
}

/** The German name of a matrix Land. */
export function matrixLandLabel(land: MatrixLand): string {
  return land === null ? NO_LAND_LABEL : bundeslandLabel(land);
}
