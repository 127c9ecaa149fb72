/**
 * No JIT compilation for the API's statements (sql/90_owner.sql): PostgREST applies the role
 * settings of the role it switches to, so each role PostgREST may become carries `jit = off`,
 * and a request's transaction runs with it.
 */
import { DB_ROLES } from '@waldmonitor/ui/model';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaCache } from '../src/postgrest';
import { connect } from './db';
import { callerFor, withVerifiedEmail } from './harness';
import { emulationOn, isMainStatement, plannedStatements, sessionOf } from './listStatements';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

describe('JIT is off for the roles PostgREST switches to', () => {
  it("is in every API role's settings, as the schema cache reads them", async () => {
    const cache = await loadSchemaCache(sessionOf(db), ['api']);
    for (const role of DB_ROLES)
      expect([role, cache.roleSettings[role]]).toEqual([role, expect.arrayContaining([['jit', 'off']])]);
  });

  it.each([...DB_ROLES])('a request as %s runs without JIT', async (role) => {
    const emulation = await emulationOn(db);
    const statements = plannedStatements(emulation, {
      method: 'POST',
      path: '/rpc/a_get_currentuser',
      query: '',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      role,
      claims: withVerifiedEmail(callerFor(role)),
    });
    const before = statements.slice(0, statements.findIndex(isMainStatement));
    try {
      for (const statement of before) await db.query(statement.sql, statement.params);
      const { rows } = await db.query<{ jit: string; role: string }>(
        `SELECT current_setting('jit') AS jit, current_user AS role`,
      );
      expect(rows[0]).toEqual({ jit: 'off', role });
    } finally {
      await db.query('ROLLBACK');
    }
  });
});
