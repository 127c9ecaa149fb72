import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, openAndSignIn, setupBrowser } from './browser';

const browser = setupBrowser();

const sums = (page: Page) => page.getByLabel('Summen');
/** The gross amount as text, with Intl's no-break space read as a space. */
const gross = async (page: Page) =>
  (await sums(page).locator('dt', { hasText: 'Brutto' }).locator('xpath=following-sibling::dd[1]').innerText()).replace(
    /\s/g,
    ' ',
  );

async function addFromTemplate(page: Page, templateId: string, count: number) {
  await page.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }).selectOption(templateId);
  await page.getByRole('button', { name: `Position ${count} bearbeiten` }).waitFor();
}

/** Billing end to end: an offer becomes an invoice, which is archived and then read-only after a reload. */
describe('offers and invoices in demo mode', () => {
  it('an administrator creates an offer with three positions, converts it, archives the invoice; after a reload it is read-only', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openAndSignIn(page, browser.baseUrl, 'Administrator');

    await page
      .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
      .getByRole('link', { name: 'Angebote' })
      .click();
    await page.getByText(/^40 Angebote$/).waitFor();
    await page.getByRole('button', { name: 'Angebot anlegen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Angebot anlegen' });
    // The client is searched on the service (first matches of name or place), never read from every client.
    await dialog.getByRole('combobox', { name: 'Kunde' }).fill('calw');
    await dialog.locator('[role="option"][data-value="3"]').click();
    await eventually(() => dialog.getByLabel('Angebotsdatum').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Angebot anlegen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Angebot 41' }).waitFor();

    // Anfahrtspauschale 65 €, Georeferenzierung 85 €, Vor-Ort-Begehung 78 €: 228 € net, 43,32 € VAT.
    await addFromTemplate(page, '6', 1);
    await addFromTemplate(page, '2', 2);
    await addFromTemplate(page, '5', 3);
    await eventually(() => gross(page)).toBe('271,32 €');

    await page.getByRole('button', { name: 'In Rechnung umwandeln' }).click();
    const convert = page.getByRole('dialog', { name: 'Rechnung aus Angebot 41' });
    await eventually(() => convert.getByLabel('Rechnungsdatum').inputValue()).not.toBe('');
    await convert.getByRole('button', { name: 'Rechnung erstellen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnung 61' }).waitFor();
    await page.getByRole('button', { name: 'Position 3 bearbeiten' }).waitFor();
    await eventually(() => gross(page)).toBe('271,32 €');

    await page.getByRole('button', { name: 'Archivieren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Rechnung 61 archivieren?' });
    await confirm.getByRole('button', { name: 'Archivieren' }).click();
    await page.getByRole('note').filter({ hasText: 'archiviert' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Rechnung 61' }).waitFor();
    await page.getByRole('note').filter({ hasText: 'kann nicht mehr geändert werden' }).waitFor();
    await eventually(() => gross(page)).toBe('271,32 €');
    expect(await page.getByRole('textbox', { name: 'Anrede' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Position \d bearbeiten/ }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }).count()).toBe(0);

    // The print view (loaded only now) shows the letter.
    await page.getByRole('button', { name: 'Drucken / PDF' }).click();
    const letter = page.getByRole('article', { name: 'Rechnung 61' });
    await letter.waitFor();
    expect(await letter.innerText()).toContain('Stadt Calw');
    await page.getByRole('button', { name: 'Schließen' }).first().click();

    // The XRechnung download: well-formed XML (the browser's own parser) that names invoice 61.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'XRechnung herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('XRechnung-61.xml');
    const xml = readFileSync((await file.path()) as string, 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        id: doc.getElementsByTagNameNS('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2', 'ID')[0]
          ?.textContent,
      };
    }, xml);
    expect(parsed).toEqual({ errors: 0, id: '61' });
    expect(errors).toEqual([]);
  });
});
