/**
 * Every seed invoice and one invoice of each kind, exported as XRechnung in both syntaxes and
 * as hybrid PDF, and checked by the library's own service: @e-invoice-eu/core validates the
 * invoice against its XRECHNUNG-UBL and XRECHNUNG-CII JSON schemas (which require BT-49 and
 * know the code lists) and writes it again. Our UBL must have the same elements in the same
 * order (the UBL schema's); the CII the app writes (through the library's format service,
 * without its schema check, which the browser's policy forbids) must be that CII exactly; the
 * hybrid PDF must carry the CII of its profile. Besides: well-formed XML without a character
 * XML 1.0 cannot carry.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { InvoiceService } from '@e-invoice-eu/core';
import { hybridProfileOf, libraryInvoiceOf, writeCiiXml, writeHybridPdf } from '@waldmonitor/ui/e-invoice';
import {
  buildXRechnungXml,
  defaultInvoiceTerms,
  type InvoiceTerms,
  type Issuer,
  type XRechnungInput,
} from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { createSeed } from '.';

const issuer: Issuer = {
  name: 'APUS Forstvermessung GmbH',
  addressLines: ['Eberswalder Straße 12'],
  postcode: '16225',
  city: 'Eberswalde',
  countryCode: 'DE',
  steuernummer: '065/108/04711',
  ustId: 'DE287654321',
  bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  contact: { name: 'Katrin Vogt', email: 'rechnung@apus-forst.example', phone: '03334 281790' },
  company: {
    registerCourt: 'Amtsgericht Frankfurt (Oder)',
    registerNumber: 'HRB 14207 FF',
    managingDirectors: ['Jana Albrecht'],
  },
};

/** The element names in document order, with their depth: "2 cac:Party". */
function outline(element: Element, depth = 0): string[] {
  return Array.from(element.children).flatMap((child) => [
    `${depth} ${child.tagName.replace(/^.*:/, '')}`,
    ...outline(child, depth + 1),
  ]);
}

/** The library's schema findings are logged, not thrown: keep the last one for the failure message. */
let lastError = '';
const service = new InvoiceService({
  log() {},
  warn() {},
  error(message: string) {
    lastError = message;
  },
} as never);

async function generate(json: object, format = 'XRECHNUNG-UBL'): Promise<string> {
  try {
    return String(await service.generate(json as never, { format, lang: 'de-de', noWarnings: true }));
  } catch {
    throw new Error(lastError);
  }
}

/** A one-page PDF to make hybrid: what is checked here is the XML it carries. */
const onePage = async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return pdf.save();
};

/** The XML files a PDF carries, by name. */
async function attachedXml(bytes: Uint8Array): Promise<Record<string, string>> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return Object.fromEntries(pdf.getAttachments().map((file) => [file.name, new TextDecoder().decode(file.data)]));
}

/** Exports, checks and returns the problems the independent implementation finds (none expected). */
async function checkIndependently(input: XRechnungInput): Promise<Element> {
  const xml = await buildXRechnungXml(input);
  // eslint-disable-next-line no-control-regex
  expect(xml, 'a character XML 1.0 cannot carry').not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
  const ours = new DOMParser().parseFromString(xml, 'application/xml');
  expect(ours.getElementsByTagName('parsererror'), 'well-formed').toHaveLength(0);
  const root = ours.documentElement;
  const rewritten = new DOMParser().parseFromString(
    await generate(libraryInvoiceOf(xml, { keepProfile: true })),
    'application/xml',
  ).documentElement;
  expect(rewritten.localName).toBe(root.localName);
  expect(outline(root), 'element order of the UBL 2.1 schema').toEqual(outline(rewritten));
  // CII: the library's schema check passes, and the app's CII is what the library writes after it.
  const cii = await writeCiiXml(input);
  expect(cii).toBe(await generate(libraryInvoiceOf(xml), 'XRECHNUNG-CII'));
  // The hybrid PDF carries the CII of its profile, exactly.
  const profile = hybridProfileOf(input);
  const attached = await attachedXml(await writeHybridPdf(input, await onePage(), 'Rechnung.pdf'));
  expect(attached).toEqual({
    [profile === 'xrechnung' ? 'xrechnung.xml' : 'factur-x.xml']: await writeCiiXml(input, profile),
  });
  return root;
}

const seed = createSeed();
const clientOf = (id: number | null) => seed.kunde.find((client) => client.client_id === id);
const eInvoiceOf = (clientId: number) =>
  seed.clientEInvoice.find((row) => row.client_id === clientId) ?? {
    client_id: clientId,
    e_adresse: `rechnung-${clientId}@kunde.example`,
    e_schema: 'EM' as const,
    leitweg_id: null,
  };

