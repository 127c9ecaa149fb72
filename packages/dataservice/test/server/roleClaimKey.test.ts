/**
 * Where the role is found in the claims (src/server/roleClaimKey.ts, jsonPath.ts): the RFC 9535
 * JSON Path of PostgREST 16 (with the examples of PostgREST's docs, `references/auth.rst`), and
 * the JSPath of PostgREST 14 and before that 16.2 still reads.
 */
import { describe, expect, it } from 'vitest';
import { parseRoleClaimKey } from '../../src/server/roleClaimKey';

const keycloak = {
  app_status: 'ogf_admin',
  realm_access: { roles: ['offline_access', 'ogf_expert', 'uma_authorization'] },
  resource_access: { 'waldmonitor-web': { roles: ['ogf_citizens'] } },
  postgrest: { roles: ['other', 'author'] },
  'https://www.example.com/role': { key: 'author' },
  orgs: [
    { name: 'a', admin: false, role: 'ogf_new' },
    { name: 'b', admin: true, role: 'ogf_expert' },
  ],
  n: 5,
  nothing: null,
};

const found = (key: string, claims: Record<string, unknown> = keycloak) => {
  const parsed = parseRoleClaimKey(key);
  if (!parsed) throw new Error(`not parsed: ${key}`);
  return parsed.find(claims);
};

describe('JSON Path (RFC 9535, PostgREST 16)', () => {
  it.each([
    ['$.app_status', 'ogf_admin'],
    ['$.realm_access.roles[1]', 'ogf_expert'],
    ['$.realm_access.roles[-1]', 'uma_authorization'],
    ["$['app_status']", 'ogf_admin'],
    ['$["app_status"]', 'ogf_admin'],
    ["$.resource_access['waldmonitor-web'].roles[0]", 'ogf_citizens'],
    // PostgREST's documented examples:
    ['$.postgrest.roles[1]', 'author'],
    ["$['https://www.example.com/role'].key", 'author'],
    ["$.postgrest.roles[?(@ == 'author')]", 'author'],
    ["$.postgrest.roles[?search(@, '^au')]", 'author'],
    // slices, filters over objects, logic, descendants, wildcards
    ['$.realm_access.roles[1:]', 'ogf_expert'],
    ['$.realm_access.roles[::-1]', 'uma_authorization'],
    ['$.orgs[?@.admin == true].role', 'ogf_expert'],
    ["$.orgs[?@.admin == false && @.name == 'a'].role", 'ogf_new'],
    ["$.orgs[?(@.admin == true || @.name == 'none')].role", 'ogf_expert'],
    // a test expression asks whether a member exists, not whether it is true
    ['$.orgs[?@.admin].role', 'ogf_new'],
    ['$.orgs[?!(@.admin == true)].role', 'ogf_new'],
    ["$.realm_access.roles[?@ != 'offline_access']", 'ogf_expert'],
    ["$.realm_access.roles[?search(@, 'expert$')]", 'ogf_expert'],
    // descendants in key order: postgrest.roles comes before realm_access.roles
    ['$..roles[0]', 'other'],
    ['$.postgrest.*[0]', 'other'],
    ['$.orgs[*].role', 'ogf_new'],
    ["$.orgs[?@.name > 'a'].role", 'ogf_expert'],
    ['$ .app_status', 'ogf_admin'],
  ])('%s → %s', (key, role) => {
    expect(found(key)).toEqual({ value: role });
  });

  it.each([
    ['$.n', 5],
    ['$.nothing', null],
    ['$.realm_access', keycloak.realm_access],
  ])('%s finds a value that is not a string (the server then uses its JSON)', (key, value) => {
    expect(found(key)).toEqual({ value });
  });

  it.each(['$.app_role', '$.realm_access.roles[7]', "$.postgrest.roles[?(@ == 'editor')]", '$.app_status.x'])(
    '%s finds nothing',
    (key) => {
      expect(found(key)).toBeUndefined();
    },
  );

  it('walks an object in key order, as aeson does', () => {
    expect(found('$.*', { b: 'second', a: 'first' })).toEqual({ value: 'first' });
  });

  it.each(['$.', '$.app-status', '$[01]', '$[?search(@)]', '$.a b', 'app_status'])('does not read %s', (key) => {
    expect(parseRoleClaimKey(key)).toBeUndefined();
  });
});

describe('the JSPath of PostgREST 14 (deprecated, still read by 16.2)', () => {
  it.each([
    ['.app_status', 'ogf_admin'],
    ['.realm_access.roles[1]', 'ogf_expert'],
    ['."https://www.example.com/role".key', 'author'],
    ['.realm_access.roles[?(@ == "ogf_expert")]', 'ogf_expert'],
    ['.realm_access.roles[?(@ ^== "ogf")]', 'ogf_expert'],
    ['.realm_access.roles[?(@ ==^ "access")]', 'offline_access'],
    ['.realm_access.roles[?(@ *== "author")]', 'uma_authorization'],
    ['.realm_access.roles[?(@ != "offline_access")]', 'ogf_expert'],
  ])('%s → %s', (key, role) => {
    expect(parseRoleClaimKey(key)?.deprecated).toBe(true);
    expect(found(key)).toEqual({ value: role });
  });

  it.each(['.app_role', '.realm_access.roles[9]', '.app_status[0]'])('%s finds nothing', (key) => {
    expect(found(key)).toBeUndefined();
  });
});
