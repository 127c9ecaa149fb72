// Georeferencing: the median time to refit and recompute all residuals for 500 points per
// transformation type (budget 2 ms for 500 points), the thin plate spline also at 50, and the thin plate
// spline's update while one point is dragged (tps drag ≤ 16 ms). The maths is TypeScript, loaded
// through Vite's module runner (scripts/bench/georefBench.ts).
import { importTs } from './builds.mjs';
import { figureLine, heading } from './report.mjs';

export const BUDGET_POLYNOMIAL2_MS = 2;
export const BUDGET_TPS_DRAG_MS = 16;

export async function measureGeoref() {
  const bench = await importTs('scripts/bench/georefBench.ts');
  return { refits: bench.runGeorefBench(), drag: bench.runTpsDragBench() };
}

export function printGeoref({ refits, drag }) {
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
}
