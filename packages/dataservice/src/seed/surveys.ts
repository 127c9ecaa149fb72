import type { Acronym } from '@waldmonitor/ui/model';
import type { Rng } from './prng';
import type { SeedClient } from './clients';
import type { DrainageLineRow, SurveyAmountRow, SurveyKind } from './types';

/** The drainage cadastre's object kinds (requirements §7: the a_get_*_overview_vermessen calls and their views). */
const SURVEY_KINDS: readonly SurveyKind[] = ['drae', 'ausm', 'scha', 'schl', 'einl'];

/**
 * erfq: how a line was captured; qdt: its cross-section. `''` and null are lines captured
 * without the attribute: the charts show them as 'Andere' (requirements §3).
 */
const ERFQ = ['GNSS', 'TAC', 'KA', 'LB', 'ORT', '', null] as const;
const ERFQ_WEIGHTS = [5, 3, 6, 2, 2, 1, 1];
const QDT = ['DN 50', 'DN 65', 'DN 80', 'DN 100', 'DN 125', 'DN 160', '', null] as const;
const QDT_WEIGHTS = [3, 6, 5, 4, 2, 1, 1, 1];

/** Acronyms of the chart labels and of the documents (a_get_acronyms). */
export const ACRONYMS: readonly Acronym[] = [
  { kuerzel: 'GNSS', bedeutung: 'Satellitengestützt eingemessen' },
  { kuerzel: 'TAC', bedeutung: 'Tachymetrisch eingemessen' },
  { kuerzel: 'KA', bedeutung: 'Aus historischer Karte übernommen' },
  { kuerzel: 'LB', bedeutung: 'Aus Luftbild abgeleitet' },
  { kuerzel: 'ORT', bedeutung: 'Nach Ortsangabe des Eigentümers' },
  { kuerzel: 'DN', bedeutung: 'Nennweite des Dränrohrs in Millimetern' },
  { kuerzel: 'erfq', bedeutung: 'Erfassungsquelle' },
  { kuerzel: 'qdt', bedeutung: 'Querschnitt des Dränrohrs' },
  { kuerzel: 'aop', bedeutung: 'Auftraggeber-Objektplan' },
  { kuerzel: 'FBG', bedeutung: 'Forstbetriebsgemeinschaft' },
  { kuerzel: 'WBV', bedeutung: 'Wasser- und Bodenverband' },
  { kuerzel: 'GCP', bedeutung: 'Passpunkt (Ground Control Point)' },
  { kuerzel: 'RMSE', bedeutung: 'Mittlerer Restfehler der Transformation' },
];

export interface SeedSurveys {
  surveyAmounts: SurveyAmountRow[];
  drainageLines: DrainageLineRow[];
}

/**
 * How far a client's survey has come, from its id so the random
 * sequence stays as it was: every eighth client is completely measured (no vermutet row,
 * as GROUP BY leaves out an empty group), every eighth from the fourth has barely started
 * (three percent measured); the others lie in between. null: no row.
 */
function surveyStage(clientId: number, vermessen: boolean, summe: number): number | null {
  if (clientId % 8 === 0) return vermessen ? summe : null;
  if (clientId % 8 === 4) return vermessen ? Math.round(summe * 0.03) : summe;
  return summe;
}

/** Survey amounts per client and kind; drainage lines for the clients that run a drainage cadastre. */
export function seedSurveys(clients: readonly SeedClient[], rng: Rng): SeedSurveys {
  const surveyAmounts: SurveyAmountRow[] = [];
  const drainageLines: DrainageLineRow[] = [];
  for (const { client } of clients) {
    for (const kind of SURVEY_KINDS) {
      // Drainage is measured in metres of line, the other kinds are counted objects.
      const scale = kind === 'drae' ? 1800 : 40;
      for (const vermessen of [true, false]) {
        const summe = Math.round(rng.float(0.2, 1.5) * scale * (vermessen ? 1 : 0.6));
        const staged = surveyStage(client.client_id, vermessen, summe);
        if (staged === null) continue;
        surveyAmounts.push({
          id: surveyAmounts.length + 1,
          kind,
          client_id: client.client_id,
          vermessen,
          summe: staged,
        });
      }
    }
    const lines = rng.int(6, 20);
    for (let i = 0; i < lines; i += 1) {
      drainageLines.push({
        id: drainageLines.length + 1,
        client_id: client.client_id,
        erfq: rng.weighted(ERFQ, ERFQ_WEIGHTS),
        qdt: rng.weighted(QDT, QDT_WEIGHTS),
        laenge: Math.round(rng.float(40, 900) * 10) / 10,
      });
    }
  }
  return { surveyAmounts, drainageLines };
}
