import type {
  Acronym,
  Angebot,
  BenutzerRow,
  Bild,
  Client,
  ClientEInvoice,
  Freitext,
  InvoiceTerms,
  Kaefer,
  KaeferArt,
  Karte,
  MapPoint,
  PositionTemplate,
  Prognose,
  Rechnung,
} from '@waldmonitor/ui/model';
import type { TableSchema } from '../store/schema';
import type {
  ClientAccountLink,
  ClientAppUserLink,
  ClientSettingsRow,
  DrainageLineRow,
  PositionRow,
  SurveyAmountRow,
  UserTeamRow,
} from '@waldmonitor/dataservice/seed';

/**
 * The tables of the mock data service. The public ones carry the names of requirements §7's
 * table calls; the others hold what only remote procedures read and write.
 * Every column map is typed against its entity, so a new entity field is a type error here.
 */
export const benutzerSchema: TableSchema<BenutzerRow> = {
  name: 'benutzer',
  columns: {
    user_id: 'int',
    geb: 'date',
    phone: 'text',
    berufsgruppe: 'text',
    reg_date: 'date',
    geschlecht: 'text',
    app_status: 'text',
    last_name: 'text',
    first_name: 'text',
    email: 'text',
    mail_register: 'bool',
    mail_new: 'bool',
    mail_rejected: 'bool',
    mail_published: 'bool',
    mail_expert_request: 'bool',
    mail_expert_approved: 'bool',
  },
  primaryKey: ['user_id'],
  serial: 'user_id',
  required: ['email', 'app_status', 'reg_date'],
};

export const kundeSchema: TableSchema<Client> = {
  name: 'kunde',
  columns: {
    client_id: 'int',
    name: 'text',
    strasse: 'text',
    plz: 'text',
    ort: 'text',
    ap_gender: 'text',
    ap_vorname: 'text',
    ap_nachname: 'text',
    ap_tel: 'text',
    name_zusatz: 'text',
    bundesland: 'text',
    epsg: 'int',
  },
  primaryKey: ['client_id'],
  serial: 'client_id',
  required: ['name'],
};

export const karteSchema: TableSchema<Karte> = {
  name: 'karte',
  columns: {
    id: 'int',
    map_name: 'text',
    width: 'int',
    height: 'int',
    din: 'text',
    client_id: 'int',
    georef_bash: 'text',
    epsg: 'int',
    georef_label: 'text',
    georef_typ: 'text',
    res: 'int',
    scale: 'int',
    jahr: 'int',
    client_status: 'text',
    typ: 'text',
    status: 'text',
    bem_client: 'text',
    ausf_unternehmen: 'text',
    auftr_nr: 'text',
    reg_nr: 'text',
    kreis: 'text',
    gemarkung: 'text',
    gemeinde: 'text',
    bem_to_client: 'text',
    bem_apus: 'text',
    show_client: 'bool',
  },
  primaryKey: ['id'],
  serial: 'id',
  // SQL: GENERATED ALWAYS; a client-chosen id would collide with the sequence's next one.
  serialAlways: true,
  required: ['map_name', 'width', 'height'],
  defaults: { show_client: false, status: 'neu' },
};

export const mappointSchema: TableSchema<MapPoint> = {
  name: 'mappoint',
  columns: {
    karte_id: 'int',
    nr: 'int',
    mapx: 'numeric',
    mapy: 'numeric',
    pixelx: 'numeric',
    pixely: 'numeric',
    enable: 'bool',
    dx: 'numeric',
    dy: 'numeric',
    residual: 'numeric',
  },
  primaryKey: ['karte_id', 'nr'],
  required: ['mapx', 'mapy', 'pixelx', 'pixely'],
  defaults: { enable: true },
};

export const kaeferSchema: TableSchema<Kaefer> = {
  name: 'kaefer',
  columns: {
    id: 'int',
    art: 'int',
    status: 'text',
    published_from: 'date',
    letzter_bearbeiter: 'text',
    message: 'text',
    fund_datum: 'date',
    lat: 'numeric',
    lng: 'numeric',
    bundesland: 'text',
    beschreibung: 'text',
    user_id: 'int',
  },
  primaryKey: ['id'],
  serial: 'id',
  defaults: { status: 'gemeldet' },
  // requirements §4, as SQL's CHECK constraints (packages/dataservice/sql/31_constraints.sql).
  checks: [
    { name: 'kaefer_veroeffentlicht_art', holds: (k) => k.status !== 'veroeffentlicht' || k.art !== null },
    {
      name: 'kaefer_nachricht',
      holds: (k) => !(k.status === 'rueckfrage' || k.status === 'abgelehnt') || (k.message ?? '').trim() !== '',
    },
  ],
};

export const kaeferartenSchema: TableSchema<KaeferArt> = {
  name: 'kaeferarten',
  columns: { id: 'int', name: 'text', lat_name: 'text' },
  primaryKey: ['id'],
  serial: 'id',
  required: ['name'],
};

export const bilderSchema: TableSchema<Bild> = {
  name: 'bilder',
  columns: { kaefer_id: 'int', filename: 'text' },
  primaryKey: ['kaefer_id', 'filename'],
};

