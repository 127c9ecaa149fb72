/** Users and the signed-in account (contract rpc/users.ts, table path /benutzer). */
import { ANONYMOUS } from '../harness';
import { ADMIN, CITIZEN, EXPERT_QUERY, NEW_USER, type Scenario } from './scenario';

const BUERGER = 'buerger@waldmonitor.example';

export const scenarios: Scenario[] = [
  { name: 'a_get_all_users', caller: ADMIN, call: { rpc: 'a_get_all_users', query: 'order=user_id.asc' } },
  {
    name: 'a_get_user_data: own row',
    caller: CITIZEN,
    call: { rpc: 'a_get_user_data', args: { email: BUERGER, id: 'sub-1' } },
  },
  {
    name: 'a_get_user_data: e-mail in other case',
    caller: NEW_USER,
    call: { rpc: 'a_get_user_data', args: { email: 'NEU@waldmonitor.example', id: '' } },
  },
  {
    name: 'a_get_user_data: administrator asks for another user',
    caller: ADMIN,
    call: { rpc: 'a_get_user_data', args: { email: 'anfrage@waldmonitor.example', id: 'x' } },
  },
  {
    name: 'a_get_user_data: unknown user is an empty list',
    caller: ADMIN,
    call: { rpc: 'a_get_user_data', args: { email: 'niemand@example.de', id: 'x' } },
  },
  {
    name: 'a_change_app_status: administrator approves an expert request',
    caller: ADMIN,
    call: {
      rpc: 'a_change_app_status',
      args: { user_id: '5', username: 'anfrage@waldmonitor.example', status: 'ogf_expert' },
    },
    then: { rpc: 'a_get_all_users', query: 'order=user_id.asc' },
  },
  {
    name: 'a_change_app_status: a citizen asks for the expert mode',
    caller: CITIZEN,
    call: { rpc: 'a_change_app_status', args: { user_id: '2', username: BUERGER, status: 'ogf_expert_query' } },
    then: { rpc: 'a_get_user_data', args: { email: BUERGER, id: '' } },
  },
  {
    name: 'a_change_app_status: unknown status is 22P02',
    caller: ADMIN,
    call: { rpc: 'a_change_app_status', args: { user_id: '5', username: 'x', status: 'ogf_chef' } },
  },
  {
    name: 'a_change_app_status: id that is no number is 22P02',
    caller: ADMIN,
    call: { rpc: 'a_change_app_status', args: { user_id: 'fünf', username: 'x', status: 'ogf_expert' } },
  },
  { name: 'a_get_user_name', caller: ADMIN, call: { rpc: 'a_get_user_name', args: { g_mail: BUERGER } } },
  {
    name: 'a_get_user_name: own name',
    caller: EXPERT_QUERY,
    call: { rpc: 'a_get_user_name', args: { g_mail: 'anfrage@waldmonitor.example' } },
  },
  {
    name: 'a_get_user_name: unknown is null',
    caller: ADMIN,
    call: { rpc: 'a_get_user_name', args: { g_mail: 'x@y.de' } },
  },
  { name: 'a_get_user_exists: yes', caller: ADMIN, call: { rpc: 'a_get_user_exists', args: { db_role: BUERGER } } },
  { name: 'a_get_user_exists: no', caller: ADMIN, call: { rpc: 'a_get_user_exists', args: { db_role: 'x@y.de' } } },
  {
    name: 'a_update_user: the profile form, empty fields become null',
    caller: CITIZEN,
    call: {
      rpc: 'a_update_user',
      args: { first_name: 'Birgit', last_name: 'Brandt-Roth', phone: '', mail: BUERGER, berufsgruppe: 'Förster' },
    },
    then: { rpc: 'a_get_user_data', args: { email: BUERGER, id: '' } },
  },
  {
    name: 'a_update_user: unknown e-mail',
    caller: ADMIN,
    call: {
      rpc: 'a_update_user',
      args: { first_name: 'A', last_name: 'B', phone: null, mail: 'x@y.de', berufsgruppe: null },
    },
  },
  {
    name: 'a_add_user: with a client',
    caller: ADMIN,
    call: {
      rpc: 'a_add_user',
      args: {
        mail: 'neue.kollegin@forst.example',
        first_name: 'Nele',
        last_name: '',
        kataster_enabled: true,
        apus_team: true,
        apus_admin: false,
        client_id: '3',
      },
    },
    then: { rpc: 'a_get_users_from_client', args: { client_id: '3' } },
    // The registration day is the server's today on both sides; compared in sql tests.
    ignoreFields: ['reg_date'],
  },
  {
    name: 'a_add_user: without a client, as administrator',
    caller: ADMIN,
    call: {
      rpc: 'a_add_user',
      args: {
        mail: 'chef@forst.example',
        first_name: null,
        last_name: null,
        kataster_enabled: false,
        apus_team: false,
        apus_admin: true,
        client_id: null,
      },
    },
    then: { rpc: 'a_get_all_users', query: 'order=user_id.asc' },
    ignoreFields: ['reg_date'],
  },
  {
    name: 'a_add_user: e-mail taken (any case) is 23505',
    caller: ADMIN,
    call: {
      rpc: 'a_add_user',
      args: {
        mail: 'Buerger@waldmonitor.example',
        first_name: null,
        last_name: null,
        kataster_enabled: false,
        apus_team: false,
        apus_admin: false,
        client_id: null,
      },
    },
  },
  {
    name: 'a_add_user: unknown client is 23503',
    caller: ADMIN,
    call: {
      rpc: 'a_add_user',
      args: {
        mail: 'x@forst.example',
        first_name: null,
        last_name: null,
        kataster_enabled: false,
        apus_team: false,
        apus_admin: false,
        client_id: '999',
      },
    },
    then: { rpc: 'a_get_user_exists', args: { db_role: 'x@forst.example' } },
  },
  { name: 'a_get_currentuser', caller: ADMIN, call: { rpc: 'a_get_currentuser' } },
  { name: 'a_get_currentsessionuser', caller: CITIZEN, call: { rpc: 'a_get_currentsessionuser' } },
  { name: 'a_get_currentuser without a token', caller: ANONYMOUS, call: { rpc: 'a_get_currentuser' } },
  { name: 'a_get_currentsessionuser without a token', caller: ANONYMOUS, call: { rpc: 'a_get_currentsessionuser' } },
  { name: 'GET /benutzer (administrator)', caller: ADMIN, call: { method: 'GET', path: 'benutzer' }, unordered: true },
  { name: 'GET /benutzer?user_id=eq.2', caller: ADMIN, call: { method: 'GET', path: 'benutzer?user_id=eq.2' } },
  {
    name: 'GET /benutzer?user_id=eq.2 (own row)',
    caller: CITIZEN,
    call: { method: 'GET', path: 'benutzer?user_id=eq.2' },
  },
  {
    name: 'PATCH /benutzer {berufsgruppe} (own row)',
    caller: CITIZEN,
    call: { method: 'PATCH', path: 'benutzer?user_id=eq.2', body: { berufsgruppe: 'Waldbesitzerin' } },
    then: { method: 'GET', path: 'benutzer?user_id=eq.2' },
  },
  {
    name: 'PATCH /benutzer mail flags',
    caller: ADMIN,
    call: { method: 'PATCH', path: 'benutzer?user_id=eq.7', body: { mail_new: true, mail_published: false } },
    then: { method: 'GET', path: 'benutzer?user_id=eq.7' },
  },
  // The users list (UsersPage): one page of GET /benutzer, filtered, searched and sorted by the
  // service, with the total (Prefer: count=exact) in Content-Range; 206 for a part, 416 past the end.
  {
    name: 'users list: page 2 by name, counted',
    caller: ADMIN,
    call: {
      method: 'GET',
      path: 'benutzer?order=last_name.asc.nullslast,first_name.asc.nullslast,user_id.asc&limit=10&offset=10',
      count: true,
    },
  },
  {
    name: 'users list: role filter and search in name or e-mail',
    caller: ADMIN,
    call: {
      method: 'GET',
      path: 'benutzer?app_status=eq.ogf_citizens&or=(first_name.ilike.*an*,last_name.ilike.*an*,email.ilike.*an*)&order=email.desc,user_id.asc&limit=5&offset=0',
      count: true,
    },
  },
  {
    name: 'users list: two search words, a quoted value with dots',
    caller: ADMIN,
    call: {
      method: 'GET',
      path: 'benutzer?and=(or(first_name.ilike.*erik*,last_name.ilike.*erik*,email.ilike.*erik*),or(first_name.ilike."*waldmonitor.example*",last_name.ilike."*waldmonitor.example*",email.ilike."*waldmonitor.example*"))&order=user_id.asc&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'users list: mail flag filter, newest first',
    caller: ADMIN,
    call: {
      method: 'GET',
      path: 'benutzer?mail_new=is.true&order=reg_date.desc,user_id.asc&limit=20&offset=0',
      count: true,
    },
  },
  {
    name: 'users list: all rows on one page is 200',
    caller: ADMIN,
    call: { method: 'GET', path: 'benutzer?app_status=eq.ogf_admin&order=user_id.asc&limit=50&offset=0', count: true },
  },
  {
    name: 'users list: a page past the end is 416 PGRST103',
    caller: ADMIN,
    call: {
      method: 'GET',
      path: 'benutzer?app_status=eq.ogf_admin&order=user_id.asc&limit=50&offset=500',
      count: true,
    },
  },
  {
    name: 'users list: an empty filter result is 200 with */0',
    caller: ADMIN,
    call: {
      method: 'GET',
      path: 'benutzer?email=ilike.*niemand-hier*&order=user_id.asc&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'a_get_all_users filtered, ordered and paged on its result (open expert requests)',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_users',
      query: 'app_status=in.(ogf_expert_query,ogf_new)&order=reg_date.desc,user_id.asc&limit=3&offset=0',
      count: true,
    },
  },
  {
    name: 'a_get_all_users: a filter on an unknown column is refused',
    caller: ADMIN,
    call: { rpc: 'a_get_all_users', query: 'nonsense=eq.1' },
  },
  {
    // The users page's tab "Expertenanfragen": a page of the open requests, oldest registration first.
    name: 'open expert requests: page 2, the oldest registration first, counted',
    caller: ADMIN,
    call: {
      method: 'GET',
      path: 'benutzer?app_status=eq.ogf_expert_query&order=reg_date.asc,user_id.asc&limit=3&offset=3',
      count: true,
    },
  },
  {
    name: 'users count request (overview): limit=0 answers no rows, the total in Content-Range',
    caller: ADMIN,
    call: { method: 'GET', path: 'benutzer?app_status=eq.ogf_expert_query&limit=0&offset=0', count: true },
  },
  // A client's "Vorhandenen Nutzer hinzufügen" (ClientDetailSection): the users a search finds, 20 by name.
  {
    name: 'users to add to a client: a search, by name',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_users',
      query:
        'or=(last_name.ilike.*er*,first_name.ilike.*er*,email.ilike.*er*)&order=last_name.asc,first_name.asc,user_id.asc&limit=20&offset=0',
      count: true,
    },
  },
];
