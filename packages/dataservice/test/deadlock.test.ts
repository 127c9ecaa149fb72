/**
 * No deadlock (sql/20_billing_tables.sql, data.assert_rechnung_open): two people save the same
 * invoice while positions are written to it. With FOR SHARE both saves held a share lock and
 * then waited for each other to update the row (40P01, an HTTP 500 for one of them); locked
 * FOR NO KEY UPDATE, document first and positions after, they queue instead. An offer's
 * positions take the same order (sql/23_positions_api.sql): the trigger keeping the offer's stored
 * net (sql/60_document_net.sql) updates the offer after a position, so a deletion renumbering the
 * other positions and a change of one of them would otherwise each hold what the other waits for.
 */
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect } from './db';
import { rpc, type Caller, type Reply } from './harness';

const ROUNDS = 100;
const INVOICE = 59;
const OFFER = 39;
const admin: Caller = { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } };

let clients: pg.Client[];
let superuser: pg.Client;
let before: { rn_datum: string; client_id: number; row: unknown };
let positionsBefore: number;
let offerPositions: { id: number; lfd_nr: number }[];

beforeAll(async () => {
  clients = await Promise.all([connect(), connect(), connect()]);
  superuser = await connect('postgres');
  const { rows } = await superuser.query(
    `SELECT to_char(rn_datum, 'YYYY-MM-DD') AS rn_datum, client_id, row_to_json(r) AS row
       FROM data.rechnung r WHERE id = $1 AND NOT archiviert`,
    [INVOICE],
  );
  before = rows[0];
  const { rows: count } = await superuser.query<{ n: number }>('SELECT max(id)::int AS n FROM data.position');
  positionsBefore = count[0]?.n ?? 0;
  const { rows: numbers } = await superuser.query<{ id: number; lfd_nr: number }>(
    'SELECT id, lfd_nr FROM data.position WHERE angebot_id = $1',
    [OFFER],
  );
  offerPositions = numbers;
});

afterAll(async () => {
  // The rounds committed: put the invoice and the positions back as the seed has them.
  await superuser.query(
    `UPDATE data.rechnung r SET (bearbeiter, le_date, anrede, anschreiben, zuerl, ust_satz, client_id) =
       (SELECT s.bearbeiter, s.le_date, s.anrede, s.anschreiben, s.zuerl, s.ust_satz, s.client_id
          FROM json_populate_record(NULL::data.rechnung, $2::json) s)
      WHERE r.id = $1`,
    [INVOICE, JSON.stringify(before.row)],
  );
  await superuser.query('DELETE FROM data.position WHERE id > $1', [positionsBefore]);
  for (const { id, lfd_nr } of offerPositions) {
    await superuser.query('UPDATE data.position SET lfd_nr = $2 WHERE id = $1', [id, lfd_nr]);
  }
  await Promise.all([...clients, superuser].map((c) => c.end()));
});

const save = (db: pg.Client, round: number) =>
  rpc(db, admin, 'a_update_invoice_details', {
    invoice_id: String(INVOICE),
    bearbeiter: 'Anja Albrecht',
    anrede: 'Sehr geehrte Damen und Herren,',
    anschreiben: `Fassung ${round}`,
    zuerl: '',
    ust_satz: '19',
    le_date: '',
    rn_datum: before.rn_datum,
  });

const positionArgs = (document: Record<string, string>, round: number) => ({
  ...document,
  anzahl: '1',
  bez: `Runde ${round}`,
  einheit: 'Std.',
  ep: '10',
  lfd_nr: String(100 + round),
  erl: '',
  erl_on: 'true',
  erl_titel: '',
});

it(`two saves of one invoice while a position is written: ${ROUNDS} rounds, no deadlock`, async () => {
  expect(before).toBeDefined();
  const replies: Reply[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const [a, b, c] = clients as [pg.Client, pg.Client, pg.Client];
    replies.push(
      ...(await Promise.all([
        save(a, round),
        round % 2 === 0
          ? save(b, round + 1000)
          : rpc(b, admin, 'a_set_client_for_invoice', {
              client_id: String(before.client_id),
              rechnung_id: String(INVOICE),
            }),
        rpc(c, admin, 'a_insert_position', positionArgs({ rechnung_id: String(INVOICE), angebot_id: '' }, round)),
      ])),
    );
  }
  const failures = replies.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error.code));
  expect({ deadlocks: failures.filter((code) => code === '40P01').length, failures }).toEqual({
    deadlocks: 0,
    failures: [],
  });
  expect(replies).toHaveLength(ROUNDS * 3);
});

it(`one offer: a position deleted, another changed, a third added at once: ${ROUNDS} rounds, no deadlock`, async () => {
  const offer = { rechnung_id: '', angebot_id: String(OFFER) };
  const replies: Reply[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const [a, b, c] = clients as [pg.Client, pg.Client, pg.Client];
    const added: number[] = [];
    for (const db of [a, b]) {
      const reply = await rpc(db, admin, 'a_insert_position', positionArgs(offer, round));
      if (reply.ok) added.push(reply.data as number);
    }
    const [gone, changed] = added as [number, number];
    replies.push(
      ...(await Promise.all([
        rpc(a, admin, 'a_delete_position', { position_id: String(gone) }),
        rpc(b, admin, 'a_update_position', {
          position_id: String(changed),
          ...positionArgs({}, round),
          anzahl: '2',
        }),
        rpc(c, admin, 'a_insert_position', positionArgs(offer, round + 1000)),
      ])),
    );
  }
  const failures = replies.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error.code));
  expect({ deadlocks: failures.filter((code) => code === '40P01').length, failures }).toEqual({
    deadlocks: 0,
    failures: [],
  });
  expect(replies).toHaveLength(ROUNDS * 3);
});
