import type { DunningProposalRow } from '../contract/rpc/billing';

/** One client's part of a dunning proposal: the letter it would get for the invoices kept. */
export interface DunningGroup {
  client_id: number;
  client_name: string;
  verbraucher: boolean;
  /** Every proposed invoice of the client, in the service's order. */
  rows: DunningProposalRow[];
  /** The invoices kept for the letter. */
  keptIds: number[];
  /** The letter's level name: the highest next level among the kept invoices (a_create_reminders does so); null when none is kept. */
  bezeichnung: string | null;
  /** That level's fee in cents, once per letter; 0 when none is kept. */
  feeCents: number;
  /** What the letter claims in cents: open amounts, interest, Pauschalen and the fee. */
  sumCents: number;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The proposal per client, as a_create_reminders writes it: one letter per client, at the
 * highest next level among its kept invoices, its fee once; `excluded` are the invoices the
 * administrator took out.
 */
export function dunningGroups(rows: readonly DunningProposalRow[], excluded: ReadonlySet<number>): DunningGroup[] {
  const groups = new Map<number, DunningGroup>();
  for (const row of rows) {
    let group = groups.get(row.client_id);
    if (!group) {
      group = {
        client_id: row.client_id,
        client_name: row.client_name,
        verbraucher: row.verbraucher,
        rows: [],
        keptIds: [],
        bezeichnung: null,
        feeCents: 0,
        sumCents: 0,
      };
      groups.set(row.client_id, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()].map((group) => {
    const kept = group.rows.filter((row) => !excluded.has(row.rechnung_id));
    const level = kept.reduce<DunningProposalRow | null>(
      (highest, row) => (highest === null || row.naechste_stufe > highest.naechste_stufe ? row : highest),
      null,
    );
    const feeCents = level ? cents(level.gebuehr) : 0;
    return {
      ...group,
      keptIds: kept.map((row) => row.rechnung_id),
      bezeichnung: level?.bezeichnung ?? null,
      feeCents,
      sumCents: kept.reduce((sum, row) => sum + cents(row.offen) + cents(row.zinsen) + cents(row.pauschale), feeCents),
    };
  });
}

/** "3 Mahnungen geschrieben", "1 Mahnung geschrieben". */
export function remindersWrittenLabel(count: number): string {
  return `${count} ${count === 1 ? 'Mahnung' : 'Mahnungen'} geschrieben`;
}
