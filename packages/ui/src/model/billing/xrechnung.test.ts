import { describe, expect, it } from 'vitest';
import type { Client, RechnungPosition } from '../entities';
import { STORY_BILLED_CLIENT, STORY_ISSUER } from '../../screens/backoffice/billingStoryData';
import { defaultInvoiceTerms } from './einvoice';
import { buildXRechnungXml, unitCodeOf, xrechnungFileName } from './xrechnung';
import { XRechnungError, type XRechnungInput } from './xrechnungRules';

/** The demo issuer of config.json, as the stories use it. */
const issuer = STORY_ISSUER;

const client: Client = { ...STORY_BILLED_CLIENT, client_id: 7, name: 'Stadt Calw & Partner' };

const position = (fields: Partial<RechnungPosition> & Pick<RechnungPosition, 'id' | 'lfd_nr'>): RechnungPosition => ({
  rechnung_id: 2025017,
  anzahl: 1,
  bez: 'Leistung',
  einheit: null,
  ep: 0,
  erl: null,
  erl_on: null,
  erl_titel: null,
  ...fields,
});

const input: XRechnungInput = {
  issuer,
  client,
  invoice: {
    id: 2025017,
    bearbeiter: 'Katrin Vogt',
    le_date: '2025-03-10',
    rn_datum: '2025-03-14',
    anrede: null,
    anschreiben: null,
    zuerl: 'Vielen Dank für den Auftrag.',
    ust_satz: 19,
    client_id: 7,
    archiviert: true,
  },
  positions: [
    position({ id: 3, lfd_nr: 3, anzahl: 1, einheit: 'pauschal', bez: 'Anfahrt', ep: 85 }),
    position({ id: 1, lfd_nr: 1, anzahl: 12.75, einheit: 'km', bez: 'Vermessung <GNSS>', ep: 65 }),
    position({
      id: 2,
      lfd_nr: 2,
      anzahl: 2.5,
      einheit: 'Std.',
      bez: 'Kartierung',
      ep: 48.9,
      erl: 'Abgleich',
      erl_titel: 'Umfang',
    }),
    position({ id: 4, lfd_nr: 4, anzahl: 1, bez: 'Gutschrift', ep: -100 }),
  ],
  einvoice: { client_id: 7, e_adresse: 'rechnungseingang@calw.example', e_schema: 'EM', leitweg_id: null },
  terms: { ...defaultInvoiceTerms(2025017), aufbewahrung_hinweis: false },
};

