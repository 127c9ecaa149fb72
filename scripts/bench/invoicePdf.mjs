// The invoice's PDF (≤ 1 s for three pages) and the hybrid ZUGFeRD PDF (≤ 2 s, the PDF included),
// medians in Node through Vite's module runner (scripts/bench/invoicePdfBench.ts says why Node).
import { importTs } from './builds.mjs';
import { figureLine, heading } from './report.mjs';

export const BUDGET_PDF_MS = 1000;
export const BUDGET_HYBRID_MS = 2000;

export async function measureInvoicePdf(runs) {
  const bench = await importTs('scripts/bench/invoicePdfBench.ts');
  return bench.runInvoicePdfBench(runs);
}

export function printInvoicePdf({ runs, pages, hybridBytes, pdfMs, hybridMs }) {
  heading(`Rechnung als PDF (${pages} Seiten, Median aus ${runs} Läufen, in Node)`);
  console.log(
    figureLine('PDF: Layout, Schriften, pdf-lib', pdfMs, 'ms', { budget: { max: BUDGET_PDF_MS }, digits: 0 }),
  );
  console.log(
    figureLine('ZUGFeRD-PDF: PDF + CII + PDF/A-3', hybridMs, 'ms', {
      budget: { max: BUDGET_HYBRID_MS },
      digits: 0,
      extra: `(${Math.round(hybridBytes / 1024)} kB)`,
    }),
  );
}
