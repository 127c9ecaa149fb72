/**
 * XRechnung as CII and the hybrid PDF, read back: the library's own service (which first checks
 * the JSON against its schema) writes the same CII; the PDF/A-3 carries the XML as its
 * "Alternative" attachment, equal to the separate XML, with the XMP metadata, the output intent
 * and the embedded fonts PDF/A-3 and Factur-X require.
 */
import type { PDFHexString, PDFString } from '@cantoo/pdf-lib';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from '@cantoo/pdf-lib';
import { InvoiceService } from '@e-invoice-eu/core';
import { describe, expect, it } from 'vitest';
import { STORY_BILLED_CLIENT, STORY_INVOICE, STORY_ISSUER } from '../../../screens/backoffice/billingStoryData';
import type { RechnungPosition } from '../../entities';
import { defaultInvoiceTerms } from '../einvoice';
import { layoutLetter } from '../letterLayout/letterLayout';
import { letterFontsFromDisk } from '../letterPdf/letterFontsFromDisk';
import { writeLetterPdf } from '../letterPdf/writeLetterPdf';
import { XRechnungError, type XRechnungInput } from '../xrechnungRules';
import { writeXRechnungUbl } from '../xrechnungUbl';
import { libraryInvoiceOf } from './libraryInvoice';
import { writeCiiXml, writeHybridPdf } from './writeEInvoice';

const FONTS = letterFontsFromDisk();

const client = { ...STORY_BILLED_CLIENT, client_id: 7 };
const positions: RechnungPosition[] = [
  { id: 1, lfd_nr: 1, anzahl: 12.75, einheit: 'km', bez: 'Vermessung Łódź', ep: 65 },
  { id: 2, lfd_nr: 2, anzahl: 2.5, einheit: 'Std.', bez: 'Kartierung', ep: 48.9 },
].map((p) => ({ ...p, rechnung_id: STORY_INVOICE.id, erl: null, erl_on: null, erl_titel: null }));

const input: XRechnungInput = {
  issuer: STORY_ISSUER,
  client,
  invoice: { ...STORY_INVOICE, client_id: 7, archiviert: true },
  positions,
  einvoice: { client_id: 7, e_adresse: 'rechnungseingang@kunde.example', e_schema: 'EM', leitweg_id: null },
  terms: { ...defaultInvoiceTerms(STORY_INVOICE.id), skonto_prozent: 2, skonto_tage: 7 },
};
const publicBuyer: XRechnungInput = {
  ...input,
  einvoice: {
    client_id: 7,
    e_adresse: '04011000-1234512345-06',
    e_schema: '0204',
    leitweg_id: '04011000-1234512345-06',
  },
};

/** The library's own path: its schema check (Ajv), then the same format service. */
async function libraryCii(xRechnung: XRechnungInput, format: string): Promise<string> {
  const service = new InvoiceService({ log() {}, warn() {}, error: (message: string) => console.error(message) });
  const json = libraryInvoiceOf(writeXRechnungUbl(xRechnung));
  return String(await service.generate(json, { format, lang: 'de-DE', noWarnings: true }));
}

const letterPdf = () =>
  writeLetterPdf(
    layoutLetter({
      kind: 'rechnung',
      issuer: STORY_ISSUER,
      client,
      document: input.invoice,
      positions,
      terms: input.terms,
    }),
    FONTS,
    { title: 'Rechnung', author: STORY_ISSUER.name, created: new Date('2025-03-14T10:00:00Z') },
  );

const bytesOf = (stream: PDFStream) =>
  stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
const text = (stream: PDFStream) => new TextDecoder().decode(bytesOf(stream));

/** The file's catalogue, its one associated file (/AF) and the XMP metadata. */
async function readHybrid(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = pdf.catalog;
  const af = catalog.lookup(PDFName.of('AF'), PDFArray);
  const spec = af.lookup(0, PDFDict);
  const embedded = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
  const names = catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict);
  return {
    pdf,
    attachments: names.lookup(PDFName.of('Names'), PDFArray).size() / 2,
    fileName: (spec.lookup(PDFName.of('UF')) as PDFHexString | PDFString).decodeText(),
    relationship: spec.lookup(PDFName.of('AFRelationship'))?.toString(),
    subtype: embedded.dict.lookup(PDFName.of('Subtype'))?.toString(),
    xml: text(embedded),
    xmp: text(catalog.lookup(PDFName.of('Metadata'), PDFStream)),
    outputIntent: catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict),
  };
}

