import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db';
import { rolledBack } from '../harness';
import { resetSequences } from '../sequences';
import { callMock, resetMock, startMock, stopMock } from './mockSide';
import { normalise } from './normalise';
import type { Scenario } from './scenario';
import { callSql } from './sqlSide';

/** Every `*.scenarios.ts` of this folder exports `scenarios`. */
const files = import.meta.glob<{ scenarios: Scenario[] }>('./*.scenarios.ts', { eager: true });
const all = Object.entries(files).flatMap(([file, module]) =>
  module.scenarios.map((scenario) => ({ file: file.replace(/^\.\/|\.scenarios\.ts$/g, ''), scenario })),
);

let db: pg.Client;
let superuser: pg.Client;
beforeAll(async () => {
  db = await connect();
  superuser = await connect('postgres');
  startMock();
});
afterAll(async () => {
  stopMock();
  await db.end();
  await superuser.end();
});

async function both(scenario: Scenario) {
  resetMock();
  const options = {
    unordered: scenario.unordered,
    ignoreFields: scenario.ignoreFields,
    errorByCode: scenario.errorByCode,
  };
  const mock = [normalise(await callMock(scenario.caller, scenario.call), options)];
  if (scenario.then)
    mock.push(normalise(await callMock(scenario.then.caller ?? scenario.caller, scenario.then), options));
  const sql = await rolledBack(db, async () => {
    const replies = [normalise(await callSql(db, scenario.caller, scenario.call), options)];
    if (scenario.then) {
      replies.push(normalise(await callSql(db, scenario.then.caller ?? scenario.caller, scenario.then), options));
    }
    return replies;
  });
  await resetSequences(superuser);
  return { mock, sql };
}

describe('parity: the mock service and SQL answer alike', () => {
  it('has scenarios', () => {
    expect(all.length).toBeGreaterThan(0);
  });
  for (const { file, scenario } of all) {
    it(`${file}: ${scenario.name}`, async () => {
      const { mock, sql } = await both(scenario);
      expect(sql).toEqual(mock);
    });
  }
});
