import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** What the editor's "E-Rechnung" menu offers, as its items begin. */
export type EInvoiceItem = 'ZUGFeRD-PDF' | 'XRechnung (UBL)' | 'XRechnung (CII)';

/** Opens the editor's "E-Rechnung" menu, picks `item` and returns the file's name and bytes. */
export async function downloadEInvoice(page: Page, item: EInvoiceItem): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'E-Rechnung' }).click();
  const startsWith = new RegExp(`^${item.replace(/[()]/g, '\\$&')}`);
  await page.getByRole('menuitem', { name: startsWith }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) as string) };
}

/** The files a PDF carries (its /EmbeddedFiles), as pdf.js reads them. */
export async function attachmentsOfPdf(
  bytes: Uint8Array,
): Promise<Record<string, { filename: string; content: Uint8Array }>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  return ((await document.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
}