function inputFor(invoiceId: number, terms: Partial<InvoiceTerms> = {}): XRechnungInput {
  const invoice = seed.rechnung.find((row) => row.id === invoiceId);
  const client = clientOf(invoice?.client_id ?? null);
  if (!invoice || !client) throw new Error(`seed invoice ${invoiceId} has no client`);
  return {
    issuer,
    client,
    invoice,
    positions: seed.position
      .filter((p) => p.rechnung_id === invoiceId)
      .map(({ angebot_id: _offer, ...p }) => ({ ...p, rechnung_id: invoiceId })),
    einvoice: eInvoiceOf(client.client_id),
    terms: {
      ...(seed.invoiceTerms.find((row) => row.rechnung_id === invoiceId) ?? defaultInvoiceTerms(invoiceId)),
      ...terms,
    },
  };
}

describe('XRechnung (UBL, CII) and the hybrid PDF checked by @e-invoice-eu/core', () => {
  const withClient = seed.rechnung.filter((invoice) => invoice.client_id !== null);

  it('the seed has invoices of public buyers (Leitweg-ID), of businesses (e-mail) and partial invoices', () => {
    expect(seed.invoiceTerms.map((terms) => terms.art)).toEqual(['abschlag', 'abschlag']);
    const schemes = new Set(withClient.map((invoice) => eInvoiceOf(invoice.client_id as number).e_schema));
    expect([...schemes].sort()).toEqual(['0204', 'EM']);
  });

  it.each(withClient.map((invoice) => invoice.id))('seed invoice %i passes', async (id) => {
    const root = await checkIndependently(inputFor(id));
    expect(root.localName).toBe('Invoice');
  });

  it('the library refuses an invoice without the buyer’s electronic address (PEPPOL-EN16931-R010)', async () => {
    const input = inputFor(withClient[0]?.id ?? 1);
    const json = libraryInvoiceOf(await buildXRechnungXml(input), { keepProfile: true });
    const invoice = json['ubl:Invoice'] as unknown as Record<string, Record<string, Record<string, unknown>>>;
    const party = invoice['cac:AccountingCustomerParty']?.['cac:Party'] ?? {};
    delete party['cbc:EndpointID'];
    delete party['cbc:EndpointID@schemeID'];
    await expect(generate(json)).rejects.toThrow(/must have required property 'cbc:EndpointID'/);
  });

  const [first, second, third] = withClient;
  const partial = first as NonNullable<typeof first>;

  it('a partial invoice (326) passes', async () => {
    const root = await checkIndependently(inputFor(partial.id, { art: 'abschlag' }));
    expect(root.getElementsByTagName('cbc:InvoiceTypeCode')[0]?.textContent).toBe('326');
  });

  it('a final invoice deducting two partial invoices passes (BT-113, BG-3)', async () => {
    const root = await checkIndependently(
      inputFor((third ?? partial).id, {
        art: 'schluss',
        abzuege: [
          { rechnung_id: partial.id, rn_datum: partial.rn_datum, netto_cent: 10000, ust_cent: 1900 },
          {
            rechnung_id: (second ?? partial).id,
            rn_datum: (second ?? partial).rn_datum,
            netto_cent: 5000,
            ust_cent: 950,
          },
        ],
      }),
    );
    expect(root.getElementsByTagName('cbc:PrepaidAmount')[0]?.textContent).toBe('178.50');
    expect(root.getElementsByTagName('cac:BillingReference')).toHaveLength(2);
  });

  it('a credit note (381) referring to the invoice it corrects passes (BT-25, BT-26)', async () => {
    const root = await checkIndependently(
      inputFor((second ?? partial).id, { art: 'gutschrift', bezug_id: partial.id, bezug_datum: partial.rn_datum }),
    );
    expect(root.localName).toBe('CreditNote');
    expect(root.getElementsByTagName('cbc:CreditNoteTypeCode')[0]?.textContent).toBe('381');
  });

  it('reverse charge (AE) with the buyer’s VAT id, Skonto and a service period pass', async () => {
    const input = inputFor(partial.id, {
      ust_kategorie: 'AE',
      kaeufer_ustid: 'DE811569869',
      skonto_prozent: 2,
      skonto_tage: 7,
      le_von: '2025-01-01',
      le_bis: '2025-01-31',
    });
    const root = await checkIndependently({ ...input, invoice: { ...input.invoice, ust_satz: 0 } });
    expect(root.getElementsByTagName('cbc:TaxExemptionReasonCode')[0]?.textContent).toBe('VATEX-EU-AE');
  });

  it('an exempt invoice (E) with its reason passes', async () => {
    const input = inputFor(partial.id, { ust_kategorie: 'E', befreiungsgrund: 'Steuerfrei nach § 4 Nr. 12 UStG' });
    await checkIndependently({ ...input, invoice: { ...input.invoice, ust_satz: 0 } });
  });
});
