/**
 * Every call of requirements §7 is served by SQL and exercised against it: each remote procedure is
 * an `api` function called by some parity scenario, each table call's path by some scenario
 * with its method.
 */
import { RPC_NAMES, TABLE_CALLS } from '@waldmonitor/ui/model';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import type { Scenario } from './parity/scenario';

// The role refusals call every procedure and path by construction; they exercise no call's work.
const files = import.meta.glob<{ scenarios: Scenario[] }>(['./parity/*.scenarios.ts', '!./parity/roles.scenarios.ts'], {
  eager: true,
});
const calls = Object.values(files)
  .flatMap((m) => m.scenarios)
  .flatMap((s) => (s.then ? [s.call, s.then] : [s.call]));

let superuser: pg.Client;
beforeAll(async () => {
  superuser = await connect('postgres');
});
afterAll(async () => {
  await superuser.end();
});

describe('requirements §7 coverage', () => {
  it('has an api function for every remote procedure, and nothing else in api', async () => {
    const { rows } = await superuser.query<{ name: string }>(
      `SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'api' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([...RPC_NAMES].sort());
  });

  it.each([...RPC_NAMES])('%s is called by a parity scenario', (name) => {
    expect(calls.some((c) => 'rpc' in c && c.rpc === name)).toBe(true);
  });

  it.each(TABLE_CALLS.map((c) => [c.name, c.method, c.path] as const))(
    '%s (%s %s) is exercised',
    (_n, method, path) => {
      expect(calls.some((c) => 'path' in c && c.method === method && c.path.split('?')[0] === path.slice(1))).toBe(
        true,
      );
    },
  );
});
