/**
 * E-invoices beyond the UBL: XRechnung as CII and the hybrid PDF (ZUGFeRD / Factur-X), loaded
 * only when one is asked for (the library, its invoice schema and its XML builder: 120 kB gzip).
 */
export { hybridProfileOf, writeCiiXml, writeHybridPdf, type CiiProfile } from './writeEInvoice';
export { libraryInvoiceOf } from './libraryInvoice';

/** "XRechnung-2025017-CII.xml". */
export const ciiFileName = (invoiceId: number) => `XRechnung-${invoiceId}-CII.xml`;
