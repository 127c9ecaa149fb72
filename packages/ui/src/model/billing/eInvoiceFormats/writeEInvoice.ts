/**
 * XRechnung as CII and the hybrid PDF (ZUGFeRD 2.3 / Factur-X 1.07), written by
 * @e-invoice-eu/core from the invoice JSON of our UBL (libraryInvoice.ts): one mapping of an
 * invoice to EN 16931, three syntaxes. The library's format services write; its InvoiceService,
 * which first checks the JSON against its schema with Ajv, is not used here: Ajv compiles its
 * checks with `new Function`, which the Content-Security-Policy forbids. Our own rules
 * (xrechnungRules.ts) run first, as for the UBL; the tests check every kind with the library's
 * schema as well (eInvoiceFormats.test.ts).
 */
import { FormatFactoryService, type Invoice, type Logger } from '@e-invoice-eu/core';
import type { XRechnungInput } from '../xrechnungRules';
import { writeXRechnungUbl } from '../xrechnungUbl';
import { bindGermanCatalogue, CATALOGUE_LANGUAGE } from './germanCatalogue';
import { libraryInvoiceOf } from './libraryInvoice';

/**
 * The CII profile: XRechnung 3.0 (the German CIUS; public buyers need it) or plain EN 16931
 * (Factur-X's "EN 16931" profile, what a business reading ZUGFeRD expects).
 */
export type CiiProfile = 'xrechnung' | 'en16931';

const CII_FORMAT: Record<CiiProfile, string> = { xrechnung: 'XRECHNUNG-CII', en16931: 'CII' };
const HYBRID_FORMAT: Record<CiiProfile, string> = { xrechnung: 'Factur-X-XRechnung', en16931: 'Factur-X-EN16931' };

/** The library's messages go nowhere: what it could report, our rules have refused before. */
const QUIET: Logger = { log() {}, warn() {}, error() {} };

/** The hybrid PDF's profile for the buyer: XRechnung with a Leitweg-ID (a public buyer), else EN 16931. */
export const hybridProfileOf = (input: XRechnungInput): CiiProfile =>
  input.einvoice?.leitweg_id ? 'xrechnung' : 'en16931';

/** The invoice JSON the library writes from; throws an XRechnungError when a rule would break. */
const invoiceJsonOf = (input: XRechnungInput): Invoice => libraryInvoiceOf(writeXRechnungUbl(input));

async function write(format: string, invoice: Invoice, pdf?: { bytes: Uint8Array; fileName: string }) {
  bindGermanCatalogue();
  const service = new FormatFactoryService().createFormatService(format, QUIET);
  service.fillInvoiceDefaults(invoice);
  return service.generate(invoice, {
    format,
    lang: CATALOGUE_LANGUAGE,
    noWarnings: true,
    ...(pdf ? { pdf: { buffer: pdf.bytes, filename: pdf.fileName, mimetype: 'application/pdf' } } : {}),
  });
}

/** The invoice as CII XML in `profile` (XRechnung when left out). */
export async function writeCiiXml(input: XRechnungInput, profile: CiiProfile = 'xrechnung'): Promise<string> {
  return String(await write(CII_FORMAT[profile], invoiceJsonOf(input)));
}

/**
 * The letter's PDF (`pdf`, from createLetterPdf) made a PDF/A-3 with the CII attached as
 * `factur-x.xml` (EN 16931) or `xrechnung.xml` (XRechnung, for buyers with a Leitweg-ID).
 */
export async function writeHybridPdf(input: XRechnungInput, pdf: Uint8Array, fileName: string): Promise<Uint8Array> {
  const invoice = invoiceJsonOf(input);
  const written = await write(HYBRID_FORMAT[hybridProfileOf(input)], invoice, { bytes: pdf, fileName });
  if (typeof written === 'string') throw new Error('the library wrote XML where a PDF was asked for');
  return written;
}
