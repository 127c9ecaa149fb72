// `npm run bench`: prints the median time to refit and recompute all residuals for 500 points
// per georeferencing transformation type (issue 7 §5), and for the thin plate spline also at
// 50, a realistic count. Node 20 cannot strip TypeScript, so the benchmark module is loaded
// through Vite's module runner, which transforms it as the app build does (no config needed).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { bundleFigures, printBundleFigures } from './bundleBench.mjs';

const BUDGET_POLYNOMIAL2_MS = 2;

const benchFile = fileURLToPath(new URL('./bench/georefBench.ts', import.meta.url));
const { module } = await runnerImport(benchFile, { configFile: false, logLevel: 'error' });
const rows = module.runGeorefBench();

console.log('Georeferenzierung: Neuberechnung (Fit + alle Residuen), Median je Transformation');
console.log('type          points  runs  median ms  min ms   RMSE px');
for (const row of rows) {
  console.log(
    [
      row.type.padEnd(12),
      String(row.points).padStart(7),
      String(row.runs).padStart(5),
      row.medianMs.toFixed(3).padStart(10),
      row.minMs.toFixed(3).padStart(7),
      (row.rmse === null ? '–' : row.rmse.toFixed(3)).padStart(9),
    ].join(' '),
  );
}
// Informational, not a gate: a busy machine slows every run, and a benchmark should not fail a build.
const polynomial2 = rows.find((row) => row.type === 'polynomial2' && row.points === 500);
const verdict = polynomial2.medianMs < BUDGET_POLYNOMIAL2_MS ? 'eingehalten' : 'überschritten';
console.log(
  `polynomial2, 500 Punkte: ${polynomial2.medianMs.toFixed(3)} ms Median, Budget ${BUDGET_POLYNOMIAL2_MS} ms: ${verdict}`,
);

const BUDGET_TPS_DRAG_MS = 16;
const drag = module.runTpsDragBench();
console.log(
  `tps, Punkt ziehen bei ${drag.points} Punkten (Update + Residuen px und m): ${drag.medianMs.toFixed(3)} ms Median ` +
    `(min ${drag.minMs.toFixed(3)}, ${drag.runs} Züge), Budget ${BUDGET_TPS_DRAG_MS} ms: ` +
    (drag.medianMs <= BUDGET_TPS_DRAG_MS ? 'eingehalten' : 'überschritten'),
);

console.log('');
printBundleFigures(await bundleFigures());
