// Every call of requirements §7 has a client function, a hook and a
// mock handler, and the function sends exactly the call the spec names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@waldmonitor/mocks/node';
import {
  RPC_NAMES,
  TABLE_CALLS,
  isRpcName,
  parseSpecRpcNames,
  parseSpecTableCalls,
  tableCallKey,
  tableCallQuery,
  type MapPoint,
  type TableCallName,
} from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import type { DataClient } from './client';
import type { CallName } from './keys';
import { CALL_REGISTRY } from './registry';
import { createTestClient, recordRequests, startMockService } from './testHarness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const specPath = path.resolve(repoRoot, 'docs/requirements.md');

/** The call lists of requirements §7 live in the clone's docs; a missing file fails the test. */
function readSpec(): string {
  if (!existsSync(specPath)) throw new Error(`The specification is missing at ${specPath}`);
  return readFileSync(specPath, 'utf8');
}

const spec = readSpec();
const specRpcNames = parseSpecRpcNames(spec);
const specTableCalls = parseSpecTableCalls(spec);

/** The contract's name of each spec table call (`GET /mappoint?…` → `getMapPoints`). */
function tableCallName(key: string): TableCallName | undefined {
  return TABLE_CALLS.find((call) => tableCallKey(call) === key)?.name;
}

const letter = {
  bearbeiter: 'Anja Albrecht',
  anrede: 'Sehr geehrte Damen und Herren,',
  anschreiben: 'anbei erhalten Sie unser Angebot.',
  zuerl: 'Mit freundlichen Grüßen',
  ust_satz: 19,
};
const position = {
  anzahl: 2,
  bez: 'Anfahrtspauschale',
  einheit: 'pausch.',
  ep: 65,
  lfd_nr: 9,
  erl: null,
  erl_on: null,
  erl_titel: null,
};
const point: MapPoint = {
  karte_id: 2,
  nr: 99,
  mapx: 3512345.5,
  mapy: 5412345.25,
  pixelx: 120,
  pixely: 340,
  enable: true,
  dx: null,
  dy: null,
  residual: null,
};

/** The id a table call's `{id}` filter is sent with below. */
const TABLE_ID = 2;
const r = CALL_REGISTRY;

