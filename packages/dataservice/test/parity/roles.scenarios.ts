/**
 * Role refusals (requirements §6): every remote procedure and every table call of requirements §7,
 * called by each role the contract's access table (RPC_ACCESS, TABLE_ACCESS: the SQL grants
 * are tested against it in roles.test.ts) does not give it, must be refused alike: PostgreSQL's
 * 42501 as PostgREST answers it, 401 for the anonymous role and 403 for a signed-in one. Then
 * the rules behind the grants: one's own row only, and the door (data.pre_request) that holds a
 * token's role against the stored one.
 *
 * The arguments and bodies are those the other scenario files send for the call, so the call
 * reaches the same function on both sides (PostgREST picks the overload by the argument names).
 */
import {
  DB_ROLES,
  PRIVILEGE_OF_METHOD,
  RPC_ACCESS,
  RPC_NAMES,
  TABLE_ACCESS,
  TABLE_CALLS,
  tableCallQuery,
  type DbRole,
  type TableName,
} from '@waldmonitor/ui/model';
import { ANONYMOUS, type Caller } from '../harness';
import { ADMIN, CITIZEN, EXPERT, EXPERT_QUERY, NEW_USER, as, type Call, type Scenario } from './scenario';

const others = import.meta.glob<{ scenarios: Scenario[] }>(['./*.scenarios.ts', '!./roles.scenarios.ts'], {
  eager: true,
});
const sentCalls: Call[] = Object.values(others)
  .flatMap((module) => module.scenarios)
  .flatMap((scenario) => (scenario.then ? [scenario.call, scenario.then] : [scenario.call]));

const CALLER: Record<DbRole, Caller> = {
  web_anon: ANONYMOUS,
  ogf_new: NEW_USER,
  ogf_citizens: CITIZEN,
  ogf_expert_query: EXPERT_QUERY,
  ogf_expert: EXPERT,
  ogf_admin: ADMIN,
};

function argsOf(name: string): Record<string, unknown> {
  const sent = sentCalls.find((call) => 'rpc' in call && call.rpc === name);
  return sent && 'rpc' in sent ? (sent.args ?? {}) : {};
}

const rpcRefusals: Scenario[] = RPC_NAMES.flatMap((name) =>
  DB_ROLES.filter((role) => !RPC_ACCESS[name].includes(role)).map((role) => ({
    name: `${name} refuses ${role}`,
    caller: CALLER[role],
    call: { rpc: name, args: argsOf(name) },
  })),
);

function bodyOf(method: string, table: TableName): unknown {
  const sent = sentCalls.find(
    (call) => 'path' in call && call.method === method && call.path.split('?')[0] === table && call.body !== undefined,
  );
  return sent && 'path' in sent ? sent.body : undefined;
}

const tableRefusals: Scenario[] = TABLE_CALLS.flatMap((call) => {
  const table = call.path.slice(1) as TableName;
  const allowed = TABLE_ACCESS[table][PRIVILEGE_OF_METHOD[call.method as keyof typeof PRIVILEGE_OF_METHOD]] ?? [];
  const query = call.filter ? tableCallQuery(call, 1) : '';
  return DB_ROLES.filter((role) => !allowed.includes(role)).map((role): Scenario => ({
    name: `${call.name} (${call.method} ${call.path}) refuses ${role}`,
    caller: CALLER[role],
    call: {
      method: call.method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
      path: query ? `${table}?${query}` : table,
      body: call.method === 'POST' || call.method === 'PATCH' ? bodyOf(call.method, table) : undefined,
    },
  }));
});

const benutzerOf = (userId: number): Call => ({
  method: 'GET',
  path: `benutzer?user_id=eq.${userId}&select=user_id,app_status,berufsgruppe,mail_new`,
});
const ADMIN_READ = { caller: ADMIN };

