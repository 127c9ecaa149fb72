/**
 * The saves a reload may cut (issue "Nothing lost when the page goes away"): a position added
 * from a template, an offer's letter text saved, a Rückfrage sent, a georeferencing saved. Each
 * is described once, for the demo and the data service alike: where it is, how it is done, and
 * what its screen shows of it (`shown`), so a test can tell after a reload whether the save is
 * there whole, not at all, or — never allowed — in part.
 */
import type { Locator, Page } from 'playwright-core';

export interface CutSave {
  name: string;
  /** Whose save it is: the demo's role label. */
  role: 'Administrator' | 'Experte';
  /** The screen, signed in. */
  path: string;
  /** The data service's procedure the save calls. */
  call: string;
  /** The table whose lock the procedure takes first: an EXCLUSIVE lock on it holds the save mid-way. */
  lockedTable: string;
  /** The account at the OpenID Connect server of the test against the data service. */
  login: 'admin' | 'experte';
  /** Resolves once the screen shows what `shown` reads. */
  ready(page: Page): Promise<void>;
  /** What the screen shows of the data the save changes, as one comparable text. */
  shown(page: Page): Promise<string>;
  /** Does the save as a person does; `tag` makes its text unique to the test. */
  act(page: Page, tag: string): Promise<void>;
  /** Resolves once the screen says the save is done (after its answer, and what it reads again). */
  done(page: Page): Promise<void>;
  /** What `shown` reads once the save is stored, from what it read before. */
  saved(before: string, tag: string): string;
}

/**
 * The rows of a table body, a line each: the given columns (1-based), each cell's first line of
 * text (a record's number without the "(geöffnet)" under it; a position's name without its
 * description) or, for a field, its value.
 */
const columns = (table: Locator, picked: readonly number[]) =>
  table.locator('tbody tr').evaluateAll(
    (rows, indexes) =>
      rows
        .map((row) =>
          indexes
            .map((index) => {
              const cell = row.children[index - 1] as HTMLElement | undefined;
              const field = cell?.querySelector('input');
              // Intl's no-break spaces ("65,00 €") read as spaces.
              const text = field ? field.value : (cell?.innerText.trim().split('\n')[0] ?? '');
              return text.replace(/\s/g, ' ');
            })
            .join(' · '),
        )
        .join('\n'),
    picked,
  );

const positions = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Bezeichnung' }) });
const reports = (page: Page) => page.getByRole('table', { name: 'Meldungen', exact: true });
const points = (page: Page) => page.getByRole('region', { name: 'Passpunkte, Tabelle' }).getByRole('table');

