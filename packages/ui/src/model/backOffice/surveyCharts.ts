import { EMPTY_CHART_LABEL, chartLabel } from '../domainValues';
import type { LengthByErfqRow, LengthByQdtRow, SurveyOverviewRow } from '../entities';

/**
 * Chart data of the survey overviews, shaped without a chart library
 * so every figure is tested here and the table alternative shows exactly what the chart does.
 */

/**
 * The five a_get_*_overview_vermessen calls with the object kind each counts. Decision: the
 * names the data service's call names abbreviate (ausm, schae, schlu, einl, drae), in the
 * drainage trade's words; `einl` are Einläufe (inlets into the drain), not Einleitungen.
 */
export const SURVEY_OVERVIEW_CALLS = [
  { call: 'a_get_ausm_overview_vermessen', label: 'Ausmündungen', unit: 'Stück' },
  { call: 'a_get_schae_overview_vermessen', label: 'Schächte', unit: 'Stück' },
  { call: 'a_get_schlu_overview_vermessen', label: 'Schluckbrunnen', unit: 'Stück' },
  { call: 'a_get_einl_overview_vermessen', label: 'Einläufe', unit: 'Stück' },
  { call: 'a_get_drae_overview_vermessen', label: 'Dränagen', unit: 'm' },
] as const;

/** One category of a chart with its values per series, in the series' order. */
export interface ChartRow {
  label: string;
  values: number[];
}

/** What a chart and its table alternative show: series names, rows, and the unit of the values. */
export interface ChartData {
  series: string[];
  rows: ChartRow[];
  unit: string;
}

export const SURVEY_SERIES = ['Vermessen', 'Vermutet'];

/** Measured and assumed amount of one kind; a missing row counts 0 (the service leaves out empty groups). */
export function surveySplit(rows: readonly SurveyOverviewRow[]): { vermessen: number; vermutet: number } {
  const sum = (vermessen: boolean) =>
    rows.filter((row) => row.vermessen === vermessen).reduce((total, row) => total + row.summe, 0);
  return { vermessen: sum(true), vermutet: sum(false) };
}

/** Share measured, in percent with one decimal; null when there is nothing at all. */
export function surveyShare(rows: readonly SurveyOverviewRow[]): number | null {
  const { vermessen, vermutet } = surveySplit(rows);
  const total = vermessen + vermutet;
  return total === 0 ? null : Math.round((vermessen / total) * 1000) / 10;
}

/** Kinds as one chart: a row per kind, vermessen and vermutet (drainage alone, in metres). */
export function surveyObjectsChart(
  byKind: readonly { label: string; rows: readonly SurveyOverviewRow[] }[],
  unit = 'Stück',
): ChartData {
  return {
    series: SURVEY_SERIES,
    unit,
    rows: byKind.map(({ label, rows }) => {
      const { vermessen, vermutet } = surveySplit(rows);
      return { label, values: [vermessen, vermutet] };
    }),
  };
}

/**
 * Lengths grouped by a label: '' and null, which the view keeps apart, are one group
 * 'Andere' (requirements §3); groups sorted by length, longest first, 'Andere' last.
 */
export function lengthByLabel(rows: readonly { label: string | null; round: number }[], series: string): ChartData {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const label = chartLabel(row.label);
    sums.set(label, (sums.get(label) ?? 0) + row.round);
  }
  const sorted = [...sums.entries()].sort(([a, x], [b, y]) => {
    if (a === EMPTY_CHART_LABEL) return 1;
    if (b === EMPTY_CHART_LABEL) return -1;
    return y - x || a.localeCompare(b, 'de');
  });
  return { series: [series], unit: 'm', rows: sorted.map(([label, value]) => ({ label, values: [value] })) };
}

export const lengthByErfqChart = (rows: readonly LengthByErfqRow[]): ChartData =>
  lengthByLabel(
    rows.map((row) => ({ label: row.erfq, round: row.round })),
    'Länge nach Erfassungsquelle',
  );

export const lengthByQdtChart = (rows: readonly LengthByQdtRow[]): ChartData =>
  lengthByLabel(
    rows.map((row) => ({ label: row.qdt, round: row.round })),
    'Länge nach Querschnitt',
  );

/** The sum of every value of a chart (the table's total line). */
export function chartTotal(data: ChartData): number[] {
  return data.series.map((_, index) => data.rows.reduce((total, row) => total + (row.values[index] ?? 0), 0));
}

const csvNumber = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 2 });

function csvCell(text: string): string {
  return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The chart as CSV the way German spreadsheets open it: semicolon separated, decimal
 * comma, no thousands separator, a header line with the unit.
 */
export function chartCsv(data: ChartData, categoryHeader: string): string {
  const header = [categoryHeader, ...data.series.map((name) => `${name} (${data.unit})`)];
  const lines = data.rows.map((row) => [row.label, ...row.values.map((value) => csvNumber.format(value))]);
  return [header, ...lines].map((line) => line.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
