import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, openAndSignIn, setupBrowser, storedToken } from './browser';

const browser = setupBrowser();

/** Offer 39 of the seed: `versendet`, two positions; the invoices run 1…60, so the next is 61. */
const OFFER = 39;

async function openOffer(page: Page, fault = '') {
  await page.goto(`${browser.baseUrl}/dashboard?bereich=angebote&id=${OFFER}${fault}`);
  await page.getByRole('heading', { level: 1, name: `Angebot ${OFFER}` }).waitFor();
}

const convertDialog = (page: Page) => page.getByRole('dialog', { name: `Rechnung aus Angebot ${OFFER}` });

async function openConversion(page: Page) {
  await page.getByRole('button', { name: 'In Rechnung umwandeln' }).click();
  await eventually(() => convertDialog(page).getByLabel('Rechnungsdatum').inputValue()).not.toBe('');
}

/**
 * The invoice numbers the demo's data service holds, asked as the app asks it (the demo's mock
 * answers every origin), without leaving the editor on screen.
 */
async function invoiceNumbers(page: Page): Promise<number[]> {
  const token = await storedToken(page);
  const rows = await page.evaluate(async (bearer) => {
    const response = await fetch('/data/rpc/a_get_invoices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer ?? ''}` },
      body: '{}',
    });
    return (await response.json()) as { id: number }[];
  }, token);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * Offer → invoice with a fault at each step the app used to send on its own: a_add_invoice,
 * a_update_invoice_details, a_insert_position, a_update_offer_details, and the one call of ours
 * that now does it all. Whatever fails, no empty invoice is left, no number is used up, the
 * retry makes exactly one invoice (61, with the offer's texts and both positions) and the
 * message never says an invoice exists that does not.
 */
describe('offer → invoice is all or nothing in demo mode', () => {
  // Only a fault on the one call the app now sends fails the conversion (nothing is created);
  // the steps it used to send on their own are no separate requests any more.
  it.each([
    ['a_add_invoice', false],
    ['a_update_invoice_details', false],
    ['a_insert_position', false],
    ['a_update_offer_details', false],
    ['a_convert_offer_to_invoice', true],
  ] as const)(
    'with a fault on %s: one complete invoice 61 after the retry, no gap, no duplicate',
    async (step, fails) => {
      const page = await browser.newPage();
      await openAndSignIn(page, browser.baseUrl, 'Administrator');
      await openOffer(page, `&fault=${step}:500x1`);
      const anrede = await page.getByRole('textbox', { name: 'Anrede' }).inputValue();
      await openConversion(page);
      await convertDialog(page).getByRole('button', { name: 'Rechnung erstellen' }).click();

      const created = page.getByRole('heading', { level: 1, name: /^Rechnung \d+$/ });
      const failed = convertDialog(page).getByText('Die Rechnung wurde nicht angelegt.');
      await expect
        .poll(async () => (await created.isVisible()) || (await failed.isVisible()), { timeout: 15_000 })
        .toBe(true);
      expect(await failed.isVisible()).toBe(fails);
      if (fails) {
        // Nothing was created: the dialog says so, never that an incomplete invoice exists.
        expect(await convertDialog(page).innerText()).not.toMatch(/wurde angelegt, aber/);
        await convertDialog(page).getByRole('button', { name: 'Rechnung erstellen' }).click();
      }
      await page.getByRole('heading', { level: 1, name: 'Rechnung 61' }).waitFor();
      await page.getByRole('button', { name: 'Position 2 bearbeiten' }).waitFor();
      expect(await page.getByRole('button', { name: /^Position \d+ bearbeiten$/ }).count()).toBe(2);
      await eventually(() => page.getByRole('textbox', { name: 'Anrede' }).inputValue()).toBe(anrede);
      expect(await invoiceNumbers(page)).toEqual(upTo(61));
    },
  );

  it('asks before billing a billed offer again, naming the invoice it became', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await openOffer(page);
    await openConversion(page);
    await convertDialog(page).getByRole('button', { name: 'Rechnung erstellen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnung 61' }).waitFor();

    await openOffer(page);
    await openConversion(page);
    const dialog = convertDialog(page);
    expect(await dialog.innerText()).toContain('Dieses Angebot wurde bereits als Rechnung 61 abgerechnet.');
    await dialog.getByRole('button', { name: 'Weitere Rechnung erstellen' }).click();
    await dialog.getByText('Bitte bestätigen Sie, dass eine weitere Rechnung entstehen soll.').waitFor();
    expect(await invoiceNumbers(page)).toEqual(upTo(61));
    await dialog
      .getByRole('checkbox', { name: 'Ja, zusätzlich zu Rechnung 61 eine weitere Rechnung erstellen' })
      .check();
    await dialog.getByRole('button', { name: 'Weitere Rechnung erstellen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnung 62' }).waitFor();
    expect(await invoiceNumbers(page)).toEqual(upTo(62));
  });
});