export const rechnungSchema: TableSchema<Rechnung> = {
  name: 'rechnung',
  columns: {
    id: 'int',
    bearbeiter: 'text',
    le_date: 'date',
    rn_datum: 'date',
    anrede: 'text',
    anschreiben: 'text',
    zuerl: 'text',
    ust_satz: 'numeric',
    client_id: 'int',
    archiviert: 'bool',
  },
  primaryKey: ['id'],
  serial: 'id',
  required: ['rn_datum', 'ust_satz'],
  defaults: { archiviert: false },
};

export const angebotSchema: TableSchema<Angebot> = {
  name: 'angebot',
  columns: {
    id: 'int',
    bearbeiter: 'text',
    an_datum: 'date',
    anrede: 'text',
    anschreiben: 'text',
    zuerl: 'text',
    ust_satz: 'numeric',
    status: 'text',
    sign: 'text',
    client_id: 'int',
    rechnung_id: 'int',
  },
  primaryKey: ['id'],
  serial: 'id',
  required: ['an_datum', 'ust_satz'],
  defaults: { status: 'entwurf', sign: 'bearbeiter' },
};

export const positionSchema: TableSchema<PositionRow> = {
  name: 'position',
  columns: {
    id: 'int',
    anzahl: 'numeric',
    bez: 'text',
    einheit: 'text',
    ep: 'numeric',
    lfd_nr: 'int',
    erl: 'text',
    erl_on: 'bool',
    erl_titel: 'text',
    rechnung_id: 'int',
    angebot_id: 'int',
  },
  primaryKey: ['id'],
  serial: 'id',
  defaults: { anzahl: 1, bez: '', ep: 0 },
};

export const prognoseSchema: TableSchema<Prognose> = {
  name: 'prognose',
  columns: { id: 'int', datum: 'date', betrag: 'numeric', art: 'text' },
  primaryKey: ['id'],
  serial: 'id',
  required: ['datum', 'betrag', 'art'],
};

export const positionTmplSchema: TableSchema<PositionTemplate> = {
  name: 'position_tmpl',
  columns: { id: 'int', bez: 'text', einheit: 'text', ep: 'numeric', erl: 'text', erl_titel: 'text' },
  primaryKey: ['id'],
  serial: 'id',
};

export const freitexteSchema: TableSchema<Freitext> = {
  name: 'freitexte',
  columns: { id: 'int', titel: 'text', text: 'text', feld: 'text' },
  primaryKey: ['id'],
  serial: 'id',
};

export const acronymsSchema: TableSchema<Acronym> = {
  name: 'acronyms',
  columns: { kuerzel: 'text', bedeutung: 'text' },
  primaryKey: ['kuerzel'],
};

export const userTeamSchema: TableSchema<UserTeamRow> = {
  name: 'user_team',
  columns: { user_id: 'int', apus_team: 'bool', apus_admin: 'bool' },
  primaryKey: ['user_id'],
};

export const clientSettingsSchema: TableSchema<ClientSettingsRow> = {
  name: 'kunde_settings',
  columns: { client_id: 'int', kataster_status: 'bool', ordner: 'text' },
  primaryKey: ['client_id'],
};

export const clientAppUsersSchema: TableSchema<ClientAppUserLink> = {
  name: 'kunde_appuser',
  columns: { client_id: 'int', user_id: 'int', kataster_enabled: 'bool' },
  primaryKey: ['client_id', 'user_id'],
};

export const clientAccountsSchema: TableSchema<ClientAccountLink> = {
  name: 'kunde_account',
  columns: { client_id: 'int', user_id: 'int', username: 'text' },
  primaryKey: ['client_id', 'user_id'],
};

export const surveyAmountsSchema: TableSchema<SurveyAmountRow> = {
  name: 'einmessung',
  columns: { id: 'int', kind: 'text', client_id: 'int', vermessen: 'bool', summe: 'numeric' },
  primaryKey: ['id'],
  serial: 'id',
};

export const drainageLinesSchema: TableSchema<DrainageLineRow> = {
  name: 'draenage',
  columns: { id: 'int', client_id: 'int', erfq: 'text', qdt: 'text', laenge: 'numeric' },
  primaryKey: ['id'],
  serial: 'id',
};

/** requirements §3 "E-Rechnung": the client's electronic address (BT-49) and Leitweg-ID (BT-10). */
export const clientEInvoiceSchema: TableSchema<ClientEInvoice> = {
  name: 'kunde_erechnung',
  columns: { client_id: 'int', e_adresse: 'text', e_schema: 'text', leitweg_id: 'text' },
  primaryKey: ['client_id'],
  required: ['e_adresse', 'e_schema'],
};

/** requirements §3 "E-Rechnung": an invoice's kind, payment terms, service period and VAT category. */
export const invoiceTermsSchema: TableSchema<InvoiceTerms> = {
  name: 'rechnung_angaben',
  columns: {
    rechnung_id: 'int',
    art: 'text',
    bezug_id: 'int',
    bezug_datum: 'date',
    abzuege: 'json',
    zahlungsziel_tage: 'int',
    skonto_prozent: 'numeric',
    skonto_tage: 'int',
    le_von: 'date',
    le_bis: 'date',
    ust_kategorie: 'text',
    befreiungsgrund: 'text',
    kaeufer_ustid: 'text',
    aufbewahrung_hinweis: 'bool',
  },
  primaryKey: ['rechnung_id'],
  required: ['art', 'zahlungsziel_tage', 'ust_kategorie'],
};
