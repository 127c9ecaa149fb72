import { describe, expect, it } from 'vitest';
import { countMissing, invoiceChecklist, type InvoiceChecklistInput } from './checklist';
import { defaultInvoiceTerms } from './einvoice';
import type { Issuer } from './issuer';

const issuer: Issuer = {
  name: 'Forstvermessung Lindner GmbH',
  addressLines: ['Am Forsthaus 3'],
  postcode: '14469',
  city: 'Potsdam',
  countryCode: 'DE',
  steuernummer: '046/123/45678',
  company: { registerCourt: 'Amtsgericht Potsdam', registerNumber: 'HRB 4711 P', managingDirectors: ['Eva Lindner'] },
};

const complete: InvoiceChecklistInput = {
  issuer,
  client: { name: 'Stadt Calw', strasse: 'Marktplatz 9', plz: '75365', ort: 'Calw' },
  invoice: { id: 2025017, rn_datum: '2025-03-14', le_date: '2025-03-10', ust_satz: 19, zuerl: null },
  positions: [
    { anzahl: 2.5, bez: 'Vermessung Rückegasse', ep: 48.9 },
    { anzahl: 1, bez: 'Gutschrift', ep: -100 },
  ],
};

const missingOf = (input: InvoiceChecklistInput) =>
  Object.fromEntries(invoiceChecklist(input).flatMap((entry) => (entry.ok ? [] : [[entry.id, entry.missing]])));