export const CUT_SAVES: readonly CutSave[] = [
  {
    name: 'a position added from a template',
    role: 'Administrator',
    path: '/dashboard?bereich=angebote&id=39',
    call: 'a_insert_position',
    lockedTable: 'data.angebot',
    login: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Position 1 bearbeiten' }).waitFor({ timeout: 30_000 }),
    shown: (page) => columns(positions(page), [1, 4, 6]),
    // Template 6 of the seed: Anfahrtspauschale, 1 × 65 €.
    act: (page) =>
      page
        .getByRole('combobox', { name: 'Aus Vorlage hinzufügen' })
        .selectOption('6')
        .then(() => undefined),
    done: (page) =>
      positions(page)
        .getByRole('button', { name: /^Position \d+ bearbeiten$/ })
        .last()
        .waitFor({ timeout: 30_000 })
        .then(async () => {
          await positions(page).getByText('Wird gespeichert …').waitFor({ state: 'detached', timeout: 30_000 });
        }),
    saved: (before) => `${before}\n${before.split('\n').length + 1} · Anfahrtspauschale · 65,00 €`,
  },
  {
    name: "an offer's letter text saved",
    role: 'Administrator',
    path: '/dashboard?bereich=angebote&id=39',
    call: 'a_update_offer_details',
    lockedTable: 'data.angebot',
    login: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Position 1 bearbeiten' }).waitFor({ timeout: 30_000 }),
    shown: (page) => page.getByRole('textbox', { name: 'Anrede', exact: true }).inputValue(),
    act: async (page, tag) => {
      await page.getByRole('textbox', { name: 'Anrede', exact: true }).fill(`Sehr geehrte Damen und Herren (${tag}),`);
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    },
    done: (page) => page.getByText('Angebot 39 wurde gespeichert.').waitFor({ timeout: 30_000 }),
    saved: (_before, tag) => `Sehr geehrte Damen und Herren (${tag}),`,
  },
  {
    name: 'a Rückfrage sent',
    role: 'Experte',
    // The seed's Bayern · Buchdrucker holds six open records; the Rückfrage goes to the first.
    path: '/dashboard',
    call: 'a_update_kaefer_with_message',
    lockedTable: 'data.kaefer',
    login: 'experte',
    ready: async (page) => {
      const cell = page.getByRole('button', { name: /^Buchdrucker in Bayern: \d+ offen$/ });
      const firstReport = reports(page).locator('tbody tr').first();
      await cell.or(firstReport).first().waitFor({ timeout: 30_000 });
      // After a reload the address holds the cell already.
      if (!(await firstReport.isVisible())) await cell.click();
      // Not the rows shown while the list loads (the landing page may be there before the database).
      await reports(page)
        .and(page.locator(':not([aria-busy])'))
        .locator('tbody tr')
        .first()
        .waitFor({ timeout: 30_000 });
    },
    shown: (page) => columns(reports(page), [1]),
    act: async (page) => {
      await reports(page).locator('tbody tr').first().click();
      await page.getByRole('heading', { level: 3, name: /^Meldung \d+$/ }).waitFor();
      await page.keyboard.press('r');
      const composer = page.getByRole('group', { name: 'Rückfrage an die meldende Person' });
      await composer.getByRole('combobox', { name: 'Textvorlage' }).selectOption('unterseite');
      await composer.getByRole('button', { name: 'Rückfrage senden' }).click();
    },
    done: (page) => page.getByText(/^Meldung \d+ mit Rückfrage an die meldende Person\.$/).waitFor({ timeout: 30_000 }),
    // The record asked about leaves the open records.
    saved: (before) => before.split('\n').slice(1).join('\n'),
  },
  {
    name: 'a georeferencing saved',
    role: 'Experte',
    path: '/gis/index?karte=3',
    call: 'a_save_georeference',
    lockedTable: 'data.karte',
    login: 'experte',
    ready: (page) => points(page).locator('tbody tr').first().waitFor({ timeout: 30_000 }),
    // Pixel X and Y, Rechtswert and Hochwert of each point (its number changes as points go).
    shown: (page) => columns(points(page), [3, 4, 5, 6]),
    act: async (page) => {
      await page.getByRole('button', { name: 'Punkt 1 löschen' }).click();
      await page.getByRole('button', { name: 'Georeferenzierung speichern' }).click();
    },
    done: (page) =>
      page.getByTestId('georef-editor').getByText('Gespeichert', { exact: true }).waitFor({ timeout: 30_000 }),
    saved: (before) => before.split('\n').slice(1).join('\n'),
  },
];

/** Whether what the screen shows after the reload is the save whole, or nothing of it; anything else throws. */
export function outcome(
  save: CutSave,
  before: string,
  after: string,
  tag: string,
): 'gespeichert' | 'nicht gespeichert' {
  if (after === before) return 'nicht gespeichert';
  if (after === save.saved(before, tag)) return 'gespeichert';
  throw new Error(`${save.name}: half saved?\nbefore:\n${before}\nafter:\n${after}`);
}

/** Every dialog of the page accepted, its type noted: a reload's leave prompt is `beforeunload`. */
export function acceptPrompts(page: Page): string[] {
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  return prompts;
}

/**
 * Whether leaving the page now would ask first: a `beforeunload` event sent to the page, whose
 * guards cancel it while a write is under way or a form holds changes. After a save the screen
 * says "gespeichert" a render before the guard hears that nothing is left (the editor reports
 * it in an effect), so a test waits for this before it reloads, as a person cannot be quicker.
 */
export const asksBeforeLeaving = (page: Page) =>
  page.evaluate(() => {
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    return leaving.defaultPrevented;
  });
