import { describe, expect, it } from 'vitest';
import { giroCodePayload, invoiceRemittance, reminderRemittance } from './giroCode';
import type { Issuer } from './issuer';

const issuer: Issuer = {
  name: 'Forstvermessung Lindner GmbH',
  addressLines: ['Am Forsthaus 3'],
  postcode: '14469',
  city: 'Potsdam',
  countryCode: 'DE',
  bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
};

const lines = (...fields: string[]) => fields.join('\n');

describe('giroCodePayload', () => {
  it('given an invoice, writes the EPC fields of version 002 in their order', () => {
    expect(giroCodePayload(issuer, 123450, 'Rechnung 2025017')).toBe(
      lines(
        'BCD',
        '002',
        '1',
        'SCT',
        'COBADEFFXXX',
        'Forstvermessung Lindner GmbH',
        'DE89370400440532013000',
        'EUR1234.50',
        '',
        '',
        'Rechnung 2025017',
      ),
    );
  });

  it.each([
    [1, 'EUR0.01'],
    [100, 'EUR1.00'],
    [111384, 'EUR1113.84'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('given %i cents, writes the amount as %s (dot, two decimals, no thousands separator)', (cents, amount) => {
    expect(giroCodePayload(issuer, cents, 'Rechnung 1')?.split('\n')[7]).toBe(amount);
  });

  it('given no BIC, leaves its line empty (optional within the EEA since version 002)', () => {
    const withoutBic: Issuer = { ...issuer, bank: { iban: 'DE89370400440532013000' } };
    expect(giroCodePayload(withoutBic, 500, 'Rechnung 7')).toBe(
      lines(
        'BCD',
        '002',
        '1',
        'SCT',
        '',
        'Forstvermessung Lindner GmbH',
        'DE89370400440532013000',
        'EUR5.00',
        '',
        '',
        'Rechnung 7',
      ),
    );
  });

  it('given an IBAN and BIC with spaces in lower case, writes them compact in upper case', () => {
    const spaced: Issuer = { ...issuer, bank: { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeff xxx' } };
    expect(giroCodePayload(spaced, 500, 'Rechnung 7')?.split('\n').slice(4, 7)).toEqual([
      'COBADEFFXXX',
      'Forstvermessung Lindner GmbH',
      'DE89370400440532013000',
    ]);
  });

  it.each([
    ['no issuer', null, 500],
    ['an issuer without a bank account', { ...issuer, bank: undefined }, 500],
    ['an IBAN with wrong check digits', { ...issuer, bank: { iban: 'DE88370400440532013000' } }, 500],
    ['an amount of zero', issuer, 0],
    ['a negative amount (a credit)', issuer, -1000],
    ['an amount above 999,999,999.99 €', issuer, 100_000_000_000],
    ['a fraction of a cent', issuer, 10.5],
  ])('given %s, gives no code', (_, given, cents) => {
    expect(giroCodePayload(given, cents, 'Rechnung 1')).toBeNull();
  });

  it('given a name longer than 70 characters with a line break, writes one line of 70', () => {
    const name = `Forstbetriebsgemeinschaft\nOberer Schwarzwald ${'Nord'.repeat(20)}`;
    const field = giroCodePayload({ ...issuer, name }, 500, 'Rechnung 1')?.split('\n')[5];
    expect(field).toBe(`Forstbetriebsgemeinschaft Oberer Schwarzwald ${'Nord'.repeat(6)}N`);
    expect(field).toHaveLength(70);
  });

  it('given a remittance longer than 140 characters, cuts it at 140', () => {
    const payload = giroCodePayload(issuer, 500, `Mahnung 3 zu Rechnungen ${'2025001, '.repeat(20)}`);
    expect(payload?.split('\n')[10]).toBe(`Mahnung 3 zu Rechnungen ${'2025001, '.repeat(12)}2025001,`);
    expect(payload?.split('\n')[10]).toHaveLength(140);
  });

  it('given a name of 70 umlauts, shortens the remittance so the text stays within 331 bytes', () => {
    const payload = giroCodePayload({ ...issuer, name: 'Ä'.repeat(70) }, 500, 'x'.repeat(140));
    expect(new TextEncoder().encode(payload ?? '').length).toBe(331);
    expect(payload?.split('\n')[10]).toBe('x'.repeat(131));
  });
});

describe('remittance', () => {
  it('names the invoice by its number', () => {
    expect(invoiceRemittance(2025017)).toBe('Rechnung 2025017');
  });

  it.each([
    [[2025017], 'Mahnung 12 zu Rechnung 2025017'],
    [[2025017, 2025021], 'Mahnung 12 zu Rechnungen 2025017, 2025021'],
  ])('names the reminder and the invoices %j it claims', (ids, text) => {
    expect(reminderRemittance(12, ids)).toBe(text);
  });
});
