/**
 * A client's drainage lengths (sql/13_maps.sql): a_get_draenage_overview_erfq with its optional
 * client_id and a_get_draenage_overview_qdt count only that client's lines, so a client's page
 * never shows every client's metres; without a client the erfq call keeps the spec's all-clients
 * answer. Other roles are refused.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { rolledBack, rpc } from './harness';
import { ADMIN, EXPERT } from './parity/scenario';

let db: pg.Client;
let superuser: pg.Client;
beforeAll(async () => {
  db = await connect();
  superuser = await connect('postgres');
});
afterAll(async () => {
  await db.end();
  await superuser.end();
});

type Row = { label: string | null; round: number };

/** The expected rows straight from the table: labels in the order they first occur, metres rounded. */
async function fromTable(column: 'erfq' | 'qdt', clientId: number | null): Promise<Row[]> {
  const { rows } = await superuser.query<{ label: string | null; round: string }>(
    `SELECT ${column} AS label, round(sum(laenge)) AS round FROM data.draenage
      WHERE $1::integer IS NULL OR client_id = $1 GROUP BY ${column} ORDER BY min(id)`,
    [clientId],
  );
  return rows.map((row) => ({ label: row.label, round: Number(row.round) }));
}

async function call(name: string, column: 'erfq' | 'qdt', args: Record<string, unknown>): Promise<Row[]> {
  const reply = await rolledBack(db, () => rpc<Record<string, unknown>[]>(db, ADMIN, name, args));
  if (!reply.ok) throw new Error(`${name} failed: ${JSON.stringify(reply.error)}`);
  return reply.data.map((row) => ({ label: row[column] as string | null, round: Number(row.round) }));
}

describe('given a client', () => {
  it.each([2, 3])('a_get_draenage_overview_erfq answers client %i’s own metres by erfq', async (clientId) => {
    const own = await call('a_get_draenage_overview_erfq', 'erfq', { client_id: String(clientId) });
    expect(own.length).toBeGreaterThan(0);
    expect(own).toEqual(await fromTable('erfq', clientId));
    expect(own).not.toEqual(await fromTable('erfq', null));
  });

  it.each([2, 3])('a_get_draenage_overview_qdt answers client %i’s own metres by qdt', async (clientId) => {
    const own = await call('a_get_draenage_overview_qdt', 'qdt', { client_id: String(clientId) });
    expect(own.length).toBeGreaterThan(0);
    expect(own).toEqual(await fromTable('qdt', clientId));
  });

  it('a new client without lines gets no rows, not every client’s', async () => {
    await rolledBack(superuser, async () => {
      const { rows } = await superuser.query<{ client_id: number }>(
        `INSERT INTO data.kunde (name, strasse, plz, ort) VALUES ('Neu', 'Weg 1', '04779', 'Wermsdorf')
         RETURNING client_id`,
      );
      const args = { client_id: String(rows[0]?.client_id) };
      for (const name of ['a_get_draenage_overview_erfq', 'a_get_draenage_overview_qdt']) {
        expect(await rpc(superuser, ADMIN, name, args)).toMatchObject({ ok: true, data: [] });
      }
    });
  });
});

describe('given no client', () => {
  it('a_get_draenage_overview_erfq keeps the spec’s answer over every client', async () => {
    expect(await call('a_get_draenage_overview_erfq', 'erfq', {})).toEqual(await fromTable('erfq', null));
  });

  it('a_get_draenage_overview_qdt asks for one (the client’s page is its only caller)', async () => {
    const reply = await rolledBack(db, () => rpc(db, ADMIN, 'a_get_draenage_overview_qdt', { client_id: '' }));
    expect(reply).toMatchObject({ ok: false, error: { message: 'Der Parameter client_id darf nicht leer sein.' } });
  });
});

it.each(['a_get_draenage_overview_erfq', 'a_get_draenage_overview_qdt'])(
  '%s refuses an expert (42501)',
  async (name) => {
    const reply = await rolledBack(db, () => rpc(db, EXPERT, name, { client_id: '2' }));
    expect(reply).toMatchObject({ ok: false, status: 403, error: { code: '42501' } });
  },
);