describe('invoiceChecklist', () => {
  it('given a complete invoice, ticks all nine items in the law’s order', () => {
    const items = invoiceChecklist(complete);
    expect(items.map((entry) => [entry.id, entry.norm, entry.ok])).toEqual([
      ['aussteller', '§ 14 Abs. 4 Nr. 1 UStG', true],
      ['empfaenger', '§ 14 Abs. 4 Nr. 1 UStG', true],
      ['steuernummer', '§ 14 Abs. 4 Nr. 2 UStG', true],
      ['ausstellungsdatum', '§ 14 Abs. 4 Nr. 3 UStG', true],
      ['rechnungsnummer', '§ 14 Abs. 4 Nr. 4 UStG', true],
      ['leistung', '§ 14 Abs. 4 Nr. 5 UStG', true],
      ['leistungsdatum', '§ 14 Abs. 4 Nr. 6 UStG', true],
      ['entgelt', '§ 14 Abs. 4 Nr. 7 UStG', true],
      ['steuer', '§ 14 Abs. 4 Nr. 8 UStG', true],
      ['gesellschaft', '§ 35a GmbHG', true],
    ]);
    expect(items.every((entry) => entry.missing === undefined)).toBe(true);
    expect(items[8]?.label).toBe('Steuersatz (19 %) und Steuerbetrag');
    expect(countMissing(items)).toBe(0);
  });

  it('given no issuer in the config, names the config key for address and tax number', () => {
    expect(missingOf({ ...complete, issuer: null })).toEqual({
      aussteller: 'Angaben zum Rechnungsaussteller fehlen in der Konfiguration (Schlüssel „issuer“).',
      steuernummer: 'Weder Steuernummer noch USt-IdNr. in der Konfiguration („issuer.steuernummer“, „issuer.ustId“).',
    });
  });

  it('given only a VAT id, the tax-number item holds', () => {
    const withUstId: Issuer = { ...issuer, steuernummer: undefined, ustId: 'DE123456789' };
    expect(missingOf({ ...complete, issuer: withUstId })).toEqual({});
  });

  it('given a client without street and postcode, names both', () => {
    const client = { name: 'Stadt Calw', strasse: null, plz: ' ', ort: 'Calw' };
    expect(missingOf({ ...complete, client })).toEqual({ empfaenger: 'Beim Kunden fehlt: Straße und PLZ.' });
  });

  it('given no client, no service date and no positions, names each', () => {
    const invoice = { ...complete.invoice, le_date: null };
    expect(missingOf({ ...complete, client: null, invoice, positions: [] })).toEqual({
      empfaenger: 'Kein Kunde gewählt.',
      leistung: 'Die Rechnung hat noch keine Position.',
      leistungsdatum: 'Kein Leistungsdatum.',
      entgelt: 'Ohne Positionen gibt es keinen Nettobetrag.',
    });
  });

  it('given positions without description, quantity or price, names them by place', () => {
    const positions = [
      { anzahl: 1, bez: 'Vermessung', ep: 10 },
      { anzahl: 2, bez: '  ', ep: 10 },
      { anzahl: 1, bez: '', ep: Number.NaN },
      { anzahl: 0, bez: 'Anfahrt', ep: 30 },
    ];
    expect(missingOf({ ...complete, positions })).toEqual({
      leistung: 'Position 2 und 3 ohne Beschreibung der Leistung.',
      entgelt: 'Position 3 ohne Einzelpreis.',
    });
    expect(missingOf({ ...complete, positions: positions.filter((p) => p.bez.trim() !== '') })).toEqual({
      leistung: 'Position 2 ohne Menge.',
    });
  });

  it('given 0 %, asks for the exemption note in the closing text until it is there', () => {
    const zero = { ...complete.invoice, ust_satz: 0 };
    expect(missingOf({ ...complete, invoice: zero })).toEqual({
      steuer: 'Bei 0 % fehlt im Schlusstext der Hinweis auf die Steuerbefreiung.',
    });
    const noted = { ...zero, zuerl: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.' };
    expect(missingOf({ ...complete, invoice: noted })).toEqual({});
  });

  it('given 7 % and no number yet, labels the rate and names the number', () => {
    const items = invoiceChecklist({ ...complete, invoice: { ...complete.invoice, id: 0, ust_satz: 7 } });
    expect(items[8]?.label).toBe('Steuersatz (7 %) und Steuerbetrag');
    expect(items[4]).toEqual({
      id: 'rechnungsnummer',
      label: 'Fortlaufende, einmalige Rechnungsnummer',
      norm: '§ 14 Abs. 4 Nr. 4 UStG',
      ok: false,
      missing: 'Die Rechnungsnummer vergibt der Dienst beim Anlegen.',
    });
    expect(countMissing(items)).toBe(1);
  });

  it('given an issuer without city, names it', () => {
    expect(missingOf({ ...complete, issuer: { ...issuer, city: '' } })).toEqual({
      aussteller: 'Beim Rechnungsaussteller fehlt: Ort.',
    });
  });

  it('with the invoice terms: a service period counts, Skonto is the agreed reduction (Nr. 7), reverse charge asks for the client’s VAT id (§ 14a), surveying prints the retention note (Nr. 9)', () => {
    const terms = {
      ...defaultInvoiceTerms(2025017),
      skonto_prozent: 2,
      skonto_tage: 10,
      le_von: '2025-03-01',
      le_bis: '2025-03-31',
      ust_kategorie: 'AE' as const,
    };
    const input = { ...complete, invoice: { ...complete.invoice, le_date: null, ust_satz: 0 }, terms };
    const items = invoiceChecklist(input);
    expect(items.map((entry) => entry.id)).toEqual([
      'aussteller',
      'empfaenger',
      'steuernummer',
      'ausstellungsdatum',
      'rechnungsnummer',
      'leistung',
      'leistungsdatum',
      'entgelt',
      'minderung',
      'steuer',
      'steuerschuldner',
      'aufbewahrung',
      'gesellschaft',
    ]);
    expect(items.find((entry) => entry.id === 'minderung')?.label).toBe(
      'Vereinbarte Minderung: 2 % Skonto in 10 Tagen',
    );
    expect(missingOf(input)).toEqual({ steuerschuldner: 'Die USt-IdNr. des Kunden fehlt.' });
    expect(missingOf({ ...input, terms: { ...terms, skonto_tage: null, kaeufer_ustid: 'ATU1' } })).toEqual({
      minderung: 'Skonto braucht Prozentsatz und Frist.',
    });
  });

  it('names the §35a GmbHG details a GmbH lacks in the config', () => {
    const { company: _company, ...withoutCompany } = issuer;
    expect(missingOf({ ...complete, issuer: withoutCompany })).toEqual({
      gesellschaft: 'Fehlen in der Konfiguration („issuer.company“ in config.json).',
    });
  });
});
