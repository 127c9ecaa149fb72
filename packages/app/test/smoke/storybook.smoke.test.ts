import type { BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_LIVED_LAUNCH_OPTIONS } from '../e2e/browser';
import { watchProblems } from './pageProblems';
import { setupServedCommand } from './readmeCommand';
import { settled } from './walks';

/** A desktop window: the manager shows its sidebar, the preview and the addon panel. */
const DESKTOP = { width: 1280, height: 800 };

/** The longest a page of the development server may take: it compiles a page's modules on first use. */
const RENDER_TIMEOUT_MS = 90_000;

/** The attribute `markShown` puts on what the preview showed before the next story. */
const SHOWN_BEFORE = 'data-smoke-shown-before';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

/**
 * The first story (in the sidebar's order) of each area of the app's stories: the connected pages
 * by their area under Screens (Dashboard, Back office, GIS, …), the other groups (the template
 * part, the app's chrome) by their top level. Read from the index, so new stories change nothing.
 */
function firstStoryPerArea(entries: IndexEntry[]): Map<string, IndexEntry> {
  const areas = new Map<string, IndexEntry>();
  for (const entry of entries) {
    if (entry.type !== 'story' || !entry.importPath.startsWith('./packages/app/src/')) continue;
    const [top = '', area = ''] = entry.title.split('/');
    const key = top === 'Screens' ? `${top}/${area}` : top;
    if (!areas.has(key)) areas.set(key, entry);
  }
  return areas;
}

/** The preview's frame, once the manager has created it. */
async function previewFrame(page: Page): Promise<Frame> {
  const iframe = await page.locator('#storybook-preview-iframe').elementHandle({ timeout: RENDER_TIMEOUT_MS });
  const frame = await iframe?.contentFrame();
  if (!frame) throw new Error('The manager has no preview frame.');
  return frame;
}

/** What the manager itself shows went wrong: its notifications (each has a dismiss button). */
async function notifications(page: Page): Promise<string[]> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  const texts: string[] = [];
  for (let i = 0; i < (await dismiss.count()); i += 1) {
    texts.push(`manager notification: ${(await dismiss.nth(i).locator('..').innerText()).trim()}`);
  }
  return texts;
}

/**
 * Storybook's preview has run the story's play to its end (or given up on it). The walk used to
 * move on once the page was quiet, while a connected story's play still waited for its data: it
 * failed when the next story replaced its canvas, and its error was counted against that story.
 */
async function playFinished(frame: Frame, storyId: string): Promise<void> {
  await frame.waitForFunction(
    (id) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      return (
        render?.id === id && ['completed', 'afterEach', 'finished', 'aborted', 'errored'].includes(render.phase ?? '')
      );
    },
    storyId,
    { timeout: RENDER_TIMEOUT_MS },
  );
}

/** Marks what the preview shows now, so that the next story's content can be told from it. */
async function markShown(frame: Frame): Promise<void> {
  await frame
    .locator('#storybook-root')
    .evaluate(
      (root, name) => root.querySelectorAll('*').forEach((element) => element.setAttribute(name, '')),
      SHOWN_BEFORE,
    );
}

/**
 * The story's own content in the preview: a heading, or its main landmark (a page without one),
 * not left from the story before (Storybook mounts each story afresh).
 */
function newContent(preview: FrameLocator) {
  const root = preview.locator('#storybook-root');
  return root
    .getByRole('heading')
    .or(root.getByRole('main'))
    .and(root.locator(`:not([${SHOWN_BEFORE}])`))
    .first();
}

/**
 * The README's `npm run storybook` (with `--ci`: no prompt, no browser opened), as designers and
 * developers open it: the manager with its first page, then one connected story per area of the
 * app, each in the manager (sidebar, preview, addon panels), failing on any uncaught error,
 * console error, failed request or error response of the Storybook's origin, in the manager and
 * its preview frame, and on any notification of the manager.
 */
describe('npm run storybook', () => {
  const served = setupServedCommand('storybook', ['--ci'], LONG_LIVED_LAUNCH_OPTIONS);
  let context: BrowserContext;

  beforeAll(async () => {
    // One context: the mock service worker, registered by the first connected story, serves the rest.
    context = await served.browser.newContext({ viewport: DESKTOP, locale: 'de-DE' });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the manager opens with its sidebar and its first page, without an error', async () => {
    const page = await context.newPage();
    const problems = watchProblems(page, served.server.url);
    try {
      await page.goto(`${served.server.url}/`);
      const sidebar = page.getByRole('navigation', { name: 'Stories' });
      await sidebar.getByRole('link').first().waitFor({ timeout: RENDER_TIMEOUT_MS });
      const frame = await previewFrame(page);
      const preview = page.frameLocator('#storybook-preview-iframe');
      // The first page (the introduction, a docs page) with its title.
      await preview.getByRole('heading', { level: 1 }).first().waitFor({ timeout: RENDER_TIMEOUT_MS });
      await settled(frame, 500);
      expect([...problems(), ...(await notifications(page))]).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('one connected story per area renders in the manager without an error', async () => {
    const response = await fetch(`${served.server.url}/index.json`);
    expect(response.ok).toBe(true);
    const index = (await response.json()) as { entries: Record<string, IndexEntry> };
    const areas = firstStoryPerArea(Object.values(index.entries));
    expect([...areas.keys()]).toEqual(
      expect.arrayContaining(['Screens/Dashboard', 'Screens/Back office', 'Screens/GIS', 'Screens/Nutzer', 'Template']),
    );

    const page = await context.newPage();
    const seen = watchProblems(page, served.server.url);
    const problems: string[] = [];
    try {
      let frame: Frame | undefined;
      for (const [area, story] of areas) {
        const where = `${area}: ${story.title} › ${story.name} (${story.id})`;
        const before = seen().length;
        const path = `/?path=/story/${encodeURIComponent(story.id)}`;
        if (frame) {
          await markShown(frame);
          // As a click in the sidebar: the manager's router follows the address, the preview
          // (the same document, its mock service worker running) renders the next story.
          await page.evaluate((next) => {
            history.pushState(null, '', next);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
        } else {
          await page.goto(`${served.server.url}${path}`);
          frame = await previewFrame(page);
        }
        await frame.waitForURL((url) => url.searchParams.get('id') === story.id, { timeout: RENDER_TIMEOUT_MS });
        await newContent(page.frameLocator('#storybook-preview-iframe'))
          .waitFor({ timeout: RENDER_TIMEOUT_MS })
          .catch(() => {
            throw new Error(`${where}: no heading or main landmark in the preview`);
          });
        await playFinished(frame, story.id).catch(() => {
          throw new Error(`${where}: its play did not finish`);
        });
        await settled(frame, 500);
        const found = [...seen().slice(before), ...(await notifications(page))];
        problems.push(...found.map((problem) => `${where}: ${problem}`));
      }
    } finally {
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});
