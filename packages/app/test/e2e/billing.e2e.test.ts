import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventually, openAndSignIn, setupBrowser } from './browser';
import { attachmentsOfPdf, downloadEInvoice } from './eInvoiceDownload';
import { billOfferAndArchive, gross } from './offerToInvoice';

const browser = setupBrowser();

/** The text of every page of a PDF, as pdf.js (a PDF viewer's engine) reads it; no-break spaces as spaces. */
async function textOfPdf(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
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

    await billOfferAndArchive(page);

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
    // Its PDF, made in the page from the same letter: read back, it says what the letter says.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('Rechnung-61.pdf');
    const pdfText = await textOfPdf(readFileSync((await pdf.path()) as string));
    expect(pdfText).toContain('Rechnung Nr. 61');
    expect(pdfText).toContain('Stadt Calw');
    expect(pdfText).toContain('271,32 €');
    await page.getByRole('button', { name: 'Schließen' }).first().click();

    // The e-invoices: XRechnung as UBL and as CII, well-formed (the browser's own parser) and
    // naming invoice 61; the ZUGFeRD PDF carries the CII of the same amounts and reads as the letter.
    const xmlOf = (bytes: Buffer) =>
      page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const first = (name: string) => doc.getElementsByTagNameNS('*', name)[0]?.textContent ?? null;
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.localName,
          id: first('ID'),
          due: first('PayableAmount') ?? first('DuePayableAmount'),
        };
      }, bytes.toString('utf8'));
    const ubl = await downloadEInvoice(page, 'XRechnung (UBL)');
    expect(ubl.name).toBe('XRechnung-61.xml');
    expect(await xmlOf(ubl.bytes)).toEqual({ errors: 0, root: 'Invoice', id: '61', due: '271.32' });
    const cii = await downloadEInvoice(page, 'XRechnung (CII)');
    expect(cii.name).toBe('XRechnung-61-CII.xml');
    expect(await xmlOf(cii.bytes)).toMatchObject({ errors: 0, root: 'CrossIndustryInvoice', due: '271.32' });
    const hybrid = await downloadEInvoice(page, 'ZUGFeRD-PDF');
    expect(hybrid.name).toBe('Rechnung-61.pdf');
    expect(await textOfPdf(hybrid.bytes)).toContain('Rechnung Nr. 61');
    const attachments = Object.values(await attachmentsOfPdf(hybrid.bytes));
    expect(attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/^(factur-x|xrechnung)\.xml$/)]);
    expect(await xmlOf(Buffer.from(attachments[0]?.content ?? []))).toMatchObject({
      errors: 0,
      root: 'CrossIndustryInvoice',
      due: '271.32',
    });
    expect(errors).toEqual([]);
  });
});
