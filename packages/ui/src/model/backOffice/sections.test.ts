import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_SECTIONS, backOfficeHref, backOfficeRecordId, backOfficeSection } from './sections';

describe('back-office sections', () => {
  it('lists the sections that have content, in the order of requirements §2', () => {
    expect(BACK_OFFICE_SECTIONS.map((section) => section.label)).toEqual([
      'Übersicht',
      'Kunden',
      'Angebote',
      'Rechnungen',
      'Offene Posten',
      'Mahnwesen',
      'Buchhaltung',
      'Prognose',
      'Kataster',
      'Käferfunde',
      'Postausgang',
    ]);
  });

  it.each([
    ['kunden', 'kunden'],
    ['kataster', 'kataster'],
    ['uebersicht', 'uebersicht'],
    ['rechnungen', 'rechnungen'],
    ['angebote', 'angebote'],
    ['postausgang', 'postausgang'],
    ['offene-posten', 'offene-posten'],
    ['mahnwesen', 'mahnwesen'],
    ['buchhaltung', 'buchhaltung'],
    ['rechnung', 'uebersicht'],
    ['', 'uebersicht'],
    [null, 'uebersicht'],
  ] as const)('given bereich=%s, opens %s', (param, section) => {
    expect(backOfficeSection(param)).toBe(section);
  });

  it.each([
    ['7', 7],
    ['0012', 12],
    ['7a', null],
    ['-1', null],
    ['', null],
    [null, null],
  ] as const)('given id=%s, names record %s', (param, id) => {
    expect(backOfficeRecordId(param)).toBe(id);
  });

  it('writes section and record as a dashboard address', () => {
    expect(backOfficeHref('kunden')).toBe('/dashboard?bereich=kunden');
    expect(backOfficeHref('kunden', 7)).toBe('/dashboard?bereich=kunden&id=7');
    expect(backOfficeHref('kataster', null)).toBe('/dashboard?bereich=kataster');
  });
});
