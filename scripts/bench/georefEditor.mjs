// `npm run bench -- --georef-editor`: the georeferencing editor at 1,000 ground control points as
// production runs it: the production build against the data service and PostgreSQL with the
// large dataset (productionStack.mjs), signed in as an administrator; the map's 1,000 points
// stored through the app's own call (georefEditorData.mjs). On its page, each under Chromium's
// trace of the page's main thread (pageTasks.mjs), until the fit summary shows the new figures
// and nothing is busy:
//   - the opening of the map until the editor shows the 1,000 points (no budget; for the record),
//   - a drag of a marker in the scan pane, 20 pointer moves, at polynomial2 and at the thin plate
//     spline: no task over 50 ms,
//   - the first switch to "Thin Plate Spline": no task over 100 ms,
//   - an import of a `.points` file of 1,000 other points: no task over 100 ms;
// beside them the page's composited layers and where the time goes (trace events by self time,
// and a CPU profile of a further drag at each type: the functions with the most time of their own).
/* global document, window, PopStateEvent, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importTs } from './builds.mjs';
import { benchPoints, POINT_COUNT, prepareMap, tokenOf } from './georefEditorData.mjs';
import { layerCount, LONG_TASK_MS, pageTasks, profileDuring, startTrace } from './pageTasks.mjs';
import { signInAsAdministrator, startProductionStack } from './productionStack.mjs';
import { figureLine, heading } from './report.mjs';

export const BUDGET_GEOREF_DRAG_TASK_MS = LONG_TASK_MS;
export const BUDGET_GEOREF_SWITCH_TASK_MS = 100;
export const BUDGET_GEOREF_IMPORT_TASK_MS = 100;

const DRAG_MOVES = 20;
/** Under a busy machine the first fit of 1,000 points can take long; the figures say how long. */
const WAIT = { timeout: 180_000, polling: 'raf' };
const SUMMARY = '[data-testid="georef-fit-summary"]';

/** The fit summary's text once it is not busy, or null while it is (or missing). */
function summaryWhenIdle(selector) {
  const summary = document.querySelector(selector);
  return summary && summary.getAttribute('aria-busy') !== 'true' ? summary.textContent : null;
}

/** Waits for two frames and half a second more, so the tasks that follow an answer are traced too. */
const quiet = (page) =>
  page
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    .then(() => page.waitForTimeout(500));

/** The step being measured, to name its trace file. */
let stepKey = 'step';

/**
 * With BENCH_TRACE_DIR set, each step's trace is kept as `georef-<step>.json` there, and each
 * CPU profile as `georef-<step>.cpuprofile`, for the DevTools performance panel (Load profile)
 * when a figure needs a closer look.
 */
function keepTrace(data, kind = 'json') {
  const dir = process.env.BENCH_TRACE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const content = kind === 'json' ? { traceEvents: data } : data;
  writeFileSync(join(dir, `georef-${stepKey}.${kind}`), JSON.stringify(content));
}

/** Runs `act`, waits for `done` (a page function with `arg`), traces the page thread meanwhile. */
async function traced(page, cdp, act, done, arg) {
  const trace = await startTrace(cdp);
  const started = performance.now();
  try {
    await act();
    await page.waitForFunction(done, arg, WAIT);
  } catch (error) {
    await trace.stop();
    throw error;
  }
  const doneMs = performance.now() - started;
  await quiet(page);
  const events = await trace.stop();
  keepTrace(events);
  return { doneMs, ...pageTasks(events) };
}

/**
 * Where to grab a point in the scan pane, as a person finds one among 1,000: point 1 chosen in the
 * table centres the pane on it, and the pane's tooltip at its middle names it. The points are drawn
 * on one canvas (GcpCanvasLayer), so there is no element per point; adapt here when that changes.
 */
async function grabPoint(page) {
  // Point 2 first: a click into the row already chosen asks for no new centring.
  await page.getByRole('textbox', { name: 'Punkt 2: Pixel X' }).click();
  await page.getByRole('textbox', { name: 'Punkt 1: Pixel X' }).click();
  const pane = page.locator('[aria-label="Scan der Karte"]');
  // The pane may lie below the window's fold: a person scrolls to it first.
  await pane.scrollIntoViewIfNeeded();
  const box = await pane.boundingBox();
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // After a drag the point may be an outlier: "Passpunkt 1 (Ausreißer)".
  const isPointOne = (title) => /^Passpunkt 1\b/.test(title ?? '');
  let title = null;
  for (let tries = 0; tries < 50 && !isPointOne(title); tries++) {
    await page.mouse.move(at.x, at.y + 1);
    await page.mouse.move(at.x, at.y);
    title = await pane.getAttribute('title');
    if (!isPointOne(title)) await page.waitForTimeout(100);
  }
  if (!isPointOne(title)) return null;
  return {
    ...at,
    by: 'Passpunkt 1, in der Tabelle gewählt, in der Mitte des Scans',
    markers: await page.locator('.wm-gcp').count(),
  };
}