async function parse(xml: XRechnungInput = input) {
  const doc = new DOMParser().parseFromString(await buildXRechnungXml(xml), 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  /** The text of the element at a path of local names below the root, e.g. 'LegalMonetaryTotal/PayableAmount'. */
  const at = (path: string, from: Element = doc.documentElement) =>
    path.split('/').reduce<Element | undefined>((node, name) => {
      return node ? Array.from(node.children).find((child) => child.localName === name) : undefined;
    }, from);
  const text = (path: string, from?: Element) => at(path, from)?.textContent ?? null;
  return { doc, at, text };
}

describe('buildXRechnungXml', () => {
  it('writes BT-1 number, BT-2 date, BT-5 currency and the XRechnung 3.0 profile', async () => {
    const { doc, text } = await parse();
    expect(doc.documentElement.localName).toBe('Invoice');
    expect(text('CustomizationID')).toBe('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(text('ID')).toBe('2025017');
    expect(text('IssueDate')).toBe('2025-03-14');
    expect(text('DueDate')).toBe('2025-03-28');
    expect(text('InvoiceTypeCode')).toBe('380');
    expect(text('DocumentCurrencyCode')).toBe('EUR');
    expect(text('BuyerReference')).toBe('Kunde 7');
    expect(text('Delivery/ActualDeliveryDate')).toBe('2025-03-10');
    expect(text('Note')).toBe('Vielen Dank für den Auftrag.');
  });

  it('names seller (with tax ids, contact and bank) and buyer', async () => {
    const { text, at } = await parse();
    const seller = 'AccountingSupplierParty/Party';
    expect(text(`${seller}/PartyLegalEntity/RegistrationName`)).toBe('APUS Forstvermessung GmbH');
    expect(text(`${seller}/EndpointID`)).toBe('rechnung@apus-forst.example');
    expect(text(`${seller}/PostalAddress/StreetName`)).toBe('Eberswalder Straße 12');
    expect(text(`${seller}/PostalAddress/PostalZone`)).toBe('16225');
    expect(text(`${seller}/PostalAddress/Country/IdentificationCode`)).toBe('DE');
    const taxIds = Array.from(at(seller)?.children ?? [])
      .filter((node) => node.localName === 'PartyTaxScheme')
      .map((node) => [text('CompanyID', node), text('TaxScheme/ID', node)]);
    expect(taxIds).toEqual([
      ['DE287654321', 'VAT'],
      ['065/108/04711', 'FC'],
    ]);
    expect(text(`${seller}/Contact/Telephone`)).toBe('03334 281790');
    expect(text('PaymentMeans/PaymentMeansCode')).toBe('58');
    expect(text('PaymentMeans/PayeeFinancialAccount/ID')).toBe('DE89370400440532013000');
    const buyer = 'AccountingCustomerParty/Party';
    expect(text(`${buyer}/PartyLegalEntity/RegistrationName`)).toBe('Stadt Calw & Partner');
    expect(text(`${buyer}/PostalAddress/CityName`)).toBe('Calw');
  });

  it('writes the line net amounts in running order; a credit line gets a negative quantity, not price (BR-27)', async () => {
    const { doc, text, at } = await parse();
    const lines = Array.from(doc.documentElement.children).filter((node) => node.localName === 'InvoiceLine');
    expect(
      lines.map((line) => [
        text('ID', line),
        text('InvoicedQuantity', line),
        at('InvoicedQuantity', line)?.getAttribute('unitCode'),
        text('LineExtensionAmount', line),
        text('Price/PriceAmount', line),
        text('Item/Name', line),
      ]),
    ).toEqual([
      ['1', '12.75', 'KMT', '828.75', '65.00', 'Vermessung <GNSS>'],
      ['2', '2.5', 'HUR', '122.25', '48.90', 'Kartierung'],
      ['3', '1', 'LS', '85.00', '85.00', 'Anfahrt'],
      ['4', '-1', 'C62', '-100.00', '100.00', 'Gutschrift'],
    ]);
    expect(text('Note', lines[1])).toBe('Umfang: Abgleich');
  });

  it('writes the VAT breakdown and the totals', async () => {
    const { text, at } = await parse();
    expect(text('TaxTotal/TaxAmount')).toBe('177.84');
    expect(at('TaxTotal/TaxAmount')?.getAttribute('currencyID')).toBe('EUR');
    expect(text('TaxTotal/TaxSubtotal/TaxableAmount')).toBe('936.00');
    expect(text('TaxTotal/TaxSubtotal/TaxAmount')).toBe('177.84');
    expect(text('TaxTotal/TaxSubtotal/TaxCategory/ID')).toBe('S');
    expect(text('TaxTotal/TaxSubtotal/TaxCategory/Percent')).toBe('19');
    expect(text('LegalMonetaryTotal/LineExtensionAmount')).toBe('936.00');
    expect(text('LegalMonetaryTotal/TaxExclusiveAmount')).toBe('936.00');
    expect(text('LegalMonetaryTotal/TaxInclusiveAmount')).toBe('1113.84');
    expect(text('LegalMonetaryTotal/PayableAmount')).toBe('1113.84');
  });

  it('at 7 % the breakdown follows the rate', async () => {
    const { text } = await parse({ ...input, invoice: { ...input.invoice, ust_satz: 7 } });
    expect(text('TaxTotal/TaxSubtotal/TaxCategory/Percent')).toBe('7');
    expect(text('TaxTotal/TaxAmount')).toBe('65.52');
    expect(text('LegalMonetaryTotal/PayableAmount')).toBe('1001.52');
  });

  it('an exempt invoice is category E with the chosen reason (BT-120)', async () => {
    const { text } = await parse({
      ...input,
      invoice: { ...input.invoice, ust_satz: 0 },
      terms: { ...input.terms, ust_kategorie: 'E', befreiungsgrund: 'Steuerfrei nach § 4 Nr. 8 UStG' },
    });
    expect(text('TaxTotal/TaxSubtotal/TaxCategory/ID')).toBe('E');
    expect(text('TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReason')).toBe('Steuerfrei nach § 4 Nr. 8 UStG');
  });

  it('writes the buyer’s electronic address (BT-49) with its scheme', async () => {
    const { text, at } = await parse();
    expect(text('AccountingCustomerParty/Party/EndpointID')).toBe('rechnungseingang@calw.example');
    expect(at('AccountingCustomerParty/Party/EndpointID')?.getAttribute('schemeID')).toBe('EM');
  });

  it('refuses an issuer without e-mail and phone, naming the config keys', async () => {
    const withoutContact = { ...input, issuer: { ...issuer, contact: undefined } };
    const refusal = buildXRechnungXml(withoutContact);
    await expect(refusal).rejects.toBeInstanceOf(XRechnungError);
    await expect(refusal).rejects.toMatchObject({
      problems: [
        'Die elektronische Adresse des Ausstellers fehlt („issuer.contact.email“ in config.json).',
        'Die Kontaktangaben des Ausstellers fehlen („issuer.contact“ in config.json).',
      ],
    });
  });
});

describe('unitCodeOf', () => {
  it.each([
    ['Std.', 'HUR'],
    ['h', 'HUR'],
    ['Tage', 'DAY'],
    ['km', 'KMT'],
    ['lfm', 'MTR'],
    ['m²', 'MTK'],
    ['ha', 'H18'],
    ['psch.', 'LS'],
    ['Stk.', 'H87'],
    ['Monat', 'MON'],
    ['Jahr', 'ANN'],
    ['Karte', undefined],
    [null, 'C62'],
  ])('%s → %s', (einheit, code) => {
    expect(unitCodeOf(einheit)).toBe(code);
  });

  it('names the file after the invoice', () => {
    expect(xrechnungFileName(2025017)).toBe('XRechnung-2025017.xml');
  });
});
