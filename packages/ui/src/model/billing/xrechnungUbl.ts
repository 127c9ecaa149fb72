/**
 * The invoice as XRechnung 3.0 (EN 16931, UBL 2.1 syntax), written with a small typed
 * builder. Loaded only through `buildXRechnungXml` (a dynamic import), so the first load
 * carries none of it. Business terms (BT-n) are named where each element is written.
 */
import { documentTotals } from './totals';
import { type XRechnungInput, unitCodeOf, xrechnungProblems, XRechnungError } from './xrechnung';

/** An XML element: name, attributes, and either text or child elements. */
interface XmlNode {
  name: string;
  attrs?: Record<string, string>;
  content: string | readonly (XmlNode | null)[];
}

const el = (name: string, content: XmlNode['content'], attrs?: Record<string, string>): XmlNode => ({
  name,
  content,
  ...(attrs ? { attrs } : {}),
});

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function render(node: XmlNode, depth: number): string {
  const indent = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof node.content === 'string')
    return `${indent}<${node.name}${attrs}>${escapeXml(node.content)}</${node.name}>`;
  const children = node.content.filter((child): child is XmlNode => child !== null);
  return [
    `${indent}<${node.name}${attrs}>`,
    ...children.map((c) => render(c, depth + 1)),
    `${indent}</${node.name}>`,
  ].join('\n');
}

