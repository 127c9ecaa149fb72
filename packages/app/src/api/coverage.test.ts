// Every call of requirements §7 is in the contract, and the client sends it as the spec names it
// and gets an answer from the data service (its SQL in PGlite, reached through the msw handlers
// of packages/mocks); every write has its entry in the affects table, checked against the
// contract and the SQL (its files, and its answers in PGlite).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@waldmonitor/mocks/node';
import {
  AFFECTS,
  RPC_NAMES,
  RPC_WRITES,
  TABLE_CALLS,
  TABLE_CALLS_BY_NAME,
  TABLE_WRITES,
  isRpcName,
  parseSpecRpcNames,
  parseSpecTableCalls,
  tableCallKey,
  tableCallQuery,
  type CallName,
  type CallParams,
  type MapPoint,
  type TableCallName,
  type WriteInput,
  type WriteName,
} from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { createTestClient, recordRequests, startMockService } from './testHarness';
import { tableCall } from './tableCall';

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
/** The list paths of ours beside the spec's table calls (requirements §7 "Table paths of ours"). */
const ourTableCalls = parseSpecTableCalls(spec, /^### Table paths of ours/);

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

/** What one valid call sends: the params (a table call's `{id}`), a table write's body, a write's context. */
type Sample<N extends CallName> = { params: CallParams<N> } & (N extends WriteName
  ? Partial<Omit<WriteInput<N>, 'params'>>
  : unknown);

/** One valid call per call of the contract. */
const SAMPLES: { [N in CallName]: Sample<N> } = {
  a_get_all_clients: { params: {} },
  a_get_all_users: { params: {} },
  a_get_appusers_from_client: { params: { client_id: 1 } },
  a_get_users_from_client: { params: { client_id: 1 } },
  a_set_projektordner: { params: { client_id: 1, ordner: '/projekte/001' } },
  a_get_ausm_overview_vermessen: { params: { client_id: 1 } },
  a_get_schae_overview_vermessen: { params: { client_id: 1 } },
  a_get_schlu_overview_vermessen: { params: { client_id: 1 } },
  a_get_einl_overview_vermessen: { params: { client_id: 1 } },
  a_get_drae_overview_vermessen: { params: { client_id: 1 } },
  a_get_draenage_overview_erfq: { params: {} },
  a_get_draenage_overview_qdt: { params: { client_id: 1 } },
  a_get_map_list_from_db: { params: {} },
  a_get_user_data: { params: { email: DEMO_USERS.admin.email, id: 'sub-admin' } },
  a_change_app_status: { params: { user_id: 5, username: DEMO_USERS.anfrage.email, status: 'ogf_expert' } },
  a_get_kaefer_by_bundesland: { params: {} },
  a_get_kaefer_by_art: { params: {} },
  a_get_kaefer_overview: { params: { bundesland: 'NI', kaeferart: null } },
  a_update_kaefer: {
    params: { id: 7, status: 'bestaetigt', published_from: null, letzter_bearbeiter: 'Erik Eichhorn' },
  },
  a_update_message: { params: { id: 7, msg: 'Danke für die Meldung!' } },
  a_update_bilder: { params: { kid: 7, bilder: ['fundort.svg'] } },
  a_get_user_name: { params: { g_mail: DEMO_USERS.buerger.email } },
  a_get_user_exists: { params: { db_role: DEMO_USERS.buerger.email } },
  a_get_kataster_overview: { params: {} },
  a_get_bbox_from_client: { params: { client_id: 2 } },
  a_update_user: {
    params: {
      first_name: 'Birgit',
      last_name: 'Brandt',
      phone: null,
      mail: DEMO_USERS.buerger.email,
      berufsgruppe: 'Förster/in',
    },
  },
  a_get_apus_team_from_client: { params: {} },
  a_set_kataster_for_client: { params: { client_id: 2, kataster_status: true } },
  a_add_user_to_client: { params: { user_id: 10, client_id: 2, kataster_enabled: true } },
  a_connect_user_to_client: { params: { username: 'x@example.org', user_id: 10, client_id: 2 } },
  a_disconnect_user_from_client: { params: { username: 'x@example.org', user_id: 10, client_id: 2 } },
  a_add_user: {
    params: {
      mail: 'neu2@example.org',
      first_name: '',
      last_name: '',
      kataster_enabled: false,
      apus_team: false,
      apus_admin: false,
      client_id: null,
    },
  },
  a_get_offers: { params: {} },
  a_get_invoices: { params: {} },
  a_get_invoice_details: { params: { invoice_id: 3 } },
  a_get_offer_details: { params: { offer_id: 3 } },
  a_update_invoice_details: { params: { invoice_id: 60, ...letter, le_date: null, rn_datum: '2026-11-12' } },
  a_update_offer_details: {
    params: {
      offer_id: 40,
      ...letter,
      an_datum: '2026-11-14',
      status: 'angenommen',
      sign: 'bearbeiter',
    },
  },
  a_add_invoice: { params: { client_id: 1, rn_datum: '2026-11-20', le_date: '2026-11-01', ust_satz: 19 } },
  a_add_offer: { params: { client_id: 1, an_datum: '2026-11-20', ust_satz: 19 } },
  a_get_invoice_positions: { params: { invoice_id: 3 } },
  a_get_offer_positions: { params: { offer_id: 3 } },
  a_delete_position: { params: { position_id: 1 }, context: { rechnung_id: 60 } },
  a_delete_prognose: { params: { prognose_id: 1 } },
  a_update_prognose: { params: { prognose_id: 2, datum: '2026-02-01', betrag: 7000, art: 'Beratung' } },
  a_insert_prognose: { params: { datum: '2027-07-01', betrag: 1000, art: 'Beratung' } },
  a_update_position: { params: { position_id: 2, ...position }, context: { rechnung_id: 60 } },
  a_insert_position: { params: { rechnung_id: 60, angebot_id: null, ...position } },
  a_set_client_for_invoice: { params: { client_id: 2, rechnung_id: 60 } },
  a_set_client_for_offer: { params: { client_id: 2, angebot_id: 3 } },
  a_get_position_tmpl: { params: {} },
  a_get_minmax_rn_datum: { params: { rn_datum: '2025-06-01' } },
  a_get_minmax_an_datum: { params: { an_datum: '2025-06-01' } },
  a_get_min_rn_datum_for_new_invoice: { params: {} },
  a_get_min_an_datum_for_new_offer: { params: {} },
  a_get_all_freitexte: { params: {} },
  a_get_currentuser: { params: {} },
  a_get_currentsessionuser: { params: {} },
  a_set_archive_for_rn: { params: { invoice_id: 3 } },
  a_get_client_details: { params: { client_id: 3 } },
  a_update_client_details: {
    params: {
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
    },
  },
  a_add_client: { params: { name: 'Gemeinde Seewald', strasse: 'Hauptstraße 1', plz: '72297', ort: 'Seewald' } },
  a_get_prognose: { params: {} },
  a_get_acronyms: { params: {} },
  a_update_kaefer_with_message: {
    params: {
      id: 7,
      status: 'rueckfrage',
      published_from: null,
      letzter_bearbeiter: 'Erik Eichhorn',
      msg: 'Bitte ein Foto der Unterseite.',
    },
  },
  a_save_georeference: {
    params: { karte_id: 2, punkte: [point], georef_typ: 'linear', res: null, georef_bash: null },
  },
  a_convert_offer_to_invoice: {
    params: { offer_id: 39, client_id: 2, rn_datum: '2026-11-20', le_date: '2026-11-01', ust_satz: 19, erneut: false },
  },
  a_create_credit_note: { params: { invoice_id: 38, rn_datum: '2026-11-20' } },
  a_get_invoice_totals: {
    params: { suche: 'forst', client_id: 1, archiviert: false, von: '2026-01-01', bis: '2026-12-31' },
  },
  a_get_offer_totals: { params: { suche: '', client_id: null, status: 'versendet', von: null, bis: null } },
  a_get_invoiced_per_month: { params: { jahr: 2026 } },
  a_get_payments: { params: { rechnung_id: 38 } },
  a_add_payment: { params: { rechnung_id: 38, datum: '2026-01-15', betrag: '100.00', art: 'überweisung' } },
  a_reverse_payment: { params: { zahlung_id: 1 } },
  a_get_invoice_state: { params: { rechnung_id: 38 } },
  a_get_open_item_totals: { params: { client_id: 3, altersklasse: 'ueber-90' } },
  a_get_billing_overview: { params: {} },
  a_get_dunning_proposal: { params: {} },
  a_create_reminders: { params: { rechnung_ids: [12], datum: null } },
  a_get_reminders: { params: { client_id: 6 } },
  a_get_reminder: { params: { mahnung_id: 1 } },
  a_get_dunning_levels: { params: {} },
  a_update_dunning_level: {
    params: { stufe: 2, bezeichnung: '1. Mahnung', tage_nach_faelligkeit: '21', gebuehr: '5.00', frist_tage: '10' },
  },
  a_get_base_rates: { params: {} },
  a_set_base_rate: { params: { gilt_ab: '2026-07-01', satz: '1.27' } },
  a_get_issued_invoice: { params: { rechnung_id: 1 } },
  a_get_invoice_changes: { params: { rechnung_id: 1 } },
  a_get_kaefer_queue: { params: {} },
  a_get_outbox: { params: {} },
  a_set_client_active: { params: { client_id: 2, aktiv: false } },

  getMapPoints: { params: { id: TABLE_ID } },
  insertMapPoints: { params: {}, body: [point] },
  deleteMapPoints: { params: { id: TABLE_ID } },
  getKarte: { params: { id: TABLE_ID } },
  insertKarte: { params: {}, body: { map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 } },
  patchKarte: { params: { id: TABLE_ID }, body: { bem_apus: 'Geprüft.' } },
  deleteKarte: { params: { id: TABLE_ID } },
  patchKunde: { params: { id: TABLE_ID }, body: { bundesland: 'BW' } },
  getKaeferarten: { params: {} },
  getKaeferart: { params: { id: TABLE_ID } },
  patchKaefer: { params: { id: TABLE_ID }, body: { art: 3 } },
  getBilder: { params: { id: TABLE_ID } },
  getBenutzer: { params: {} },
  getBenutzerById: { params: { id: TABLE_ID } },
  patchBenutzer: { params: { id: TABLE_ID }, body: { berufsgruppe: 'Lehrer/in' } },
  getDraeEinmessungUebersicht: { params: {} },
  getAusmEinmessungUebersicht: { params: {} },
  getSchaEinmessungUebersicht: { params: {} },
  getSchlEinmessungUebersicht: { params: {} },
  getDraeLaengeNachErfq: { params: {} },
  getDraeLaengeQdtNachAop: { params: {} },
  getKaeferListe: { params: {} },
  getKartenListe: { params: {} },
  getRechnungListe: { params: {} },
  getAngebotListe: { params: {} },
  getOffenePosten: { params: {} },
};

/** The request line a call must produce: `POST /rpc/a_get_all_clients`, `GET /mappoint?karte_id=eq.2&order=nr.asc`. */
function expectedRequest(name: CallName): string {
  if (isRpcName(name)) return `POST /rpc/${name}`;
  const call = TABLE_CALLS.find((entry) => entry.name === name)!;
  const query = tableCallQuery(call, TABLE_ID);
  return `${call.method} ${call.path}${query ? `?${query}` : ''}`;
}

/** Sends a call's sample through the one client. */
function send(client: ReturnType<typeof createTestClient>, name: CallName): Promise<unknown> {
  const sample = SAMPLES[name] as { params: never; body?: never };
  return isRpcName(name)
    ? client.rpc(name, sample.params)
    : tableCall(client, name, sample.params, sample.body as never);
}

describe('every call of requirements §7 is in the contract', () => {
  it('finds the spec’s call lists', () => {
    expect(specRpcNames.length).toBeGreaterThan(60);
    expect(specTableCalls).toHaveLength(21);
    expect(ourTableCalls).toHaveLength(5);
  });

  it.each(specRpcNames.map((name) => [name]))('remote procedure %s', (name) => {
    expect(isRpcName(name), `${name} is not in the contract`).toBe(true);
  });

  it.each([...specTableCalls, ...ourTableCalls].map((call) => [tableCallKey(call)]))('table call %s', (key) => {
    expect(tableCallName(key), `${key} is not in the contract`).toBeDefined();
  });
});

describe('every call is sent as the spec names it and answered by the SQL in PGlite', () => {
  startMockService();
  const client = createTestClient();
  const names = [...RPC_NAMES, ...TABLE_CALLS.map((call) => call.name)];

  it.each(names.map((name) => [name]))('%s is sent as the spec names it and answered', async (name) => {
    // A counter-entry needs a payment to reverse: its sample's payment (id 1) is recorded first.
    if (name === 'a_reverse_payment') await send(client, 'a_add_payment');
    // A reminder to read is written first (invoice 12 of the demo seed is due for one).
    if (name === 'a_get_reminder') await send(client, 'a_create_reminders');
    const sent = recordRequests();
    await send(client, name);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([expectedRequest(name)]);
  });
});

/** The SQL data service's procedures: name → whether it only reads (declared STABLE or IMMUTABLE). */
function sqlProcedures(): Map<string, boolean> {
  const dir = path.resolve(repoRoot, 'packages/dataservice/sql');
  const sql = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
  const procedures = new Map<string, boolean>();
  for (const match of sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION api\.(a_\w+)\(([\s\S]*?)AS \$\$/g)) {
    procedures.set(match[1]!, /\b(STABLE|IMMUTABLE)\b/.test(match[2]!));
  }
  return procedures;
}

/** The SQL data service's table paths (`CREATE VIEW api.karte`): the spec's and the list paths of ours. */
function sqlPaths(): Set<string> {
  const folder = path.resolve(repoRoot, 'packages/dataservice/sql');
  const files = readdirSync(folder).filter((file) => file.endsWith('.sql'));
  const text = files.map((file) => readFileSync(path.resolve(folder, file), 'utf8'));
  return new Set(
    [...text.join('\n').matchAll(/CREATE (?:OR REPLACE )?VIEW api\.(\w+)/g)].map((match) => `/${match[1]}`),
  );
}

const WRITES: readonly WriteName[] = [...RPC_WRITES, ...TABLE_WRITES];

/** Every read an affects entry names for a write's sample: refreshed, filled, or changed at once. */
function readsNamedBy(name: WriteName): { call: CallName; params?: Record<string, unknown> }[] {
  const effect = AFFECTS[name] as unknown as {
    refreshes: (input: unknown, result: unknown) => { call: CallName; params?: Record<string, unknown> }[];
    fills?: (input: unknown, result: unknown) => { call: CallName; params: Record<string, unknown> }[];
    optimistic?: { call: CallName; params: (input: unknown) => Record<string, unknown> };
  };
  const input = SAMPLES[name];
  const result = name === 'insertKarte' ? [{ id: 99 }] : 1;
  return [
    ...effect.refreshes(input, result),
    ...(effect.fills?.(input, result) ?? []),
    ...(effect.optimistic ? [{ call: effect.optimistic.call, params: effect.optimistic.params(input) }] : []),
  ];
}

describe('the affects table (architecture §4)', () => {
  const procedures = sqlProcedures();

  it('has an entry for every write and for nothing else', () => {
    expect(Object.keys(AFFECTS).sort()).toEqual([...WRITES].sort());
  });

  it('names as writes exactly the SQL’s procedures that change data', () => {
    expect(procedures.size).toBeGreaterThan(50);
    const sqlWrites = [...procedures].filter(([, readsOnly]) => !readsOnly).map(([name]) => name);
    expect(sqlWrites.sort()).toEqual([...RPC_WRITES].sort());
  });

  it('names as table writes exactly the table calls that are not a GET', () => {
    const notGet = TABLE_CALLS.filter((call) => call.method !== 'GET').map((call) => call.name);
    expect(notGet.sort()).toEqual([...TABLE_WRITES].sort());
  });

  it.each(WRITES.map((name) => [name]))('%s refreshes only reads the contract and the SQL know', (name) => {
    const named = readsNamedBy(name);
    expect(named.length, `${name} changes no read`).toBeGreaterThan(0);
    for (const read of named) {
      const known = Object.keys(SAMPLES).includes(read.call);
      expect(known, `${read.call} is not a call of the contract`).toBe(true);
      expect(WRITES, `${read.call} is a write, not a read`).not.toContain(read.call);
      // Filters name the read's own params (the key holds exactly the params it is sent with).
      const params = Object.keys(SAMPLES[read.call].params as object);
      for (const param of Object.keys(read.params ?? {}))
        expect(params, `${read.call} has no ${param}`).toContain(param);
      if (isRpcName(read.call)) {
        // Reads are the SQL's read-only procedures (five survey overviews are generated, not written out).
        if (procedures.has(read.call)) expect(procedures.get(read.call), `${read.call} changes data`).toBe(true);
      } else {
        expect(sqlPaths(), `${read.call} has no path in the SQL`).toContain(TABLE_CALLS_BY_NAME[read.call].path);
      }
    }
  });

  describe('against the SQL in PGlite', () => {
    startMockService();
    const client = createTestClient();
    it.each(WRITES.map((name) => [name]))('every read %s names is answered', async (name) => {
      const calls = [...new Set(readsNamedBy(name).map((read) => read.call))];
      for (const call of calls) await expect(send(client, call)).resolves.not.toBeUndefined();
    });
  });
});
