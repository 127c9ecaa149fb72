// `npm run bench -- --production-lists`: the list screens at a busy year's data as production
// runs them: the production build against the data service (PostgREST 16 emulation) and
// PostgreSQL with the large dataset (productionStack.mjs), signed in as an administrator
// through OpenID Connect. Per list page of LIST_PAGES: the click on its link until the frame
// with its first page's rows (listPages.mjs `openList`); then on that page, each until the
// frame in which the table shows other rows and nothing is busy: a word typed into its search
// box, a filter picked in its toolbar, a click on a sortable column's header, the pager's next
// page (listControls.mjs). Käferfunde shows the queue's matrix
// first: the click's figure is the matrix; its records list needs a cell chosen, timed too.
// Beside each figure where its time went: when the first request started and the last answer
// arrived (the page's resource timings), and the data service's own time of its slowest
// answer (its Server-Timing header).
/* global window -- functions passed to page.evaluate run in the browser */
import {
  listsAsked,
  armListTimer,
  dataBytesDuring,
  medianPhase,
  openList,
  phasesSinceAction,
  phasesText,
} from './listPages.mjs';
import { armChangeTimer, LIST_CONTROLS, namePattern, pagerOf, tableOf, toolbarOf } from './listControls.mjs';
import { importTs } from './builds.mjs';
import { repeat } from './chromium.mjs';
import { settled } from './heapAfterNavigations.mjs';
import { signInAsAdministrator, startProductionStack } from './productionStack.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_PRODUCTION_LIST_MS = 300;

/** The figures of a list page, in the order they are taken and printed. */
const ACTIONS = [
  { key: 'click', label: 'Klick → Zeilen' },
  { key: 'cell', label: 'Zelle gewählt → Zeilen' },
  { key: 'search', label: 'Suche → Zeilen (ohne Tipp-Pause)' },
  { key: 'filter', label: 'Filter → Zeilen' },
  { key: 'sort', label: 'Sortierung → Zeilen' },
  { key: 'next', label: 'Seite 2 → Zeilen' },
];

/** The slowest answer's own time at the data service (ms), and its path. */
function slowestServed(served) {
  const timed = served.filter((answer) => answer.serverMs !== null);
  if (timed.length === 0) return { serverMs: null, path: null };
  const slowest = timed.reduce((a, b) => (b.serverMs > a.serverMs ? b : a));
  return { serverMs: slowest.serverMs, path: slowest.path };
}

/** One timed change of the list: `act` while the page watches for the first of `events`. */
async function timeChange(page, caption, events, act, dataPrefix) {
  await page.evaluate(armChangeTimer, { toolbarLabel: namePattern(caption, ' filtern'), events });
  const { result, answers, served } = await dataBytesDuring(
    page,
    async () => {
      await act();
      const ms = await page.evaluate(() => window.__changeMs);
      return { ms, phases: await page.evaluate(phasesSinceAction, dataPrefix) };
    },
    dataPrefix,
  );
  return { ...result, answers, ...slowestServed(served) };
}

/** Käferfunde's records list: the matrix's cell for every Land and species, until its rows show. */
async function chooseCell(page, cell, dataPrefix) {
  await page.evaluate(armListTimer);
  const { result, answers, served } = await dataBytesDuring(
    page,
    async () => {
      await page.getByRole('button', { name: cell }).click();
      const ms = await page.evaluate(() => window.__listMs);
      return { ms, phases: await page.evaluate(phasesSinceAction, dataPrefix) };
    },
    dataPrefix,
  );
  return { ...result, answers, ...slowestServed(served) };
}

