import type { LengthByErfqRow, LengthByQdtRow, SurveyOverviewRow } from '@waldmonitor/ui/model';
import type { TableSchema } from '../store/schema';
import { Table } from '../store/table';
import type { DrainageLineRow, SurveyAmountRow, SurveyKind } from '@waldmonitor/dataservice/seed';

/**
 * The survey and drainage views of requirements §7, computed from the stored rows on every read,
 * as the database computes a view. Empty labels ('' and null) stay their own groups, as
 * GROUP BY keeps them: the UI shows them as 'Andere' (requirements §3).
 */
export function surveyOverview(
  rows: readonly SurveyAmountRow[],
  kind: SurveyKind,
  clientId?: number,
): SurveyOverviewRow[] {
  const sums = new Map<boolean, number>();
  for (const row of rows) {
    if (row.kind !== kind || (clientId !== undefined && row.client_id !== clientId)) continue;
    sums.set(row.vermessen, (sums.get(row.vermessen) ?? 0) + row.summe);
  }
  return [true, false].filter((v) => sums.has(v)).map((vermessen) => ({ vermessen, summe: sums.get(vermessen) ?? 0 }));
}

function lengthBy<K extends 'erfq' | 'qdt'>(
  rows: readonly DrainageLineRow[],
  key: K,
): { label: string | null; round: number }[] {
  const sums = new Map<string | null, number>();
  for (const row of rows) sums.set(row[key], (sums.get(row[key]) ?? 0) + row.laenge);
  return [...sums.entries()].map(([label, sum]) => ({ label, round: Math.round(sum) }));
}

export const lengthByErfq = (rows: readonly DrainageLineRow[]): LengthByErfqRow[] =>
  lengthBy(rows, 'erfq').map(({ label, round }) => ({ erfq: label, round }));

export const lengthByQdt = (rows: readonly DrainageLineRow[]): LengthByQdtRow[] =>
  lengthBy(rows, 'qdt').map(({ label, round }) => ({ qdt: label, round }));

const surveySchema = (name: string): TableSchema<SurveyOverviewRow> => ({
  name,
  columns: { vermessen: 'bool', summe: 'numeric' },
  primaryKey: ['vermessen'],
  readOnly: true,
});

/** The view name of requirements §7 → how to compute it. */
export const VIEW_DEFS = {
  drae_einmessung_uebersicht: (s: SurveyAmountRow[]) =>
    new Table(surveySchema('drae_einmessung_uebersicht'), surveyOverview(s, 'drae')),
  ausm_einmessung_uebersicht: (s: SurveyAmountRow[]) =>
    new Table(surveySchema('ausm_einmessung_uebersicht'), surveyOverview(s, 'ausm')),
  scha_einmessung_uebersicht: (s: SurveyAmountRow[]) =>
    new Table(surveySchema('scha_einmessung_uebersicht'), surveyOverview(s, 'scha')),
  schl_einmessung_uebersicht: (s: SurveyAmountRow[]) =>
    new Table(surveySchema('schl_einmessung_uebersicht'), surveyOverview(s, 'schl')),
  drae_laenge_nach_erfq: (_s: SurveyAmountRow[], d: DrainageLineRow[]) =>
    new Table<LengthByErfqRow>(
      {
        name: 'drae_laenge_nach_erfq',
        columns: { erfq: 'text', round: 'numeric' },
        primaryKey: ['erfq'],
        readOnly: true,
      },
      lengthByErfq(d),
    ),
  drae_laenge_qdt_nach_aop: (_s: SurveyAmountRow[], d: DrainageLineRow[]) =>
    new Table<LengthByQdtRow>(
      {
        name: 'drae_laenge_qdt_nach_aop',
        columns: { qdt: 'text', round: 'numeric' },
        primaryKey: ['qdt'],
        readOnly: true,
      },
      lengthByQdt(d),
    ),
} as const;

export type ViewName = keyof typeof VIEW_DEFS;
