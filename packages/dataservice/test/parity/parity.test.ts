import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db';
import { rolledBack } from '../harness';
import { resetSequences } from '../../src/pglite/sequences';
import { normalise } from './normalise';
import { startPglite, type PgliteSide } from './pgliteSide';
import type { Call, Scenario } from './scenario';
import { callService, onCluster } from './sqlSide';

/** Every `*.scenarios.ts` of this folder exports `scenarios`. */
const files = import.meta.glob<{ scenarios: Scenario[] }>('./*.scenarios.ts', { eager: true });
const all = Object.entries(files).flatMap(([file, module]) =>
  module.scenarios.map((scenario) => ({ file: file.replace(/^\.\/|\.scenarios\.ts$/g, ''), scenario })),
);

let db: pg.Client;
let superuser: pg.Client;
let pglite: PgliteSide;
beforeAll(async () => {
  db = await connect();
  superuser = await connect('postgres');
  pglite = await startPglite();
}, 60_000);
afterAll(async () => {
  await pglite?.close();
  await db.end();
  await superuser.end();
});

async function both(scenario: Scenario) {
  const options = {
    unordered: scenario.unordered,
    ignoreFields: scenario.ignoreFields,
  };
  const calls = [
    { caller: scenario.caller, call: scenario.call as Call },
    ...(scenario.then ? [{ caller: scenario.then.caller ?? scenario.caller, call: scenario.then as Call }] : []),
  ];
  // The same calls on each host, each in a transaction rolled back, the sequences put back.
  const embedded = await pglite.rolledBack(async () => {
    const replies = [];
    for (const { caller, call } of calls)
      replies.push(normalise(await callService(pglite.send, caller, call), options));
    return replies;
  });
  await pglite.resetSequences();
  const cluster = await rolledBack(db, async () => {
    const replies = [];
    for (const { caller, call } of calls)
      replies.push(normalise(await callService(onCluster(db), caller, call), options));
    return replies;
  });
  await resetSequences(superuser);
  return { cluster, embedded };
}

describe('parity: the SQL answers alike on PostgreSQL and in PGlite', () => {
  it('has scenarios', () => {
    expect(all.length).toBeGreaterThan(0);
  });
  for (const { file, scenario } of all) {
    it(`${file}: ${scenario.name}`, async () => {
      const { cluster, embedded } = await both(scenario);
      expect(embedded).toEqual(cluster);
    });
  }
});