/** Opens one list and takes its figures; a failed step is noted and the later ones still run. */
async function measureList(page, { label, href }, dataPrefix, searchPauseMs) {
  const controls = LIST_CONTROLS[label];
  const { caption } = controls;
  const figures = {};
  const step = async (key, measure) => {
    try {
      figures[key] = await measure();
    } catch (error) {
      figures[key] = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
  };
  await step('click', async () => {
    const { result, answers, served } = await openList(page, href, dataPrefix);
    return { ...result, answers, ...slowestServed(served) };
  });
  if (controls.cell) await step('cell', () => chooseCell(page, controls.cell, dataPrefix));
  const toolbar = toolbarOf(page, caption);
  const CHANGE = ['pointerup', 'click'];

  const searchBox = toolbar.getByLabel(controls.search, { exact: true });
  await step('search', async () => {
    // One input event with the whole word, as the last keystroke or a paste: the app asks the
    // service once typing pauses, so the figure without the pause is the service and the page.
    const typed = await timeChange(page, caption, ['input'], () => searchBox.fill(controls.word), dataPrefix);
    return { ...typed, ms: typed.ms - searchPauseMs, fromInputMs: typed.ms };
  });
  // Back to the whole list (not timed), so the filter, the sort and the pages are the list's own.
  await timeChange(page, caption, ['input'], () => searchBox.fill(''), dataPrefix).catch(() => settled(page));

  const filter = controls.filter ? toolbar.getByLabel(controls.filter.label, { exact: true }) : null;
  if (filter)
    await step('filter', async () => {
      const before = await filter.inputValue();
      const picked = controls.filter.value ?? { index: controls.filter.index };
      const changed = await timeChange(page, caption, ['change'], () => filter.selectOption(picked), dataPrefix);
      await timeChange(page, caption, ['change'], () => filter.selectOption(before), dataPrefix);
      return changed;
    });

  const header = tableOf(page, caption).getByRole('columnheader', { name: controls.sort }).getByRole('button');
  await step('sort', () => timeChange(page, caption, CHANGE, () => header.click(), dataPrefix));

  const next = pagerOf(page, caption).getByRole('button', { name: 'Nächste Seite' });
  await step('next', () => timeChange(page, caption, CHANGE, () => next.click(), dataPrefix));
  return figures;
}

/** The medians of one figure over the runs that took it, with the failures' messages. */
function summarise(taken) {
  const measured = taken.filter((figure) => figure && figure.error === undefined);
  const middle = (pick) => {
    const values = measured.map(pick).filter((value) => value !== null && value !== undefined);
    return values.length ? median(values) : null;
  };
  const slowest = measured.map((figure) => figure.path).filter(Boolean);
  return {
    ms: middle((figure) => figure.ms),
    fromInputMs: middle((figure) => figure.fromInputMs),
    answers: middle((figure) => figure.answers),
    serverMs: middle((figure) => figure.serverMs),
    slowestPath: slowest.at(-1) ?? null,
    phases: measured.length
      ? {
          firstRequest: medianPhase(measured, 'firstRequest'),
          lastAnswer: medianPhase(measured, 'lastAnswer'),
          lastChunk: medianPhase(measured, 'lastChunk'),
        }
      : null,
    errors: taken.filter((figure) => figure?.error !== undefined).map((figure) => figure.error),
  };
}

/** `pages`: the lists to measure (listsAsked(): all, or those named with `--liste=`). */
export async function measureProductionLists(runs, pages = listsAsked()) {
  const { SEARCH_DEBOUNCE_MS } = await importTs('packages/app/src/shell/useSearchParamState.ts');
  const stack = await startProductionStack();
  try {
    const { results, errors } = await repeat(runs, async () => {
      const { page, close } = await stack.browser.newPage();
      try {
        await signInAsAdministrator(page, stack.browser.baseUrl, stack.issuer);
        const lists = {};
        for (const list of pages)
          lists[list.label] = await measureList(page, list, stack.dataPrefix, SEARCH_DEBOUNCE_MS);
        return lists;
      } finally {
        await close();
      }
    });
    const lists = Object.fromEntries(
      pages.map(({ label }) => [
        label,
        Object.fromEntries(
          ACTIONS.filter(({ key }) => LIST_CONTROLS[label][key] !== undefined || !['cell', 'filter'].includes(key)).map(
            ({ key }) => [key, summarise(results.map((run) => run[label]?.[key]))],
          ),
        ),
      ]),
    );
    return {
      runs: results.length,
      errors,
      searchPauseMs: SEARCH_DEBOUNCE_MS,
      setup: stack.timings,
      lists,
      serviceLog: stack.log.filter((line) => !/listening|connected|cache loaded/i.test(line)),
    };
  } finally {
    await stack.close();
  }
}

/** `(1 Antwort, Dienst ≤ 12 ms /benutzer; Anfrage ab …)`: where a figure's time went. */
function whereText(figure) {
  const service = figure.serverMs === null ? '' : `, Dienst bis ${figure.serverMs.toFixed(0)} ms ${figure.slowestPath}`;
  const fromInput = figure.fromInputMs === null ? '' : `ab Eingabe ${figure.fromInputMs.toFixed(0)} ms; `;
  const failed = figure.errors.length ? `; nicht gemessen: ${figure.errors.join(' | ')}` : '';
  return `(${fromInput}${figure.answers ?? '–'} Antworten${service}) ${phasesText(figure.phases)}${failed}`;
}

export function printProductionLists({ runs, errors, searchPauseMs, setup, lists, serviceLog }) {
  heading(
    `Listen in Produktion beim großen Datenbestand (Produktions-Build, Datendienst, PostgreSQL; ` +
      `Build ${setup.buildS.toFixed(0)} s, Datenbank ${setup.databaseS.toFixed(0)} s; Median aus ${runs} Läufen` +
      `${errors.length ? `; nicht gemessen: ${errors.join(' | ')}` : ''}). ` +
      `Die Suche ohne die ${searchPauseMs} ms, die die App nach der letzten Eingabe wartet`,
  );
  for (const [label, figures] of Object.entries(lists)) {
    for (const { key, label: action } of ACTIONS) {
      const figure = figures[key];
      if (!figure) continue;
      console.log(
        figureLine(`${label}: ${action}`, figure.ms, 'ms', {
          digits: 0,
          budget: { max: BUDGET_PRODUCTION_LIST_MS },
          extra: whereText(figure),
        }),
      );
    }
  }
  if (serviceLog.length) heading(`Protokoll des Datendienstes:\n  ${serviceLog.join('\n  ')}`);
}
