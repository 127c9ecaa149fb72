import { describe, expect, it } from 'vitest';
import { isValidIban, issuerAddressLines, parseIssuer } from './issuer';

const complete = {
  name: 'Forstvermessung Lindner GmbH',
  addressLines: ['Am Forsthaus 3'],
  postcode: '14469',
  city: 'Potsdam',
  steuernummer: '046/123/45678',
  ustId: 'DE 123 456 789',
  bank: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
  contact: { name: 'Anna Lindner', email: 'rechnung@forstvermessung.example', phone: '+49 331 123456' },
};

describe('parseIssuer', () => {
  it('given a complete issuer, normalises IBAN and VAT id and defaults the country to DE', () => {
    expect(parseIssuer(complete)).toEqual({
      ok: true,
      issuer: {
        ...complete,
        countryCode: 'DE',
        ustId: 'DE123456789',
        bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
      },
    });
  });

  it('given only the address, accepts it (the checklist names the missing tax number)', () => {
    const minimal = { name: 'Büro Wald', addressLines: ['Weg 1'], postcode: '01067', city: 'Dresden' };
    expect(parseIssuer(minimal)).toEqual({ ok: true, issuer: { ...minimal, countryCode: 'DE' } });
  });

  it.each([
    ['Forstbüro', '„issuer“ muss ein Objekt sein.'],
    [{ ...complete, name: ' ' }, '„issuer.name“ fehlt oder ist leer.'],
    [{ ...complete, addressLines: [] }, '„issuer.addressLines“ braucht mindestens eine Zeile (Straße und Hausnummer).'],
    [{ ...complete, postcode: undefined }, '„issuer.postcode“ fehlt oder ist leer.'],
    [{ ...complete, ustId: '123456789' }, '„issuer.ustId“ muss mit dem Ländercode beginnen (z. B. „DE123456789“).'],
    [{ ...complete, bank: { iban: 'DE89 3704 0044 0532 0130 01' } }, '„issuer.bank.iban“ ist keine gültige IBAN.'],
    [{ ...complete, bank: 'DE89' }, '„issuer.bank“ muss ein Objekt sein.'],
    [{ ...complete, contact: { email: '' } }, '„issuer.contact.email“ muss ein nicht leerer Text sein.'],
    [
      { ...complete, countryCode: 'de' },
      '„issuer.countryCode“ muss ein Ländercode aus zwei Großbuchstaben sein (z. B. „DE“).',
    ],
  ])('refuses %j with a German message', (value, message) => {
    expect(parseIssuer(value)).toEqual({ ok: false, message });
  });
});

describe('isValidIban', () => {
  it.each([
    ['DE89370400440532013000', true],
    ['de89 3704 0044 0532 0130 00', true],
    ['GB82WEST12345698765432', true],
    ['DE89370400440532013001', false],
    ['DE8937040044', false],
  ])('%s → %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });
});

describe('issuerAddressLines', () => {
  it('puts postcode and city on the last line', () => {
    const check = parseIssuer(complete);
    if (!check.ok) throw new Error(check.message);
    expect(issuerAddressLines(check.issuer)).toEqual(['Am Forsthaus 3', '14469 Potsdam']);
  });
});
