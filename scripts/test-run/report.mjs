// The figures `npm test` prints at its end: wall time per step against its budget, the load
// average beside them, and the slowest test files from the Vitest reports; and the one merged
// report CI's closing line is read from.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const seconds = (ms) => (ms / 1000).toFixed(0);

/** The load averages (1, 5 and 15 minutes), as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const readReport = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/**
 * One Vitest JSON report from the projects' own: the counts added up, the files side by side.
 * A step that wrote no report (it did not start, or broke off) counts as one failed suite.
 */
export function mergeReports(results, file) {
  const merged = {
    numTotalTests: 0,
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    numTotalTestSuites: 0,
    numFailedTestSuites: 0,
    success: true,
    testResults: [],
  };
  for (const result of results.filter((r) => r.step.report)) {
    const report = readReport(result.step.report);
    if (!report) {
      merged.numFailedTestSuites += 1;
      merged.success = false;
      continue;
    }
    for (const key of Object.keys(merged)) {
      if (typeof merged[key] === 'number') merged[key] += report[key] ?? 0;
    }
    merged.success &&= report.success !== false;
    merged.testResults.push(...(report.testResults ?? []));
  }
  writeFileSync(file, JSON.stringify(merged));
  return merged;
}

/** The slowest test files of every report, with their project. */
function slowestFiles(results, count) {
  const files = [];
  for (const result of results.filter((r) => r.step.report)) {
    for (const suite of readReport(result.step.report)?.testResults ?? []) {
      files.push({
        project: result.step.name,
        file: suite.name.replace(`${process.cwd()}/`, ''),
        ms: (suite.endTime ?? 0) - (suite.startTime ?? 0),
        tests: suite.assertionResults?.length ?? 0,
      });
    }
  }
  return files.sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The table: a line a step (lane, start, wall time, budget, outcome), the run, the slowest files. */
export function printTable(results, run) {
  const lines = [];
  lines.push('', `npm test: wall time per step (load average at the end: ${loadAverage()})`, '');
  lines.push('lane  step                start s   wall s  budget s  outcome');
  // The phases before npm test, when CI timed them (.ci/run): installing, the system packages.
  for (const phase of (process.env.WALDMONITOR_CI_PHASES ?? '').split(',').filter(Boolean)) {
    const [name, wall] = phase.split('=');
    lines.push(['-'.padEnd(4), name.padEnd(18), 'before'.padStart(8), wall.padStart(8)].join('  '));
  }
  for (const r of results) {
    const outcome = !r.started ? 'not run' : r.overBudget ? 'OVER BUDGET' : r.code === 0 ? 'ok' : `failed (${r.code})`;
    lines.push(
      [
        String(r.lane).padEnd(4),
        r.step.name.padEnd(18),
        (r.started ? seconds(r.startMs) : '-').padStart(8),
        (r.started ? seconds(r.wallMs) : '-').padStart(8),
        String(r.step.budget).padStart(9),
        ` ${outcome}`,
      ].join('  '),
    );
  }
  lines.push(
    `all   ${''.padEnd(18)}  ${'0'.padStart(8)}  ${seconds(run.wallMs).padStart(8)}  ${String(run.budget).padStart(9)}   ${run.overBudget ? 'OVER BUDGET' : 'ok'}`,
  );
  lines.push('', 'The 15 slowest test files:', '');
  for (const f of slowestFiles(results, 15)) {
    lines.push(`${seconds(f.ms).padStart(6)} s  ${f.project.padEnd(13)} ${f.file} (${f.tests} tests)`);
  }
  console.log(lines.join('\n'));
}
