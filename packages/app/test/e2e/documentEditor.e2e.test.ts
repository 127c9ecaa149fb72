import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, setupBrowser, signIn } from './browser';

const browser = setupBrowser();

/** Signs in as the administrator straight onto `path` (a reload would start the demo's data afresh). */
async function openAs(page: Page, path: string) {
  await page.goto(`${browser.baseUrl}/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, 'Administrator');
}

describe('the invoice editor on a phone', () => {
  it('at 390 px the invoice page does not scroll sideways', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openAs(page, '/dashboard?bereich=rechnungen&id=59');
    await page.getByRole('heading', { level: 1, name: 'Rechnung 59' }).waitFor();
    await page.getByRole('button', { name: 'Position 1 bearbeiten' }).waitFor();
    /** Every box that scrolls sideways, but the positions table's own scroller, and by how much. */
    const sideways = () =>
      page.evaluate(() =>
        [document.documentElement, ...document.body.querySelectorAll('*')]
          .filter((e) => e.scrollWidth - e.clientWidth > 1 && !e.querySelector(':scope > table'))
          .filter((e) => e === document.documentElement || /auto|scroll/.test(getComputedStyle(e).overflowX))
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 30)} +${e.scrollWidth - e.clientWidth} px`,
          ),
      );
    await eventually(sideways).toEqual([]);
  });
});

describe('archiving with unsaved edits (invoice 59)', () => {
  it('saves the changed Anrede first: after a reload the archived invoice and its print hold the new text, and nothing asks to leave', async () => {
    const page = await browser.newPage();
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await openAs(page, '/dashboard?bereich=rechnungen&id=59');
    await page.getByRole('button', { name: 'Position 1 bearbeiten' }).waitFor();
    const anrede = page.getByRole('textbox', { name: 'Anrede', exact: true });
    await anrede.fill('Sehr geehrte Frau Köhler,');
    await page.getByRole('button', { name: 'Archivieren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Rechnung 59 archivieren?' });
    await confirm.getByText('„Archivieren“ speichert sie zuerst.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Archivieren', exact: true }).click();
    await page.getByRole('note').filter({ hasText: 'archiviert' }).waitFor();

    await page.reload();
    await page.getByRole('note').filter({ hasText: 'kann nicht mehr geändert werden' }).waitFor();
    await eventually(() => page.getByRole('textbox', { name: 'Anrede', exact: true }).inputValue()).toBe(
      'Sehr geehrte Frau Köhler,',
    );
    await page.getByRole('button', { name: 'Drucken / PDF' }).click();
    const letter = page.getByRole('article', { name: 'Rechnung 59' });
    await eventually(() => letter.innerText()).toContain('Sehr geehrte Frau Köhler,');
    expect(prompts).toEqual([]);
  });
});
