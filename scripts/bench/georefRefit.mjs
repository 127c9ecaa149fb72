// Georeferencing: the median time to refit and recompute all residuals for 500 points per
// transformation type (budget 2 ms for 500 points), the thin plate spline also at 50, and the thin plate
// spline's update while one point is dragged (tps drag ≤ 16 ms); then the thin plate spline as the
// editor's worker runs it at 500 and 1,000 points: the switch to the type and the release refit
// (≤ 500 ms each, with the pixel residuals), a drag's start and its steps (≤ 16 ms, one frame);
// and at 1,000 points how far the drag's update strays from a full solve when the dragged point
// ends within 1, 0.1 and 0.02 px of another (≤ 1 mm at every point).
// The maths is TypeScript, loaded through Vite's module runner (scripts/bench/georefBench.ts).
import { importTs } from './builds.mjs';
import { figureLine, heading } from './report.mjs';

export const BUDGET_POLYNOMIAL2_MS = 2;
export const BUDGET_TPS_DRAG_MS = 16;
export const BUDGET_TPS_FIT_MS = 500;
export const BUDGET_TPS_DRAG_AGREEMENT_M = 0.001;

export async function measureGeoref() {
  const bench = await importTs('scripts/bench/georefBench.ts');
  return {
    refits: bench.runGeorefBench(),
    drag: bench.runTpsDragBench(),
    editor: [500, 1000].map((count) => bench.runTpsEditorBench({ count })),
    agreement: bench.runTpsDragAgreement({ count: 1000 }),
  };
}

export function printGeoref({ refits, drag, editor, agreement }) {
  heading('Georeferenzierung: Neuberechnung (Fit + alle Residuen), Median je Transformation');
  console.log('  type          points  runs  median ms  min ms   RMSE px');
  for (const row of refits) {
    console.log(
      [
        ' ',
        row.type.padEnd(12),
        String(row.points).padStart(7),
        String(row.runs).padStart(5),
        row.medianMs.toFixed(3).padStart(10),
        row.minMs.toFixed(3).padStart(7),
        (row.rmse === null ? '–' : row.rmse.toFixed(3)).padStart(9),
      ].join(' '),
    );
  }
  const polynomial2 = refits.find((row) => row.type === 'polynomial2' && row.points === 500);
  console.log(
    figureLine('polynomial2, 500 Punkte, Median', polynomial2.medianMs, 'ms', {
      budget: { max: BUDGET_POLYNOMIAL2_MS },
      digits: 3,
    }),
  );
  console.log(
    figureLine(`tps, Punkt ziehen bei ${drag.points} Punkten, Median`, drag.medianMs, 'ms', {
      budget: { max: BUDGET_TPS_DRAG_MS },
      digits: 3,
      extra: `(Update + Residuen px und m; min ${drag.minMs.toFixed(3)}, ${drag.runs} Züge)`,
    }),
  );
  heading('Georeferenzierung: Thin Plate Spline im Worker des Editors (Median)');
  for (const row of editor) {
    const at = `tps, ${row.points} Punkte`;
    console.log(
      figureLine(`${at}: Wechsel zum Typ`, row.switchMs, 'ms', {
        budget: { max: BUDGET_TPS_FIT_MS },
        extra: `(Fit beider Richtungen, Residuen px, Vorschau-Abstand; Residuen m danach ${row.otherUnitsMs.toFixed(0)} ms)`,
      }),
    );
    console.log(
      figureLine(`${at}: Neuberechnung beim Loslassen`, row.releaseMs, 'ms', { budget: { max: BUDGET_TPS_FIT_MS } }),
    );
    console.log(
      figureLine(`${at}: erster Zug (Start)`, row.dragStartMs, 'ms', { budget: { max: BUDGET_TPS_DRAG_MS } }),
    );
    console.log(
      figureLine(`${at}: jeder weitere Zug`, row.dragStepMedianMs, 'ms', {
        budget: { max: BUDGET_TPS_DRAG_MS },
        extra: `(höchstens ${row.dragStepMaxMs.toFixed(1)} ms, ${row.runs} Züge à 29 Schritte)`,
      }),
    );
  }
  heading(
    'Georeferenzierung: Thin Plate Spline, 1000 Punkte, Update beim Ziehen gegen eine volle Lösung ' +
      '(größte Abweichung an allen Punkten)',
  );
  for (const row of agreement) {
    const at = `${row.distancePx} px neben anderem Punkt`;
    if (row.refused) {
      console.log(
        figureLine(`${at}: abgelehnt`, null, '', {
          extra: row.refusedAlike ? '(von beiden gleich, wie es sein soll)' : `(nicht gleich: ${row.refused})`,
        }),
      );
      continue;
    }
    const budget = { max: BUDGET_TPS_DRAG_AGREEMENT_M };
    const misses = `(an den eigenen Punkten verfehlt: Update ${row.updateMissM.toExponential(1)} m, volle Lösung ${row.fullMissM.toExponential(1)} m)`;
    console.log(figureLine(`${at}: Kartenposition`, row.positionM, 'm', { budget, digits: 6, extra: misses }));
    console.log(figureLine(`${at}: Residuen (LOO, m)`, row.residualM, 'm', { budget, digits: 6 }));
  }
}
