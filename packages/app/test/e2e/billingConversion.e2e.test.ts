import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoDataRequests, eventually, openSignedIn, setupBrowser } from './browser';

const browser = setupBrowser();

/** Offer 39 of the seed: `versendet`, two positions; the invoices run 1…60, so the next is 61. */
const OFFER = 39;

const offerPath = (fault: string) => `/dashboard?bereich=angebote&id=${OFFER}${fault}`;
const offerShown = (page: Page) => page.getByRole('heading', { level: 1, name: `Angebot ${OFFER}` }).waitFor();

async function openOffer(page: Page, fault = '') {
  await page.goto(browser.baseUrl + offerPath(fault));
  await offerShown(page);
}

/** Straight onto the offer as the administrator, signed in before (the demo boots once). */
async function openOfferSignedIn(page: Page, fault = '') {
  await openSignedIn(page, browser.baseUrl, offerPath(fault), 'Administrator');
  await offerShown(page);
}

const convertDialog = (page: Page) => page.getByRole('dialog', { name: `Rechnung aus Angebot ${OFFER}` });

async function openConversion(page: Page) {
  await page.getByRole('button', { name: 'In Rechnung umwandeln' }).click();
  await eventually(() => convertDialog(page).getByLabel('Rechnungsdatum').inputValue()).not.toBe('');
}

/**
 * The invoices the demo's data service holds, as its list shows them: how many, and the newest
 * number (the list's default order). With the seed's 1…60 and numbers that are unique and
 * counted up, "61 Rechnungen, newest 61" means 1…61: no gap, no duplicate.
 */
async function invoicesListed(page: Page): Promise<{ count: string; newest: string }> {
  await page.goto(`${browser.baseUrl}/dashboard?bereich=rechnungen`);
  const count = page.getByRole('search', { name: 'Alle Rechnungen filtern' }).getByRole('status');
  const numbers = page.getByRole('table', { name: 'Alle Rechnungen' }).locator('tbody tr td:nth-child(1)');
  await eventually(() => count.innerText()).toMatch(/^\d+ Rechnungen$/);
  await numbers.first().waitFor();
  return { count: await count.innerText(), newest: (await numbers.first().innerText()).trim() };
}

/** The data-service procedures this document has called, in order. */
const procedures = async (page: Page) =>
  (await demoDataRequests(page)).flatMap(({ url }) => /\/rpc\/(\w+)/.exec(url)?.[1] ?? []);

/** The steps the app used to send on its own for a conversion; now one call of ours does it all. */
const FORMER_STEPS = ['a_add_invoice', 'a_update_invoice_details', 'a_insert_position', 'a_update_offer_details'];

/**
 * Offer → invoice with a fault on the one call that does it all: no empty invoice is left, no
 * number is used up, the retry makes exactly one invoice (61, with the offer's texts and both
 * positions), the message never says an invoice exists that does not, and none of the steps
 * the app used to send on their own (each of which could fail alone) goes out.
 */
describe('offer → invoice is all or nothing in demo mode', () => {
  it('with a fault on a_convert_offer_to_invoice: one complete invoice 61 after the retry, no gap, no duplicate', async () => {
    const page = await browser.newPage();
    await openOfferSignedIn(page, '&fault=a_convert_offer_to_invoice:500x1');
    const anrede = await page.getByRole('textbox', { name: 'Anrede' }).inputValue();
    await openConversion(page);
    await convertDialog(page).getByRole('button', { name: 'Rechnung erstellen' }).click();

    const failed = convertDialog(page).getByText('Die Rechnung wurde nicht angelegt.');
    await failed.waitFor();
    // Nothing was created: the dialog says so, never that an incomplete invoice exists.
    expect(await convertDialog(page).innerText()).not.toMatch(/wurde angelegt, aber/);
    await convertDialog(page).getByRole('button', { name: 'Rechnung erstellen' }).click();

    await page.getByRole('heading', { level: 1, name: 'Rechnung 61' }).waitFor();
    await page.getByRole('button', { name: 'Position 2 bearbeiten' }).waitFor();
    expect(await page.getByRole('button', { name: /^Position \d+ bearbeiten$/ }).count()).toBe(2);
    await eventually(() => page.getByRole('textbox', { name: 'Anrede' }).inputValue()).toBe(anrede);
    const sent = await procedures(page);
    expect(sent.filter((call) => call === 'a_convert_offer_to_invoice')).toHaveLength(2);
    expect(sent.filter((call) => FORMER_STEPS.includes(call))).toEqual([]);
    expect(await invoicesListed(page)).toEqual({ count: '61 Rechnungen', newest: '61' });
  });

  it('asks before billing a billed offer again, naming the invoice it became', async () => {
    const page = await browser.newPage();
    await openOfferSignedIn(page);
    await openConversion(page);
    await convertDialog(page).getByRole('button', { name: 'Rechnung erstellen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnung 61' }).waitFor();

    await openOffer(page);
    await openConversion(page);
    const dialog = convertDialog(page);
    expect(await dialog.innerText()).toContain('Dieses Angebot wurde bereits als Rechnung 61 abgerechnet.');
    await dialog.getByRole('button', { name: 'Weitere Rechnung erstellen' }).click();
    await dialog.getByText('Bitte bestätigen Sie, dass eine weitere Rechnung entstehen soll.').waitFor();
    // Unconfirmed, nothing went to the service.
    expect((await procedures(page)).filter((call) => call === 'a_convert_offer_to_invoice')).toEqual([]);
    await dialog
      .getByRole('checkbox', { name: 'Ja, zusätzlich zu Rechnung 61 eine weitere Rechnung erstellen' })
      .check();
    await dialog.getByRole('button', { name: 'Weitere Rechnung erstellen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnung 62' }).waitFor();
    expect(await invoicesListed(page)).toEqual({ count: '62 Rechnungen', newest: '62' });
  });
});
