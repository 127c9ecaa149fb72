import { describe, expect, it } from 'vitest';
import type { DunningLevel } from '../contract/rpc/billing';
import {
  lateInterestRates,
  toSetBaseRateParams,
  toUpdateDunningLevelParams,
  validateBaseRateDraft,
  validateDunningLevelDraft,
  type DunningLevelDraft,
} from './dunningSettings';

const LEVELS: DunningLevel[] = [
  { stufe: 1, bezeichnung: 'Zahlungserinnerung', tage_nach_faelligkeit: 7, gebuehr: 0, frist_tage: 14 },
  { stufe: 2, bezeichnung: '1. Mahnung', tage_nach_faelligkeit: 21, gebuehr: 5, frist_tage: 14 },
  { stufe: 3, bezeichnung: '2. Mahnung', tage_nach_faelligkeit: 35, gebuehr: 10, frist_tage: 10 },
];
const SECOND: DunningLevelDraft = { ...LEVELS[1]! };

describe('validateDunningLevelDraft', () => {
  it.each<[Partial<DunningLevelDraft>, Record<string, string>]>([
    [{}, {}],
    [{ bezeichnung: '  ' }, { bezeichnung: 'Die Mahnstufe braucht eine Bezeichnung.' }],
    [{ gebuehr: -1 }, { gebuehr: 'Die Mahngebühr darf nicht negativ sein.' }],
    [{ gebuehr: 2.505 }, { gebuehr: 'Die Mahngebühr hat höchstens zwei Nachkommastellen.' }],
    [{ gebuehr: 2.5 }, {}],
    [{ gebuehr: 1000.01 }, { gebuehr: 'Die Mahngebühr beträgt höchstens 1.000 €.' }],
    [{ gebuehr: null }, { gebuehr: 'Bitte die Mahngebühr eingeben (0 für keine).' }],
    [{ frist_tage: 0 }, { frist_tage: 'Die Zahlungsfrist liegt zwischen 1 und 90 Tagen.' }],
    [{ frist_tage: 91 }, { frist_tage: 'Die Zahlungsfrist liegt zwischen 1 und 90 Tagen.' }],
    [{ frist_tage: 90 }, {}],
    [
      { tage_nach_faelligkeit: 7 },
      { tage_nach_faelligkeit: 'Mehr als die 7 Tage der Stufe 1: die Tage steigen von Stufe zu Stufe.' },
    ],
    [
      { tage_nach_faelligkeit: 35 },
      { tage_nach_faelligkeit: 'Weniger als die 35 Tage der Stufe 3: die Tage steigen von Stufe zu Stufe.' },
    ],
    [{ tage_nach_faelligkeit: 8 }, {}],
    [{ tage_nach_faelligkeit: 34 }, {}],
    [{ tage_nach_faelligkeit: 1.5 }, { tage_nach_faelligkeit: 'Bitte ganze Tage eingeben.' }],
    [{ tage_nach_faelligkeit: null }, { tage_nach_faelligkeit: 'Bitte die Tage nach Fälligkeit eingeben.' }],
  ])('level 2 changed by %j gives %j', (change, expected) => {
    expect(validateDunningLevelDraft({ ...SECOND, ...change }, LEVELS)).toEqual(expected);
  });

  it('the first level starts at least one day after the due date', () => {
    expect(validateDunningLevelDraft({ ...LEVELS[0]!, tage_nach_faelligkeit: 0 }, LEVELS)).toEqual({
      tage_nach_faelligkeit: 'Eine Mahnstufe folgt frühestens einen Tag nach der Fälligkeit.',
    });
  });
});

describe('toUpdateDunningLevelParams', () => {
  it('sends the numbers as text and the name trimmed', () => {
    expect(toUpdateDunningLevelParams({ ...SECOND, bezeichnung: ' 1. Mahnung ', gebuehr: 2.5 })).toEqual({
      stufe: 2,
      bezeichnung: '1. Mahnung',
      tage_nach_faelligkeit: '21',
      gebuehr: '2.5',
      frist_tage: '14',
    });
  });
});

describe('validateBaseRateDraft', () => {
  it.each<[string, number | null, Record<string, string>]>([
    ['2027-01-01', 2.27, {}],
    ['2026-07-01', -0.88, {}],
    ['2027-03-01', 2.27, { gilt_ab: 'Der Basiszinssatz gilt ab dem 1. Januar oder dem 1. Juli.' }],
    ['2027-07-02', 2.27, { gilt_ab: 'Der Basiszinssatz gilt ab dem 1. Januar oder dem 1. Juli.' }],
    ['', 2.27, { gilt_ab: 'Bitte den Stichtag eingeben (1. Januar oder 1. Juli).' }],
    ['2027-01-01', null, { satz: 'Bitte den Basiszinssatz in Prozent eingeben.' }],
    [
      '2027-01-01',
      20,
      { satz: 'Der Basiszinssatz liegt zwischen -10 und 20 % und hat höchstens zwei Nachkommastellen.' },
    ],
    [
      '2027-01-01',
      -10,
      { satz: 'Der Basiszinssatz liegt zwischen -10 und 20 % und hat höchstens zwei Nachkommastellen.' },
    ],
    [
      '2027-01-01',
      1.275,
      { satz: 'Der Basiszinssatz liegt zwischen -10 und 20 % und hat höchstens zwei Nachkommastellen.' },
    ],
  ])('%s at %s gives %j', (gilt_ab, satz, expected) => {
    expect(validateBaseRateDraft({ gilt_ab, satz })).toEqual(expected);
  });

  it('sends the rate as text', () => {
    expect(toSetBaseRateParams({ gilt_ab: '2027-01-01', satz: 2.27 })).toEqual({ gilt_ab: '2027-01-01', satz: '2.27' });
  });
});

describe('lateInterestRates', () => {
  it.each([
    [1.27, 6.27, 10.27],
    [-0.88, 4.12, 8.12],
    [3.62, 8.62, 12.62],
  ])('base rate %s gives %s for consumers and %s for businesses', (satz, verbraucher, unternehmen) => {
    expect(lateInterestRates({ satz })).toEqual({ verbraucher, unternehmen });
  });
});
