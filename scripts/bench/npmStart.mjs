// `npm start` as a newcomer meets it (part of `npm run bench -- --demo`): the README's command
// run in its own process (scripts/start.mjs: the demo built when a source changed, then served
// compressed and cached), and per cold run a fresh browser context: from the first navigation
// to the sign-in page's demo users usable, then a reload until they are usable again, with
// every request the reload made that brought more than 100 kB (none should: everything large
// is cached as immutable). The server says what it sent (`--log-requests`), so requests of the
// page, its workers and its service worker count alike, and a cache hit counts nothing.
/* global window -- functions passed to page.evaluate and addInitScript run in the browser */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repeat, startBrowser } from './chromium.mjs';
import { observeStartup } from './demoStartup.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_FIRST_VISIT_MS = 3000;
export const BUDGET_RELOAD_MS = 1000;
/** A reload's request bringing more than this is something large downloaded twice. */
const LARGE_BYTES = 100 * 1024;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm start -- --port 0 --log-requests`; resolves once it printed its address. */
async function startNpmStart() {
  const started = performance.now();
  const child = spawn('npm', ['start', '--', '--port', '0', '--log-requests'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  let output = '';
  let requests = [];
  let pendingLine = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    const lines = (pendingLine + chunk).split('\n');
    pendingLine = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^request (\d+) (\S+) (\d+) (\S+)$/.exec(line);
      if (match)
        requests.push({ status: Number(match[1]), encoding: match[2], bytes: Number(match[3]), path: match[4] });
    }
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already ended
    }
  };
  for (;;) {
    const address = /Local:\s+(http:\/\/[^\s/]+)/.exec(output);
    if (address) {
      return {
        url: address[1],
        readyS: (performance.now() - started) / 1000,
        built: output.includes('build:demo'),
        takeRequests: () => {
          const taken = requests;
          requests = [];
          return taken;
        },
        close: async () => stop(),
      };
    }
    if (child.exitCode !== null) throw new Error(`npm start endete mit ${child.exitCode}: ${output.slice(-500)}`);
    if (performance.now() - started > 300_000) {
      stop();
      throw new Error('npm start nannte in 300 s keine Adresse');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const usableAt = (page) =>
  page
    .waitForFunction(() => window.__demoBench.usableAt !== null, null, { timeout: 30_000, polling: 20 })
    .then(() => page.evaluate(() => window.__demoBench.usableAt));

/** Waits until the server answered nothing for `quietMs`: the last request of a visit is in. */
async function quiet(server, quietMs = 1000) {
  let seen = -1;
  let collected = [];
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    collected = collected.concat(server.takeRequests());
    if (collected.length === seen) return collected;
    seen = collected.length;
  }
}

async function coldRun(browser, server) {
  const { page, close } = await browser.newPage();
  try {
    // When the demo users' buttons are usable, as demoStartup.mjs notes it.
    await page.addInitScript(observeStartup);
    await quiet(server, 200);
    await page.goto(browser.baseUrl, { waitUntil: 'commit' });
    const firstMs = await usableAt(page);
    const first = await quiet(server);
    await page.reload({ waitUntil: 'commit' });
    const reloadMs = await usableAt(page);
    const reload = await quiet(server);
    const sum = (requests) => requests.reduce((total, request) => total + request.bytes, 0);
    return {
      firstMs,
      firstBytes: sum(first),
      firstRequests: first.length,
      reloadMs,
      reloadBytes: sum(reload),
      reloadRequests: reload.length,
      reloadLarge: reload.filter((request) => request.bytes > LARGE_BYTES),
    };
  } finally {
    await close();
  }
}

export async function measureNpmStart(runs) {
  const server = await startNpmStart();
  try {
    const browser = await startBrowser(null, { server });
    try {
      const { results, errors } = await repeat(runs, () => coldRun(browser, server));
      const middle = (pick) => (results.length ? median(results.map(pick)) : null);
      return {
        runs: results.length,
        errors,
        serverReadyS: server.readyS,
        built: server.built,
        firstMs: middle((run) => run.firstMs),
        firstBytes: middle((run) => run.firstBytes),
        firstRequests: middle((run) => run.firstRequests),
        reloadMs: middle((run) => run.reloadMs),
        reloadBytes: middle((run) => run.reloadBytes),
        reloadRequests: middle((run) => run.reloadRequests),
        reloadLarge: results.flatMap((run) => run.reloadLarge.map((request) => request.path)),
        perRun: results,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

export function printNpmStart(figures) {
  heading(
    `npm start (die gebaute Demo, komprimiert und mit Cache-Headern; Adresse nach ${figures.serverReadyS.toFixed(1)} s` +
      `${figures.built ? ', mit Build, da sich eine Quelle geändert hatte' : ', ohne Build'}; Median aus ${figures.runs} kalten Läufen` +
      `${figures.errors.length ? `; nicht gemessen: ${figures.errors.join(' | ')}` : ''})`,
  );
  if (figures.runs === 0) return;
  console.log(
    figureLine('Erster Aufruf → Anmeldeseite bedienbar', figures.firstMs, 'ms', {
      digits: 0,
      budget: { max: BUDGET_FIRST_VISIT_MS },
      extra: `(${(figures.firstBytes / 1024 / 1024).toFixed(1)} MB in ${figures.firstRequests} Anfragen)`,
    }),
  );
  console.log(
    figureLine('Neu laden → Anmeldeseite bedienbar', figures.reloadMs, 'ms', {
      digits: 0,
      budget: { max: BUDGET_RELOAD_MS },
      extra: `(${(figures.reloadBytes / 1024).toFixed(1)} kB in ${figures.reloadRequests} Anfragen)`,
    }),
  );
  console.log(
    figureLine('Neu laden: Anfragen über 100 kB', figures.reloadLarge.length, 'Anfragen', {
      digits: 0,
      budget: { max: 0 },
      extra: figures.reloadLarge.length ? `(${[...new Set(figures.reloadLarge)].join(', ')})` : '',
    }),
  );
}
