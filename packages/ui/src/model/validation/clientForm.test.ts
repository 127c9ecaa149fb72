import { describe, expect, it } from 'vitest';
import type { Client } from '../entities';
import {
  clientDetailsForm,
  telHref,
  toAddClientParams,
  toUpdateClientParams,
  validateAddClientForm,
  validateClientDetailsForm,
  validateOrdnerForm,
} from './clientForm';

describe('validateAddClientForm', () => {
  it.each([
    [{ name: 'Stadt Calw', strasse: '', plz: '75365', ort: 'Calw' }, {}],
    [{ name: 'Stadt Calw', strasse: '', plz: '', ort: '' }, {}],
    [{ name: '  ', strasse: '', plz: '', ort: '' }, { name: 'Bitte geben Sie den Namen des Kunden ein.' }],
    [
      { name: 'Stadt Calw', strasse: '', plz: '7536', ort: '' },
      { plz: 'Die Postleitzahl hat fünf Ziffern, z. B. 01737.' },
    ],
    [
      { name: '', strasse: '', plz: '7536a', ort: '' },
      { name: 'Bitte geben Sie den Namen des Kunden ein.', plz: 'Die Postleitzahl hat fünf Ziffern, z. B. 01737.' },
    ],
    [
      { name: 'x'.repeat(101), strasse: '', plz: '', ort: '' },
      { name: 'Der Name darf höchstens 100 Zeichen lang sein.' },
    ],
    [
      { name: 'Stadt Calw', strasse: 's'.repeat(51), plz: '', ort: 'o'.repeat(51) },
      {
        strasse: 'Bitte höchstens 50 Zeichen eingeben (jetzt 51).',
        ort: 'Bitte höchstens 50 Zeichen eingeben (jetzt 51).',
      },
    ],
  ])('given %j, says %j', (form, errors) => {
    expect(validateAddClientForm(form)).toEqual(errors);
  });

  it('sends trimmed text', () => {
    expect(toAddClientParams({ name: ' Stadt Calw ', strasse: ' Marktplatz 9 ', plz: ' 75365', ort: 'Calw ' })).toEqual(
      {
        name: 'Stadt Calw',
        strasse: 'Marktplatz 9',
        plz: '75365',
        ort: 'Calw',
      },
    );
  });
});

const CLIENT: Client = {
  client_id: 3,
  name: 'Stadt Calw',
  strasse: 'Marktplatz 9',
  plz: '75365',
  ort: 'Calw',
  ap_gender: 'Frau',
  ap_vorname: 'Anna',
  ap_nachname: null,
  ap_tel: '07051 1670',
  name_zusatz: null,
  bundesland: 'BW',
  epsg: 31467,
};

describe('client master data', () => {
  it('fills the form with text, empty for null', () => {
    expect(clientDetailsForm(CLIENT)).toEqual({
      name: 'Stadt Calw',
      name_zusatz: '',
      strasse: 'Marktplatz 9',
      plz: '75365',
      ort: 'Calw',
      ap_gender: 'Frau',
      ap_vorname: 'Anna',
      ap_nachname: '',
      ap_tel: '07051 1670',
    });
  });

  it('checks the phone number too', () => {
    expect(validateClientDetailsForm({ ...clientDetailsForm(CLIENT), ap_tel: 'abc' })).toEqual({
      ap_tel: 'Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0351 1234567 oder +49 351 1234567.',
    });
  });

  it('refuses a contact name longer than the letter takes, as the service does', () => {
    expect(
      validateClientDetailsForm({
        ...clientDetailsForm(CLIENT),
        ap_vorname: 'V'.repeat(100),
        ap_nachname: 'N'.repeat(10_000),
        name_zusatz: 'Z'.repeat(51),
      }),
    ).toEqual({
      ap_nachname: 'Bitte höchstens 100 Zeichen eingeben (jetzt 10.000).',
      name_zusatz: 'Bitte höchstens 50 Zeichen eingeben (jetzt 51).',
    });
  });

  it('sends empty fields as null', () => {
    expect(toUpdateClientParams(3, { ...clientDetailsForm(CLIENT), ort: ' ', name_zusatz: ' Forstamt ' })).toEqual({
      client_id: 3,
      name: 'Stadt Calw',
      name_zusatz: 'Forstamt',
      strasse: 'Marktplatz 9',
      plz: '75365',
      ort: null,
      ap_gender: 'Frau',
      ap_vorname: 'Anna',
      ap_nachname: null,
      ap_tel: '07051 1670',
    });
  });

  it.each([
    ['07051 1670', 'tel:070511670'],
    ['+49 (0) 351 / 1234-5', 'tel:+49035112345'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('validateOrdnerForm', () => {
  it('takes an empty folder and one of 260 characters', () => {
    expect(validateOrdnerForm({ ordner: '' })).toEqual({});
    expect(validateOrdnerForm({ ordner: `P:\\${'a'.repeat(257)}` })).toEqual({});
  });

  it('refuses a path longer than 260 characters', () => {
    expect(validateOrdnerForm({ ordner: 'a'.repeat(261) })).toEqual({
      ordner: 'Der Pfad darf höchstens 260 Zeichen lang sein.',
    });
  });
});
