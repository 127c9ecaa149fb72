// The invoice's PDF (≤ 1 s for three pages) and the hybrid ZUGFeRD PDF (≤ 2 s, the PDF included),
// in Chromium: invoicePdfPage/ loads the app's chunks through the package entries the back office
// imports (`@waldmonitor/ui/letter-pdf`, `/e-invoice`), built with Vite in production mode with
// the app's e-invoice plugin and compile hints into a temporary folder and served statically, the
// fonts as build assets that the chunk fetches, as in the app. The first click is timed as a
// person meets it: after the chunks and fonts that an open editor fetches ahead, once the browser
// is idle; the chunks' cold loads are printed beside it, and the median of warm runs after it.
/* global window -- functions passed to page.evaluate run in the browser */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { importTs } from './builds.mjs';
import { startBrowser } from './chromium.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_PDF_MS = 1000;
export const BUDGET_HYBRID_MS = 2000;
const EXPECTED_PAGES = 3;

/**
 * Builds invoicePdfPage/ into a temporary folder; `remove()` deletes it. As the app's build
 * (vite.config.ts) for what reaches these chunks: the e-invoice library's Node imports stood in
 * for, the compile hints, and no preload lists, so an import() fetches a chunk's own imports after it, as there.
 * The `@waldmonitor/*` entries resolve through the workspaces' links in node_modules, as in the app.
 */
async function buildPdfPage() {
  const { eInvoiceInBrowser } = await importTs('scripts/build/eInvoiceInBrowser.ts');
  const { compileHint } = await importTs('scripts/build/compileHint.ts');
  const outDir = mkdtempSync(join(tmpdir(), 'waldmonitor-bench-pdf-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./invoicePdfPage/', import.meta.url)),
    mode: 'production',
    logLevel: 'error',
    plugins: [eInvoiceInBrowser()],
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: false,
      rolldownOptions: { output: { postBanner: compileHint } },
    },
  });
  return { dir: outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** Pages and attached files of a PDF, as pdf.js (a PDF viewer's engine) reads it. */
async function readPdf(base64) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const document = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const attachments = Object.values((await document.getAttachments()) ?? {}).map((file) => file.filename);
  const read = { bytes: bytes.length, pages: document.numPages, attachments };
  await document.destroy();
  return read;
}

export async function measureInvoicePdf(runs) {
  const built = await buildPdfPage();
  const browser = await startBrowser(built.dir);
  const { page, close } = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto(`${browser.baseUrl}/`);
    await page.waitForFunction(() => typeof window.runBench === 'function', null, { timeout: 30_000 });
    const result = await page.evaluate((count) => window.runBench(count), runs);
    const pdf = await readPdf(result.pdf);
    const hybrid = await readPdf(result.hybrid);
    const { letterChunkMs, fontsMs } = result.ahead;
    const { firstPdfMs, firstHybridMs } = result.cold;
    return {
      runs,
      pdf,
      hybrid,
      ahead: result.ahead,
      cold: result.cold,
      // A first "PDF herunterladen" in an editor open for a moment: the chunk and fonts are there.
      firstPdfMs,
      // A first ZUGFeRD PDF there: the letter's first PDF and the hybrid made from it.
      firstHybridMs: firstPdfMs + firstHybridMs,
      // A click before the fetch ahead was done: the letter's chunk and fonts on top.
      unfetchedPdfMs: letterChunkMs + fontsMs + firstPdfMs,
      pdfMs: median(result.pdfMs),
      hybridMs: median(result.hybridMs),
      pdfRunsMs: result.pdfMs,
      hybridRunsMs: result.hybridMs,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(pageErrors.length ? `${message}; im Browser: ${pageErrors.join('; ')}` : message);
  } finally {
    await close();
    await browser.close();
    built.remove();
  }
}

const pagesText = ({ pages }) => `${pages} Seiten${pages === EXPECTED_PAGES ? '' : ` (erwartet ${EXPECTED_PAGES})`}`;
const kB = (bytes) => `${Math.round(bytes / 1024)} kB`;

export function printInvoicePdf({
  runs,
  pdf,
  hybrid,
  ahead,
  cold,
  firstPdfMs,
  firstHybridMs,
  unfetchedPdfMs,
  pdfMs,
  hybridMs,
}) {
  heading(
    `Rechnung als PDF in Chromium: PDF ${pagesText(pdf)}, ${kB(pdf.bytes)}; ZUGFeRD-PDF ${pagesText(hybrid)}, ` +
      `${kB(hybrid.bytes)}, Anhang ${hybrid.attachments.join(', ') || 'keiner'}`,
  );
  const ms = (value) => `${Math.round(value)} ms`;
  const pdfBudget = { budget: { max: BUDGET_PDF_MS }, digits: 0 };
  const hybridBudget = { budget: { max: BUDGET_HYBRID_MS }, digits: 0 };
  console.log(
    figureLine('Vorab geladen, solange der Editor offen ist (kalt)', ahead.letterChunkMs + ahead.fontsMs, 'ms', {
      digits: 0,
      extra: `(PDF-Chunk ${ms(ahead.letterChunkMs)}, Schriften ${ms(ahead.fontsMs)}; E-Rechnungs-Chunk ${ms(ahead.eInvoiceChunkMs)})`,
    }),
  );
  console.log(
    figureLine('PDF, erster Klick, vorgeladen (im Browser)', firstPdfMs, 'ms', {
      ...pdfBudget,
      extra: `(ohne Vorladen ${ms(unfetchedPdfMs)}: Chunk, Schriften, PDF)`,
    }),
  );
  console.log(figureLine(`PDF, Median aus ${runs} Läufen (im Browser)`, pdfMs, 'ms', pdfBudget));
  console.log(
    figureLine('ZUGFeRD-PDF, erster Klick, vorgeladen (im Browser)', firstHybridMs, 'ms', {
      ...hybridBudget,
      extra: `(PDF ${ms(cold.firstPdfMs)}, PDF/A-3 mit CII ${ms(cold.firstHybridMs)})`,
    }),
  );
  console.log(figureLine(`ZUGFeRD-PDF, Median aus ${runs} Läufen (im Browser)`, hybridMs, 'ms', hybridBudget));
}
