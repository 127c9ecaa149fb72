import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, navbar, openAndSignIn, setupBrowser, signIn, waitForPath } from './browser';

const browser = setupBrowser();

/** The figure of the citizens' dashboard: "<n> geprüfte und veröffentlichte Funde". */
async function publishedCount(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: 'veröffentlichte Funde' }).innerText();
  return Number(text.replace(/\D/g, ''));
}

async function signOut(page: Page) {
  await navbar(page)
    .getByRole('button', { name: /^Benutzermenü/ })
    .click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await waitForPath(page, '/login');
}

/**
 * The review end to end: an expert opens a cell of the matrix, publishes one record and asks about
 * another; a citizen then sees the published count go up. The seed's Bayern · Buchdrucker
 * holds six open records, the newest 187, then 201 and 232.
 */
describe('the review queue in demo mode', () => {
  it('an expert publishes a record and asks about another; the citizen’s published count goes up', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await openAndSignIn(page, browser.baseUrl, 'Standard-Nutzer');
    await eventually(() => publishedCount(page)).toBeGreaterThan(0);
    const before = await publishedCount(page);
    await page.getByText(/Käferfunde werden außerhalb dieser Anwendung gemeldet/).waitFor();
    await signOut(page);

    await signIn(page, 'Experte');
    await page.getByRole('heading', { level: 1, name: 'Prüfliste' }).waitFor();
    await page.getByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }).click();
    await eventually(async () => new URL(page.url()).search).toContain('land=BY');
    await page.getByText('6 Meldungen').waitFor();
    const list = page.getByRole('table', { name: 'Meldungen', exact: true });
    await list.getByRole('row').nth(1).click();
    await page.getByRole('heading', { level: 3, name: 'Meldung 187' }).waitFor();
    expect(new URL(page.url()).searchParams.get('fund')).toBe('187');

    await page.keyboard.press('v');
    await page.getByText('Meldung 187 veröffentlicht.').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Meldung 201' }).waitFor();

    await page.keyboard.press('r');
    const composer = page.getByRole('group', { name: 'Rückfrage an die meldende Person' });
    await composer.getByRole('combobox', { name: 'Textvorlage' }).selectOption('unterseite');
    await composer.getByRole('button', { name: 'Rückfrage senden' }).click();
    await page.getByText('Meldung 201 mit Rückfrage an die meldende Person.').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Meldung 232' }).waitFor();
    await page.getByText('4 Meldungen').waitFor();
    await signOut(page);

    await signIn(page, 'Standard-Nutzer');
    await eventually(() => publishedCount(page)).toBe(before + 1);
    expect(errors).toEqual([]);
  });
});
