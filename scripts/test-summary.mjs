// Prints the closing line CI reads, `N passed, N failed[, N skipped]`, from Vitest's JSON report.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  console.error(`No Vitest report at ${file}: the test run did not finish.`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
const failed =
  (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) - countFailedSuitesWithFailedTests(report);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

/** A suite that failed because of a failing test is already counted by its tests. */
function countFailedSuitesWithFailedTests(r) {
  return (r.testResults ?? []).filter(
    (s) => s.status === 'failed' && (s.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
}
