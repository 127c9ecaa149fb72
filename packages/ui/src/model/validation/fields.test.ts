import { describe, expect, it } from 'vitest';
import { textOrNull, validateEmail, validateName, validatePhone } from './fields';

const INVALID_MAIL = 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.';
const INVALID_PHONE = 'Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0351 1234567 oder +49 351 1234567.';

describe('validateEmail', () => {
  it.each([
    ['', 'Bitte geben Sie eine E-Mail-Adresse ein.'],
    ['   ', 'Bitte geben Sie eine E-Mail-Adresse ein.'],
    ['erika', INVALID_MAIL],
    ['erika@', INVALID_MAIL],
    ['erika@wald', INVALID_MAIL],
    ['erika@wald.d', INVALID_MAIL],
    ['erika mustermann@wald.de', INVALID_MAIL],
    ['erika@@wald.de', INVALID_MAIL],
    ['erika@wald..de', INVALID_MAIL],
    [`${'a'.repeat(250)}@x.de`, 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.'],
    ['erika@wald.de', null],
    [' erika.mustermann+forst@uni-forst.example ', null],
    ['jörg@förster.de', null],
  ])('%j → %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });
});

describe('validateName', () => {
  it('allows empty names and limits the length to 100', () => {
    expect(validateName('', 'Vorname')).toBeNull();
    expect(validateName('x'.repeat(100), 'Vorname')).toBeNull();
    expect(validateName('x'.repeat(101), 'Nachname')).toBe('Der Nachname darf höchstens 100 Zeichen lang sein.');
  });
});

describe('validatePhone', () => {
  it.each([
    ['', null],
    ['0351 1234567', null],
    ['+49 (351) 1234-567', null],
    ['0351/1234567', null],
    ['1234', INVALID_PHONE],
    ['0351 abc', INVALID_PHONE],
    ['++49 351', INVALID_PHONE],
    ['1'.repeat(21), INVALID_PHONE],
  ])('%j → %j', (value, message) => {
    expect(validatePhone(value)).toBe(message);
  });
});

describe('textOrNull', () => {
  it('trims and turns empty text into null', () => {
    expect(textOrNull('  Erika ')).toBe('Erika');
    expect(textOrNull('   ')).toBeNull();
  });
});
