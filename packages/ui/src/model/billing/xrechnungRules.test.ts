/**
 * One test per rule the export enforces, named by its rule id (EN 16931 BR-…, XRechnung
 * BR-DE-…, PEPPOL-…, or the law where no syntax rule exists): the broken invoice is refused
 * with that rule's German message, and the writer writes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { RechnungPosition } from '../entities';
import { STORY_BILLED_CLIENT, STORY_ISSUER } from '../../screens/backoffice/billingStoryData';
import {
  controlCharProblem,
  defaultInvoiceTerms,
  endpointProblem,
  hasControlChars,
  leitwegIdProblem,
  NO_UNIT_CODE,
  skontoLine,
  stripControlChars,
  UNIT_TABLE,
  unitCodeOf,
  withLeitwegCheckDigits,
} from './einvoice';
import { buildXRechnungXml } from './xrechnung';
import { XRechnungError, xrechnungFindings, type XRechnungInput } from './xrechnungRules';

const position = (fields: Partial<RechnungPosition> = {}): RechnungPosition => ({
  id: 1,
  rechnung_id: 12,
  lfd_nr: 1,
  anzahl: 3,
  bez: 'Vermessung Rückegassen',
  einheit: 'Std.',
  ep: 80,
  erl: null,
  erl_on: null,
  erl_titel: null,
  ...fields,
});

const valid: XRechnungInput = {
  issuer: STORY_ISSUER,
  client: STORY_BILLED_CLIENT,
  invoice: {
    id: 12,
    bearbeiter: null,
    le_date: '2025-03-10',
    rn_datum: '2025-03-14',
    anrede: null,
    anschreiben: null,
    zuerl: null,
    ust_satz: 19,
    client_id: 3,
    archiviert: false,
  },
  positions: [position()],
  einvoice: {
    client_id: 3,
    e_adresse: '04011000-1234512345-06',
    e_schema: '0204',
    leitweg_id: '04011000-1234512345-06',
  },
  terms: defaultInvoiceTerms(12),
};

/** The ids of the rules an input breaks. */
const rules = (input: Partial<XRechnungInput>) => xrechnungFindings({ ...valid, ...input }).map((f) => f.rule);
const withTerms = (terms: Partial<XRechnungInput['terms']>) => ({ terms: { ...valid.terms, ...terms } });

/** The refusal of the writer, for the rule's German message. */
async function refusal(input: Partial<XRechnungInput>): Promise<string> {
  const error = await buildXRechnungXml({ ...valid, ...input }).catch((cause: unknown) => cause);
  expect(error).toBeInstanceOf(XRechnungError);
  return (error as XRechnungError).message;
}

describe('the valid invoice breaks no rule', () => {
  it('has no findings and exports', async () => {
    expect(rules({})).toEqual([]);
    await expect(buildXRechnungXml(valid)).resolves.toContain('<cbc:EndpointID schemeID="0204">04011000-1234512345-06');
  });
});

describe('rules on the buyer', () => {
  it('PEPPOL-EN16931-R010: without the buyer’s electronic address (BT-49) the export is refused and says where to enter it', async () => {
    expect(rules({ einvoice: null })).toEqual(['PEPPOL-EN16931-R010']);
    expect(await refusal({ einvoice: null })).toContain(
      'Beim Kunden „Stadt Calw“ fehlt die Adresse für E-Rechnungen (BT-49); bitte in den Kundendetails unter „E-Rechnung“ eintragen.',
    );
  });

  it('Leitweg-ID: a Leitweg-ID with a wrong check digit is refused as BT-49 and as BT-10', () => {
    const wrong = '04011000-1234512345-07';
    expect(rules({ einvoice: { ...valid.einvoice!, e_adresse: wrong, leitweg_id: wrong } })).toEqual([
      'Leitweg-ID',
      'Leitweg-ID',
    ]);
  });

  it('BR-DE-15: the buyer reference (BT-10) is the Leitweg-ID, else the client number', async () => {
    expect(await buildXRechnungXml(valid)).toContain('<cbc:BuyerReference>04011000-1234512345-06</cbc:BuyerReference>');
    const business = {
      ...valid,
      einvoice: { ...valid.einvoice!, e_schema: 'EM' as const, e_adresse: 'a@b.example', leitweg_id: null },
    };
    expect(await buildXRechnungXml(business)).toContain('<cbc:BuyerReference>Kunde 3</cbc:BuyerReference>');
  });

  it('BR-DE-8 and BR-DE-9: the buyer’s city and post code', () => {
    expect(rules({ client: { ...valid.client, ort: null, plz: ' ' } })).toEqual(['BR-DE-8', 'BR-DE-9']);
  });
});

