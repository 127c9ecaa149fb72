// Photographs the chosen stories of a built Storybook (visualStories.mjs) in Chromium: each
// story rendered afresh in the preview's own page (iframe.html, as Storybook's manager shows
// it), at each of its sizes and themes, its play function run to its end, the whole height of
// the page. Two pages work side by side (the two cores), each taking its next story from the
// queues (shootStorybook); switching stories over Storybook's channel keeps the preview's
// modules loaded, so a photograph costs its story's render, not a page load.
/* global window, document, requestAnimationFrame -- functions passed to the page run in the browser */
import { chromium } from 'playwright-core';
import { serveStatic } from '../serve/gzipStaticServer.mjs';
import { contrastFailures } from './contrastRule.mjs';
import { REVIEW_NOW, SIZES, chooseVisualStories, shotName, shotsOf } from './visualStories.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** axe-core, put into every page of the preview for the contrast check of the dark photographs. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The longest one render with its play may take on a busy two-core machine. */
const RENDER_TIMEOUT_MS = 60_000;

/** The pages working side by side. */
const PAGES = 2;

/**
 * Whether a story's page reads the demo database (PGlite, booted in the page on its first read):
 * the app's connected pages and shell; the template's pages answer from msw's fake API.
 */
const readsDatabase = ({ importPath }) => importPath.startsWith('./packages/app/') && !importPath.includes('/template');

