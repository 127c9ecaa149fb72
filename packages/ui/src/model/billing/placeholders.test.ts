import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  letterPlaceholderErrors,
  placeholdersIn,
  placeholderWarning,
  printableLetter,
  printableText,
  type PlaceholderContact,
} from './placeholders';

const koehler: PlaceholderContact = {
  name: 'Forstbetrieb Calw',
  ap_gender: 'Frau',
  ap_vorname: 'Anna',
  ap_nachname: 'Köhler',
};
const noContact: PlaceholderContact = { name: 'Stadt Calw', ap_gender: null, ap_vorname: null, ap_nachname: '  ' };

describe('placeholders in the letter texts', () => {
  it('fills every known placeholder from the contact, in any case', () => {
    expect(fillPlaceholders('Sehr geehrte Frau {nachname},', koehler)).toBe('Sehr geehrte Frau Köhler,');
    expect(fillPlaceholders('Liebe {Vorname} {NACHNAME} ({anrede}), {firma}', koehler)).toBe(
      'Liebe Anna Köhler (Frau), Forstbetrieb Calw',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillPlaceholders('Sehr geehrter Herr {nachname},', noContact)).toBe('Sehr geehrter Herr {nachname},');
    expect(fillPlaceholders('Sehr geehrter Herr {nachname},', null)).toBe('Sehr geehrter Herr {nachname},');
    expect(fillPlaceholders('Ihr {zeichen}', koehler)).toBe('Ihr {zeichen}');
  });

  it('lists the placeholders once each, in order', () => {
    expect(placeholdersIn('{nachname} {vorname} {nachname}')).toEqual(['{nachname}', '{vorname}']);
    expect(placeholdersIn('ohne')).toEqual([]);
  });

  it('warns in German and names what the client lacks', () => {
    expect(placeholderWarning('Sehr geehrter Herr Köhler,', koehler)).toBeUndefined();
    expect(placeholderWarning('Sehr geehrter Herr {nachname},', noContact)).toBe(
      'Bitte ersetzen Sie {nachname} von Hand ({nachname}: beim Kunden fehlt der Nachname der Ansprechperson). Platzhalter werden nicht gedruckt.',
    );
    expect(placeholderWarning('{nachname} {zeichen}', null)).toBe(
      'Bitte ersetzen Sie {nachname}, {zeichen} von Hand ({nachname}: es ist kein Kunde gewählt; {zeichen} ist kein bekannter Platzhalter). Platzhalter werden nicht gedruckt.',
    );
    expect(placeholderWarning('Preis { netto }', koehler)).toBe(
      'Bitte entfernen Sie die geschweiften Klammern: sie werden nicht gedruckt.',
    );
  });

  it('gives form messages only for the letter fields that hold one', () => {
    expect(
      letterPlaceholderErrors({ anrede: 'Sehr geehrte Frau {nachname},', anschreiben: 'Text', zuerl: '' }, noContact),
    ).toEqual({ anrede: expect.stringContaining('{nachname}') });
  });

  it('prints no brace: filled, dropped, or the neutral salutation', () => {
    expect(printableText('Sehr geehrte Frau {nachname},', koehler, true)).toBe('Sehr geehrte Frau Köhler,');
    expect(printableText('Sehr geehrter Herr {nachname},', noContact, true)).toBe('Sehr geehrte Damen und Herren,');
    expect(printableText('Ihr Zeichen {zeichen}: danke.\n{firma} und {x}', noContact)).toBe(
      'Ihr Zeichen: danke.\nStadt Calw und',
    );
    expect(printableText('Preis { netto }', koehler)).toBe('Preis  netto ');
    expect(printableText(null, koehler)).toBeNull();
    expect(
      printableLetter({ id: 59, anrede: 'Hallo {nachname},', anschreiben: 'für {firma}:', zuerl: null }, noContact),
    ).toEqual({ id: 59, anrede: 'Sehr geehrte Damen und Herren,', anschreiben: 'für Stadt Calw:', zuerl: null });
  });
});