describe('rules on the issuer (config.json)', () => {
  it('BR-DE-1: an issuer without bank account cannot export (payment instructions, BG-16)', async () => {
    const { bank: _bank, ...withoutBank } = STORY_ISSUER;
    expect(rules({ issuer: withoutBank })).toEqual(['BR-DE-1']);
    expect(await refusal({ issuer: withoutBank })).toContain(
      'Die Bankverbindung des Ausstellers fehlt („issuer.bank“ in config.json).',
    );
  });

  it('BR-DE-2 and PEPPOL-EN16931-R020: the seller’s contact and electronic address', () => {
    const { contact: _contact, ...withoutContact } = STORY_ISSUER;
    expect(rules({ issuer: withoutContact })).toEqual(['PEPPOL-EN16931-R020', 'BR-DE-2']);
  });

  it('BR-DE-6 and BR-DE-7: the contact’s phone and e-mail', () => {
    expect(rules({ issuer: { ...STORY_ISSUER, contact: { name: 'Katrin Vogt' } } })).toEqual([
      'PEPPOL-EN16931-R020',
      'BR-DE-6',
      'BR-DE-7',
    ]);
  });

  it('BR-DE-16: tax number or VAT id', () => {
    const { steuernummer: _s, ustId: _u, ...withoutTaxIds } = STORY_ISSUER;
    expect(rules({ issuer: withoutTaxIds })).toEqual(['BR-DE-16']);
  });

  it('BR-CO-26: with only a tax number the seller needs its register number (BT-30)', async () => {
    const { ustId: _u, company: _c, ...taxNumberOnly } = STORY_ISSUER;
    expect(rules({ issuer: taxNumberOnly })).toEqual(['BR-CO-26']);
    const { ustId: _v, ...withRegister } = STORY_ISSUER;
    expect(rules({ issuer: withRegister })).toEqual([]);
    expect(await buildXRechnungXml({ ...valid, issuer: withRegister })).toContain(
      '<cbc:CompanyID>HRB 14207 FF</cbc:CompanyID>',
    );
  });
});

