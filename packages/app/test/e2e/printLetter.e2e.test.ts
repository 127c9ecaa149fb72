/**
 * The invoice letter printed to PDF by Chromium (page.pdf with the page's own @page size):
 * A4, nothing shrunk to fit (the body text keeps its 10.5 pt, the address 9 pt), the
 * recipient's lines inside the DIN 5008 window (45 mm from the top, 20 mm from the left,
 * 85 × 45 mm) and the fold and hole marks at 105, 148.5 and 210 mm on the page. Measured in
 * the PDF itself (pdfText.ts reads the text positions and sizes from its content streams).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@waldmonitor/dataservice/seed';
import { openSignedIn, setupBrowser } from './browser';
import { downloadEInvoice } from './eInvoiceDownload';
import { readPdf } from './pdfText';

const browser = setupBrowser();

const near = (value: number, wanted: number, tolerance: number) => Math.abs(value - wanted) <= tolerance;

describe('the printed invoice letter (DIN 5008)', () => {
  it('is A4 at 100 %, the address inside the window, fold and hole marks printed', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, browser.baseUrl, '/dashboard?bereich=rechnungen&id=52', 'Administrator');
    await page.getByRole('heading', { level: 1, name: 'Rechnung 52' }).waitFor();
    await page.getByRole('button', { name: 'Drucken / PDF' }).click();
    await page.getByRole('article', { name: 'Rechnung 52' }).waitFor();

    const pages = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pages.length).toBeGreaterThan(0);
    const [first] = pages;
    if (!first) throw new Error('no page');
    // A4: 210 × 297 mm = 595.3 × 841.9 pt (Chromium rounds to whole pixels at 96 dpi).
    for (const sheet of pages) {
      expect(near(sheet.widthPt, 595.3, 1.5), `page width ${sheet.widthPt} pt`).toBe(true);
      expect(near(sheet.heightPt, 841.9, 1.5), `page height ${sheet.heightPt} pt`).toBe(true);
    }

    const sizes = first.texts.map((run) => Math.round(run.sizePt * 10) / 10);
    // No shrink to fit: the body text is printed at its 10.5 pt (94 % would make it 9.9 pt).
    expect(sizes).toContain(10.5);
    expect(sizes).not.toContain(9.9);

    // The recipient (9 pt) inside the window: 20–105 mm from the left, 45–90 mm from the top.
    const recipient = first.texts.filter((run) => near(run.sizePt, 9, 0.05) && run.xMm < 105);
    expect(recipient.length).toBeGreaterThanOrEqual(3);
    for (const run of recipient) {
      expect(run.xMm, 'address text from the left edge (mm)').toBeGreaterThanOrEqual(20);
      expect(run.xMm).toBeLessThanOrEqual(105);
      expect(run.yMm, 'address text from the top edge (mm)').toBeGreaterThanOrEqual(45);
      expect(run.yMm).toBeLessThanOrEqual(90);
    }
    // The first recipient line starts 25 mm from the left (window at 20 mm plus its 5 mm indent).
    expect(near(Math.min(...recipient.map((run) => run.xMm)), 25, 0.5)).toBe(true);

    // Nothing printed past the right margin (190 mm), which is what made Chromium shrink the page.
    expect(Math.max(...first.texts.map((run) => run.xMm))).toBeLessThan(190);

    // Fold marks at 105 and 210 mm, the hole mark at 148.5 mm, 5 mm from the left edge.
    const marks = first.rects.filter((rect) => near(rect.xMm, 5, 0.5) && rect.heightMm < 1);
    for (const at of [105, 148.5, 210]) {
      expect(
        marks.some((rect) => near(rect.yMm, at, 0.5)),
        `mark at ${at} mm`,
      ).toBe(true);
    }
  });

  /** The XRechnung (UBL) the editor downloads, as text. */
  async function downloadXRechnung(page: Page): Promise<string> {
    return (await downloadEInvoice(page, 'XRechnung (UBL)')).bytes.toString('utf8');
  }

  it('an archived invoice is corrected by a credit note (381), a final invoice deducts the partial invoices; both print and export', async () => {
    const seed = createSeed();
    const partials = seed.invoiceTerms.filter((terms) => terms.art === 'abschlag').map((terms) => terms.rechnung_id);
    const client = seed.rechnung.find((invoice) => invoice.id === partials[0])?.client_id;
    const open = seed.rechnung.find((invoice) => !invoice.archiviert && invoice.client_id === client);
    if (!open || partials.length !== 2) throw new Error('the seed has no partial invoices');
    const page = await browser.newPage();
    // The credit note: from the archived partial invoice's actions, with its positions and the reference.
    await openSignedIn(page, browser.baseUrl, `/dashboard?bereich=rechnungen&id=${partials[0]}`, 'Administrator');
    await page.getByRole('heading', { level: 1, name: `Rechnung ${partials[0]}` }).waitFor();
    await page.getByRole('button', { name: 'Stornorechnung erstellen' }).click();
    await page.waitForURL((url) => url.searchParams.get('id') !== String(partials[0]));
    const creditId = new URL(page.url()).searchParams.get('id');
    await page.getByRole('heading', { level: 1, name: `Rechnung ${creditId}` }).waitFor();
    await page.getByRole('textbox', { name: 'Rechnungsart' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Rechnungsart' }).inputValue()).toBe(
      `Stornorechnung zu Rechnung ${partials[0]}`,
    );
    const credit = await downloadXRechnung(page);
    expect(credit).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(credit).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(credit).toMatch(new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>${partials[0]}</cbc:ID>`));
    await page.getByRole('button', { name: 'Drucken / PDF' }).click();
    const letter = page.getByRole('article', { name: `Stornorechnung ${creditId}` });
    await letter.waitFor();
    expect(await letter.innerText()).toContain(`Stornorechnung zur Rechnung Nr. ${partials[0]}`);
    await page.getByRole('button', { name: 'Schließen' }).first().click();

    // The final invoice: the open invoice of the same client deducts both partial invoices.
    await page.goto(`${browser.baseUrl}/dashboard?bereich=rechnungen&id=${open.id}`);
    await page.getByRole('heading', { level: 1, name: `Rechnung ${open.id}` }).waitFor();
    await page.getByRole('combobox', { name: 'Rechnungsart' }).selectOption('schluss');
    await page.getByRole('textbox', { name: 'Abgezogene Abschlagsrechnungen' }).fill(partials.join(', '));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Rechnung ${open.id} wurde gespeichert.`).waitFor();
    const final = await downloadXRechnung(page);
    expect(final).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(final).toMatch(/<cbc:PrepaidAmount currencyID="EUR">\d+\.\d\d<\/cbc:PrepaidAmount>/);
    expect(final.match(/<cac:BillingReference>/g)).toHaveLength(2);
  });
});
