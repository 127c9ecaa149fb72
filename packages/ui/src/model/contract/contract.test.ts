import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RpcParams, RpcResult } from './rpc';
import { RPC_NAMES } from './rpc';
import { parseSpecRpcNames, parseSpecTableCalls, parseSpecTemplateCalls, tableCallKey } from './specCalls';
import { KARTE_PATCH_FIELDS, TABLE_CALLS, tableCallQuery } from './tables';
import { TEMPLATE_CALLS } from './templateApi';
import type { AppUserData } from '../entities';

/** The call lists of requirements §7 live in the clone's docs; a missing file fails. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const specPath = path.resolve(repoRoot, 'docs/requirements.md');

function readSpec(): string {
  if (!existsSync(specPath)) throw new Error(`The requirements are missing at ${specPath}`);
  return readFileSync(specPath, 'utf8');
}

const spec = readSpec();

/** Names in `wanted` that `have` lacks; the failure message lists them. */
function missing(wanted: readonly string[], have: readonly string[]): string[] {
  return wanted.filter((name) => !have.includes(name));
}

describe('the data-service contract covers requirements §7', () => {
  it('has an entry for every remote procedure of the spec, and none beyond', () => {
    const specNames = parseSpecRpcNames(spec);
    expect(specNames.length).toBeGreaterThan(60);
    expect(missing(specNames, RPC_NAMES), 'remote procedures without a contract entry').toEqual([]);
    expect(missing(RPC_NAMES, specNames), 'contract entries the spec does not name').toEqual([]);
  });

  it('has an entry for every table call of the spec and every table path of ours, and none beyond', () => {
    const ours = parseSpecTableCalls(spec, /^### Table paths of ours/).map(tableCallKey);
    expect(ours).toEqual([
      'GET /kaefer_liste',
      'GET /karten_liste',
      'GET /rechnung_liste',
      'GET /angebot_liste',
      'GET /offene_posten',
    ]);
    const specCalls = [...parseSpecTableCalls(spec).map(tableCallKey), ...ours];
    const contractCalls = TABLE_CALLS.map(tableCallKey);
    expect(specCalls).toHaveLength(26);
    expect(missing(specCalls, contractCalls), 'table calls without a contract entry').toEqual([]);
    expect(missing(contractCalls, specCalls), 'contract table calls the spec does not name').toEqual([]);
  });

  it('has an entry for every template mock API call, and none beyond', () => {
    const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
    const specCalls = parseSpecTemplateCalls(spec).map(key);
    const contractCalls = TEMPLATE_CALLS.map(key);
    expect(specCalls).toHaveLength(8);
    expect(missing(specCalls, contractCalls), 'template calls without a contract entry').toEqual([]);
    expect(missing(contractCalls, specCalls), 'contract template calls the spec does not name').toEqual([]);
  });

  it('lists exactly the PATCH /karte fields of the spec, in its order', () => {
    const row = spec.split('\n').find((line) => line.startsWith('| PATCH /karte'));
    const fields = /one field at a time: ([^|]+)\|/
      .exec(row ?? '')?.[1]
      ?.split(',')
      .map((field) => field.trim());
    expect(fields).toHaveLength(20);
    expect([...KARTE_PATCH_FIELDS]).toEqual(fields);
  });
});

describe('tableCallQuery', () => {
  it.each([
    ['karte_id=eq.{id}&order=nr.asc', 7, 'karte_id=eq.7&order=nr.asc'],
    ['client_id=eq.{id}', '12', 'client_id=eq.12'],
    ['', undefined, ''],
  ])('fills %j with %j', (filter, id, expected) => {
    expect(tableCallQuery({ filter }, id)).toBe(expected);
  });

  it('refuses a filter that needs an id without one', () => {
    expect(() => tableCallQuery({ filter: 'id=eq.{id}' })).toThrow('Filter id=eq.{id} needs an id');
  });
});

describe('contract types use the spec payload field names', () => {
  it('types params and results', () => {
    expectTypeOf<RpcParams<'a_update_kaefer'>>().toHaveProperty('published_from');
    expectTypeOf<keyof RpcParams<'a_change_app_status'>>().toEqualTypeOf<'user_id' | 'username' | 'status'>();
    expectTypeOf<keyof RpcParams<'a_connect_user_to_client'>>().toEqualTypeOf<'username' | 'user_id' | 'client_id'>();
    expectTypeOf<keyof RpcParams<'a_add_user'>>().toEqualTypeOf<
      'mail' | 'first_name' | 'last_name' | 'kataster_enabled' | 'apus_team' | 'apus_admin' | 'client_id'
    >();
    expectTypeOf<keyof RpcParams<'a_get_kaefer_overview'>>().toEqualTypeOf<'bundesland' | 'kaeferart'>();
    expectTypeOf<RpcResult<'a_get_user_data'>>().toEqualTypeOf<AppUserData[]>();
  });
});
