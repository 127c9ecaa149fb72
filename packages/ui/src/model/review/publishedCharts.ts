import type { ChartData } from '../backOffice/surveyCharts';
import { EMPTY_CHART_LABEL, bundeslandLabel, type BundeslandCode } from '../domainValues';
import type { KaeferByArtRow, KaeferByBundeslandRow } from '../resultRows';

/** The citizens' dashboard: published sightings by Land and species as chart data. */
const SERIES = ['Veröffentlichte Funde'];

/** By Bundesland, most first; records without a Land show as 'Andere' (requirements §3), last. */
export function publishedByLandChart(rows: readonly KaeferByBundeslandRow[]): ChartData {
  const sorted = [...rows].sort(
    (a, b) => Number(a.bundesland === null) - Number(b.bundesland === null) || b.anzahl - a.anzahl,
  );
  return {
    series: SERIES,
    unit: 'Funde',
    rows: sorted.map((row) => ({
      label: row.bundesland === null ? EMPTY_CHART_LABEL : bundeslandLabel(row.bundesland),
      values: [row.anzahl],
    })),
  };
}

/** By species, most first; unnamed species show as 'Andere', last. */
export function publishedBySpeciesChart(rows: readonly KaeferByArtRow[]): ChartData {
  const sorted = [...rows].sort((a, b) => Number(a.name === null) - Number(b.name === null) || b.anzahl - a.anzahl);
  return {
    series: SERIES,
    unit: 'Funde',
    rows: sorted.map((row) => ({ label: row.name ?? EMPTY_CHART_LABEL, values: [row.anzahl] })),
  };
}

/** Published sightings per Land for the map; a Land without any is 0. */
export function publishedPerLand(rows: readonly KaeferByBundeslandRow[]): Partial<Record<BundeslandCode, number>> {
  const counts: Partial<Record<BundeslandCode, number>> = {};
  for (const row of rows)
    if (row.bundesland !== null) counts[row.bundesland] = (counts[row.bundesland] ?? 0) + row.anzahl;
  return counts;
}

/** The shade step (0 = none, 1–4 = light to dark) of a count against the largest count: quartiles of the maximum. */
export function shadeStep(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as 1 | 2 | 3 | 4;
}

/** One shade of the map's legend: its step and the counts per Land it stands for, both ends included. */
export interface ShadeClass {
  step: 0 | 1 | 2 | 3 | 4;
  from: number;
  to: number;
}

/**
 * The legend of `shadeStep` at this largest count: which counts per Land each shade stands for.
 * A step no whole count falls in (at small counts, e.g. step 1 of a largest count of 2) is left
 * out, so the legend never names a shade the map cannot show.
 */
export function shadeClasses(max: number): ShadeClass[] {
  const classes: ShadeClass[] = [{ step: 0, from: 0, to: 0 }];
  if (max <= 0) return classes;
  for (const step of [1, 2, 3, 4] as const) {
    const from = Math.floor(((step - 1) * max) / 4) + 1;
    const to = Math.floor((step * max) / 4);
    if (from <= to) classes.push({ step, from, to });
  }
  return classes;
}
