import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STAND_IN = fileURLToPath(new URL('./eInvoiceNodeStandIn.ts', import.meta.url));

/** Whose imports of what resolve to the stand-ins: the library's, and its XML builder's callback builder's. */
const STOOD_IN: readonly { importer: RegExp; sources: ReadonlySet<string> }[] = [
  {
    importer: /[\\/]node_modules[\\/]@e-invoice-eu[\\/]core[\\/]/,
    sources: new Set(['child_process', 'fs', 'path', 'url', 'tmp-promise', '@e965/xlsx']),
  },
  {
    importer: /[\\/]node_modules[\\/]xmlbuilder2[\\/]lib[\\/]builder[\\/]XMLBuilderCBImpl\.js$/,
    sources: new Set(['events']),
  },
];

/**
 * @e-invoice-eu/core (the CII and hybrid-PDF writer) in the browser: its one module imports
 * Node's fs, child_process, path and url, tmp-promise (whose `tmp` registers a process exit
 * handler as it loads: no module of a page can) and a 1 MB spreadsheet reader, all for its
 * spreadsheet input, which the app never uses. From that module they resolve to stand-ins
 * that throw when called (eInvoiceNodeStandIn.ts); other packages keep their own. So does
 * the EventEmitter that xmlbuilder2's callback builder extends as it loads (the library
 * builds with `create`, never with that builder). Node (the tests) loads the real ones.
 */
export function eInvoiceInBrowser(): Plugin {
  return {
    name: 'waldmonitor:e-invoice-in-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined) return null;
      return STOOD_IN.some((rule) => rule.importer.test(importer) && rule.sources.has(source)) ? STAND_IN : null;
    },
  };
}
