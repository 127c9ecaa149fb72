/**
 * The invoice as XRechnung 3.0 (EN 16931, UBL 2.1 syntax), written with a small typed
 * builder. Loaded only through `buildXRechnungXml` (a dynamic import), so the first load
 * carries none of it. Business terms (BT-n) are named where each element is written.
 */
import {
  dueDateOf,
  INVOICE_KINDS,
  NO_UNIT_CODE,
  RETENTION_NOTE,
  REVERSE_CHARGE_NOTE,
  showsRetentionNote,
  skontoLine,
  stripControlChars,
  unitCodeOf,
} from './einvoice';
import { issuerCompanyLine } from './issuer';
import { invoiceAmounts } from './totals';
import { type XRechnungInput, xrechnungProblems, XRechnungError } from './xrechnungRules';

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

/** Escapes markup; control characters XML 1.0 cannot carry are dropped (the export refuses them before). */
const escapeXml = (text: string) =>
  stripControlChars(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

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

/**
 * VAT category (BT-118, BT-151): S standard rate, E exempt (reason BT-120), AE reverse charge
 * (BT-120 with the §14a wording); the reason only in the breakdown (BG-23).
 */
function taxCategory(name: string, { terms, invoice }: XRechnungInput, withReason: boolean): XmlNode {
  const category = terms.ust_kategorie;
  const reason = category === 'AE' ? REVERSE_CHARGE_NOTE : category === 'E' ? (terms.befreiungsgrund ?? '') : null;
  return el(name, [
    el('cbc:ID', category),
    el('cbc:Percent', String(category === 'S' ? invoice.ust_satz : 0)),
    withReason && category === 'AE' ? el('cbc:TaxExemptionReasonCode', 'VATEX-EU-AE') : null,
    withReason && reason ? el('cbc:TaxExemptionReason', reason) : null,
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

const taxScheme = (id: string, scheme: string) =>
  el('cac:PartyTaxScheme', [el('cbc:CompanyID', id), el('cac:TaxScheme', [el('cbc:ID', scheme)])]);

function seller({ issuer }: XRechnungInput): XmlNode {
  return el('cac:AccountingSupplierParty', [
    el('cac:Party', [
      el('cbc:EndpointID', issuer.contact?.email ?? '', { schemeID: 'EM' }), // BT-34
      postalAddress(issuer.addressLines, issuer.postcode, issuer.city, issuer.countryCode), // BT-35..40
      issuer.ustId ? taxScheme(issuer.ustId, 'VAT') : null, // BT-31
      issuer.steuernummer ? taxScheme(issuer.steuernummer, 'FC') : null, // BT-32
      el('cac:PartyLegalEntity', [
        el('cbc:RegistrationName', issuer.name), // BT-27
        optional('cbc:CompanyID', issuer.company?.registerNumber), // BT-30
        optional('cbc:CompanyLegalForm', issuer.company && issuerCompanyLine(issuer.company)), // BT-33
      ]),
      el('cac:Contact', [
        optional('cbc:Name', issuer.contact?.name ?? issuer.name), // BT-41
        optional('cbc:Telephone', issuer.contact?.phone), // BT-42
        optional('cbc:ElectronicMail', issuer.contact?.email), // BT-43
      ]),
    ]),
  ]);
}

function buyer({ client, einvoice, terms }: XRechnungInput): XmlNode {
  return el('cac:AccountingCustomerParty', [
    el('cac:Party', [
      einvoice ? el('cbc:EndpointID', einvoice.e_adresse.trim(), { schemeID: einvoice.e_schema }) : null, // BT-49
      postalAddress(client.strasse ? [client.strasse] : [], client.plz ?? '', client.ort ?? '', 'DE'), // BT-50..55
      terms.ust_kategorie === 'AE' && terms.kaeufer_ustid ? taxScheme(terms.kaeufer_ustid, 'VAT') : null, // BT-48
      el('cac:PartyLegalEntity', [el('cbc:RegistrationName', client.name)]), // BT-44
    ]),
  ]);
}

/** BT-20: the payment terms as the letter says them, Skonto in the form BR-DE-18 asks for. */
export function paymentTermsText({ terms }: Pick<XRechnungInput, 'terms'>): string {
  const lines = [`Zahlbar innerhalb von ${terms.zahlungsziel_tage} Tagen ohne Abzug.`];
  if (terms.skonto_prozent !== null && terms.skonto_tage !== null) {
    lines.push(skontoLine(terms.skonto_tage, terms.skonto_prozent));
  }
  return `${lines.join('\n')}\n`;
}

/** The invoice as XRechnung UBL XML (a CreditNote for kind 381); throws XRechnungError naming what is missing. */
export function writeXRechnungUbl(input: XRechnungInput): string {
  const problems = xrechnungProblems(input);
  if (problems.length > 0) throw new XRechnungError(problems);
  const { issuer, invoice, client, terms, einvoice } = input;
  const typeCode = INVOICE_KINDS[terms.art].typeCode;
  const isCreditNote = typeCode === '381';
  const prefix = isCreditNote ? 'CreditNote' : 'Invoice';
  const positions = [...input.positions].sort((a, b) => a.lfd_nr - b.lfd_nr);
  const amounts = invoiceAmounts(positions, terms.ust_kategorie === 'S' ? invoice.ust_satz : 0, terms.abzuege);
  const notes = [
    invoice.anschreiben,
    invoice.zuerl,
    showsRetentionNote(terms, positions) ? RETENTION_NOTE : null,
  ].filter((text): text is string => Boolean(text?.trim()));
  const references: { id: number; date: string | null }[] =
    terms.art === 'gutschrift' && terms.bezug_id !== null
      ? [{ id: terms.bezug_id, date: terms.bezug_datum }]
      : terms.abzuege.map((deduction) => ({ id: deduction.rechnung_id, date: deduction.rn_datum }));

  const lines = positions.map((position, index) => {
    // BR-27: a net price is never negative, so a credit line turns its quantity's sign instead.
    const isCredit = position.ep < 0;
    const quantity = isCredit ? -position.anzahl : position.anzahl;
    const price = Math.abs(Math.round(position.ep * 100));
    const explanation = position.erl_on !== false ? [position.erl_titel, position.erl].filter(Boolean).join(': ') : '';
    return el(`cac:${prefix}Line`, [
      el('cbc:ID', String(position.lfd_nr)), // BT-126
      explanation ? el('cbc:Note', explanation) : null, // BT-127
      el(isCreditNote ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', String(quantity), {
        unitCode: unitCodeOf(position.einheit) ?? NO_UNIT_CODE,
      }), // BT-129, BT-130
      money('cbc:LineExtensionAmount', amounts.lineCents[index] ?? 0), // BT-131
      el('cac:Item', [el('cbc:Name', position.bez), taxCategory('cac:ClassifiedTaxCategory', input, false)]), // BT-153
      el('cac:Price', [money('cbc:PriceAmount', price)]), // BT-146
    ]);
  });

  const root = el(
    isCreditNote ? 'CreditNote' : 'Invoice',
    [
      el('cbc:CustomizationID', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'), // BT-24
      el('cbc:ProfileID', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'), // BT-23
      el('cbc:ID', String(invoice.id)), // BT-1
      el('cbc:IssueDate', invoice.rn_datum), // BT-2
      isCreditNote ? null : el('cbc:DueDate', dueDateOf(invoice.rn_datum, terms.zahlungsziel_tage)), // BT-9
      el(`cbc:${prefix}TypeCode`, typeCode), // BT-3
      ...notes.map((note) => el('cbc:Note', note)), // BT-22
      el('cbc:DocumentCurrencyCode', 'EUR'), // BT-5
      el('cbc:BuyerReference', einvoice?.leitweg_id ?? `Kunde ${client.client_id}`), // BT-10
      terms.le_von && terms.le_bis
        ? el('cac:InvoicePeriod', [el('cbc:StartDate', terms.le_von), el('cbc:EndDate', terms.le_bis)]) // BT-73, BT-74
        : null,
      ...references.map((reference) =>
        el('cac:BillingReference', [
          el('cac:InvoiceDocumentReference', [
            el('cbc:ID', String(reference.id)), // BT-25
            optional('cbc:IssueDate', reference.date), // BT-26
          ]),
        ]),
      ),
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
      el('cac:PaymentTerms', [el('cbc:Note', paymentTermsText(input))]), // BT-20
      el('cac:TaxTotal', [
        money('cbc:TaxAmount', amounts.vatCents), // BT-110
        el('cac:TaxSubtotal', [
          money('cbc:TaxableAmount', amounts.netCents), // BT-116
          money('cbc:TaxAmount', amounts.vatCents), // BT-117
          taxCategory('cac:TaxCategory', input, true), // BT-118..121
        ]),
      ]),
      el('cac:LegalMonetaryTotal', [
        money('cbc:LineExtensionAmount', amounts.netCents), // BT-106
        money('cbc:TaxExclusiveAmount', amounts.netCents), // BT-109
        money('cbc:TaxInclusiveAmount', amounts.grossCents), // BT-112
        amounts.prepaidCents !== 0 ? money('cbc:PrepaidAmount', amounts.prepaidCents) : null, // BT-113
        money('cbc:PayableAmount', amounts.payableCents), // BT-115
      ]),
      ...lines,
    ],
    {
      xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${prefix}-2`,
      'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
      'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}
