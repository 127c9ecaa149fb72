// The runtime figures of the built demo in Chromium, each the median of `runs` runs.
import { startBrowser } from './chromium.mjs';
import { BUDGET_HEAP_MIB, measureHeap } from './heapAfterNavigations.mjs';
import { figureLine, heading } from './report.mjs';
import { BUDGET_SIGN_IN_MS, measureSignIn } from './signInToDashboard.mjs';
import { BUDGET_TBT_MS, CPU_SLOWDOWN, measureStartupPaint } from './startupPaint.mjs';
import { BUDGET_FPS, measureTableScroll, ROWS, SCROLL_MS } from './tableScroll.mjs';

export async function measureRuntime(demoDir, runs) {
  const browser = await startBrowser(demoDir);
  try {
    return {
      runs,
      startup: await measureStartupPaint(browser, runs),
      signIn: await measureSignIn(browser, runs),
      heap: await measureHeap(browser, runs),
      scroll: await measureTableScroll(browser, runs),
    };
  } finally {
    await browser.close();
  }
}

const runsText = (figure, runs) =>
  `(${figure.runs.length} von ${runs} Läufen${figure.errors.length ? `; nicht gemessen: ${figure.errors.join(' | ')}` : ''})`;

export function printRuntime({ runs, startup, signIn, heap, scroll }) {
  heading(`Laufzeit (gebaute Demo in Chromium, Median; Läufe je Zahl: ${runs})`);
  console.log(
    figureLine(`Anmeldeseite, CPU ${CPU_SLOWDOWN}× gedrosselt: FCP`, startup.fcpMs, 'ms', {
      digits: 0,
      extra: runsText(startup, runs),
    }),
  );
  console.log(
    figureLine(`Anmeldeseite, CPU ${CPU_SLOWDOWN}× gedrosselt: TBT`, startup.tbtMs, 'ms', {
      digits: 0,
      budget: { max: BUDGET_TBT_MS },
    }),
  );
  console.log(
    figureLine('Klick „Administrator“ → Dashboard gezeigt', signIn.ms, 'ms', {
      digits: 0,
      budget: { max: BUDGET_SIGN_IN_MS },
      extra: runsText(signIn, runs),
    }),
  );
  console.log(
    figureLine('JS-Heap nach 10 Navigationen + allen Tags', heap.heapMiB, 'MiB', {
      budget: { max: BUDGET_HEAP_MIB },
      extra: runsText(heap, runs),
    }),
  );
  console.log(
    figureLine('  dazu der Daten-Worker der Demo (PGlite; JS-Heap)', heap.workerMiB, 'MiB', {
      extra: '(nicht im Budget: in Produktion ist der Datendienst ein Server)',
    }),
  );
  console.log(
    figureLine('DOM-Elemente danach', heap.elements, '', { digits: 0, extra: `(${heap.tags ?? '–'} Tags offen)` }),
  );
  console.log(
    figureLine(`Tabelle (virtualisiert), ${ROWS} Zeilen in ${SCROLL_MS / 1000} s durchscrollen`, scroll.fps, 'fps', {
      budget: { min: BUDGET_FPS },
      extra: `(längster Frame ${scroll.longestFrameMs?.toFixed(0) ?? '–'} ms, ${scroll.rowsInDom ?? '–'} Zeilen im DOM) ${runsText(scroll, runs)}`,
    }),
  );
}