/** A point grabbed and dragged by 20 pointer moves (40 × 30 px), until the refit on release is shown. */
async function drag(page) {
  const at = await grabPoint(page);
  if (!at) throw new Error('kein Passpunkt im Scan zu greifen (grabPoint in georefEditor.mjs anpassen)');
  const before = await page.evaluate(summaryWhenIdle, SUMMARY);
  return {
    at,
    before,
    act: async () => {
      await page.mouse.down();
      for (let step = 1; step <= DRAG_MOVES; step++) await page.mouse.move(at.x + 2 * step, at.y + 1.5 * step);
      await page.mouse.up();
    },
  };
}

/** The summary is idle and no longer shows `before`. */
function changedAndIdle({ selector, before }) {
  const summary = document.querySelector(selector);
  return summary && summary.getAttribute('aria-busy') !== 'true' && summary.textContent !== before;
}

async function measureDrag(page, cdp) {
  const { at, before, act } = await drag(page);
  try {
    const figures = await traced(page, cdp, act, changedAndIdle, { selector: SUMMARY, before });
    return { ...figures, grabbed: at.by, markers: at.markers };
  } catch (error) {
    const after = await page.evaluate((selector) => document.querySelector(selector)?.textContent, SUMMARY);
    throw new Error(
      `${error.message.split('\n')[0]} (gegriffen: ${at.by} bei ${at.x.toFixed(0)},${at.y.toFixed(0)}; ` +
        `Zusammenfassung vorher „${before}“, nachher „${after}“)`,
    );
  }
}

/** A further drag under the CPU profiler (its timings are not the figures: the profiler slows it). */
async function profileDrag(page, cdp) {
  const { before, act } = await drag(page);
  const { raw, ...figures } = await profileDuring(cdp, async () => {
    await act();
    await page.waitForFunction(changedAndIdle, { selector: SUMMARY, before }, WAIT);
  });
  keepTrace(raw, 'cpuprofile');
  return figures;
}

/** The import's message is shown, and the summary is idle with other figures (page functions stand alone). */
function imported({ selector, before, message }) {
  const summary = document.querySelector(selector);
  const idle = summary && summary.getAttribute('aria-busy') !== 'true' && summary.textContent !== before;
  return idle && document.body.textContent.includes(message);
}

export async function measureGeorefEditor() {
  const { formatPointsFile } = await importTs('packages/ui/src/model/georef/pointsFile.ts');
  const stack = await startProductionStack();
  const figures = { setup: stack.timings, steps: {}, errors: [] };
  let shown = null;
  const step = async (key, measure) => {
    // Progress on stderr: a step waits up to three minutes for the editor on a busy machine.
    process.stderr.write(`georef-editor: ${key} …\n`);
    stepKey = key;
    try {
      figures.steps[key] = await measure();
    } catch (error) {
      // What the page showed then, for whoever adapts the bench to a changed editor.
      const screenshot = join(tmpdir(), `georef-editor-${key}.png`);
      const saved = await shown?.screenshot({ path: screenshot }).then(
        () => `; Bild: ${screenshot}`,
        () => '',
      );
      figures.errors.push(
        `${key}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${saved ?? ''}`,
      );
    }
  };
  try {
    const { page, cdp, close } = await stack.browser.newPage();
    try {
      shown = page;
      const token = tokenOf(page, stack.dataPrefix);
      await signInAsAdministrator(page, stack.browser.baseUrl, stack.issuer);
      const map = await prepareMap(stack.dataPrefix, await token);
      figures.map = { id: map.id, width: map.width, height: map.height, epsg: map.epsg, saveMs: map.saveMs };

      await step('open', () =>
        traced(
          page,
          cdp,
          // The app's own navigation (as a link in the map list does), no reload.
          () =>
            page.evaluate((id) => {
              window.history.pushState({}, '', `/gis/index?karte=${id}`);
              window.dispatchEvent(new PopStateEvent('popstate'));
            }, map.id),
          ({ selector, count }) => {
            const summary = document.querySelector(selector);
            return (
              summary &&
              summary.getAttribute('aria-busy') !== 'true' &&
              summary.textContent.includes(`aus ${count} aktiven`)
            );
          },
          { selector: SUMMARY, count: POINT_COUNT },
        ),
      );
      await step('layers', () => layerCount(cdp, page));
      await step('dragPolynomial2', () => measureDrag(page, cdp));
      await step('profilePolynomial2', () => profileDrag(page, cdp));

      const type = page.getByLabel('Transformationstyp', { exact: true });
      await step('switch', async () => {
        const before = await page.evaluate(summaryWhenIdle, SUMMARY);
        return traced(page, cdp, () => type.selectOption('tps'), changedAndIdle, { selector: SUMMARY, before });
      });
      await step('dragTps', () => measureDrag(page, cdp));
      await step('profileTps', () => profileDrag(page, cdp));

      await step('import', async () => {
        const name = 'bench-1000.points';
        const rows = benchPoints(POINT_COUNT, map, 11);
        const input = page.getByRole('toolbar', { name: 'Georeferenzierung' }).locator('input[type="file"]');
        const file = { name, mimeType: 'text/plain', buffer: Buffer.from(formatPointsFile(rows, { epsg: map.epsg })) };
        const before = await page.evaluate(summaryWhenIdle, SUMMARY);
        const message = `${POINT_COUNT} Passpunkte aus „${name}“ übernommen`;
        return traced(page, cdp, () => input.setInputFiles(file), imported, { selector: SUMMARY, before, message });
      });
      figures.type = await type.inputValue().catch(() => null);
    } finally {
      await close();
    }
  } finally {
    await stack.close();
  }
  return figures;
}

