import { BUNDESLAENDER, bundeslandLabel, type BundeslandCode } from '../domainValues';
import type { KaeferArt } from '../entities';
import type { KaeferOverviewRow } from '../resultRows';
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

function add<K>(counts: Map<K, number>, key: K) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * Shapes every record (a_get_kaefer_overview with both parameters null) into the matrix:
 * every Bundesland in the usual order, every species by open records (most first, then
 * by name), and a row or column for records without a Land or species only when such
 * records exist. Only records waiting for an expert count; a Rückfrage waits for the reporter.
 */
export function queueMatrix(rows: readonly KaeferOverviewRow[], arten: readonly KaeferArt[]): QueueMatrix {
  const cells = new Map<string, number>();
  const byLand = new Map<MatrixLand, number>();
  const byArt = new Map<MatrixArt, number>();
  let total = 0;
  let hasNoLand = false;
  let hasNoArt = false;
  for (const row of rows) {
    if (row.bundesland === null) hasNoLand = true;
    if (row.art === null) hasNoArt = true;
    if (!isAwaitingExpert(row.status)) continue;
    add(cells, cellKey(row.bundesland, row.art));
    add(byLand, row.bundesland);
    add(byArt, row.art);
    total += 1;
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