describe('rules on the invoice', () => {
  it('UStG-14-4-6: no service date and no service period', async () => {
    const input = { invoice: { ...valid.invoice, le_date: null } };
    expect(rules(input)).toEqual(['UStG-14-4-6']);
    expect(await refusal(input)).toContain('Leistungsdatum oder einen Leistungszeitraum');
    expect(rules({ ...input, ...withTerms({ le_von: '2025-03-01', le_bis: '2025-03-31' }) })).toEqual([]);
  });

  it('BR-29: the service period ends before it starts', () => {
    expect(rules(withTerms({ le_von: '2025-03-31', le_bis: '2025-03-01' }))).toEqual(['BR-29']);
  });

  it('BR-DE-18: Skonto needs percent and days, and is written as #SKONTO#TAGE=n#PROZENT=n.nn#', async () => {
    expect(rules(withTerms({ skonto_prozent: 2, skonto_tage: null }))).toEqual(['BR-DE-18']);
    expect(skontoLine(10, 2)).toBe('#SKONTO#TAGE=10#PROZENT=2.00#');
    const xml = await buildXRechnungXml({
      ...valid,
      ...withTerms({ skonto_prozent: 2.5, skonto_tage: 10, zahlungsziel_tage: 30 }),
    });
    expect(xml).toContain('Zahlbar innerhalb von 30 Tagen ohne Abzug.\n#SKONTO#TAGE=10#PROZENT=2.50#\n</cbc:Note>');
    expect(xml).toContain('<cbc:DueDate>2025-04-13</cbc:DueDate>');
  });

  it('BR-S-05: the standard rate is above 0 %', () => {
    expect(rules({ invoice: { ...valid.invoice, ust_satz: 0 } })).toEqual(['BR-S-05']);
  });

  it('BR-E-05 and BR-E-10: an exempt invoice has 0 % and names its reason', () => {
    expect(rules(withTerms({ ust_kategorie: 'E' }))).toEqual(['BR-E-05', 'BR-E-10']);
    expect(
      rules({
        invoice: { ...valid.invoice, ust_satz: 0 },
        ...withTerms({ ust_kategorie: 'E', befreiungsgrund: '§ 4 Nr. 12 UStG' }),
      }),
    ).toEqual([]);
  });

  it('BR-AE-02 and BR-AE-05: reverse charge needs both VAT ids and 0 %', async () => {
    expect(rules(withTerms({ ust_kategorie: 'AE' }))).toEqual(['BR-AE-05', 'BR-AE-02']);
    const reverse = {
      ...valid,
      invoice: { ...valid.invoice, ust_satz: 0 },
      ...withTerms({ ust_kategorie: 'AE' as const, kaeufer_ustid: 'DE811569869' }),
    };
    expect(xrechnungFindings(reverse)).toEqual([]);
    const xml = await buildXRechnungXml(reverse);
    expect(xml).toContain(
      '<cbc:TaxExemptionReason>Steuerschuldnerschaft des Leistungsempfängers</cbc:TaxExemptionReason>',
    );
    expect(xml).toContain('<cbc:CompanyID>DE811569869</cbc:CompanyID>');
  });

  it('BG-3: a credit note names the invoice it corrects (BT-25, BT-26)', async () => {
    expect(rules(withTerms({ art: 'gutschrift' }))).toEqual(['BG-3']);
    const xml = await buildXRechnungXml({
      ...valid,
      ...withTerms({ art: 'gutschrift', bezug_id: 7, bezug_datum: '2025-02-01' }),
    });
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toMatch(
      /<cac:InvoiceDocumentReference>\s*<cbc:ID>7<\/cbc:ID>\s*<cbc:IssueDate>2025-02-01<\/cbc:IssueDate>/,
    );
    expect(xml).not.toContain('DueDate');
  });

  it('UStG-14-5: a final invoice names the partial invoices it deducts; BR-CO-16: payable = gross − prepaid', async () => {
    expect(rules(withTerms({ art: 'schluss' }))).toEqual(['UStG-14-5']);
    const xml = await buildXRechnungXml({
      ...valid,
      ...withTerms({
        art: 'schluss',
        abzuege: [{ rechnung_id: 5, rn_datum: '2025-01-10', netto_cent: 10000, ust_cent: 1900 }],
      }),
    });
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">285.60</cbc:TaxInclusiveAmount>');
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">119.00</cbc:PrepaidAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">166.60</cbc:PayableAmount>');
  });

  it('BR-DE-17: a partial invoice is type 326', async () => {
    expect(await buildXRechnungXml({ ...valid, ...withTerms({ art: 'abschlag' }) })).toContain(
      '<cbc:InvoiceTypeCode>326</cbc:InvoiceTypeCode>',
    );
  });

  it('BR-16: at least one line', () => {
    expect(rules({ positions: [] })).toEqual(['BR-16']);
  });

  it('BR-CL-23: a unit outside the table is refused instead of written as "one"', () => {
    expect(rules({ positions: [position({ einheit: 'Karte' })] })).toEqual(['BR-CL-23']);
  });

  it('XML-1.0-Char: a control character in a text is refused, and never written', async () => {
    const pasted = { positions: [position({ bez: 'Vermessung\u0007 Rückegassen' })] };
    expect(rules(pasted)).toEqual(['XML-1.0-Char']);
    expect(await refusal(pasted)).toContain('Steuerzeichen');
  });
});