const whereText = (where) => where.map(({ name, ms }) => `${name} ${ms.toFixed(0)}`).join(', ');

function printTasks(label, figure, budgetMs) {
  if (!figure) return;
  console.log(
    figureLine(label, figure.longestMs, 'ms', {
      digits: 0,
      budget: budgetMs ? { max: budgetMs } : undefined,
      extra:
        `(${figure.overLong} Aufgaben > ${LONG_TASK_MS} ms, blockiert ${figure.blockingMs.toFixed(0)} ms, ` +
        `Hauptthread ${figure.busyMs.toFixed(0)} ms in ${figure.tasks} Aufgaben über ${figure.spanMs.toFixed(0)} ms; ` +
        `fertig nach ${figure.doneMs.toFixed(0)} ms)`,
    }),
  );
  if (figure.where.length) console.log(`      davon (ms, Eigenzeit im Trace): ${whereText(figure.where)}`);
  if (figure.whereAll?.length) console.log(`      alle Aufgaben (ms, Eigenzeit): ${whereText(figure.whereAll)}`);
}

function printProfile(label, profile) {
  if (!profile) return;
  console.log(`  CPU-Profil ${label} (Eigenzeit, ${profile.totalMs.toFixed(0)} ms ohne Leerlauf):`);
  for (const { name, ms, place, code } of profile.functions) {
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name.padEnd(22)} ${place}${code ? `  ${code}` : ''}`);
  }
}

export function printGeorefEditor({ setup, map, steps, errors, type }) {
  heading(
    `Georeferenzierungs-Editor bei ${POINT_COUNT} Passpunkten in Produktion (Produktions-Build, Datendienst, ` +
      `PostgreSQL mit großem Datenbestand; Build ${setup.buildS.toFixed(0)} s, Datenbank ${setup.databaseS.toFixed(0)} s; ` +
      `Karte ${map?.id ?? '–'}, ${map?.width ?? '–'} × ${map?.height ?? '–'} px, EPSG:${map?.epsg ?? '–'}). ` +
      `Längste Aufgabe des Hauptthreads der Seite, bis die Fit-Zusammenfassung die neuen Zahlen zeigt und nichts mehr rechnet` +
      `${errors.length ? `; nicht gemessen: ${errors.join(' | ')}` : ''}`,
  );
  printTasks(`Karte öffnen bis ${POINT_COUNT} Punkte`, steps.open);
  printTasks(`Ziehen (polynomial2, ${DRAG_MOVES} Bewegungen)`, steps.dragPolynomial2, BUDGET_GEOREF_DRAG_TASK_MS);
  printTasks('Erster Wechsel zu Thin Plate Spline', steps.switch, BUDGET_GEOREF_SWITCH_TASK_MS);
  printTasks(`Ziehen (tps, ${DRAG_MOVES} Bewegungen)`, steps.dragTps, BUDGET_GEOREF_DRAG_TASK_MS);
  printTasks(`Import .points, ${POINT_COUNT} Punkte (${type ?? '–'})`, steps.import, BUDGET_GEOREF_IMPORT_TASK_MS);
  if (steps.layers !== undefined)
    console.log(figureLine('Compositor-Ebenen der Seite (LayerTree)', steps.layers, '', { digits: 0 }));
  if (steps.dragPolynomial2)
    console.log(`  gegriffen: ${steps.dragPolynomial2.grabbed} (${steps.dragPolynomial2.markers} Marker im DOM)`);
  printProfile('Ziehen polynomial2', steps.profilePolynomial2);
  printProfile('Ziehen tps', steps.profileTps);
}
