/**
 * The lists at a busy year's size (README.md "Lists at scale"): every list screen's request as
 * the app sends it (listRequests.ts), turned by the emulation into the statement PostgREST 16
 * sends — the page and its count in one — and explained on the large generated dataset. A plan
 * fails on a sequential scan of a table over 10,000 rows, a sort that spills to disk, a list
 * procedure PostgreSQL did not inline, or JIT compilation.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Emulation } from '../src/postgrest';
import { connectLarge, createLargeDatabase, type LargeDatabase } from './largeDataset';
import { filters, listRequests } from './listRequests';
import { emulationOn, explainRequest } from './listStatements';
import { readFileSync } from 'node:fs';
import type { ExplainedPlan, PlanNode } from './listStatements';
import { planOutline, planProblems } from './planProblems';

/** The machine's load (1, 5, 15 minutes) beside a time measured on it. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

let large: LargeDatabase;
let db: pg.Client;
let emulation: Emulation;
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
  emulation = await emulationOn(db);
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
    expect(tableRows.get('zahlung')).toBeGreaterThan(40_000);
    expect(tableRows.get('mahnung')).toBeGreaterThan(4_000);
  });
});

describe("every list request's statement is served by indexes at that size (EXPLAIN ANALYZE)", () => {
  it.each(listRequests().map((r) => [r.name, r] as const))('%s', async (name, { screen, variant, request }) => {
    const explained = await explainRequest(db, emulation, request);
    times.push(`  ${(explained['Planning Time'] + explained['Execution Time']).toFixed(1).padStart(8)}  ${name}`);
    const problems = [
      ...planProblems(explained.Plan, tableRows, {
        scans: variant.scans === true || variant.readsAll === true,
        countsAll: !screen.path.startsWith('/rpc/') && !filters(variant.query),
        oneRow: screen.oneRow === true,
      }),
      ...('JIT' in explained ? ['JIT compiled'] : []),
    ];
    expect(
      problems,
      problems.length > 0 ? `${request.path}?${request.query}\n${planOutline(explained.Plan)}` : '',
    ).toEqual([]);
  });
});

/** Every index a plan reads. */
function indexesRead(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesRead)];
}

describe('the accent-free searches reach the trigram index on their unaccented text (migrations/0004)', () => {
  it.each([
    ['Nutzer (benutzer) · Suche ohne Akzent', 'benutzer_suche_trgm_idx'],
    ['Nutzer (benutzer) · Suche (häufig)', 'benutzer_suche_trgm_idx'],
    ['Nutzer (benutzer) · Suche, zwei Wörter', 'benutzer_suche_trgm_idx'],
    ['Nutzer zum Kunden hinzufügen (benutzer) · Suche', 'benutzer_suche_trgm_idx'],
  ])('%s reads %s', async (name, index) => {
    const found = listRequests().find((r) => r.name === name);
    if (!found) throw new Error(`no list request ${name}`);
    // Three runs, the median reported: the first reads the index from disk.
    const runs: ExplainedPlan[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(await explainRequest(db, emulation, found.request));
    const ms = runs.map((r) => r['Planning Time'] + r['Execution Time']).sort((a, b) => a - b);
    const explained = runs[0]!;
    process.stdout.write(
      `  ${ms[1]!.toFixed(1).padStart(8)} ms (${ms.map((t) => t.toFixed(1)).join(' / ')})  ${name}, Last ${loadAverage()}\n`,
    );
    expect(indexesRead(explained.Plan), planOutline(explained.Plan)).toContain(index);
  });
});