/** One valid call per entry, made through the registry's own client function. */
const SAMPLES: { [N in CallName]: (client: DataClient) => Promise<unknown> } = {
  a_get_all_clients: (c) => r.a_get_all_clients.fn(c),
  a_get_all_users: (c) => r.a_get_all_users.fn(c),
  a_get_appusers_from_client: (c) => r.a_get_appusers_from_client.fn(c, 1),
  a_get_users_from_client: (c) => r.a_get_users_from_client.fn(c, 1),
  a_set_projektordner: (c) => r.a_set_projektordner.fn(c, { client_id: 1, ordner: '/projekte/001' }),
  a_get_ausm_overview_vermessen: (c) => r.a_get_ausm_overview_vermessen.fn(c, 1),
  a_get_schae_overview_vermessen: (c) => r.a_get_schae_overview_vermessen.fn(c, 1),
  a_get_schlu_overview_vermessen: (c) => r.a_get_schlu_overview_vermessen.fn(c, 1),
  a_get_einl_overview_vermessen: (c) => r.a_get_einl_overview_vermessen.fn(c, 1),
  a_get_drae_overview_vermessen: (c) => r.a_get_drae_overview_vermessen.fn(c, 1),
  a_get_draenage_overview_erfq: (c) => r.a_get_draenage_overview_erfq.fn(c),
  a_get_map_list_from_db: (c) => r.a_get_map_list_from_db.fn(c),
  a_get_user_data: (c) => r.a_get_user_data.fn(c, { email: DEMO_USERS.admin.email, id: 'sub-admin' }),
  a_change_app_status: (c) =>
    r.a_change_app_status.fn(c, { user_id: 5, username: DEMO_USERS.anfrage.email, status: 'ogf_expert' }),
  a_get_kaefer_by_bundesland: (c) => r.a_get_kaefer_by_bundesland.fn(c),
  a_get_kaefer_by_art: (c) => r.a_get_kaefer_by_art.fn(c),
  a_get_kaefer_overview: (c) => r.a_get_kaefer_overview.fn(c, { bundesland: 'NI', kaeferart: null }),
  a_update_kaefer: (c) =>
    r.a_update_kaefer.fn(c, { id: 7, status: 'bestaetigt', published_from: null, letzter_bearbeiter: 'Erik Eichhorn' }),
  a_update_message: (c) => r.a_update_message.fn(c, { id: 7, msg: 'Danke für die Meldung!' }),
  a_update_bilder: (c) => r.a_update_bilder.fn(c, { kid: 7, bilder: ['fundort.svg'] }),
  a_get_user_name: (c) => r.a_get_user_name.fn(c, DEMO_USERS.buerger.email),
  a_get_user_exists: (c) => r.a_get_user_exists.fn(c, DEMO_USERS.buerger.email),
  a_get_kataster_overview: (c) => r.a_get_kataster_overview.fn(c),
  a_get_bbox_from_client: (c) => r.a_get_bbox_from_client.fn(c, 2),
  a_update_user: (c) =>
    r.a_update_user.fn(c, {
      first_name: 'Birgit',
      last_name: 'Brandt',
      phone: null,
      mail: DEMO_USERS.buerger.email,
      berufsgruppe: 'Förster/in',
    }),
  a_get_apus_team_from_client: (c) => r.a_get_apus_team_from_client.fn(c),
  a_set_kataster_for_client: (c) => r.a_set_kataster_for_client.fn(c, { client_id: 2, kataster_status: true }),
  a_add_user_to_client: (c) => r.a_add_user_to_client.fn(c, { user_id: 10, client_id: 2, kataster_enabled: true }),
  a_connect_user_to_client: (c) =>
    r.a_connect_user_to_client.fn(c, { username: 'x@example.org', user_id: 10, client_id: 2 }),
  a_disconnect_user_from_client: (c) =>
    r.a_disconnect_user_from_client.fn(c, { username: 'x@example.org', user_id: 10, client_id: 2 }),
  a_add_user: (c) =>
    r.a_add_user.fn(c, {
      mail: 'neu2@example.org',
      first_name: '',
      last_name: '',
      kataster_enabled: false,
      apus_team: false,
      apus_admin: false,
      client_id: null,
    }),
  a_get_offers: (c) => r.a_get_offers.fn(c),
  a_get_invoices: (c) => r.a_get_invoices.fn(c),
  a_get_invoice_details: (c) => r.a_get_invoice_details.fn(c, 3),
  a_get_offer_details: (c) => r.a_get_offer_details.fn(c, 3),
  a_update_invoice_details: (c) =>
    r.a_update_invoice_details.fn(c, { invoice_id: 60, ...letter, le_date: null, rn_datum: '2026-11-12' }),
  a_update_offer_details: (c) =>
    r.a_update_offer_details.fn(c, {
      offer_id: 40,
      ...letter,
      an_datum: '2026-11-14',
      status: 'angenommen',
      sign: 'bearbeiter',
    }),
  a_add_invoice: (c) =>
    r.a_add_invoice.fn(c, { client_id: 1, rn_datum: '2026-11-20', le_date: '2026-11-01', ust_satz: 19 }),
  a_add_offer: (c) => r.a_add_offer.fn(c, { client_id: 1, an_datum: '2026-11-20', ust_satz: 19 }),
  a_get_invoice_positions: (c) => r.a_get_invoice_positions.fn(c, 3),
  a_get_offer_positions: (c) => r.a_get_offer_positions.fn(c, 3),
  a_delete_position: (c) => r.a_delete_position.fn(c, 1),
  a_delete_prognose: (c) => r.a_delete_prognose.fn(c, 1),
  a_update_prognose: (c) =>
    r.a_update_prognose.fn(c, { prognose_id: 2, datum: '2026-02-01', betrag: 7000, art: 'Beratung' }),
  a_insert_prognose: (c) => r.a_insert_prognose.fn(c, { datum: '2027-07-01', betrag: 1000, art: 'Beratung' }),
  a_update_position: (c) => r.a_update_position.fn(c, { position_id: 2, ...position }),
  a_insert_position: (c) => r.a_insert_position.fn(c, { rechnung_id: 60, angebot_id: null, ...position }),
  a_set_client_for_invoice: (c) => r.a_set_client_for_invoice.fn(c, { client_id: 2, rechnung_id: 60 }),
  a_set_client_for_offer: (c) => r.a_set_client_for_offer.fn(c, { client_id: 2, angebot_id: 3 }),
  a_get_position_tmpl: (c) => r.a_get_position_tmpl.fn(c),
  a_get_minmax_rn_datum: (c) => r.a_get_minmax_rn_datum.fn(c, '2025-06-01'),
  a_get_minmax_an_datum: (c) => r.a_get_minmax_an_datum.fn(c, '2025-06-01'),
  a_get_min_rn_datum_for_new_invoice: (c) => r.a_get_min_rn_datum_for_new_invoice.fn(c),
  a_get_min_an_datum_for_new_offer: (c) => r.a_get_min_an_datum_for_new_offer.fn(c),
  a_get_all_freitexte: (c) => r.a_get_all_freitexte.fn(c),
  a_get_currentuser: (c) => r.a_get_currentuser.fn(c),
  a_get_currentsessionuser: (c) => r.a_get_currentsessionuser.fn(c),
  a_set_archive_for_rn: (c) => r.a_set_archive_for_rn.fn(c, 3),
  a_get_client_details: (c) => r.a_get_client_details.fn(c, 3),
  a_update_client_details: (c) =>
    r.a_update_client_details.fn(c, {
      client_id: 3,
      name: 'Stadt Calw',
      name_zusatz: null,
      strasse: 'Marktplatz 9',
      plz: '75365',
      ort: 'Calw',
      ap_gender: 'Frau',
      ap_vorname: 'Jutta',
      ap_nachname: 'Haas',
      ap_tel: null,
    }),
  a_add_client: (c) =>
    r.a_add_client.fn(c, { name: 'Gemeinde Seewald', strasse: 'Hauptstraße 1', plz: '72297', ort: 'Seewald' }),
  a_get_prognose: (c) => r.a_get_prognose.fn(c),
  a_get_acronyms: (c) => r.a_get_acronyms.fn(c),

  getMapPoints: (c) => r.getMapPoints.fn(c, TABLE_ID),
  insertMapPoints: (c) => r.insertMapPoints.fn(c, [point]),
  deleteMapPoints: (c) => r.deleteMapPoints.fn(c, TABLE_ID),
  getKarte: (c) => r.getKarte.fn(c, TABLE_ID),
  insertKarte: (c) =>
    r.insertKarte.fn(c, { map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 }),
  patchKarte: (c) => r.patchKarte.fn(c, TABLE_ID, 'bem_apus', 'Geprüft.'),
  deleteKarte: (c) => r.deleteKarte.fn(c, TABLE_ID),
  patchKunde: (c) => r.patchKunde.fn(c, TABLE_ID, { bundesland: 'BW' }),
  getKaeferarten: (c) => r.getKaeferarten.fn(c),
  getKaeferart: (c) => r.getKaeferart.fn(c, TABLE_ID),
  patchKaefer: (c) => r.patchKaefer.fn(c, TABLE_ID, 3),
  getBilder: (c) => r.getBilder.fn(c, TABLE_ID),
  getBenutzer: (c) => r.getBenutzer.fn(c),
  getBenutzerById: (c) => r.getBenutzerById.fn(c, TABLE_ID),
  patchBenutzer: (c) => r.patchBenutzer.fn(c, TABLE_ID, { berufsgruppe: 'Lehrer/in' }),
  getDraeEinmessungUebersicht: (c) => r.getDraeEinmessungUebersicht.fn(c),
  getAusmEinmessungUebersicht: (c) => r.getAusmEinmessungUebersicht.fn(c),
  getSchaEinmessungUebersicht: (c) => r.getSchaEinmessungUebersicht.fn(c),
  getSchlEinmessungUebersicht: (c) => r.getSchlEinmessungUebersicht.fn(c),
  getDraeLaengeNachErfq: (c) => r.getDraeLaengeNachErfq.fn(c),
  getDraeLaengeQdtNachAop: (c) => r.getDraeLaengeQdtNachAop.fn(c),
};

