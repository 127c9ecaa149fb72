/**
 * Only possible data (requirements §5): the tables hold the rules themselves, whoever writes
 * (the domains and CHECK constraints of ../migrations), with the text limits the forms check
 * (the ui's textLimits.ts) and the business dates of requirements §5.
 */
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { textLimit } from '@waldmonitor/ui/model';
import { connect } from './db';

/** Business dates (invoice, offer, forecast, publication): the domain `data.datum`. */
const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

let superuser: pg.Client;
beforeAll(async () => {
  superuser = await connect('postgres');
});
afterAll(async () => {
  await superuser.end();
});

/** Runs a write as the superuser (behind the api's back) and returns the refusal's SQLSTATE, or 'ok'. */
async function refusal(sql: string): Promise<string> {
  await superuser.query('BEGIN');
  try {
    await superuser.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  } finally {
    await superuser.query('ROLLBACK');
  }
}

it('every text column has the length limit the forms check', async () => {
  const { rows } = await superuser.query<{ tbl: string; col: string; def: string | null }>(`
    SELECT t.relname AS tbl, a.attname AS col,
           (SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c
             WHERE c.conrelid = t.oid AND c.conname = t.relname || '_' || a.attname || '_laenge') AS def
      FROM pg_attribute a JOIN pg_class t ON t.oid = a.attrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'data' AND t.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
       AND a.atttypid = 'text'::regtype
       -- A generated column (the searched text, migrations/0004) is made of limited columns; nobody writes it.
       AND a.attgenerated = ''`);
  expect(rows.length).toBeGreaterThan(60);
  const limits = rows.map(({ tbl, col, def }) => ({
    column: `${tbl}.${col}`,
    limit: Number(/<= (\d+)/.exec(def ?? '')?.[1]),
  }));
  expect(limits).toEqual(rows.map(({ tbl, col }) => ({ column: `${tbl}.${col}`, limit: textLimit(tbl, col) })));
});

