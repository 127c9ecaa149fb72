/**
 * Who may call what (requirements §6: "Dashboard: citizens, expert, admin, new. GIS: admin,
 * expert. User management and user detail: admin. Profile: citizens, expert, admin.") applied to
 * the calls each screen makes. The back office (offers, invoices, positions, forecasts) lives in
 * the administrators' dashboard, the review queue in the experts' (and the administrators'
 * Käferfunde section).
 *
 * The SQL grants are tested against this table (packages/dataservice roles.test.ts), and the
 * role parity scenarios are generated from it (packages/dataservice test/parity/roles.scenarios.ts).
 * No TypeScript code refuses by it: the SQL decides, in production and in the demo (PGlite).
 */
import { RPC_NAMES, type RpcName } from './rpc';
import type { TableName } from './tables';

/** The database roles: PostgREST's anonymous role and one per app role (requirements §4). */
export const DB_ROLES = ['web_anon', 'ogf_new', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin'] as const;
export type DbRole = (typeof DB_ROLES)[number];

const ADMIN: readonly DbRole[] = ['ogf_admin'];
const STAFF: readonly DbRole[] = ['ogf_expert', 'ogf_admin'];
/** Signed in and validated: the profile's users (requirements §6 "Profile"), with pending experts. */
const PROFILE: readonly DbRole[] = ['ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin'];
/** Everyone signed in (requirements §6 "Dashboard", ogf_new included). */
const SIGNED_IN: readonly DbRole[] = ['ogf_new', ...PROFILE];

/** The calls of users, clients, maps/GIS and beetle sightings; every other procedure is the back office's. */
const AREA_ACCESS: Partial<Record<RpcName, readonly DbRole[]>> = {
  // users
  a_get_all_users: ADMIN,
  a_get_user_data: SIGNED_IN,
  a_change_app_status: PROFILE,
  a_get_user_name: PROFILE,
  a_get_user_exists: ADMIN,
  a_update_user: PROFILE,
  a_add_user: ADMIN,
  a_get_currentuser: ['web_anon', ...SIGNED_IN],
  a_get_currentsessionuser: ['web_anon', ...SIGNED_IN],
  // clients
  a_get_all_clients: STAFF,
  a_get_client_details: ADMIN,
  a_update_client_details: ADMIN,
  a_add_client: ADMIN,
  a_set_projektordner: ADMIN,
  a_set_kataster_for_client: ADMIN,
  a_get_appusers_from_client: ADMIN,
  a_get_users_from_client: ADMIN,
  a_get_apus_team_from_client: ADMIN,
  a_add_user_to_client: ADMIN,
  a_connect_user_to_client: ADMIN,
  a_disconnect_user_from_client: ADMIN,
  // maps, cadastre
  a_get_map_list_from_db: STAFF,
  a_get_bbox_from_client: STAFF,
  a_get_kataster_overview: ADMIN,
  a_get_ausm_overview_vermessen: ADMIN,
  a_get_schae_overview_vermessen: ADMIN,
  a_get_schlu_overview_vermessen: ADMIN,
  a_get_einl_overview_vermessen: ADMIN,
  a_get_drae_overview_vermessen: ADMIN,
  a_get_draenage_overview_erfq: ADMIN,
  a_get_draenage_overview_qdt: ADMIN,
  a_get_acronyms: STAFF,
  // beetle sightings
  a_get_kaefer_by_bundesland: SIGNED_IN,
  a_get_kaefer_by_art: SIGNED_IN,
  a_get_kaefer_overview: STAFF,
  a_get_kaefer_queue: STAFF,
  a_update_kaefer: STAFF,
  a_update_message: STAFF,
  a_update_bilder: STAFF,
  // procedures of ours (a Rückfrage and a georeferencing save as one transaction each)
  a_update_kaefer_with_message: STAFF,
  a_save_georeference: STAFF,
};

/** Every remote procedure → the roles that may execute it (the SQL's GRANT EXECUTE). */
export const RPC_ACCESS: Readonly<Record<RpcName, readonly DbRole[]>> = Object.fromEntries(
  RPC_NAMES.map((name) => [name, AREA_ACCESS[name] ?? ADMIN]),
) as Record<RpcName, readonly DbRole[]>;

export type TablePrivilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/** The table paths: privilege → roles (row-level security narrows benutzer to one's own row). */
export const TABLE_ACCESS: Readonly<Record<TableName, Partial<Record<TablePrivilege, readonly DbRole[]>>>> = {
  mappoint: { SELECT: STAFF, INSERT: STAFF, DELETE: STAFF },
  karte: { SELECT: STAFF, INSERT: STAFF, UPDATE: STAFF, DELETE: ADMIN },
  kunde: { SELECT: STAFF, UPDATE: STAFF },
  kaeferarten: { SELECT: SIGNED_IN },
  kaefer: { SELECT: STAFF, UPDATE: STAFF },
  bilder: { SELECT: STAFF },
  benutzer: { SELECT: SIGNED_IN, UPDATE: PROFILE },
  drae_einmessung_uebersicht: { SELECT: ADMIN },
  ausm_einmessung_uebersicht: { SELECT: ADMIN },
  scha_einmessung_uebersicht: { SELECT: ADMIN },
  schl_einmessung_uebersicht: { SELECT: ADMIN },
  drae_laenge_nach_erfq: { SELECT: ADMIN },
  drae_laenge_qdt_nach_aop: { SELECT: ADMIN },
  // The list paths of ours: the roles of the procedures whose rows they are.
  kaefer_liste: { SELECT: STAFF },
  karten_liste: { SELECT: STAFF },
  rechnung_liste: { SELECT: ADMIN },
  angebot_liste: { SELECT: ADMIN },
  offene_posten: { SELECT: ADMIN },
};

/** The privilege a table call needs: PostgREST's GET reads, POST inserts, PATCH updates, DELETE deletes. */
export const PRIVILEGE_OF_METHOD: Readonly<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', TablePrivilege>> = {
  GET: 'SELECT',
  POST: 'INSERT',
  PATCH: 'UPDATE',
  DELETE: 'DELETE',
};
