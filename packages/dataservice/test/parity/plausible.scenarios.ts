/**
 * Only possible data (requirements §5): what both services refuse as impossible —
 * packages/dataservice/sql/02_domains.sql and 31_constraints.sql, the mock's store/plausible.ts.
 * `errorByCode` where PostgreSQL's refusal of a CHECK constraint carries the failing row in its
 * details, which the mock does not rebuild; status, code and message are compared otherwise.
 */
import { createSeed } from '../../../mocks/src/seed';
import { ADMIN, EXPERT, type Scenario } from './scenario';

const seed = createSeed();
const PUBLISHED = seed.kaefer.find((k) => k.status === 'veroeffentlicht')!.id;
const QUESTIONED = seed.kaefer.find((k) => k.status === 'rueckfrage')!.id;
const OPEN = seed.kaefer.find((k) => k.status === 'gemeldet')!.id;
const OPEN_INVOICE = '59';
const record = (id: number) => ({ method: 'GET' as const, path: `kaefer?id=eq.${id}` });
const invoicePositions = { rpc: 'a_get_invoice_positions', args: { invoice_id: OPEN_INVOICE } };

const position = (fields: Record<string, string>) => ({
  rpc: 'a_insert_position',
  args: {
    rechnung_id: OPEN_INVOICE,
    angebot_id: '',
    anzahl: '1',
    bez: 'Begehung',
    einheit: 'Std.',
    ep: '78',
    lfd_nr: '9',
    erl: '',
    erl_on: 'true',
    erl_titel: '',
    ...fields,
  },
  then: invoicePositions,
});

const numbers: Scenario[] = [
  { name: 'a position with quantity NaN', caller: ADMIN, call: position({ anzahl: 'NaN' }) },
  { name: 'a position with quantity Infinity', caller: ADMIN, call: position({ anzahl: 'Infinity' }) },
  { name: 'a position with price -Infinity', caller: ADMIN, call: position({ ep: '-Infinity' }) },
  { name: 'a position with a negative quantity', caller: ADMIN, call: position({ anzahl: '-2' }) },
  { name: 'a position with a negative price', caller: ADMIN, call: position({ ep: '-0.01' }) },
  { name: 'a position with a price beyond a trillion', caller: ADMIN, call: position({ ep: '1e12' }) },
  {
    name: 'a forecast amount of NaN',
    caller: ADMIN,
    call: { rpc: 'a_insert_prognose', args: { datum: '2026-12-01', betrag: 'NaN', art: 'Umsatz' } },
    then: { rpc: 'a_get_prognose' },
  },
  {
    name: 'a forecast amount of Infinity',
    caller: ADMIN,
    call: { rpc: 'a_insert_prognose', args: { datum: '2026-12-01', betrag: 'Infinity', art: 'Umsatz' } },
  },
  {
    name: 'a VAT rate of NaN',
    caller: ADMIN,
    call: { rpc: 'a_add_invoice', args: { client_id: '3', rn_datum: '2026-12-01', le_date: null, ust_satz: 'NaN' } },
  },
  {
    name: 'a map point at NaN',
    caller: EXPERT,
    call: {
      method: 'POST',
      path: 'mappoint',
      body: [{ karte_id: 2, nr: 99, mapx: 'NaN', mapy: 5_800_000, pixelx: 10, pixely: 10 }],
    },
    then: { method: 'GET', path: 'mappoint?karte_id=eq.2&nr=eq.99' },
    errorByCode: true,
  },
];