it('business dates lie between 2000 and 2099', async () => {
  const { rows } = await superuser.query<{ def: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c WHERE c.contypid = 'data.datum'::regtype`,
  );
  expect(rows[0]?.def).toBe(`CHECK (((VALUE >= '${DATE_RANGE.min}'::date) AND (VALUE <= '${DATE_RANGE.max}'::date)))`);
});

it('money and quantities are numeric (never float), finite and not negative, whoever writes', async () => {
  const { rows } = await superuser.query<{ col: string; type: string }>(`
    SELECT c.relname || '.' || a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'data' AND c.relkind = 'r' AND a.attname IN ('anzahl', 'ep', 'betrag')
     ORDER BY 1`);
  expect(rows).toEqual([
    { col: 'position.anzahl', type: 'data.menge' },
    { col: 'position.ep', type: 'data.geld' },
    { col: 'position_tmpl.ep', type: 'data.geld' },
    { col: 'prognose.betrag', type: 'data.geld' },
    // Signed by design: a counter-entry is the negative of the payment it reverses (sql/73_payments.sql).
    { col: 'zahlung.betrag', type: 'numeric(12,2)' },
  ]);
  const { rows: floats } = await superuser.query(`
    SELECT c.relname, a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'data' AND c.relkind = 'r' AND a.atttypid IN ('real'::regtype, 'double precision'::regtype)`);
  expect(floats).toEqual([]);
  for (const value of ['NaN', 'Infinity', '-1']) {
    expect(
      await refusal(
        `UPDATE data.position SET anzahl = '${value}' WHERE id = (SELECT min(p.id) FROM data.position p JOIN data.rechnung r ON r.id = p.rechnung_id WHERE NOT r.archiviert)`,
      ),
    ).toBe('23514');
    expect(
      await refusal(`UPDATE data.prognose SET betrag = '${value}' WHERE id = (SELECT min(id) FROM data.prognose)`),
    ).toBe('23514');
  }
  expect(
    await refusal(
      `UPDATE data.mappoint SET residual = 'NaN' WHERE (karte_id, nr) = (SELECT karte_id, nr FROM data.mappoint LIMIT 1)`,
    ),
  ).toBe('23514');
});

it('an invoice dated infinity cannot be stored, so it cannot block every new invoice', async () => {
  expect(
    await refusal(`UPDATE data.rechnung SET rn_datum = 'infinity' WHERE id = (SELECT max(id) FROM data.rechnung)`),
  ).toBe('23514');
});

it('a published sighting has a species and a Rückfrage its message, whoever writes', async () => {
  expect(await refusal(`UPDATE data.kaefer SET art = NULL WHERE status = 'veroeffentlicht'`)).toBe('23514');
  expect(await refusal(`UPDATE data.kaefer SET message = '  ' WHERE status = 'rueckfrage'`)).toBe('23514');
  expect(await refusal(`UPDATE data.kaefer SET published_from = '9999-01-01' WHERE status = 'veroeffentlicht'`)).toBe(
    '23514',
  );
});

it('a map id comes from the sequence only', async () => {
  expect(await refusal(`INSERT INTO data.karte (id, map_name, width, height) VALUES (9000, 'X', 1, 1)`)).toBe('428C9');
  const { rows } = await superuser.query<{ type: string }>(
    `SELECT data_type AS type FROM information_schema.columns WHERE table_schema = 'data' AND table_name = 'kaefer' AND column_name = 'published_from'`,
  );
  expect(rows[0]?.type).toBe('date');
});

it('a georeferencing mask is 3 to 1,000 vertices [pixel, line] within the scan, whoever writes (migrations/0015)', async () => {
  const { rows } = await superuser.query<{ name: string }>(
    `SELECT conname AS name FROM pg_constraint WHERE conrelid = 'data.karte'::regclass AND conname LIKE '%maske%'`,
  );
  expect(rows).toEqual([{ name: 'karte_georef_maske_form' }]);
  // A scan of 100 × 50 pixels with the mask; y counts downwards from the top edge, as GDAL's lines.
  const store = (mask: unknown) =>
    refusal(
      `INSERT INTO data.karte (map_name, width, height, georef_maske) VALUES ('X', 100, 50, '${JSON.stringify(mask)}')`,
    );
  const ring = (n: number) => Array.from({ length: n }, (_, i) => [i % 100, i % 50]);
  // No mask is SQL NULL, one meaning only: JSON's null is refused (PostgREST stores a body's null as NULL).
  expect(await refusal(`INSERT INTO data.karte (map_name, width, height) VALUES ('X', 100, 50)`)).toBe('ok');
  expect(await store(null)).toBe('23514');
  expect(
    await store([
      [0, 0],
      [100, 0],
      [100, 50],
      [0.5, 49.75],
    ]),
  ).toBe('ok');
  expect(await store(ring(3))).toBe('ok');
  expect(await store(ring(1000))).toBe('ok');
  for (const mask of [
    ring(2),
    ring(1001),
    [],
    { x: 1 },
    'x',
    [
      [0, 0],
      [100, 0],
      [100, 51],
    ],
    [
      [0, 0],
      [100.001, 0],
      [100, 50],
    ],
    [
      [-1, 0],
      [100, 0],
      [100, 50],
    ],
    [
      [0, 0],
      [100, 0],
      ['1', 50],
    ],
    [
      [0, 0],
      [100, 0],
      [1, null],
    ],
    [
      [0, 0],
      [100, 0],
      [1, 2, 3],
    ],
    [[0, 0], [100, 0], [1]],
    [[0, 0], [100, 0], { x: 1, y: 2 }],
    [[0, 0], [100, 0], 5],
    [
      [0, 0],
      [100, 0],
      [true, false],
    ],
  ]) {
    expect({ mask, code: await store(mask) }).toEqual({ mask, code: '23514' });
  }
  // The scan's size is part of the rule: a mask cannot be left outside a changed size.
  expect(
    await refusal(`
      INSERT INTO data.karte (map_name, width, height, georef_maske)
        VALUES ('Maskentest', 100, 50, '[[0, 0], [100, 0], [100, 50]]');
      UPDATE data.karte SET width = 99 WHERE map_name = 'Maskentest'`),
  ).toBe('23514');
});
