/**
 * Only possible data (requirements §5): what the tables refuse as impossible —
 * packages/dataservice/migrations (domains, CHECK constraints, text limits) — refused
 * alike on both hosts, down to the failing row in a CHECK refusal's details.
 */
import { createSeed } from '../../src/seed';
import { CLIENT_FOUR_DETAILS, READ_CLIENT_FOUR } from './clientFour';
import { ADMIN, CITIZEN, EXPERT, type Scenario } from './scenario';

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
  },
  {
    name: 'a Rückfrage cannot lose its message (a_update_message with an empty text)',
    caller: EXPERT,
    call: { rpc: 'a_update_message', args: { id: String(QUESTIONED), msg: '' } },
    then: record(QUESTIONED),
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
  },
  {
    name: "a client name of 101 characters (two lines of the letter's address field take 100)",
    caller: ADMIN,
    call: { rpc: 'a_add_client', args: { name: 'K'.repeat(101), strasse: '', plz: '', ort: '' } },
    then: { rpc: 'a_get_all_clients', query: 'order=client_id.asc' },
  },
  {
    name: 'a client name of 100 characters is taken',
    caller: ADMIN,
    call: { rpc: 'a_add_client', args: { name: 'K'.repeat(100), strasse: '', plz: '', ort: '' } },
  },
  {
    name: 'a review message of 1,001 characters',
    caller: EXPERT,
    call: { rpc: 'a_update_message', args: { id: String(OPEN), msg: 'm'.repeat(1001) } },
    then: record(OPEN),
  },
  {
    name: 'a position text of 201 characters',
    caller: ADMIN,
    call: position({ bez: 'b'.repeat(201) }),
  },
];

/** The limits of packages/ui/src/model/validation/textLimits.ts that follow the printed letter. */
const clientDetails = (fields: Record<string, string>) => ({
  rpc: 'a_update_client_details',
  args: { ...CLIENT_FOUR_DETAILS, ...fields },
  then: READ_CLIENT_FOUR,
});
const invoiceTexts = (fields: Record<string, string>) => ({
  rpc: 'a_update_invoice_details',
  args: {
    invoice_id: OPEN_INVOICE,
    bearbeiter: 'Anja Albrecht',
    anrede: 'Sehr geehrte Damen und Herren,',
    anschreiben: 'wie besprochen:',
    zuerl: '',
    ust_satz: '7',
    le_date: '2026-10-01',
    rn_datum: '2026-11-01',
    ...fields,
  },
  then: { rpc: 'a_get_invoice_details', args: { invoice_id: OPEN_INVOICE } },
});

const letterLimits: Scenario[] = [
  {
    name: "a contact's first name of 101 characters",
    caller: ADMIN,
    call: clientDetails({ ap_vorname: 'V'.repeat(101) }),
  },
  {
    name: "a contact's last name of 10,000 characters",
    caller: ADMIN,
    call: clientDetails({ ap_nachname: 'N'.repeat(10_000) }),
  },
  {
    name: "a contact's last name of 100 characters is taken",
    caller: ADMIN,
    call: clientDetails({ ap_nachname: 'N'.repeat(100) }),
  },
  {
    name: 'a name addition of 51 characters',
    caller: ADMIN,
    call: clientDetails({ name_zusatz: 'Z'.repeat(51) }),
  },
  {
    name: 'a street of 51 characters',
    caller: ADMIN,
    call: clientDetails({ strasse: 'S'.repeat(51) }),
  },
  {
    name: 'a position explanation of 2,001 characters',
    caller: ADMIN,
    call: position({ erl: 'e'.repeat(2001) }),
  },
  {
    name: 'a position explanation of 2,000 characters is taken',
    caller: ADMIN,
    call: position({ erl: 'e'.repeat(2000) }),
  },
  {
    name: 'an Anrede of 201 characters',
    caller: ADMIN,
    call: invoiceTexts({ anrede: 'A'.repeat(201) }),
  },
  {
    name: 'an Anschreiben of 10,000 characters',
    caller: ADMIN,
    call: invoiceTexts({ anschreiben: 'a'.repeat(10_000) }),
  },
  {
    name: 'an Anschreiben of 3,000 characters is taken',
    caller: ADMIN,
    call: invoiceTexts({ anschreiben: 'a'.repeat(3000) }),
  },
  {
    name: 'a forecast kind of 101 characters',
    caller: ADMIN,
    call: { rpc: 'a_insert_prognose', args: { datum: '2026-12-01', betrag: '100', art: 'U'.repeat(101) } },
    then: { rpc: 'a_get_prognose' },
  },
  {
    name: 'a profile first name of 101 characters',
    caller: CITIZEN,
    call: {
      rpc: 'a_update_user',
      args: {
        first_name: 'B'.repeat(101),
        last_name: 'Brandt',
        phone: '',
        mail: 'buerger@waldmonitor.example',
        berufsgruppe: '',
      },
    },
    then: { rpc: 'a_get_user_data', args: { email: 'buerger@waldmonitor.example', id: '' } },
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

export const scenarios: Scenario[] = [...numbers, ...dates, ...review, ...texts, ...letterLimits, ...ids];
