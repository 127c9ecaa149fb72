/**
 * The invoice's PDF and its hybrid (ZUGFeRD) for a three-page invoice: layout, pdf-lib with the
 * embedded fonts, and the CII written into a PDF/A-3 by @e-invoice-eu/core, each the median of
 * `runs`. Loaded by scripts/bench.mjs through Vite's module runner, in Node (V8, as Chromium):
 * the same code the browser's chunk runs, with the fonts read from disk instead of fetched and
 * happy-dom's DOMParser for the UBL the hybrid is converted from.
 */
import { Window } from 'happy-dom';
import {
  STORY_BILLED_CLIENT,
  STORY_INVOICE,
  STORY_ISSUER,
} from '../../packages/ui/src/screens/backoffice/billingStoryData';
import { defaultInvoiceTerms } from '../../packages/ui/src/model/billing/einvoice';
import { writeHybridPdf } from '../../packages/ui/src/model/billing/eInvoiceFormats/writeEInvoice';
import { layoutLetter } from '../../packages/ui/src/model/billing/letterLayout/letterLayout';
import { letterFontsFromDisk } from '../../packages/ui/src/model/billing/letterPdf/letterFontsFromDisk';
import { writeLetterPdf } from '../../packages/ui/src/model/billing/letterPdf/writeLetterPdf';
import type { RechnungPosition } from '../../packages/ui/src/model/entities';
import type { XRechnungInput } from '../../packages/ui/src/model/billing/xrechnungRules';

/** Positions enough for three pages, every fifth with a description. */
const positions: RechnungPosition[] = Array.from({ length: 45 }, (_, index) => ({
  rechnung_id: STORY_INVOICE.id,
  id: index + 1,
  lfd_nr: index + 1,
  anzahl: 2,
  einheit: 'Std.',
  bez: `Aufnahme Bestand Abteilung ${index + 1}`,
  erl_titel: index % 5 === 0 ? 'Leistungsbeschreibung' : null,
  erl: index % 5 === 0 ? 'Aufnahme der Probekreise nach Verfahrensanweisung, Auswertung und Bericht.' : null,
  erl_on: null,
  ep: 48.5,
}));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runInvoicePdfBench(runs: number) {
  (globalThis as { DOMParser?: unknown }).DOMParser ??= new Window().DOMParser;
  const fonts = letterFontsFromDisk();
  const client = { ...STORY_BILLED_CLIENT, client_id: 7 };
  const invoice = { ...STORY_INVOICE, client_id: 7, archiviert: true };
  const terms = defaultInvoiceTerms(STORY_INVOICE.id);
  const input: XRechnungInput = {
    issuer: STORY_ISSUER,
    client,
    invoice,
    positions,
    einvoice: { client_id: 7, e_adresse: 'rechnung@kunde.example', e_schema: 'EM', leitweg_id: null },
    terms,
  };
  const pdfMs: number[] = [];
  const hybridMs: number[] = [];
  let pages = 0;
  let bytes = 0;
  for (let run = 0; run < runs + 1; run++) {
    const start = performance.now();
    const layout = layoutLetter({
      kind: 'rechnung',
      issuer: STORY_ISSUER,
      client,
      document: invoice,
      positions,
      terms,
    });
    const pdf = await writeLetterPdf(layout, fonts, {
      title: layout.title,
      author: STORY_ISSUER.name,
      created: new Date(),
    });
    const made = performance.now();
    const hybrid = await writeHybridPdf(input, pdf, 'Rechnung.pdf');
    const end = performance.now();
    pages = layout.pages.length;
    bytes = hybrid.length;
    // The first run warms the modules up (the browser loads them once per page too).
    if (run === 0) continue;
    pdfMs.push(made - start);
    hybridMs.push(end - start);
  }
  return { runs, pages, hybridBytes: bytes, pdfMs: median(pdfMs), hybridMs: median(hybridMs) };
}
