/**
 * Every seed invoice and one invoice of each kind, exported as XRechnung and checked by an
 * independent implementation: @e-invoice-eu/core (a dev dependency, never in the bundle)
 * validates the invoice against its XRECHNUNG-UBL JSON schema (which requires BT-49 and
 * knows the code lists) and writes it again in the UBL schema's element order; our file must
 * have the same elements in the same order. Besides: well-formed XML without a character
 * XML 1.0 cannot carry.
 */
import { InvoiceService, invoiceSchema } from '@e-invoice-eu/core';
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

type Schema = { type?: string; $ref?: string; properties?: Record<string, Schema>; items?: Schema };

/** Follows a local `$ref` of the library's schema. */
function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], invoiceSchema);
  return { ...(target as Schema), ...schema, $ref: undefined };
}

/** Credit notes name a few elements differently; the library's JSON uses the invoice's names. */
const INVOICE_NAME: Record<string, string> = {
  'cbc:CreditNoteTypeCode': 'cbc:InvoiceTypeCode',
  'cac:CreditNoteLine': 'cac:InvoiceLine',
  'cbc:CreditedQuantity': 'cbc:InvoicedQuantity',
};

/** Our XML as the library's JSON, guided by its schema (arrays where it wants arrays). */
function toLibraryJson(element: Element, schema: Schema, path: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const child of Array.from(element.children)) {
    const name = INVOICE_NAME[child.tagName] ?? child.tagName;
    const property = schema.properties?.[name];
    if (!property) throw new Error(`${path}/${name} is not in the XRECHNUNG-UBL schema`);
    const resolved = resolve(property);
    const isArray = resolved.type === 'array';
    const itemSchema = resolve(isArray ? (resolved.items as Schema) : resolved);
    const value =
      child.children.length > 0 ? toLibraryJson(child, itemSchema, `${path}/${name}`) : (child.textContent ?? '');
    if (isArray) ((out[name] ??= []) as unknown[]).push(value);
    else out[name] = value;
    for (const attribute of Array.from(child.attributes)) out[`${name}@${attribute.name}`] = attribute.value;
  }
  return out;
}

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

async function generate(json: object, noWarnings = true): Promise<string> {
  try {
    return String(await service.generate(json as never, { format: 'XRECHNUNG-UBL', lang: 'de-de', noWarnings }));
  } catch {
    throw new Error(lastError);
  }
}

/** Exports, checks and returns the problems the independent implementation finds (none expected). */
async function checkIndependently(input: XRechnungInput): Promise<Element> {
  const xml = await buildXRechnungXml(input);
  // eslint-disable-next-line no-control-regex
  expect(xml, 'a character XML 1.0 cannot carry').not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
  const ours = new DOMParser().parseFromString(xml, 'application/xml');
  expect(ours.getElementsByTagName('parsererror'), 'well-formed').toHaveLength(0);
  const root = ours.documentElement;
  const json = {
    'ubl:Invoice': toLibraryJson(root, resolve(invoiceSchema.properties['ubl:Invoice'] as Schema), root.tagName),
  };
  const rewritten = new DOMParser().parseFromString(await generate(json), 'application/xml').documentElement;
  expect(rewritten.localName).toBe(root.localName);
  expect(outline(root), 'element order of the UBL 2.1 schema').toEqual(outline(rewritten));
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

describe('XRechnung checked by @e-invoice-eu/core (XRECHNUNG-UBL)', () => {
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
    const xml = await buildXRechnungXml(input);
    const root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
    const json = toLibraryJson(root, resolve(invoiceSchema.properties['ubl:Invoice'] as Schema), 'Invoice');
    const party = (json['cac:AccountingCustomerParty'] as Record<string, Record<string, unknown>>)['cac:Party'] ?? {};
    delete party['cbc:EndpointID'];
    delete party['cbc:EndpointID@schemeID'];
    await expect(generate({ 'ubl:Invoice': json })).rejects.toThrow(/must have required property 'cbc:EndpointID'/);
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
