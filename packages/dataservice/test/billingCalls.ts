/**
 * The billing, position and forecast procedures of requirements §7 with a well-formed payload each
 * (the contract's names, ids and ust_satz as text, as the app sends them), for the role
 * refusal tests and the count against the spec. Values point at seeded rows.
 */
import type { Caller } from './harness';

export const BILLING_CALLS: Readonly<Record<string, Record<string, unknown>>> = {
  a_get_invoices: {},
  a_get_offers: {},
  a_get_invoice_details: { invoice_id: '60' },
  a_get_offer_details: { offer_id: '40' },
  a_update_invoice_details: {
    invoice_id: '60',
    bearbeiter: 'Anja Albrecht',
    anrede: null,
    anschreiben: null,
    zuerl: null,
    ust_satz: '19',
    le_date: null,
    rn_datum: '2026-11-11',
  },
  a_update_offer_details: {
    offer_id: '40',
    bearbeiter: 'Anja Albrecht',
    anrede: null,
    anschreiben: null,
    zuerl: null,
    ust_satz: '19',
    an_datum: '2026-11-13',
    status: 'versendet',
    sign: 'ohne',
  },
  a_add_invoice: { client_id: '1', rn_datum: '2026-11-20', le_date: null, ust_satz: '19' },
  a_add_offer: { client_id: '1', an_datum: '2026-11-20', ust_satz: '19' },
  a_set_client_for_invoice: { client_id: '2', rechnung_id: '60' },
  a_set_client_for_offer: { client_id: '2', angebot_id: '40' },
  a_set_archive_for_rn: { invoice_id: '60' },
  a_get_minmax_rn_datum: { rn_datum: '2026-11-11' },
  a_get_minmax_an_datum: { an_datum: '2026-11-13' },
  a_get_min_rn_datum_for_new_invoice: {},
  a_get_min_an_datum_for_new_offer: {},
  a_get_all_freitexte: {},
  a_get_invoice_positions: { invoice_id: '60' },
  a_get_offer_positions: { offer_id: '40' },
  a_update_position: positionPayload({ position_id: '1' }),
  a_insert_position: positionPayload({ rechnung_id: null, angebot_id: '40' }),
  a_delete_position: { position_id: '1' },
  a_get_position_tmpl: {},
  a_get_prognose: {},
  a_insert_prognose: { datum: '2027-07-01', betrag: 1200, art: 'Beratung' },
  a_update_prognose: { prognose_id: '1', datum: '2024-01-01', betrag: 1200, art: 'Beratung' },
  a_delete_prognose: { prognose_id: '1' },
};

/** A position payload as the app's positionPayload sends it: numbers as text, erl_on as text. */
export function positionPayload(ids: Record<string, string | null>, fields: Record<string, string> = {}) {
  return {
    ...ids,
    anzahl: '2',
    bez: 'Anfahrtspauschale',
    einheit: 'pausch.',
    ep: '65',
    lfd_nr: '9',
    erl: '',
    erl_on: 'true',
    erl_titel: '',
    ...fields,
  };
}

export const ADMIN: Caller = { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } };

/** Every role but the administrator's, with the status PostgREST answers a refusal with. */
export const NOT_ADMIN: readonly { caller: Caller; status: number }[] = [
  { caller: { role: 'web_anon', claims: {} }, status: 401 },
  { caller: { role: 'ogf_new', claims: { email: 'neu@waldmonitor.example' } }, status: 403 },
  { caller: { role: 'ogf_citizens', claims: { email: 'buerger@waldmonitor.example' } }, status: 403 },
  { caller: { role: 'ogf_expert_query', claims: { email: 'buerger@waldmonitor.example' } }, status: 403 },
  { caller: { role: 'ogf_expert', claims: { email: 'experte@waldmonitor.example' } }, status: 403 },
];