/** The stories of the build's index, in the sidebar's order. */
function storyEntries(dir) {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * What is rendered: which stories (`choose(entries)`), at which sizes and themes (`shotsOf(entry, own)`,
 * `own` the story's own viewport), and whether each render is photographed. The visual check's
 * plan: its stories, photographed (visualStories.mjs).
 */
export const VISUAL_PLAN = {
  choose: chooseVisualStories,
  shotsOf: (entry, own) => shotsOf(entry, own?.width),
  photograph: true,
};

/**
 * A plan that only plays: every story at each of `viewports` (its own size instead when it
 * sets one), light, without photographs, as Storybook's preview pane shows it at those sizes.
 */
export const playsAt = (viewports) => ({
  choose: (entries) => entries,
  shotsOf: (entry, own) =>
    own
      ? [{ size: own.width, theme: 'light' }]
      : viewports.map((viewport) => ({ size: viewport.width, viewport, theme: 'light' })),
  photograph: false,
});

/**
 * In the page: the story's own viewport (its `globals.viewport`, as width and height of the
 * toolbar's preset), read from the preview's store without rendering it; undefined when it
 * sets none.
 */
async function ownViewport(id) {
  const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
  const wanted = story.storyGlobals?.viewport?.value;
  const preset = wanted ? story.parameters?.viewport?.options?.[wanted] : undefined;
  return preset ? { width: parseInt(preset.styles.width, 10), height: parseInt(preset.styles.height, 10) } : undefined;
}

/**
 * In the page: renders story `id` afresh with `globals` (its play function included) and waits
 * until Storybook says it is rendered; answers the render's last phase (`completed`, or
 * `errored` when its play failed) and the first lines of what its play threw.
 */
async function renderInPage({ id, globals, timeout }) {
  const preview = window.__STORYBOOK_PREVIEW__;
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  /**
   * The next render of story `storyId` after this call: resolves with the first of `until`
   * among its phases once it has begun (its loaders run), Storybook's own render events.
   */
  const nextRender = (storyId, until) => {
    let timer;
    let begun = false;
    return new Promise((resolve, reject) => {
      const onPhase = ({ newPhase, storyId: of }) => {
        if (of !== storyId) return;
        if (newPhase === 'loading') begun = true;
        if (!begun || !until.includes(newPhase)) return;
        channel.off('storyRenderPhaseChanged', onPhase);
        clearTimeout(timer);
        resolve(newPhase);
      };
      channel.on('storyRenderPhaseChanged', onPhase);
      timer = setTimeout(() => {
        channel.off('storyRenderPhaseChanged', onPhase);
        reject(new Error(`${id}: nicht fertig gerendert (Phase ${preview.currentRender?.phase ?? '–'})`));
      }, timeout);
    });
  };
  // The theme first, on its own, and only when it changes: the globals re-render the story
  // shown, and a remount asked meanwhile makes the preview load itself again.
  if (window.__visualGlobals !== JSON.stringify(globals)) {
    const shown = preview.currentRender?.id;
    const rerendered = shown ? nextRender(shown, ['finished', 'errored', 'aborted']) : Promise.resolve();
    channel.emit('updateGlobals', { globals });
    await rerendered;
    window.__visualGlobals = JSON.stringify(globals);
  }
  // Rendered afresh, its play function through (or failed, and why).
  let why;
  const onError = (error) => {
    // Its first lines, without the terminal colours of expect's messages.
    why ??= String(error?.message ?? error)
      .replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '')
      .split('\n')
      .filter(Boolean)
      .slice(0, 4)
      .join(' / ');
  };
  channel.on('playFunctionThrewException', onError);
  channel.on('storyThrewException', onError);
  const rendered = nextRender(id, ['completed', 'errored', 'aborted']).finally(() => {
    channel.off('playFunctionThrewException', onError);
    channel.off('storyThrewException', onError);
  });
  if (preview.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
  else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  const phase = await rendered;
  if (phase === 'aborted') throw new Error(`${id}: Rendern abgebrochen`);
  // Painted: its fonts loaded and two frames drawn.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return { phase, why };
}

/**
 * In the page: the elements of the rendered story too faint to read, by the story tests' own
 * rule (contrastRule.mjs, its source handed to the page with the story's a11y
 * parameters; axe-core is in every page, see openPreview).
 */
const contrastInPage = `(${contrastFailures})(window.axe, window.__STORYBOOK_PREVIEW__.currentRender?.story?.parameters?.a11y)`;

/**
 * In the page, before its own scripts: `Date` runs from the fixed "now" (visualStories.mjs),
 * set again before each render (`__setReviewNow`); timers, animation frames and `performance`
 * stay the browser's own. (Playwright's clock.install fakes those too, and the maps then drew
 * differently from run to run.) The embedded database reads this clock; the template's fake data
 * are dated from the instant exactly (packages/mocks/src/template/articles.ts).
 */
function installReviewClock(now) {
  const RealDate = Date;
  let offset = now - RealDate.now();
  function ReviewDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length > 0 ? new RealDate(...args) : new RealDate(RealDate.now() + offset);
  }
  ReviewDate.prototype = RealDate.prototype;
  ReviewDate.now = () => RealDate.now() + offset;
  ReviewDate.parse = RealDate.parse;
  ReviewDate.UTC = RealDate.UTC;
  window.Date = ReviewDate;
  window.__WALDMONITOR_TEMPLATE_NOW__ = now;
  window.__setReviewNow = (at) => {
    offset = at - RealDate.now();
  };
}

let agent;

/**
 * The browser's user agent marked as Storybook's test runner: the preview then pauses running
 * CSS animations when a play has ended instead of waiting 100 ms or more for them to finish
 * (storybook/preview-api `isTestEnvironment`), as in the story tests.
 */
async function testRunnerAgent(browser) {
  if (!agent) {
    const page = await browser.newPage();
    agent = `${await page.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
    await page.close();
  }
  return agent;
}

/** The preview's page, opened on the first story, with Storybook's preview ready. */
async function openPreview(browser, url, firstId) {
  const context = await browser.newContext({
    viewport: SIZES[1440],
    locale: 'de-DE',
    reducedMotion: 'reduce',
    userAgent: await testRunnerAgent(browser),
  });
  await context.addInitScript({ path: AXE });
  await context.addInitScript(installReviewClock, Date.parse(REVIEW_NOW));
  const page = await context.newPage();
  await page.goto(`${url}iframe.html?id=${encodeURIComponent(firstId)}&viewMode=story`);
  await waitUntilFinished(page);
  return page;
}

/** Until the preview's current render has finished (its first story, after a load). */
async function waitUntilFinished(page) {
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', null, {
    timeout: RENDER_TIMEOUT_MS,
  });
}

/**
 * One story's photographs: `onShot({ name, png, retake, rerender, phase, why, contrast, ms, size,
 * theme, id })` for each. `ms` is its render, check and photograph; `retake()` photographs the
 * same render again, `rerender()` renders the story afresh once more and photographs that (both
 * before the next one starts); `contrast` lists the elements too faint in a dark photograph.
 */
async function shootStory(page, entry, onShot, plan) {
  const render = async (theme) => {
    // The a11y addon's own axe run stays off (`manual`): the story tests run it, and here it
    // would run beside the photograph, after the render counts as done.
    const globals = { colorMode: theme, a11y: { manual: true } };
    const args = { id: entry.id, globals, timeout: RENDER_TIMEOUT_MS };
    // msw reloads the page when it finds its worker registered but not yet in control (the
    // second story with handlers in a fresh context): once loaded again, the render is asked again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await page.evaluate(renderInPage, args);
      } catch (error) {
        if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error;
        await page.waitForLoadState('load');
        await waitUntilFinished(page);
      }
    }
  };
  const own = await page.evaluate(ownViewport, entry.id);
  for (const shot of plan.shotsOf(entry, own)) {
    const size = own ?? shot.viewport ?? SIZES[shot.size];
    const was = page.viewportSize();
    if (was?.width !== size.width || was?.height !== size.height) {
      await page.setViewportSize(size);
      // The window's resize event reaches the page at its next frame: waited for here, so that
      // it does not arrive in the middle of the next render's play (dnd-kit cancels a keyboard
      // drag on resize; every play of the drag lists failed at 1920 after 1440).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    const started = performance.now();
    // Each render starts at the fixed "now": what it dates from the clock (a list's times, "just
    // now") does not depend on how long the page has been working before it.
    await page.evaluate((at) => window.__setReviewNow(at), Date.parse(REVIEW_NOW));
    const { phase, why } = await render(shot.theme);
    const contrast = plan.photograph && shot.theme === 'dark' ? await page.evaluate(contrastInPage) : [];
    const take = () =>
      plan.photograph ? page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }) : undefined;
    const rerender = async () => {
      await page.evaluate((at) => window.__setReviewNow(at), Date.parse(REVIEW_NOW));
      await render(shot.theme);
      return take();
    };
    await onShot({
      why,
      contrast,
      id: entry.id,
      name: shotName(entry.id, shot),
      png: await take(),
      ms: performance.now() - started,
      retake: take,
      rerender,
      phase,
      ...shot,
    });
  }
}

/**
 * Photographs every chosen story of the build in `dir` (or those whose id contains `only`):
 * calls `onShot` for each photograph, and answers the stories it could not render with why.
 */
export async function shootStorybook(dir, { onShot, only, launchOptions, plan = VISUAL_PLAN }) {
  const entries = plan.choose(storyEntries(dir)).filter((entry) => !only || entry.id.includes(only));
  // The first page takes the stories that read the demo database first, then helps with the
  // rest; the other takes only the rest. The database then boots in one page, not in both
  // (13–19 s each on two cores).
  const database = entries.filter(readsDatabase);
  const rest = entries.filter((entry) => !readsDatabase(entry));
  const next = (index) => (index === 0 ? (database.shift() ?? rest.shift()) : rest.shift());
  const server = await serveStatic(dir);
  const failed = [];
  const browser = await chromium.launch({ ...launchOptions, headless: true });
  try {
    const worker = async (index) => {
      let page;
      for (let entry = next(index); entry; entry = next(index)) {
        page ??= await openPreview(browser, server.url, entry.id);
        try {
          await shootStory(page, entry, onShot, plan);
        } catch (error) {
          const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
          failed.push({ id: entry.id, why });
          // A story that hung leaves the page in its state: the next story starts on a fresh one.
          await page.context().close();
          page = undefined;
        }
      }
      await page?.context().close();
    };
    await Promise.all(Array.from({ length: PAGES }, (_, index) => worker(index)));
  } finally {
    await browser.close();
    server.close();
  }
  return { stories: entries.length, failed };
}
