/**
 * The lists at a busy year's size (README.md "Lists at scale"): every list screen's first page
 * and count, as PostgREST sends them, on the large generated dataset. A plan fails on a
 * sequential scan of a table over 10,000 rows, a sort that spills to disk, or a list procedure
 * PostgreSQL did not inline (it would build the whole list before the LIMIT).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectLarge, createLargeDatabase, type LargeDatabase } from './largeDataset';
import { allQueries, planOutline, planProblems } from './listQueries';
import { asRole } from './harness';

let large: LargeDatabase;
let db: pg.Client;
const tableRows = new Map<string, number>();
const times: string[] = [];

beforeAll(async () => {
  large = await createLargeDatabase(inject('pg'), 'waldmonitor_gross');
  const t = large.timings;
  process.stdout.write(
    `Großer Datenbestand: erzeugt ${(t.generate / 1000).toFixed(1)} s, Schema ${(t.schema / 1000).toFixed(1)} s, ` +
      `geladen ${(t.load / 1000).toFixed(1)} s, VACUUM ANALYZE ${(t.analyze / 1000).toFixed(1)} s\n`,
  );
  db = await connectLarge(large);
  const { rows } = await db.query<{ relname: string; n: number }>(
    `SELECT c.relname, c.reltuples::bigint::integer AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
      WHERE s.nspname = 'data' AND c.relkind = 'r'`,
  );
  for (const row of rows) tableRows.set(row.relname, row.n);
}, 600_000);

afterAll(async () => {
  if (times.length > 0) process.stdout.write(`Ausführungszeiten (ms):\n${times.join('\n')}\n`);
  await db?.end();
  await large?.drop();
});

describe('the large dataset', () => {
  it('has the sizes of a busy year', () => {
    expect(
      Object.fromEntries(
        ['benutzer', 'kunde', 'karte', 'mappoint', 'kaefer', 'bilder', 'rechnung', 'angebot', 'position'].map((t) => [
          t,
          tableRows.get(t),
        ]),
      ),
    ).toEqual({
      benutzer: 50_000,
      kunde: 2_000,
      karte: 10_000,
      mappoint: expect.any(Number),
      kaefer: 100_000,
      bilder: expect.any(Number),
      rechnung: 20_000,
      angebot: 20_000,
      position: 200_000,
    });
    expect(tableRows.get('mappoint')).toBeGreaterThan(190_000);
    expect(tableRows.get('bilder')).toBeGreaterThan(190_000);
  });
});

describe('every list query is served by indexes at that size (EXPLAIN ANALYZE)', () => {
  it.each(allQueries().map((q) => [q.kind, q.name, q] as const))('%s: %s', async (_kind, name, query) => {
    const plan = await asRole(db, query.list.caller, async (tx) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: never; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`,
      );
      return rows[0]?.['QUERY PLAN'][0];
    });
    if (!plan) throw new Error(`kein Plan für ${name}`);
    times.push(`  ${query.kind.padEnd(5)} ${plan['Execution Time'].toFixed(1).padStart(8)}  ${name}`);
    const problems = planProblems(plan.Plan, tableRows, { scans: query.scans });
    expect(problems, problems.length > 0 ? `${query.sql}\n${planOutline(plan.Plan)}` : '').toEqual([]);
  });
});
