// The page's main thread as Chromium's own trace sees it (CDP Tracing, the categories of the
// DevTools performance panel): every task of the renderer's main thread while an action runs,
// not only the ≥ 50 ms tasks a `longtask` observer reports, so a figure under budget is still a
// number. Beside the tasks: where their time went (the trace events' self time by name: script,
// style, layout, paint, layers), the page's composited layers (CDP LayerTree), and a CPU profile
// of the page's script (CDP Profiler) for the functions that take the most time of their own.
/* global requestAnimationFrame -- the function passed to page.evaluate runs in the browser */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'].join(',');
/** The names a main-thread task has in Chromium's traces (the DevTools panel takes the same). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** A task longer than this blocks input noticeably (the Long Tasks API's threshold, the budget of a drag). */
export const LONG_TASK_MS = 50;

/** Starts a trace on the page's CDP session; `stop()` ends it and returns its events. */
export async function startTrace(cdp) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      return events;
    },
  };
}

/**
 * The renderer's main thread: among the threads named CrRendererMain, the one with the most
 * task time (the measured page; other renderers of the browser idle meanwhile).
 */
function mainThread(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && TASK_NAMES.has(e.name) && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Self time (ms) by event name of the complete events nested in `tasks`, largest first. */
function selfTimeByName(threadEvents, tasks) {
  const within = threadEvents
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) stack.pop();
  };
  const inTask = (e) => tasks.some((t) => e.ts >= t.ts && e.ts < t.ts + t.dur);
  for (const e of within) {
    if (!inTask(e)) continue;
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur / 1000);
    stack.push({ name: e.name, end: e.ts + e.dur });
  }
  // A task's own time outside the events it holds: the scheduler's and untraced work.
  return [...self.entries()]
    .map(([name, ms]) => ({ name: TASK_NAMES.has(name) ? '(Aufgabe selbst)' : name, ms }))
    .filter(({ ms }) => ms >= 0.5)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
}

/**
 * The main thread's tasks in a trace: the longest (ms), how many exceed 50 ms, the total
 * blocking time (the part of each task beyond 50 ms, as Lighthouse sums it), all tasks' time,
 * and where the long tasks' time went and where all of it went.
 */
export function pageTasks(events) {
  const thread = mainThread(events);
  if (thread === null)
    return { longestMs: null, overLong: null, blockingMs: null, busyMs: null, tasks: 0, where: [], whereAll: [] };
  const threadEvents = events.filter((e) => `${e.pid}:${e.tid}` === thread);
  // Top-level tasks only: a task nested in another (a nested run loop) is part of it.
  const tasks = [];
  for (const e of threadEvents
    .filter((t) => t.ph === 'X' && TASK_NAMES.has(t.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur) tasks.push(e);
  }
  const durations = tasks.map((t) => t.dur / 1000);
  const long = tasks.filter((t) => t.dur / 1000 > LONG_TASK_MS);
  return {
    longestMs: durations.length ? Math.max(...durations) : 0,
    overLong: long.length,
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    busyMs: durations.reduce((sum, ms) => sum + ms, 0),
    tasks: tasks.length,
    /** From the first task's start to the last one's end (ms): the span the figures cover. */
    spanMs: tasks.length ? (tasks.at(-1).ts + tasks.at(-1).dur - tasks[0].ts) / 1000 : 0,
    where: selfTimeByName(threadEvents, long.length ? long : tasks),
    /** Where all the tasks' time went: a drag can keep the thread busy without one long task. */
    whereAll: selfTimeByName(threadEvents, tasks),
  };
}

/** The page's composited layers now (CDP LayerTree; one per marker when markers are promoted). */
export async function layerCount(cdp, page) {
  let count = null;
  const seen = ({ layers }) => {
    if (layers) count = layers.length;
  };
  cdp.on('LayerTree.layerTreeDidChange', seen);
  try {
    await cdp.send('LayerTree.enable');
    for (let wait = 0; wait < 50 && count === null; wait++) {
      // A frame makes the compositor send its tree.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cdp.send('LayerTree.disable');
  } finally {
    cdp.off('LayerTree.layerTreeDidChange', seen);
  }
  return count;
}

/** `url:line:column` of a minified function, with the code at that place, so a reader can find it. */
async function codeAt(sources, url, line, column) {
  if (!url.startsWith('http')) return '';
  if (!sources.has(url))
    sources.set(
      url,
      fetch(url).then((response) => (response.ok ? response.text() : '')),
    );
  const text = (await sources.get(url).catch(() => '')).split('\n')[line] ?? '';
  return text.slice(Math.max(0, column - 10), column + 70).replace(/\s+/g, ' ');
}

/**
 * `act` under the CPU profiler (100 µs samples): the functions with the most time of their own,
 * by name and place (the production build is minified: the place and its code say which one).
 */
export async function profileDuring(cdp, act, top = 12) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  let profile;
  try {
    await act();
  } finally {
    ({ profile } = await cdp.send('Profiler.stop'));
    await cdp.send('Profiler.disable');
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const grouped = new Map();
  let totalMs = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue;
    totalMs += ms;
    const key = `${functionName}|${url}|${lineNumber}|${columnNumber}`;
    grouped.set(key, (grouped.get(key) ?? 0) + ms);
  }
  const sources = new Map();
  const functions = [];
  for (const [key, ms] of [...grouped.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const [name, url, line, column] = key.split('|');
    functions.push({
      name: name || '(anonym)',
      ms,
      place: url ? `${url.split('/').pop()}:${Number(line) + 1}:${Number(column) + 1}` : '',
      code: await codeAt(sources, url, Number(line), Number(column)),
    });
  }
  return { totalMs, functions, raw: profile };
}
