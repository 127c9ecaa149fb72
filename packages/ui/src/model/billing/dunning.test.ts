import { describe, expect, it } from 'vitest';
import type { DunningProposalRow } from '../contract/rpc/billing';
import { dunningGroups, remindersWrittenLabel } from './dunning';

const row = (over: Partial<DunningProposalRow>): DunningProposalRow => ({
  client_id: 1,
  client_name: 'Stadt Calw',
  verbraucher: false,
  rechnung_id: 1,
  rn_datum: '2026-09-01',
  faellig_am: '2026-10-01',
  tage_ueberfaellig: 57,
  offen: 100,
  mahnstufe: 0,
  naechste_stufe: 1,
  bezeichnung: 'Zahlungserinnerung',
  gebuehr: 0,
  zinsen: 0,
  pauschale: 0,
  ...over,
});

const ROWS = [
  row({ rechnung_id: 12, offen: 1113.84, zinsen: 12.35, pauschale: 40 }),
  row({ rechnung_id: 30, offen: 200.1, zinsen: 0.2, naechste_stufe: 2, bezeichnung: '1. Mahnung', gebuehr: 5 }),
  row({ client_id: 2, client_name: 'Anna Berger', verbraucher: true, rechnung_id: 45, offen: 80, zinsen: 0.45 }),
];

describe('dunningGroups', () => {
  it('groups per client, at the highest next level, the fee once', () => {
    const groups = dunningGroups(ROWS, new Set());
    expect(groups.map((g) => [g.client_id, g.keptIds, g.bezeichnung, g.feeCents, g.sumCents])).toEqual([
      [1, [12, 30], '1. Mahnung', 500, 111384 + 1235 + 4000 + 20010 + 20 + 500],
      [2, [45], 'Zahlungserinnerung', 0, 8045],
    ]);
  });

  it('leaves out what was taken out: level, fee and sum follow the kept invoices', () => {
    const groups = dunningGroups(ROWS, new Set([30, 45]));
    expect(groups.map((g) => [g.keptIds, g.bezeichnung, g.feeCents, g.sumCents])).toEqual([
      [[12], 'Zahlungserinnerung', 0, 111384 + 1235 + 4000],
      [[], null, 0, 0],
    ]);
  });
});

describe('remindersWrittenLabel', () => {
  it.each([
    [1, '1 Mahnung geschrieben'],
    [3, '3 Mahnungen geschrieben'],
  ])('%i → %s', (count, label) => expect(remindersWrittenLabel(count)).toBe(label));
});