/** The rules behind the grants (sql/11_users.sql, 15_table_paths.sql, 32_identity.sql). */
const ownRowAndDoor: Scenario[] = [
  {
    name: 'a Standard-Nutzer cannot make herself administrator',
    caller: CITIZEN,
    call: { rpc: 'a_change_app_status', args: { user_id: '2', username: '', status: 'ogf_admin' } },
    then: { ...benutzerOf(2), ...ADMIN_READ },
  },
  {
    name: 'a Standard-Nutzer asks for the expert mode for herself',
    caller: CITIZEN,
    call: { rpc: 'a_change_app_status', args: { user_id: '2', username: '', status: 'ogf_expert_query' } },
    then: { ...benutzerOf(2), ...ADMIN_READ },
  },
  {
    name: 'a Standard-Nutzer cannot ask for the expert mode for another user',
    caller: CITIZEN,
    call: { rpc: 'a_change_app_status', args: { user_id: '7', username: '', status: 'ogf_expert_query' } },
  },
  {
    name: 'a pending expert withdraws her request',
    caller: EXPERT_QUERY,
    call: { rpc: 'a_change_app_status', args: { user_id: '5', username: '', status: 'ogf_citizens' } },
    then: { ...benutzerOf(5), ...ADMIN_READ },
  },
  {
    name: 'an expert cannot make herself administrator',
    caller: EXPERT,
    call: { rpc: 'a_change_app_status', args: { user_id: '3', username: '', status: 'ogf_admin' } },
  },
  {
    name: 'a citizen cannot read another user’s data',
    caller: CITIZEN,
    call: { rpc: 'a_get_user_data', args: { email: 'admin@waldmonitor.example', id: '' } },
  },
  {
    name: 'a citizen reads her own data',
    caller: CITIZEN,
    call: { rpc: 'a_get_user_data', args: { email: ' Buerger@Waldmonitor.example ', id: '' } },
  },
  {
    name: 'a citizen cannot ask for another user’s name',
    caller: CITIZEN,
    call: { rpc: 'a_get_user_name', args: { g_mail: 'admin@waldmonitor.example' } },
  },
  {
    name: 'an expert asks for another user’s name',
    caller: EXPERT,
    call: { rpc: 'a_get_user_name', args: { g_mail: 'admin@waldmonitor.example' } },
  },
  {
    name: 'a citizen cannot change another user’s profile',
    caller: CITIZEN,
    call: {
      rpc: 'a_update_user',
      args: { first_name: 'X', last_name: 'Y', phone: '', mail: 'experte@waldmonitor.example', berufsgruppe: '' },
    },
  },
  {
    name: 'a citizen reads only her own benutzer row',
    caller: CITIZEN,
    call: { method: 'GET', path: 'benutzer?select=user_id,email&order=user_id.asc' },
  },
  {
    name: 'a new user reads only her own benutzer row',
    caller: NEW_USER,
    call: { method: 'GET', path: 'benutzer?select=user_id&user_id=gte.1' },
  },
  {
    name: 'a citizen’s PATCH of another user’s mail flag changes nothing',
    caller: CITIZEN,
    call: { method: 'PATCH', path: 'benutzer?user_id=eq.7', body: { mail_new: true } },
    then: { ...benutzerOf(7), ...ADMIN_READ },
  },
  {
    name: 'a citizen’s PATCH of her own job',
    caller: CITIZEN,
    call: { method: 'PATCH', path: 'benutzer?user_id=eq.2', body: { berufsgruppe: 'Förster' } },
    then: { ...benutzerOf(2), ...ADMIN_READ },
  },
  {
    name: 'the door refuses a token claiming more than the stored role',
    caller: as('ogf_admin', 'buerger@waldmonitor.example'),
    call: { rpc: 'a_get_acronyms' },
  },
  {
    name: 'the door refuses a role claim without a stored user',
    caller: as('ogf_citizens', 'niemand@waldmonitor.example'),
    call: { rpc: 'a_get_kaefer_by_art' },
  },
  {
    name: 'an unverified e-mail acts as a new user at most',
    caller: { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example', email_verified: false } },
    call: { rpc: 'a_get_all_users', query: 'order=user_id.asc' },
  },
  {
    name: 'a token without an e-mail acts as the anonymous role',
    caller: { role: 'ogf_admin', claims: {} },
    call: { rpc: 'a_get_kaefer_by_art' },
  },
];

export const scenarios: Scenario[] = [...rpcRefusals, ...tableRefusals, ...ownRowAndDoor];