const dates: Scenario[] = [
  {
    name: 'an invoice dated infinity',
    caller: ADMIN,
    call: { rpc: 'a_add_invoice', args: { client_id: '3', rn_datum: 'infinity', le_date: null, ust_satz: '19' } },
    then: { rpc: 'a_get_min_rn_datum_for_new_invoice' },
  },
  {
    name: 'an invoice dated in the year 9999',
    caller: ADMIN,
    call: { rpc: 'a_add_invoice', args: { client_id: '3', rn_datum: '9999-12-31', le_date: null, ust_satz: '19' } },
  },
  {
    name: 'an invoice with a service date of -infinity',
    caller: ADMIN,
    call: {
      rpc: 'a_add_invoice',
      args: { client_id: '3', rn_datum: '2026-12-01', le_date: '-infinity', ust_satz: '19' },
    },
  },
  {
    name: 'an offer dated 1899',
    caller: ADMIN,
    call: { rpc: 'a_add_offer', args: { client_id: '3', an_datum: '1899-12-31', ust_satz: '19' } },
  },
  {
    name: 'a forecast dated infinity',
    caller: ADMIN,
    call: { rpc: 'a_insert_prognose', args: { datum: 'infinity', betrag: '100', art: 'Umsatz' } },
  },
  {
    name: 'publishing with a publication date of free text',
    caller: EXPERT,
    call: {
      rpc: 'a_update_kaefer',
      args: { id: String(OPEN), status: 'in_pruefung', published_from: 'nächste Woche', letzter_bearbeiter: 'E' },
    },
    then: record(OPEN),
  },
  {
    name: 'publishing with a publication date of infinity',
    caller: EXPERT,
    call: {
      rpc: 'a_update_kaefer',
      args: { id: String(OPEN), status: 'in_pruefung', published_from: 'infinity', letzter_bearbeiter: 'E' },
    },
    then: record(OPEN),
  },
];

const review: Scenario[] = [
  {
    name: 'a published sighting cannot lose its species (PATCH /kaefer art=null)',
    caller: EXPERT,
    call: { method: 'PATCH', path: `kaefer?id=eq.${PUBLISHED}`, body: { art: null } },
    then: record(PUBLISHED),
    errorByCode: true,
  },
  {
    name: 'a Rückfrage cannot lose its message (a_update_message with an empty text)',
    caller: EXPERT,
    call: { rpc: 'a_update_message', args: { id: String(QUESTIONED), msg: '' } },
    then: record(QUESTIONED),
    errorByCode: true,
  },
  {
    name: 'a Rückfrage without a message is refused by the status machine',
    caller: EXPERT,
    call: {
      rpc: 'a_update_kaefer',
      args: { id: String(OPEN), status: 'rueckfrage', published_from: null, letzter_bearbeiter: 'E' },
    },
    then: record(OPEN),
  },
];

const texts: Scenario[] = [
  {
    name: 'an e-mail of a megabyte',
    caller: ADMIN,
    call: {
      rpc: 'a_add_user',
      args: {
        mail: `${'a'.repeat(1024 * 1024)}@forst.example`,
        first_name: 'Lang',
        last_name: null,
        kataster_enabled: false,
        apus_team: false,
        apus_admin: false,
        client_id: null,
      },
    },
    errorByCode: true,
  },
  {
    name: 'a client name of 501 characters',
    caller: ADMIN,
    call: { rpc: 'a_add_client', args: { name: 'K'.repeat(501), strasse: '', plz: '', ort: '' } },
    then: { rpc: 'a_get_all_clients' },
    errorByCode: true,
  },
  {
    name: 'a client name of 500 characters is taken',
    caller: ADMIN,
    call: { rpc: 'a_add_client', args: { name: 'K'.repeat(500), strasse: '', plz: '', ort: '' } },
  },
  {
    name: 'a review message of 1,001 characters',
    caller: EXPERT,
    call: { rpc: 'a_update_message', args: { id: String(OPEN), msg: 'm'.repeat(1001) } },
    then: record(OPEN),
    errorByCode: true,
  },
  {
    name: 'a position text of 1,001 characters',
    caller: ADMIN,
    call: position({ bez: 'b'.repeat(1001) }),
    errorByCode: true,
  },
];

const ids: Scenario[] = [
  {
    name: 'POST /karte with a client-chosen id is refused (ids come from the sequence)',
    caller: EXPERT,
    call: {
      method: 'POST',
      path: 'karte',
      body: { id: 5000, map_name: 'Eigene Nummer', width: 10, height: 10, client_id: 2 },
      representation: true,
    },
    then: { method: 'GET', path: 'karte?id=eq.5000' },
  },
];

export const scenarios: Scenario[] = [...numbers, ...dates, ...review, ...texts, ...ids];
