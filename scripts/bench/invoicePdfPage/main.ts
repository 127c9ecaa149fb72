// The bench's invoice PDF figures (invoicePdf.mjs): the app's two PDF chunks, loaded as the back
// office loads them (fetched ahead while a document's editor is open: DocumentEditorSection.tsx in
// packages/app), timed in the browser on a page of their own, so that the figures are the chunks'
// alone. The fonts are fetched from the build's assets, as in the app.
// The modules are the files `@waldmonitor/ui/letter-pdf`, `/e-invoice` and `/model` name
// (packages/ui/package.json), by path: the root workspace does not depend on the ui package.
import type { LetterInput } from '../../../packages/ui/src/model/billing/letterPdf';
import type { XRechnungInput } from '../../../packages/ui/src/model';
import { STORY_BILLED_CLIENT, THREE_PAGE_INVOICE } from '../../../packages/ui/src/screens/backoffice/billingStoryData';

/** The three-page invoice, archived, to the billed client. */
const client = { ...STORY_BILLED_CLIENT, client_id: 7 };
const invoice = { ...THREE_PAGE_INVOICE.document, client_id: 7, archiviert: true };
const { issuer, positions, terms } = THREE_PAGE_INVOICE;
const letter: LetterInput = { ...THREE_PAGE_INVOICE, client, document: invoice };
/** A business client without a Leitweg-ID: the hybrid is Factur-X "EN 16931". */
const input: XRechnungInput = {
  issuer,
  client,
  invoice,
  positions,
  einvoice: { client_id: 7, e_adresse: 'rechnung@kunde.example', e_schema: 'EM', leitweg_id: null },
  terms,
};

/** Bytes as base64, in slices (a spread of a whole PDF into fromCharCode would overflow the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** Until the browser is idle, as the app's queue of code fetched ahead waits before each load. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));

/**
 * First what the app fetches ahead while an invoice's editor is open (DocumentEditorSection):
 * the letter's chunk with its fonts, then the e-invoice chunk, each timed cold and each after
 * the browser was idle. Then the first click, once idle again: the first PDF and the first
 * hybrid, timed step by step. Then `runs` warm runs, each the letter's PDF and the hybrid made
 * from it, as the "E-Rechnung" menu's ZUGFeRD item makes it: `pdfMs` the PDF alone, `hybridMs` both.
 */
async function runBench(runs: number) {
  const since = (start: number) => performance.now() - start;
  await idle();
  let start = performance.now();
  const letterPdf = await import('../../../packages/ui/src/model/billing/letterPdf');
  const letterChunkMs = since(start);
  start = performance.now();
  await letterPdf.loadLetterFonts();
  const fontsMs = since(start);
  await idle();
  start = performance.now();
  const eInvoice = await import('../../../packages/ui/src/model/billing/eInvoiceFormats');
  const eInvoiceChunkMs = since(start);
  await idle();

  const name = letterPdf.letterPdfFileName(letter);
  start = performance.now();
  let pdf = await letterPdf.createLetterPdf(letter);
  const firstPdfMs = since(start);
  start = performance.now();
  let hybrid = await eInvoice.writeHybridPdf(input, pdf, name);
  const firstHybridMs = since(start);

  const pdfMs: number[] = [];
  const hybridMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    start = performance.now();
    pdf = await letterPdf.createLetterPdf(letter);
    pdfMs.push(since(start));
    hybrid = await eInvoice.writeHybridPdf(input, pdf, name);
    hybridMs.push(since(start));
  }
  return {
    ahead: { letterChunkMs, fontsMs, eInvoiceChunkMs },
    cold: { firstPdfMs, firstHybridMs },
    pdfMs,
    hybridMs,
    pdf: base64Of(pdf),
    hybrid: base64Of(hybrid),
  };
}

declare global {
  interface Window {
    runBench: typeof runBench;
  }
}

window.runBench = runBench;
