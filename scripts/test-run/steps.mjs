// What `npm test` runs, in which lane, and how long each step may take on CI's two-core machine.
//
// Two lanes side by side; a lane is steps one after the other. A step is a command; a Vitest
// project writes its own JSON report (test-results/<name>.json), merged afterwards into
// test-results/vitest.json, from which CI's closing line is printed. Two cores: lane a holds the
// browser projects, one after the other (each keeps about one core busy with a page); lane b
// everything that only computes, and last the one e2e file that mostly waits for a clock. Any
// two browser projects side by side put the load on two cores at 9-12, and the waits of the one
// beside ran out (docs/testing.md).
//
// Budgets are wall-clock seconds of a whole run on CI's two-core machine: each is a step's time
// in a fresh run on that machine with nothing else running, the slower of a1f614f and 3bc357a
// (its node steps and the ui stories, which it did not change, ran a quarter slower: the
// machine's own variance) for the stories, e2e, smoke, dataservice, unit and the whole run,
// ccaa787 for the others, 5d727a3 for e2e-clock (97 s); half again as headroom (a minute at
// least), rounded up to 30 s (docs/testing.md). A step over its budget fails the run, and so
// does the whole run over RUN_BUDGET.

const vitest = (project) => ({
  name: project,
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/${project}.json`,
  ],
  report: `test-results/${project}.json`,
});

const npmRun = (script) => ({ name: script, command: 'npm', args: ['run', '--silent', script] });

/**
 * A build step: with the manifest and chunk report the first-load test reads (vite.config.ts).
 * The steps that `need` the builds wait for both and serve them (`WALDMONITOR_BUILT=1`: e2e
 * globalSetup, builds.smoke) instead of building their own; when the builds are not part of the
 * run (`--only`), they build their own.
 */
const BUILD = { budget: 90, env: { WALDMONITOR_BUILD_REPORT: '1' }, provides: 'builds' };
const BUILT = { needs: 'builds', neededEnv: { WALDMONITOR_BUILT: '1' } };

/**
 * The visual check (`npm run review`, scripts/visual): the static Storybook built in lane b
 * beside the stories, as the app's builds are (beside e2e, its two busy minutes made e2e's
 * waits run out), photographed in lane a after the other browser steps, never beside them. Both
 * leave test-results/review: the Storybook and the review page, the run's artefact.
 */
const STORYBOOK_BUILD = {
  name: 'build:storybook',
  command: 'node',
  args: ['scripts/review.mjs', '--build-only'],
  provides: 'storybook',
};
const REVIEW = {
  name: 'review',
  command: 'node',
  args: ['scripts/review.mjs'],
  needs: 'storybook',
  neededEnv: { WALDMONITOR_STORYBOOK_BUILT: '1' },
};

export const LANES = [
  [
    { ...vitest('stories'), budget: 1320 },
    { ...vitest('e2e'), budget: 1260, ...BUILT },
    { ...vitest('smoke'), budget: 570, ...BUILT },
    // The photographs (257 s) and the screens' plays at 390, 800 and 1440 px (510 s) at load 4.7.
    { ...REVIEW, budget: 1170 },
  ],
  [
    { ...npmRun('typecheck'), budget: 60 },
    { ...npmRun('lint'), budget: 180 },
    { ...npmRun('knip'), budget: 60 },
    // The demo and the production build, made once by the README's own commands: the e2e and
    // smoke projects serve these (globalSetup, builds.smoke) instead of building their own.
    { ...npmRun('build:demo'), ...BUILD },
    { ...npmRun('build'), ...BUILD },
    { ...STORYBOOK_BUILD, budget: 240 },
    { ...vitest('dataservice'), budget: 390 },
    { ...vitest('unit'), budget: 210 },
    { ...vitest('unit-isolated'), budget: 60 },
    // The unit tests that run gdal-bin and cs2cs (vite.config.ts TOOL_TESTS): 49 s alone on a
    // quiet machine (load 1.8), about 80 s as CI's unit step runs beside the stories; half again.
    { ...vitest('unit-gdal'), budget: 150 },
    // The e2e file that waits a session's minute at the OpenID provider (vite.config.ts): its
    // idle minute here, beside the stories, instead of in lane a.
    { ...vitest('e2e-clock'), budget: 150, ...BUILT },
  ],
];

/**
 * The whole of `npm test`, from its first step to its last: 3,000 s before the review played the
 * screens at three sizes, which added 510 s to lane a.
 */
export const RUN_BUDGET = 3600;