/** Whole cents as the XML decimal "936.00" (exact: no floating point on the way). */
function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const money = (name: string, cents: number) => el(name, amount(cents), { currencyID: 'EUR' });
const optional = (name: string, text: string | null | undefined) => (text ? el(name, text) : null);

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** VAT category (BT-118): S standard rate, E exempt at 0 % (then a reason, BT-120, is required). */
function taxCategory(name: string, rate: number, withReason: boolean): XmlNode {
  return el(name, [
    el('cbc:ID', rate > 0 ? 'S' : 'E'),
    el('cbc:Percent', String(rate)),
    withReason && rate === 0 ? el('cbc:TaxExemptionReason', 'Umsatzsteuerbefreit') : null,
    el('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
  ]);
}

function postalAddress(lines: readonly string[], postcode: string, city: string, country: string): XmlNode {
  return el('cac:PostalAddress', [
    optional('cbc:StreetName', lines[0]),
    optional('cbc:AdditionalStreetName', lines.slice(1).join(', ')),
    el('cbc:CityName', city),
    el('cbc:PostalZone', postcode),
    el('cac:Country', [el('cbc:IdentificationCode', country)]),
  ]);
}

function seller({ issuer }: XRechnungInput): XmlNode {
  const taxScheme = (id: string, scheme: string) =>
    el('cac:PartyTaxScheme', [el('cbc:CompanyID', id), el('cac:TaxScheme', [el('cbc:ID', scheme)])]);
  return el('cac:AccountingSupplierParty', [
    el('cac:Party', [
      el('cbc:EndpointID', issuer.contact?.email ?? '', { schemeID: 'EM' }), // BT-34
      postalAddress(issuer.addressLines, issuer.postcode, issuer.city, issuer.countryCode), // BT-35..40
      issuer.ustId ? taxScheme(issuer.ustId, 'VAT') : null, // BT-31
      issuer.steuernummer ? taxScheme(issuer.steuernummer, 'FC') : null, // BT-32
      el('cac:PartyLegalEntity', [el('cbc:RegistrationName', issuer.name)]), // BT-27
      el('cac:Contact', [
        optional('cbc:Name', issuer.contact?.name ?? issuer.name), // BT-41
        optional('cbc:Telephone', issuer.contact?.phone), // BT-42
        optional('cbc:ElectronicMail', issuer.contact?.email), // BT-43
      ]),
    ]),
  ]);
}

function buyer({ client, buyerEmail }: XRechnungInput): XmlNode {
  return el('cac:AccountingCustomerParty', [
    el('cac:Party', [
      buyerEmail ? el('cbc:EndpointID', buyerEmail, { schemeID: 'EM' }) : null, // BT-49
      postalAddress(client.strasse ? [client.strasse] : [], client.plz ?? '', client.ort ?? '', 'DE'), // BT-50..55
      el('cac:PartyLegalEntity', [el('cbc:RegistrationName', client.name)]), // BT-44
    ]),
  ]);
}

/** The invoice as XRechnung UBL XML; throws XRechnungError naming what is missing. */
export function writeXRechnungUbl(input: XRechnungInput): string {
  const problems = xrechnungProblems(input);
  if (problems.length > 0) throw new XRechnungError(problems);
  const { issuer, invoice, client } = input;
  const positions = [...input.positions].sort((a, b) => a.lfd_nr - b.lfd_nr);
  const rate = invoice.ust_satz;
  const totals = documentTotals(positions, rate);
  const termDays = input.paymentTermDays ?? 14;
  const notes = [invoice.anschreiben, invoice.zuerl].filter((text): text is string => Boolean(text?.trim()));

  const lines = positions.map((position, index) => {
    // BR-27: a net price is never negative, so a credit line turns its quantity's sign instead.
    const isCredit = position.ep < 0;
    const quantity = isCredit ? -position.anzahl : position.anzahl;
    const price = Math.abs(Math.round(position.ep * 100));
    const explanation = position.erl_on !== false ? [position.erl_titel, position.erl].filter(Boolean).join(': ') : '';
    return el('cac:InvoiceLine', [
      el('cbc:ID', String(position.lfd_nr)), // BT-126
      explanation ? el('cbc:Note', explanation) : null, // BT-127
      el('cbc:InvoicedQuantity', String(quantity), { unitCode: unitCodeOf(position.einheit) }), // BT-129, BT-130
      money('cbc:LineExtensionAmount', totals.lineCents[index] ?? 0), // BT-131
      el('cac:Item', [el('cbc:Name', position.bez), taxCategory('cac:ClassifiedTaxCategory', rate, false)]), // BT-153
      el('cac:Price', [money('cbc:PriceAmount', price)]), // BT-146
    ]);
  });

  const root = el(
    'ubl:Invoice',
    [
      el('cbc:CustomizationID', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'), // BT-24
      el('cbc:ProfileID', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'), // BT-23
      el('cbc:ID', String(invoice.id)), // BT-1
      el('cbc:IssueDate', invoice.rn_datum), // BT-2
      el('cbc:DueDate', addDays(invoice.rn_datum, termDays)), // BT-9
      el('cbc:InvoiceTypeCode', '380'), // BT-3: commercial invoice
      ...notes.map((note) => el('cbc:Note', note)), // BT-22
      el('cbc:DocumentCurrencyCode', 'EUR'), // BT-5
      el('cbc:BuyerReference', input.buyerReference ?? `Kunde ${client.client_id}`), // BT-10
      seller(input),
      buyer(input),
      invoice.le_date ? el('cac:Delivery', [el('cbc:ActualDeliveryDate', invoice.le_date)]) : null, // BT-72
      issuer.bank
        ? el('cac:PaymentMeans', [
            el('cbc:PaymentMeansCode', '58'), // BT-81: SEPA credit transfer
            el('cbc:PaymentID', `Rechnung ${invoice.id}`), // BT-83
            el('cac:PayeeFinancialAccount', [
              el('cbc:ID', issuer.bank.iban), // BT-84
              el('cbc:Name', issuer.name), // BT-85
              issuer.bank.bic ? el('cac:FinancialInstitutionBranch', [el('cbc:ID', issuer.bank.bic)]) : null, // BT-86
            ]),
          ])
        : null,
      el('cac:PaymentTerms', [el('cbc:Note', `Zahlbar innerhalb von ${termDays} Tagen ohne Abzug.`)]), // BT-20
      el('cac:TaxTotal', [
        money('cbc:TaxAmount', totals.vatCents), // BT-110
        el('cac:TaxSubtotal', [
          money('cbc:TaxableAmount', totals.netCents), // BT-116
          money('cbc:TaxAmount', totals.vatCents), // BT-117
          taxCategory('cac:TaxCategory', rate, true), // BT-118, BT-119, BT-120
        ]),
      ]),
      el('cac:LegalMonetaryTotal', [
        money('cbc:LineExtensionAmount', totals.netCents), // BT-106
        money('cbc:TaxExclusiveAmount', totals.netCents), // BT-109
        money('cbc:TaxInclusiveAmount', totals.grossCents), // BT-112
        money('cbc:PayableAmount', totals.grossCents), // BT-115
      ]),
      ...lines,
    ],
    {
      'xmlns:ubl': 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
      'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}
