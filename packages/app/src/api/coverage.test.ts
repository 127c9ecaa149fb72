// Every call of requirements §7 is in the contract, and the client sends it as the spec names it
// and gets an answer from the data service (its SQL in PGlite, reached through the msw handlers
// of packages/mocks); every write has its entry in the affects table, checked against the
// contract and the SQL (its files, and its answers in PGlite).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AFFECTS,
  RPC_NAMES,
  RPC_WRITES,
  TABLE_CALLS,
  TABLE_CALLS_BY_NAME,
  TABLE_WRITES,
  isRpcName,
  parseSpecRpcNames,
  parseSpecTableCalls,
  tableCallKey,
  tableCallQuery,
  type CallName,
  type TableCallName,
  type WriteName,
} from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { SAMPLES, TABLE_ID } from './coverage.samples';
import { createTestClient, recordRequests, startMockService } from './testHarness';
import { tableCall } from './tableCall';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const specPath = path.resolve(repoRoot, 'docs/requirements.md');

/** The call lists of requirements §7 live in the clone's docs; a missing file fails the test. */
function readSpec(): string {
  if (!existsSync(specPath)) throw new Error(`The specification is missing at ${specPath}`);
  return readFileSync(specPath, 'utf8');
}

const spec = readSpec();
const specRpcNames = parseSpecRpcNames(spec);
const specTableCalls = parseSpecTableCalls(spec);
/** The list paths of ours beside the spec's table calls (requirements §7 "Table paths of ours"). */
const ourTableCalls = parseSpecTableCalls(spec, /^### Table paths of ours/);

/** The contract's name of each spec table call (`GET /mappoint?…` → `getMapPoints`). */
function tableCallName(key: string): TableCallName | undefined {
  return TABLE_CALLS.find((call) => tableCallKey(call) === key)?.name;
}

/** The request line a call must produce: `POST /rpc/a_get_all_clients`, `GET /mappoint?karte_id=eq.2&order=nr.asc`. */
function expectedRequest(name: CallName): string {
  if (isRpcName(name)) return `POST /rpc/${name}`;
  const call = TABLE_CALLS.find((entry) => entry.name === name)!;
  const query = tableCallQuery(call, TABLE_ID);
  return `${call.method} ${call.path}${query ? `?${query}` : ''}`;
}

/** Sends a call's sample through the one client. */
function send(client: ReturnType<typeof createTestClient>, name: CallName): Promise<unknown> {
  const sample = SAMPLES[name] as { params: never; body?: never };
  return isRpcName(name)
    ? client.rpc(name, sample.params)
    : tableCall(client, name, sample.params, sample.body as never);
}

describe('every call of requirements §7 is in the contract', () => {
  it('finds the spec’s call lists', () => {
    expect(specRpcNames.length).toBeGreaterThan(60);
    expect(specTableCalls).toHaveLength(21);
    expect(ourTableCalls).toHaveLength(5);
  });

  it.each(specRpcNames.map((name) => [name]))('remote procedure %s', (name) => {
    expect(isRpcName(name), `${name} is not in the contract`).toBe(true);
  });

  it.each([...specTableCalls, ...ourTableCalls].map((call) => [tableCallKey(call)]))('table call %s', (key) => {
    expect(tableCallName(key), `${key} is not in the contract`).toBeDefined();
  });
});

describe('every call is sent as the spec names it and answered by the SQL in PGlite', () => {
  startMockService();
  const client = createTestClient();
  const names = [...RPC_NAMES, ...TABLE_CALLS.map((call) => call.name)];

  it.each(names.map((name) => [name]))('%s is sent as the spec names it and answered', async (name) => {
    // A counter-entry needs a payment to reverse: its sample's payment (id 1) is recorded first.
    if (name === 'a_reverse_payment') await send(client, 'a_add_payment');
    // A reminder to read or send is written first (invoice 12 of the demo seed is due for one).
    if (name === 'a_get_reminder' || name === 'a_send_reminder') await send(client, 'a_create_reminders');
    const sent = recordRequests();
    await send(client, name);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([expectedRequest(name)]);
  });
});

/** The SQL data service's procedures: name → whether it only reads (declared STABLE or IMMUTABLE). */
function sqlProcedures(): Map<string, boolean> {
  const dir = path.resolve(repoRoot, 'packages/dataservice/sql');
  const sql = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
  const procedures = new Map<string, boolean>();
  for (const match of sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION api\.(a_\w+)\(([\s\S]*?)AS \$\$/g)) {
    procedures.set(match[1]!, /\b(STABLE|IMMUTABLE)\b/.test(match[2]!));
  }
  return procedures;
}

/** The SQL data service's table paths (`CREATE VIEW api.karte`): the spec's and the list paths of ours. */
function sqlPaths(): Set<string> {
  const folder = path.resolve(repoRoot, 'packages/dataservice/sql');
  const files = readdirSync(folder).filter((file) => file.endsWith('.sql'));
  const text = files.map((file) => readFileSync(path.resolve(folder, file), 'utf8'));
  return new Set(
    [...text.join('\n').matchAll(/CREATE (?:OR REPLACE )?VIEW api\.(\w+)/g)].map((match) => `/${match[1]}`),
  );
}

const WRITES: readonly WriteName[] = [...RPC_WRITES, ...TABLE_WRITES];

/** Every read an affects entry names for a write's sample: refreshed, filled, or changed at once. */
function readsNamedBy(name: WriteName): { call: CallName; params?: Record<string, unknown> }[] {
  const effect = AFFECTS[name] as unknown as {
    refreshes: (input: unknown, result: unknown) => { call: CallName; params?: Record<string, unknown> }[];
    fills?: (input: unknown, result: unknown) => { call: CallName; params: Record<string, unknown> }[];
    optimistic?: { call: CallName; params: (input: unknown) => Record<string, unknown> };
  };
  const input = SAMPLES[name];
  const result = name === 'insertKarte' ? [{ id: 99 }] : 1;
  return [
    ...effect.refreshes(input, result),
    ...(effect.fills?.(input, result) ?? []),
    ...(effect.optimistic ? [{ call: effect.optimistic.call, params: effect.optimistic.params(input) }] : []),
  ];
}

describe('the affects table (architecture §4)', () => {
  const procedures = sqlProcedures();

  it('has an entry for every write and for nothing else', () => {
    expect(Object.keys(AFFECTS).sort()).toEqual([...WRITES].sort());
  });

  it('names as writes exactly the SQL’s procedures that change data', () => {
    expect(procedures.size).toBeGreaterThan(50);
    const sqlWrites = [...procedures].filter(([, readsOnly]) => !readsOnly).map(([name]) => name);
    expect(sqlWrites.sort()).toEqual([...RPC_WRITES].sort());
  });

  it('names as table writes exactly the table calls that are not a GET', () => {
    const notGet = TABLE_CALLS.filter((call) => call.method !== 'GET').map((call) => call.name);
    expect(notGet.sort()).toEqual([...TABLE_WRITES].sort());
  });

  it.each(WRITES.map((name) => [name]))('%s refreshes only reads the contract and the SQL know', (name) => {
    const named = readsNamedBy(name);
    expect(named.length, `${name} changes no read`).toBeGreaterThan(0);
    for (const read of named) {
      const known = Object.keys(SAMPLES).includes(read.call);
      expect(known, `${read.call} is not a call of the contract`).toBe(true);
      expect(WRITES, `${read.call} is a write, not a read`).not.toContain(read.call);
      // Filters name the read's own params (the key holds exactly the params it is sent with).
      const params = Object.keys(SAMPLES[read.call].params as object);
      for (const param of Object.keys(read.params ?? {}))
        expect(params, `${read.call} has no ${param}`).toContain(param);
      if (isRpcName(read.call)) {
        // Reads are the SQL's read-only procedures (five survey overviews are generated, not written out).
        if (procedures.has(read.call)) expect(procedures.get(read.call), `${read.call} changes data`).toBe(true);
      } else {
        expect(sqlPaths(), `${read.call} has no path in the SQL`).toContain(TABLE_CALLS_BY_NAME[read.call].path);
      }
    }
  });

  describe('against the SQL in PGlite', () => {
    startMockService();
    const client = createTestClient();
    it.each(WRITES.map((name) => [name]))('every read %s names is answered', async (name) => {
      const calls = [...new Set(readsNamedBy(name).map((read) => read.call))];
      for (const call of calls) await expect(send(client, call)).resolves.not.toBeUndefined();
    });
  });
});
