// The template part speaks English (architecture §3): the shared primitives it renders
// (tables, spinners, menus, the settings panel) take their words from the English
// catalogue there, and none of the product's German shows through.
import { TEMPLATE_ROUTES, type AppRoute } from '@waldmonitor/ui/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_PAGES } from '../../src/template/templatePages';
import { TEMPLATE_TOKEN_KEY } from '../../src/templateApi/templateToken';
import { eventually, navbar, setupBrowser } from './browser';

const browser = setupBrowser();

/** Umlauts, ß and German words of the product's chrome and primitives. */
const GERMAN =
  /[äöüÄÖÜß]|\b(wird|werden|geladen|Seite|Zeile|Einträge|Meldung|Hinweis|Fehler|Erfolg|Warnung|Eingabe|Blau|Violett|Rostbraun|Erneut|versuchen|Abbrechen|Speichern|Schließen|Einstellungen|Keine)\b/;

/** The language demo shows its German catalogue on purpose; it is the one page left out. */
const LANGUAGE_DEMO = 'TemplateI18n';

/** Every page of the template part's route table, by full path. */
function leaves(routes: readonly AppRoute[], parent = ''): { path: string; name: string }[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.children) return leaves(route.children, path);
    return route.name ? [{ path, name: String(route.name) }] : [];
  });
}

const PAGES = leaves(TEMPLATE_ROUTES).filter(
  ({ name, path }) => name in TEMPLATE_PAGES && name !== LANGUAGE_DEMO && !path.includes(':'),
);

/** What a person reads or hears on the page: its text and the accessible names and hints. */
function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
      (element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });
}

/** The German lines of the page, so a failure names what it found. */
async function germanLines(page: Page): Promise<string[]> {
  return (await readable(page)).split('\n').filter((line) => GERMAN.test(line));
}

/** The start of the main area's text, to say where a page stopped. */
async function mainText(page: Page): Promise<string> {
  const text = await page.evaluate(() => document.querySelector('main')?.innerText ?? '(no main)');
  return JSON.stringify(`${page.url()}: ${text.slice(0, 200)}`);
}

/** Signed in as the template's admin through its stored token, as after its sign-in. */
async function adminPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'admin-token');
    // /pdf/download opens the print dialog: counted instead of opened. Headless Chromium's
    // print() holds the page in a nested loop while it prints, long enough under load that an
    // address pushed meanwhile moved, but its popstate reached no listener, and the walk waited
    // on a page that never came (CI of stops 75 and 76). A person cannot go on past the open
    // dialog either: the walk goes on once it has been opened.
    window.print = () => {
      const counted = window as unknown as { printed?: number };
      counted.printed = (counted.printed ?? 0) + 1;
    };
  }, TEMPLATE_TOKEN_KEY);
  return page;
}

describe('the template part in English', () => {
  it('covers the pages of the route table', () => {
    expect(PAGES.length).toBeGreaterThan(30);
  });

  // One signed-in page walks every route as a person clicking through the menu would (the
  // router follows the address without reloading): 48 cold starts of the app took 85 s of CI.
  it('no page shows German', async () => {
    const page = await adminPage();
    // What was still loading, or failed, when a page did not draw: a failure names it.
    const loading = new Set<string>();
    const failed: string[] = [];
    page.on('request', (request) => loading.add(request.url()));
    page.on('requestfinished', (request) => loading.delete(request.url()));
    page.on('requestfailed', (request) => {
      loading.delete(request.url());
      failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    page.on('pageerror', (error) => failed.push(`page error: ${error.message}`));
    // The walk starts on the first page, loaded: pushing the address the page already shows
    // draws nothing new, so a walk starting there passed only while the page was still loading.
    const [first, ...rest] = PAGES as [(typeof PAGES)[number], ...typeof PAGES];
    await page.goto(`${browser.baseUrl}${first.path}`);
    await eventually(() => page.locator('main h1').count()).toBeGreaterThan(0);
    const found: Record<string, string[]> = {};
    const firstLines = await germanLines(page);
    if (firstLines.length > 0) found[first.path] = firstLines;
    for (const { path } of rest) {
      // The previous page's heading is marked with its text, so the wait below sees the new
      // page's own: a new element, or the same one with new words (React keeps the element when
      // two routes render the same page component, /template/401 and /template/404).
      await page.evaluate((next) => {
        document
          .querySelectorAll('main h1')
          .forEach((heading) => heading.setAttribute('data-seen', heading.textContent ?? ''));
        history.pushState(null, '', next);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // Rendered: a page heading in the main area (the error demo pages' too).
      await eventually(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('main h1')].some(
            (heading) => heading.getAttribute('data-seen') !== heading.textContent,
          ),
        ),
      )
        .toBe(true)
        .catch(async (error: unknown) => {
          const still = JSON.stringify({ loading: [...loading], failed });
          throw new Error(`${path} drew no new heading; the page shows ${await mainText(page)}; ${still}`, {
            cause: error,
          });
        });
      if (path === '/template/pdf/download') {
        await eventually(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      }
      const lines = await germanLines(page);
      if (lines.length > 0) found[path] = lines;
    }
    expect(found).toEqual({});
  });

  it('the settings panel names its colours in English', async () => {
    const page = await adminPage();
    await page.goto(`${browser.baseUrl}/template/dashboard`);
    await navbar(page).getByRole('button', { name: 'Settings' }).click();
    // The swatches are radios named by their colour (their inputs are visually hidden).
    const swatch = page
      .getByRole('dialog', { name: 'Page style setting' })
      .getByRole('radio', { name: /Forest green/ });
    await eventually(() => swatch.count()).toBe(1);
    expect(await germanLines(page)).toEqual([]);
  });
});