describe('§14 Abs. 4 Nr. 9 UStG: the retention note', () => {
  it('is written for surveying by default, and not when switched off', async () => {
    expect(await buildXRechnungXml(valid)).toContain('zwei Jahre aufzubewahren');
    expect(await buildXRechnungXml({ ...valid, ...withTerms({ aufbewahrung_hinweis: false }) })).not.toContain(
      'aufzubewahren',
    );
    expect(await buildXRechnungXml({ ...valid, positions: [position({ bez: 'Scan Karte' })] })).not.toContain(
      'aufzubewahren',
    );
  });
});

describe('Leitweg-ID check digits (MOD 97-10 of its format specification)', () => {
  it('accepts the specification’s example and computes its check digits', () => {
    expect(leitwegIdProblem('04011000-1234512345-06')).toBeUndefined();
    expect(withLeitwegCheckDigits('04011000-1234512345')).toBe('04011000-1234512345-06');
    expect(leitwegIdProblem('991-33333TEST-33')).toBeUndefined();
  });

  it('names a wrong check digit and a wrong form', () => {
    expect(leitwegIdProblem('04011000-1234512345-60')).toBe('Die Prüfziffer der Leitweg-ID stimmt nicht.');
    expect(leitwegIdProblem('04011000')).toMatch(/Grobadressierung-Feinadressierung-Prüfziffer/);
    expect(leitwegIdProblem('0401-1000-12345-06')).toMatch(/Form/);
  });

  it('checks an e-mail address for scheme EM', () => {
    expect(endpointProblem('rechnung@calw.example', 'EM')).toBeUndefined();
    expect(endpointProblem('rechnung at calw', 'EM')).toBe('Keine gültige E-Mail-Adresse.');
    expect(endpointProblem('', 'EM')).toBe('Bitte die Adresse für E-Rechnungen angeben.');
  });
});

describe('control characters', () => {
  it('finds C0 and C1 controls but keeps tab, line feed and carriage return', () => {
    expect(hasControlChars('a\tb\nc\r\n')).toBe(false);
    expect(hasControlChars('a\u0000b')).toBe(true);
    expect(hasControlChars('a\u0085b')).toBe(true);
    expect(hasControlChars('a\u001Fb')).toBe(true);
    expect(stripControlChars('Ver\u0008messung\u000B')).toBe('Vermessung');
    expect(controlCharProblem('x\u0001', 'Bezeichnung')).toBe(
      '„Bezeichnung“ enthält ein Steuerzeichen; bitte neu eintippen.',
    );
    expect(controlCharProblem('x', 'Bezeichnung')).toBeUndefined();
  });
});

describe('UN/ECE Rec 20 unit codes (BT-130)', () => {
  it('maps every unit the app offers', () => {
    expect(UNIT_TABLE.map((row) => [row.unit, unitCodeOf(row.unit)])).toEqual([
      ['Stück', 'H87'],
      ['Stunde', 'HUR'],
      ['Tag', 'DAY'],
      ['Woche', 'WEE'],
      ['Monat', 'MON'],
      ['Jahr', 'ANN'],
      ['km', 'KMT'],
      ['m', 'MTR'],
      ['ha', 'H18'],
      ['m²', 'MTK'],
      ['pauschal', 'LS'],
    ]);
  });

  it('reads the abbreviations of the demo’s templates', () => {
    expect(['Stk.', 'Std.', 'Monat', 'Jahr', 'ha', 'km', 'pausch.'].map(unitCodeOf)).toEqual([
      'H87',
      'HUR',
      'MON',
      'ANN',
      'H18',
      'KMT',
      'LS',
    ]);
    expect(unitCodeOf(null)).toBe(NO_UNIT_CODE);
  });
});
