import { describe, expect, it } from 'vitest';
import type { ChangeLogRow } from '../contract/rpc/billing';
import { changeEntries, changeValueText } from './changeLog';

const row = (change: Partial<ChangeLogRow>): ChangeLogRow => ({
  id: 1,
  tabelle: 'rechnung',
  datensatz: '60',
  aktion: 'geändert',
  wer: 'Erika Muster',
  wann: '2026-11-27T10:05:00',
  alt: null,
  neu: null,
  ...change,
});

describe('changeEntries', () => {
  it('lists an update field by field in the editor’s words, old → new', () => {
    const [entry] = changeEntries([
      row({
        alt: { anrede: 'Sehr geehrte Damen und Herren,', archiviert: false },
        neu: { anrede: 'Guten Tag,', archiviert: true },
      }),
    ]);
    expect(entry).toEqual({
      id: 1,
      what: 'Rechnung geändert',
      who: 'Erika Muster',
      when: '2026-11-27T10:05:00',
      whenText: '27.11.2026, 10:05',
      changes: [
        { field: 'Anrede', before: 'Sehr geehrte Damen und Herren,', after: 'Guten Tag,' },
        { field: 'Archiviert', before: 'nein', after: 'ja' },
      ],
    });
  });

  it('names a new position by its number and text, a payment by its date and amount', () => {
    const entries = changeEntries([
      row({
        id: 2,
        tabelle: 'position',
        datensatz: '901',
        aktion: 'angelegt',
        neu: { id: 901, lfd_nr: 3, bez: 'Kartierung', ep: 12.5, rechnung_id: 60 },
      }),
      row({
        id: 3,
        tabelle: 'zahlung',
        datensatz: '17',
        aktion: 'angelegt',
        neu: { id: 17, datum: '2026-11-20', betrag: 500, art: 'ueberweisung', erfasst_von: 'x' },
      }),
    ]);
    expect(entries.map((entry) => [entry.what, entry.changes])).toEqual([
      [
        'Zahlung 17 angelegt',
        [
          { field: 'Datum', before: '–', after: '20.11.2026' },
          { field: 'Betrag', before: '–', after: '500,00\u00a0€' },
          { field: 'Art', before: '–', after: 'ueberweisung' },
        ],
      ],
      [
        'Position 3 angelegt',
        [
          { field: 'Position', before: '–', after: '3' },
          { field: 'Bezeichnung', before: '–', after: 'Kartierung' },
        ],
      ],
    ]);
  });

  it('says when the invoice was issued, without its stored content', () => {
    const [entry] = changeEntries([
      row({
        tabelle: 'rechnung_gestellt',
        aktion: 'angelegt',
        neu: { rechnung_id: 60, inhalt: { lang: 'x' }, sha256: 'ab12' },
      }),
    ]);
    expect([entry?.what, entry?.changes]).toEqual([
      'Rechnung gestellt',
      [{ field: 'SHA-256', before: '–', after: 'ab12' }],
    ]);
  });

  it('names a deleted position by what it was, and an unknown person and column as stored', () => {
    const [deleted, unknown] = changeEntries([
      row({ id: 5, tabelle: 'position', aktion: 'gelöscht', alt: { lfd_nr: 2, bez: 'Anfahrt' } }),
      row({ id: 4, wer: null, alt: { neues_feld: 1 }, neu: { neues_feld: 2 } }),
    ]);
    expect(deleted?.what).toBe('Position 2 gelöscht');
    expect(deleted?.changes).toEqual([
      { field: 'Position', before: '2', after: '–' },
      { field: 'Bezeichnung', before: 'Anfahrt', after: '–' },
    ]);
    expect([unknown?.who, unknown?.changes]).toEqual(['unbekannt', [{ field: 'neues_feld', before: '1', after: '2' }]]);
  });
});

describe('changeValueText', () => {
  it.each<[unknown, string]>([
    [null, '–'],
    ['', '–'],
    [true, 'ja'],
    [12.5, '12.5'],
    [[{ bez: 'Abschlag', betrag: 100 }], '[{"bez":"Abschlag","betrag":100}]'],
    ['x'.repeat(130), `${'x'.repeat(119)}…`],
  ])('%j as %s', (value, text) => {
    expect(changeValueText(value)).toBe(text);
  });
});
