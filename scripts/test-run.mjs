#!/usr/bin/env node
// `npm test`: every check and every test project of the repository, in the lanes of
// scripts/test-run/steps.mjs, each step on its own clock against its budget. Each step's output
// goes to test-results/<step>.log (lanes run side by side, so their lines would interleave);
// a failed step's last lines are printed when the run ends, then the table of wall times and
// the slowest files. Exit 0 only when every step passed within its budget and the whole run
// within RUN_BUDGET.
//
//   npm test                      everything (what CI runs)
//   npm test -- --only e2e,unit   only these steps, each still against its budget
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { LANES, RUN_BUDGET } from './test-run/steps.mjs';
import { loadAverage, mergeReports, printTable } from './test-run/report.mjs';

const only = (() => {
  const index = process.argv.indexOf('--only');
  return index === -1 ? null : new Set(process.argv[index + 1].split(','));
})();

/** A step stopped at twice its budget: over budget is a failure anyway, and CI has a hard limit. */
const HARD_LIMIT_FACTOR = 2;
const TAIL_LINES = 120;

/** The running steps' process groups: stopped with the run (Ctrl-C, CI's stop). */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) stopGroup(pid);
    process.exit(130);
  });
}

function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

mkdirSync('test-results', { recursive: true });
const runStart = Date.now();
const ALL_STEPS = LANES.flat();
console.log(
  `npm test: ${ALL_STEPS.length} steps in ${LANES.length} lanes (load average at the start: ${loadAverage()})`,
);

function runStep(step, lane) {
  const log = `test-results/${step.name}.log`;
  const result = { step, lane, log, started: true, startMs: Date.now() - runStart };
  console.log(`[${Math.round(result.startMs / 1000)} s] lane ${lane}: ${step.name} started`);
  return new Promise((resolve) => {
    // A report left by an earlier run would count for a step that breaks off before writing one.
    if (step.report) rmSync(step.report, { force: true });
    const out = createWriteStream(log);
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a stop takes its servers and browsers with it.
      detached: true,
    });
    running.add(child.pid);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const hardLimit = setTimeout(
      () => {
        out.write(`\nnpm test: stopped at ${HARD_LIMIT_FACTOR}× its budget of ${step.budget} s\n`);
        stopGroup(child.pid);
      },
      step.budget * 1000 * HARD_LIMIT_FACTOR,
    );
    child.on('close', (code, signal) => {
      clearTimeout(hardLimit);
      running.delete(child.pid);
      out.end();
      result.wallMs = Date.now() - runStart - result.startMs;
      result.code = code ?? signal;
      result.overBudget = result.wallMs > step.budget * 1000;
      const seconds = Math.round(result.wallMs / 1000);
      const outcome = result.code === 0 ? 'passed' : `failed (${result.code})`;
      console.log(
        `[${Math.round((Date.now() - runStart) / 1000)} s] lane ${lane}: ${step.name} ${outcome} in ${seconds} s` +
          ` (budget ${step.budget} s${result.overBudget ? ', OVER BUDGET' : ''}; load ${loadAverage()})`,
      );
      resolve(result);
    });
  });
}

const selected = (step) => !only || only.has(step.name);

/**
 * What steps provide to others (`provides`, `needs`): per name, whether all its steps of this run
 * passed, settled when the last of them ended; null when none of them is part of this run.
 */
const provided = new Map();
for (const name of new Set(ALL_STEPS.flatMap((step) => (step.provides ? [step.provides] : [])))) {
  const count = ALL_STEPS.filter((step) => step.provides === name && selected(step)).length;
  let left = count;
  let ok = true;
  let settle;
  const promise = count === 0 ? Promise.resolve(null) : new Promise((resolve) => (settle = resolve));
  provided.set(name, { promise, done: (passed) => ((ok &&= passed), --left === 0 && settle(ok)) });
}

/** A lane's steps one after the other; a step whose needs failed is not run. */
async function runLane(steps, lane) {
  const results = [];
  for (const step of steps.filter(selected)) {
    const needed = step.needs ? await provided.get(step.needs).promise : null;
    if (needed === false) {
      results.push({ step, lane, started: false });
      continue;
    }
    const env = { ...step.env, ...(needed ? step.neededEnv : {}) };
    const result = await runStep({ ...step, env }, lane);
    results.push(result);
    if (step.provides) provided.get(step.provides).done(result.code === 0);
  }
  return results;
}

/** Lanes are named by letter: `a`, `b`. */
const results = (await Promise.all(LANES.map((steps, lane) => runLane(steps, 'abcdef'[lane])))).flat();
const run = { wallMs: Date.now() - runStart, budget: RUN_BUDGET };
run.overBudget = !only && run.wallMs > RUN_BUDGET * 1000;
mergeReports(results, 'test-results/vitest.json');

for (const r of results.filter((r) => r.started && r.code !== 0)) {
  const lines = readFileSync(r.log, 'utf8').trimEnd().split('\n');
  console.log(`\n── ${r.step.name} failed (${r.log}), its last ${TAIL_LINES} lines ──\n`);
  console.log(lines.slice(-TAIL_LINES).join('\n'));
}
printTable(results, run);

const failed = results.some((r) => !r.started || r.code !== 0 || r.overBudget) || run.overBudget;
process.exit(failed ? 1 : 0);
