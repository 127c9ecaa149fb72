/** Clients (kunde) and the people connected to them (contract rpc/clients.ts, /kunde). */
import { BUNDESLAENDER, fittingEpsgCodes } from '@waldmonitor/ui/model';
import { CLIENT_FOUR_DETAILS, READ_CLIENT_FOUR } from './clientFour';
import { ADMIN, EXPERT, type Scenario } from './scenario';

/**
 * The overview's clients needing attention (OverviewSection, overviewQueries.ts): no Land, no
 * EPSG, or per Land an EPSG none of its fitting codes.
 */
const NEEDS_ATTENTION = `or=(bundesland.is.null,epsg.is.null,${BUNDESLAENDER.map(
  ({ value }) =>
    `and(bundesland.eq.${value},${fittingEpsgCodes(value)
      .map((code) => `epsg.neq.${code}`)
      .join(',')})`,
).join(',')})`;

export const scenarios: Scenario[] = [
  { name: 'a_get_all_clients', caller: ADMIN, call: { rpc: 'a_get_all_clients', query: 'order=client_id.asc' } },
  {
    name: 'a_get_all_clients (expert, for the GIS)',
    caller: EXPERT,
    call: { rpc: 'a_get_all_clients', query: 'order=client_id.asc' },
  },
  { name: 'a_get_client_details', caller: ADMIN, call: { rpc: 'a_get_client_details', args: { client_id: '1' } } },
  {
    name: 'a_get_client_details: id as number',
    caller: ADMIN,
    call: { rpc: 'a_get_client_details', args: { client_id: 2 } },
  },
  {
    name: 'a_get_client_details: unknown id',
    caller: ADMIN,
    call: { rpc: 'a_get_client_details', args: { client_id: '999' } },
  },
  {
    name: 'a_get_client_details: no number',
    caller: ADMIN,
    call: { rpc: 'a_get_client_details', args: { client_id: 'abc' } },
  },
  {
    name: 'a_get_client_details: empty id',
    caller: ADMIN,
    call: { rpc: 'a_get_client_details', args: { client_id: '' } },
  },
  {
    name: 'a_update_client_details',
    caller: ADMIN,
    call: { rpc: 'a_update_client_details', args: CLIENT_FOUR_DETAILS },
    then: READ_CLIENT_FOUR,
  },
  {
    name: 'a_add_client',
    caller: ADMIN,
    call: {
      rpc: 'a_add_client',
      args: { name: '  Jagdgenossenschaft Ried  ', strasse: 'Dorfstr. 2', plz: '', ort: 'Ried' },
    },
    then: { rpc: 'a_get_all_clients', query: 'order=client_id.asc' },
  },
  {
    name: 'a_add_client: name taken (any case) is 23505',
    caller: ADMIN,
    call: {
      rpc: 'a_add_client',
      args: { name: 'forstbetriebsgemeinschaft oberes murgtal w. v.', strasse: '', plz: '', ort: '' },
    },
  },
  {
    name: 'a_set_projektordner',
    caller: ADMIN,
    call: { rpc: 'a_set_projektordner', args: { client_id: '2', ordner: '/projekte/neu' } },
    then: { rpc: 'a_get_client_details', args: { client_id: '2' } },
  },
  {
    name: 'a_set_projektordner: unknown client is 23503',
    caller: ADMIN,
    call: { rpc: 'a_set_projektordner', args: { client_id: '999', ordner: '/x' } },
  },
  {
    name: 'a_set_kataster_for_client',
    caller: ADMIN,
    call: { rpc: 'a_set_kataster_for_client', args: { client_id: '1', kataster_status: true } },
    then: { rpc: 'a_get_kataster_overview' },
  },
  // A client deactivated (migrations/0004, a_set_client_active): marked in the list, and read again.
  {
    name: 'a_set_client_active: deactivated',
    caller: ADMIN,
    call: { rpc: 'a_set_client_active', args: { client_id: '1', aktiv: false } },
    then: { rpc: 'a_get_all_clients', query: 'aktiv=is.false&order=name.asc,client_id.asc', count: true },
  },
  {
    name: 'a_set_client_active: an unknown client',
    caller: ADMIN,
    call: { rpc: 'a_set_client_active', args: { client_id: '999', aktiv: false } },
  },
  {
    name: 'a_get_appusers_from_client',
    caller: ADMIN,
    call: { rpc: 'a_get_appusers_from_client', args: { client_id: '1' } },
  },
  // A client's users on the detail (ClientDetailSection): 25 a page, searched, sorted by name, counted.
  {
    name: 'a_get_appusers_from_client: a search, by name, one page with its count',
    caller: ADMIN,
    call: {
      rpc: 'a_get_appusers_from_client',
      args: { client_id: '1' },
      query:
        'or=(last_name.ilike.*e*,first_name.ilike.*e*,email.ilike.*e*)&order=last_name.asc,first_name.asc,user_id.asc&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'a_get_appusers_from_client: by e-mail descending, page 2 of 1 a page, with its count',
    caller: ADMIN,
    call: {
      rpc: 'a_get_appusers_from_client',
      args: { client_id: '1' },
      query: 'order=email.desc,user_id.desc&limit=1&offset=1',
      count: true,
    },
  },
  {
    name: 'a_get_appusers_from_client: an empty client_id is refused',
    caller: ADMIN,
    call: { rpc: 'a_get_appusers_from_client', args: { client_id: '' } },
  },
  {
    name: 'a_get_users_from_client',
    caller: ADMIN,
    call: { rpc: 'a_get_users_from_client', args: { client_id: '1' } },
  },
  { name: 'a_get_apus_team_from_client', caller: ADMIN, call: { rpc: 'a_get_apus_team_from_client' } },
  {
    name: 'a_add_user_to_client: new link',
    caller: ADMIN,
    call: { rpc: 'a_add_user_to_client', args: { user_id: '12', client_id: '1', kataster_enabled: false } },
    then: { rpc: 'a_get_appusers_from_client', args: { client_id: '1' } },
  },
  {
    name: 'a_add_user_to_client: existing link changes the cadastre access',
    caller: ADMIN,
    call: { rpc: 'a_add_user_to_client', args: { user_id: '2', client_id: '1', kataster_enabled: false } },
    then: { rpc: 'a_get_appusers_from_client', args: { client_id: '1' } },
  },
  {
    name: 'a_add_user_to_client: unknown user is 23503',
    caller: ADMIN,
    call: { rpc: 'a_add_user_to_client', args: { user_id: '999', client_id: '1', kataster_enabled: false } },
  },
  {
    name: 'a_connect_user_to_client',
    caller: ADMIN,
    call: {
      rpc: 'a_connect_user_to_client',
      args: { username: 'matthias.maier@mail.example', user_id: '12', client_id: '1' },
    },
    then: { rpc: 'a_get_users_from_client', args: { client_id: '1' } },
  },
  {
    name: 'a_connect_user_to_client: twice changes nothing',
    caller: ADMIN,
    call: { rpc: 'a_connect_user_to_client', args: { username: 'anders', user_id: '2', client_id: '1' } },
    then: { rpc: 'a_get_users_from_client', args: { client_id: '1' } },
  },
  {
    name: 'a_disconnect_user_from_client',
    caller: ADMIN,
    call: {
      rpc: 'a_disconnect_user_from_client',
      args: { username: 'buerger@waldmonitor.example', user_id: '2', client_id: '1' },
    },
    then: { rpc: 'a_get_users_from_client', args: { client_id: '1' } },
  },
  {
    name: 'a missing argument: no such function (PGRST202)',
    caller: ADMIN,
    call: { rpc: 'a_set_projektordner', args: { client_id: '2' } },
  },
  {
    name: 'PATCH /kunde {bundesland}',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'kunde?client_id=eq.3', body: { bundesland: 'HE' } },
    then: { method: 'GET', path: 'kunde?client_id=eq.3' },
  },
  {
    name: 'PATCH /kunde {epsg} with representation',
    caller: ADMIN,
    call: { method: 'PATCH', path: 'kunde?client_id=eq.3', body: { epsg: 25833 }, representation: true },
  },
  {
    name: 'PATCH /kunde {name}: not a PATCH field, 42501',
    caller: ADMIN,
    call: { method: 'PATCH', path: 'kunde?client_id=eq.3', body: { name: 'X' } },
  },
  // The clients list (ClientsSection): one page of a_get_all_clients' result, filtered, searched and
  // ordered as the list asks, the client id breaking ties, with the total (Prefer: count=exact).
  {
    name: 'clients list: first page by name',
    caller: ADMIN,
    call: { rpc: 'a_get_all_clients', query: 'order=name.asc,client_id.asc&limit=25&offset=0', count: true },
  },
  {
    name: 'clients list: second page by name',
    caller: ADMIN,
    call: { rpc: 'a_get_all_clients', query: 'order=name.asc,client_id.asc&limit=25&offset=25', count: true },
  },
  {
    name: 'clients list: Land filter, name descending',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_clients',
      query: 'bundesland=eq.SN&order=name.desc,client_id.desc&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'clients list: cadastre off and two search words, by place descending',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_clients',
      query:
        'kataster_status=is.false&and=(or(name.ilike.*stadt*,name_zusatz.ilike.*stadt*,strasse.ilike.*stadt*,plz.ilike.*stadt*,ort.ilike.*stadt*,ap_vorname.ilike.*stadt*,ap_nachname.ilike.*stadt*),or(name.ilike.*e*,name_zusatz.ilike.*e*,strasse.ilike.*e*,plz.ilike.*e*,ort.ilike.*e*,ap_vorname.ilike.*e*,ap_nachname.ilike.*e*))&order=ort.desc.nullslast,client_id.desc&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'clients list: cadastre on, by maps then client id',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_clients',
      query: 'kataster_status=is.true&order=karten.desc,client_id.desc&limit=10&offset=0',
      count: true,
    },
  },
  {
    name: 'clients list: by Land, EPSG and users',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_clients',
      query: 'order=bundesland.asc.nullslast,epsg.asc.nullslast,nutzer.asc,client_id.asc&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'clients list: a search that finds no client is */0',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_clients',
      query:
        'or=(name.ilike.*niemand-hier*,name_zusatz.ilike.*niemand-hier*,strasse.ilike.*niemand-hier*,plz.ilike.*niemand-hier*,ort.ilike.*niemand-hier*,ap_vorname.ilike.*niemand-hier*,ap_nachname.ilike.*niemand-hier*)&order=name.asc,client_id.asc&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'overview: the clients needing attention, by name, with their number',
    caller: ADMIN,
    call: {
      rpc: 'a_get_all_clients',
      query: `${NEEDS_ATTENTION}&order=name.asc,client_id.asc&limit=25&offset=0`,
      count: true,
    },
  },
  {
    name: 'overview: the count of clients with cadastre',
    caller: ADMIN,
    call: { rpc: 'a_get_all_clients', query: 'kataster_status=is.true&limit=0&offset=0', count: true },
  },
  {
    name: 'clients list: the count of one Land without rows',
    caller: EXPERT,
    call: { rpc: 'a_get_all_clients', query: 'bundesland=eq.BY&limit=0&offset=0', count: true },
  },
];
