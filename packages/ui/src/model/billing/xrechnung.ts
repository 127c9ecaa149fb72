/**
 * XRechnung export: the invoice as EN 16931 XML in the XRechnung 3.0
 * UBL syntax. The writer (xrechnungUbl.ts) loads only when an export is asked for.
 *
 * Why our own writer and not @e-invoice-eu/core (checked: 2.3.4, the latest on npm): its
 * ES module imports Node's child_process, fs, path and url and the spreadsheet, PDF and
 * JSON-schema libraries it needs for its other formats; its browser bundle is 1.6 MB
 * minified. One invoice in one syntax needs a few hundred lines; the tests check every
 * export with that library as an independent implementation.
 */
import type { XRechnungInput } from './xrechnungRules';

export { unitCodeOf } from './einvoice';

/** The invoice as XRechnung XML; rejects with an XRechnungError when a rule would break. */
export async function buildXRechnungXml(input: XRechnungInput): Promise<string> {
  const { writeXRechnungUbl } = await import('./xrechnungUbl');
  return writeXRechnungUbl(input);
}

/** The export's file name: "XRechnung-2025017.xml". */
export const xrechnungFileName = (invoiceId: number) => `XRechnung-${invoiceId}.xml`;