/** The request line a call must produce: `POST /rpc/a_get_all_clients`, `GET /mappoint?karte_id=eq.2&order=nr.asc`. */
function expectedRequest(name: CallName): string {
  if (isRpcName(name)) return `POST /rpc/${name}`;
  const call = TABLE_CALLS.find((entry) => entry.name === name)!;
  const query = tableCallQuery(call, TABLE_ID);
  return `${call.method} ${call.path}${query ? `?${query}` : ''}`;
}

describe('every call of requirements §7 has a client function and a hook', () => {
  it('finds the spec’s call lists', () => {
    expect(specRpcNames.length).toBeGreaterThan(60);
    expect(specTableCalls).toHaveLength(21);
  });

  it.each(specRpcNames.map((name) => [name]))('remote procedure %s', (name) => {
    expect(isRpcName(name), `${name} is not in the contract`).toBe(true);
    const entry = (CALL_REGISTRY as Record<string, (typeof CALL_REGISTRY)[CallName] | undefined>)[name];
    expect(entry?.fn, `${name} has no client function`).toBeTypeOf('function');
    expect(entry?.hooks.length, `${name} has no hook`).toBeGreaterThan(0);
  });

  it.each(specTableCalls.map((call) => [tableCallKey(call)]))('table call %s', (key) => {
    const name = tableCallName(key);
    expect(name, `${key} is not in the contract`).toBeDefined();
    const entry = CALL_REGISTRY[name!];
    expect(entry.fn, `${key} has no client function`).toBeTypeOf('function');
    expect(entry.hooks.length, `${key} has no hook`).toBeGreaterThan(0);
  });

  it('gives every hook a hook’s name (use…)', () => {
    for (const [name, entry] of Object.entries(CALL_REGISTRY)) {
      for (const hook of entry.hooks) expect(hook.name, name).toMatch(/^use[A-Z]/);
    }
  });
});

describe('README.md', () => {
  const readme = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'README.md'), 'utf8');
  const label = (name: CallName) =>
    isRpcName(name) ? `POST /rpc/${name}` : tableCallKey(TABLE_CALLS.find((call) => call.name === name)!);

  it.each(Object.keys(CALL_REGISTRY).map((name) => [name as CallName]))(
    'has a row for %s with its function and hooks',
    (name) => {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${label(name)}\` |`));
      expect(row, `no README row for ${label(name)}`).toBeDefined();
      const entry = CALL_REGISTRY[name];
      for (const fn of [entry.fn, ...entry.hooks]) expect(row).toContain(`\`${fn.name}\``);
    },
  );
});

describe('every call reaches a mock handler', () => {
  startMockService();
  const client = createTestClient();
  const names = [...RPC_NAMES, ...TABLE_CALLS.map((call) => call.name)];

  it.each(names.map((name) => [name]))('%s is sent as the spec names it and answered', async (name) => {
    const sent = recordRequests();
    await SAMPLES[name](client);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([expectedRequest(name)]);
  });
});
