import type { Page } from 'playwright-core';
import { eventually } from './browser';

/** The document's gross amount as text, with Intl's no-break space read as a space. */
export const gross = async (page: Page) =>
  (
    await page
      .getByLabel('Summen')
      .locator('dt', { hasText: 'Brutto' })
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
  ).replace(/\s/g, ' ');

async function addFromTemplate(page: Page, templateId: string, count: number) {
  await page.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }).selectOption(templateId);
  await page.getByRole('button', { name: `Position ${count} bearbeiten` }).waitFor();
}

/**
 * On the editor of the new offer 41: three positions from the templates, the offer converted
 * into invoice 61 with the same gross, and that invoice archived.
 */
export async function billOfferAndArchive(page: Page): Promise<void> {
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
}
