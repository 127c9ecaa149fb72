/**
 * An invoice sent by e-mail in the demo (issue "A business year of billing, part 2", "Sent by e-mail"): a draft invoice of a
 * business that takes the ZUGFeRD PDF is issued and sent in one step; the Postausgang shows the
 * mail with its PDF, which carries the CII, and the invoice lists the send.
 */
import { createSeed } from '@waldmonitor/dataservice/seed';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openSignedIn, setupBrowser } from './browser';
import { attachmentsOfPdf } from './eInvoiceDownload';

const browser = setupBrowser();

describe('an invoice sent by e-mail in the demo', () => {
  it('a draft is issued and sent; the Postausgang shows the mail with its PDF', async () => {
    const seed = createSeed();
    const byMail = new Map(
      seed.clientEInvoice.filter((row) => row.e_schema === 'EM').map((row) => [row.client_id, row.e_adresse]),
    );
    const draft = seed.rechnung.find((invoice) => !invoice.archiviert && byMail.has(invoice.client_id ?? -1));
    if (!draft) throw new Error('the seed has no draft invoice of a client with an e-mail address');
    const address = byMail.get(draft.client_id ?? -1) as string;
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSignedIn(page, browser.baseUrl, `/dashboard?bereich=rechnungen&id=${draft.id}`, 'Administrator');
    await page.getByRole('heading', { level: 1, name: `Rechnung ${draft.id}` }).waitFor();

    await page.getByRole('button', { name: 'Per E-Mail senden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechnung per E-Mail senden' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /^An/ }).inputValue()).toBe(address);
    expect(await dialog.getByRole('note').innerText()).toContain('Mit dem Senden wird sie gestellt');
    await dialog.getByRole('button', { name: 'Stellen und senden' }).dblclick();
    await dialog.waitFor({ state: 'hidden' });

    // Issued by the send, and the send listed with the outbox's state.
    await page.getByText('archiviert – nur lesbar').waitFor();
    const sends = page.getByRole('list', { name: 'Versand, neuester zuerst' });
    await sends.waitFor();
    expect(await sends.getByRole('listitem').count()).toBe(1);
    expect(await sends.innerText()).toContain(`an ${address}`);
    expect(await sends.innerText()).toContain('wartet auf Versand');

    // The Postausgang: the mail, once, with its PDF.
    await page
      .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
      .getByRole('link', { name: 'Postausgang' })
      .click();
    const row = page.getByRole('row', { name: new RegExp(`Rechnung ${draft.id} vom`) });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain(`Anhang: Rechnung-${draft.id}.pdf`);
    await row.getByRole('button', { name: new RegExp(`^Rechnung ${draft.id} vom`) }).click();
    const mail = page.getByRole('dialog', { name: new RegExp(`^Rechnung ${draft.id} vom`) });
    const download = page.waitForEvent('download');
    await mail.getByRole('button', { name: 'Anhang herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Rechnung-${draft.id}.pdf`);
    const attached = Object.values(await attachmentsOfPdf(readFileSync((await file.path()) as string)));
    expect(attached.map((one) => one.filename)).toEqual(['factur-x.xml']);
    expect(errors).toEqual([]);
  });
});