/** Every font a page uses, with whether its program is in the file. */
function fontsOf(pdf: PDFDocument) {
  return pdf.getPages().flatMap((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    return (fonts?.values() ?? []).map((ref) => {
      const font = pdf.context.lookup(ref, PDFDict);
      const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict) ?? font;
      const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
      const program = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)));
      return { name: font.lookup(PDFName.of('BaseFont'))?.toString(), program };
    });
  });
}

describe('XRechnung as CII', () => {
  it('is written as the library’s own service writes it after its schema check', async () => {
    const xml = await writeCiiXml(input);
    expect(xml).toBe(await libraryCii(input, 'XRECHNUNG-CII'));
    const root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
    expect(root.localName).toBe('CrossIndustryInvoice');
    const guideline = root.getElementsByTagName('ram:GuidelineSpecifiedDocumentContextParameter')[0];
    expect(guideline?.textContent?.trim()).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    );
    expect(root.getElementsByTagName('rsm:ExchangedDocument')[0]?.getElementsByTagName('ram:ID')[0]?.textContent).toBe(
      String(STORY_INVOICE.id),
    );
    // 12.75 × 65.00 + 2.5 × 48.90 = 828.75 + 122.25 = 951.00 net; 19 % VAT 180.69; 1131.69 due.
    expect(root.getElementsByTagName('ram:DuePayableAmount')[0]?.textContent).toBe('1131.69');
    expect(root.getElementsByTagName('ram:Description')[0]?.textContent).toMatch(/^#SKONTO#TAGE=7#PROZENT=2.00#$/m);
  });

  it('refuses an invoice that breaks a rule, naming it in German', async () => {
    await expect(writeCiiXml({ ...input, einvoice: null })).rejects.toThrow(XRechnungError);
  });
});

describe('the hybrid PDF (ZUGFeRD / Factur-X)', () => {
  it('a business buyer’s: PDF/A-3 with factur-x.xml (EN 16931) equal to the separate CII', async () => {
    const hybrid = await readHybrid(await writeHybridPdf(input, await letterPdf(), 'Rechnung-61.pdf'));
    expect(hybrid.attachments).toBe(1);
    expect(hybrid.fileName).toBe('factur-x.xml');
    expect(hybrid.relationship).toBe('/Alternative');
    expect(hybrid.subtype).toBe('/text#2Fxml');
    expect(hybrid.xml).toBe(await writeCiiXml(input, 'en16931'));
    expect(hybrid.xml).toBe(await libraryCii(input, 'CII'));
    expect(hybrid.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(hybrid.xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(hybrid.xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    expect(hybrid.xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(hybrid.xmp).toContain(`Rechnung ${STORY_INVOICE.id} vom ${STORY_INVOICE.rn_datum}, ausgestellt von`);
    expect(hybrid.outputIntent.lookup(PDFName.of('S'))?.toString()).toBe('/GTS_PDFA1');
    expect(hybrid.outputIntent.has(PDFName.of('DestOutputProfile'))).toBe(true);
    const fonts = fontsOf(hybrid.pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.program)).toEqual([]);
  });

  it('a public buyer’s (Leitweg-ID): xrechnung.xml in the XRechnung profile, equal to the separate CII', async () => {
    const hybrid = await readHybrid(await writeHybridPdf(publicBuyer, await letterPdf(), 'Rechnung-61.pdf'));
    expect(hybrid.fileName).toBe('xrechnung.xml');
    expect(hybrid.xml).toBe(await writeCiiXml(publicBuyer));
    expect(hybrid.xmp).toMatch(/<fx:ConformanceLevel>XRECHNUNG<\/fx:ConformanceLevel>/);
  });
});
