// @vitest-environment node
import {
  RPC_NAMES,
  TABLE_CALLS,
  TEMPLATE_CALLS,
  tableCallQuery,
  type RpcName,
  type RpcParams,
} from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@waldmonitor/dataservice/seed';
import { ADMIN_CALLER, BASE, rpc, table, setupMockServer } from '../testServer';
import { handlers } from '.';

setupMockServer();

const letter = {
  bearbeiter: 'Anja Albrecht',
  anrede: 'Sehr geehrte Damen und Herren,',
  anschreiben: 'Text',
  zuerl: 'Gruß',
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

/** A valid payload for every procedure, typed against the contract. */
const PAYLOADS: { [N in RpcName]: RpcParams<N> } = {
  a_get_all_clients: {},
  a_get_all_users: {},
  a_get_appusers_from_client: { client_id: 1 },
  a_get_users_from_client: { client_id: 1 },
  a_set_projektordner: { client_id: 1, ordner: '/projekte/001' },
  a_get_ausm_overview_vermessen: { client_id: 1 },
  a_get_schae_overview_vermessen: { client_id: 1 },
  a_get_schlu_overview_vermessen: { client_id: 1 },
  a_get_einl_overview_vermessen: { client_id: 1 },
  a_get_drae_overview_vermessen: { client_id: 1 },
  a_get_draenage_overview_erfq: {},
  a_get_draenage_overview_qdt: { client_id: 1 },
  a_get_map_list_from_db: {},
  a_get_user_data: { email: DEMO_USERS.admin.email, id: 'sub' },
  a_change_app_status: { user_id: 5, username: DEMO_USERS.anfrage.email, status: 'ogf_expert' },
  a_get_kaefer_by_bundesland: {},
  a_get_kaefer_by_art: {},
  a_get_kaefer_overview: { bundesland: 'NI', kaeferart: null },
  a_update_kaefer: { id: 7, status: 'bestaetigt', published_from: null, letzter_bearbeiter: 'Erik Eichhorn' },
  a_update_message: { id: 7, msg: 'Danke für die Meldung!' },
  a_update_bilder: { kid: 7, bilder: ['fundort.svg'] },
  a_get_user_name: { g_mail: DEMO_USERS.buerger.email },
  a_get_user_exists: { db_role: DEMO_USERS.buerger.email },
  a_get_kataster_overview: {},
  a_get_bbox_from_client: { client_id: 2 },
  a_update_user: {
    first_name: 'Birgit',
    last_name: 'Brandt',
    phone: null,
    mail: DEMO_USERS.buerger.email,
    berufsgruppe: 'Förster/in',
  },
  a_get_apus_team_from_client: {},
  a_set_kataster_for_client: { client_id: 2, kataster_status: true },
  a_add_user_to_client: { user_id: 10, client_id: 2, kataster_enabled: true },
  a_connect_user_to_client: { username: 'x@example.org', user_id: 10, client_id: 2 },
  a_disconnect_user_from_client: { username: 'x@example.org', user_id: 10, client_id: 2 },
  a_add_user: {
    mail: 'neu2@example.org',
    first_name: null,
    last_name: null,
    kataster_enabled: false,
    apus_team: false,
    apus_admin: false,
    client_id: null,
  },
  a_get_offers: {},
  a_get_invoices: {},
  a_get_invoice_details: { invoice_id: 3 },
  a_get_offer_details: { offer_id: 3 },
  a_update_invoice_details: { invoice_id: 60, ...letter, le_date: null, rn_datum: '2026-11-12' },
  a_update_offer_details: { offer_id: 40, ...letter, an_datum: '2026-11-14', status: 'angenommen', sign: 'bearbeiter' },
  a_add_invoice: { client_id: 1, rn_datum: '2026-11-20', le_date: '2026-11-01', ust_satz: 19 },
  a_add_offer: { client_id: 1, an_datum: '2026-11-20', ust_satz: 19 },
  a_get_invoice_positions: { invoice_id: 3 },
  a_get_offer_positions: { offer_id: 3 },
  a_delete_position: { position_id: 1 },
  a_delete_prognose: { prognose_id: 1 },
  a_update_prognose: { prognose_id: 2, datum: '2026-02-01', betrag: 7000, art: 'Beratung' },
  a_insert_prognose: { datum: '2027-07-01', betrag: 1000, art: 'Beratung' },
  a_update_position: { position_id: 2, ...position },
  a_insert_position: { rechnung_id: 60, angebot_id: null, ...position },
  a_set_client_for_invoice: { client_id: 2, rechnung_id: 60 },
  a_set_client_for_offer: { client_id: 2, angebot_id: 3 },
  a_get_position_tmpl: {},
  a_get_minmax_rn_datum: { rn_datum: '2025-06-01' },
  a_get_minmax_an_datum: { an_datum: '2025-06-01' },
  a_get_min_rn_datum_for_new_invoice: {},
  a_get_min_an_datum_for_new_offer: {},
  a_get_all_freitexte: {},
  a_get_currentuser: {},
  a_get_currentsessionuser: {},
  a_set_archive_for_rn: { invoice_id: 3 },
  a_get_client_details: { client_id: 3 },
  a_update_client_details: {
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
  a_add_client: { name: 'Gemeinde Seewald', strasse: 'Hauptstraße 1', plz: '72297', ort: 'Seewald' },
  a_get_prognose: {},
  a_get_acronyms: {},
  a_update_kaefer_with_message: {
    id: 7,
    status: 'rueckfrage',
    published_from: null,
    letzter_bearbeiter: 'Erik Eichhorn',
    msg: 'Bitte ein Foto der Unterseite.',
  },
  a_save_georeference: {
    karte_id: 2,
    punkte: [
      {
        nr: 1,
        mapx: 3512345.5,
        mapy: 5412345.25,
        pixelx: 120,
        pixely: 340,
        enable: true,
        dx: null,
        dy: null,
        residual: null,
      },
    ],
    georef_typ: 'linear',
    res: null,
    georef_bash: null,
  },
  a_convert_offer_to_invoice: {
    offer_id: 39,
    client_id: 2,
    rn_datum: '2026-11-20',
    le_date: '2026-11-01',
    ust_satz: 19,
    erneut: false,
  },
  a_create_credit_note: { invoice_id: 38, rn_datum: '2026-11-20' },
  a_get_invoice_totals: { suche: 'forst', client_id: 1, archiviert: false, von: '2026-01-01', bis: '2026-12-31' },
  a_get_offer_totals: { suche: '', client_id: null, status: 'versendet', von: null, bis: null },
  a_get_invoiced_per_month: { jahr: 2026 },
  a_get_kaefer_queue: {},
  a_get_outbox: {},
  a_send_invoice: {
    rechnung_id: 3,
    empfaenger: 'rechnung@kunde.example',
    betreff: 'Rechnung 3',
    nachricht: 'Sehr geehrte Damen und Herren,\n\nanbei unsere Rechnung.',
    e_format: 'pdf',
    dateiname: 'Rechnung-3.pdf',
    anhang: 'JVBERi0xLjcKJSVFT0YK',
  },
  a_get_invoice_sends: { rechnung_id: 1 },
  a_get_outbox_attachments: { outbox_id: 1 },
  a_send_reminder: {
    mahnung_id: 1,
    empfaenger: 'buchhaltung@kunde.example',
    betreff: 'Zahlungserinnerung Nr. 1',
    nachricht: 'Sehr geehrte Damen und Herren,\n\nanbei unsere Zahlungserinnerung.',
    dateiname: 'Zahlungserinnerung-1.pdf',
    anhang: 'JVBERi0xLjcKJSVFT0YK',
  },
  a_get_reminder_sends: { mahnung_id: 1 },
  a_set_client_active: { client_id: 2, aktiv: false },
  a_get_payments: { rechnung_id: 38 },
  a_add_payment: { rechnung_id: 38, datum: '2026-11-26', betrag: '100.00', art: 'überweisung' },
  a_reverse_payment: { zahlung_id: 1 },
  a_get_invoice_state: { rechnung_id: 38 },
  a_get_open_item_totals: { client_id: 3, altersklasse: 'ueber-90' },
  a_get_billing_overview: {},
  a_get_dunning_proposal: {},
  // Invoice 12 of the demo seed is overdue and due for its first reminder.
  a_create_reminders: { rechnung_ids: [12] },
  a_get_reminders: { client_id: 6 },
  a_get_reminder: { mahnung_id: 1 },
  a_get_dunning_levels: {},
  a_update_dunning_level: {
    stufe: 2,
    bezeichnung: '1. Mahnung',
    tage_nach_faelligkeit: '21',
    gebuehr: '5.00',
    frist_tage: '10',
  },
  a_get_base_rates: {},
  a_set_base_rate: { gilt_ab: '2026-07-01', satz: '1.27' },
  a_get_issued_invoice: { rechnung_id: 1 },
  a_get_invoice_changes: { rechnung_id: 1 },
  a_get_accounting_settings: {},
  a_update_accounting_settings: { berater_nr: '29098', mandant_nr: '55003', kontenrahmen: 'SKR03', wj_beginn: '1' },
  a_get_revenue_accounts: {},
  a_update_revenue_account: { kontenrahmen: 'SKR03', ust_satz: '19', konto: '8400' },
  a_get_debitor_nr: { client_id: 1 },
  a_set_debitor_nr: { client_id: 2, debitor_nr: '20000' },
  a_next_debitor_nr: {},
  a_get_bookings: { von: '2026-01-01', bis: '2026-03-31', anzahl: '100' },
  a_get_journal: { von: '2026-01-01', bis: '2026-03-31', anzahl: '100' },
};

/** What the data-service client sends (requirements §7): numbers as text. */
function asSent(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
}

describe('every call of requirements §7 has a handler', () => {
  it('answers the procedures on any host, through one handler', async () => {
    const paths = handlers.map((h) => String((h.info as { path?: unknown }).path));
    expect(paths.filter((path) => path.includes('/rpc/'))).toEqual(['*/rpc/:name']);
    const elsewhere = await fetch('http://daten.example.org/api/rpc/a_get_acronyms', {
      method: 'POST',
      body: '{}',
      // PostgREST reads a body of another type (fetch says text/plain) as one unnamed argument.
      headers: { 'Content-Type': 'application/json', ...ADMIN_CALLER },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('answers an unknown procedure as PostgREST does', async () => {
    const response = await rpc('a_get_nothing' as never, {});
    expect(response.status).toBe(404);
    expect((await response.json()) as { code: string }).toMatchObject({ code: 'PGRST202' });
  });

  it.each(RPC_NAMES.map((name) => [name]))('%s answers its payload with ids as text', async (name) => {
    // A counter-entry needs a payment to reverse: its payload's payment (id 1) is recorded first.
    if (name === 'a_reverse_payment') await rpc('a_add_payment', asSent(PAYLOADS.a_add_payment));
    // A reminder to read or send is written first.
    if (name === 'a_get_reminder' || name === 'a_send_reminder')
      await rpc('a_create_reminders', asSent(PAYLOADS.a_create_reminders));
    const response = await rpc(name, asSent(PAYLOADS[name]));
    expect([200, 204], await response.clone().text()).toContain(response.status);
  });

  it.each(TABLE_CALLS.map((call) => [call.name, call]))('%s is answered', async (_name, call) => {
    const query = tableCallQuery(call, 2);
    const bodies: Record<string, unknown> = {
      insertMapPoints: [{ karte_id: 2, nr: 99, mapx: 1, mapy: 2, pixelx: 3, pixely: 4, enable: true }],
      insertKarte: { map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 },
      patchKarte: { bem_apus: 'Geprüft.' },
      patchKunde: { bundesland: 'BW' },
      patchKaefer: { art: 3 },
      patchBenutzer: { berufsgruppe: 'Lehrer/in' },
    };
    const headers: Record<string, string> = call.prefer ? { Prefer: call.prefer } : {};
    const response = await table(
      call.method,
      `${call.path.slice(1)}${query ? `?${query}` : ''}`,
      bodies[call.name],
      headers,
    );
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  });

  it.each(TEMPLATE_CALLS.map((call) => [call.name, call]))('template %s answers 20000', async (name, call) => {
    const body =
      name === 'login'
        ? { username: 'admin', password: 'geheim1' }
        : name.endsWith('Role')
          ? { name: 'x', description: '', routes: [] }
          : undefined;
    const response = await fetch(
      `${BASE}/prod-api${call.path.replace('{id}', 'editor')}${name === 'info' ? '?token=admin-token' : ''}`,
      {
        method: call.method,
        headers: { 'Content-Type': 'application/json', 'X-Token': 'admin-token' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
    expect(((await response.json()) as { code: number }).code).toBe(20000);
  });
});
