import type { ClientDetailsRow, ClientListRow } from '../../model/resultRows';

/** Story fixtures of the back-office screens: clients as a_get_all_clients and a_get_client_details return them. */

export function storyClient(overrides: Partial<ClientListRow> & Pick<ClientListRow, 'client_id'>): ClientListRow {
  return {
    name: 'Stadt Calw',
    strasse: 'Marktplatz 9',
    plz: '75365',
    ort: 'Calw',
    ap_gender: 'Frau',
    ap_vorname: 'Sabine',
    ap_nachname: 'Köhler',
    ap_tel: '07051 1670',
    name_zusatz: 'Amt für Liegenschaften und Forsten',
    bundesland: 'BW',
    epsg: 25832,
    kataster_status: true,
    karten: 4,
    nutzer: 3,
    aktiv: true,
    ...overrides,
  };
}

export const STORY_CLIENTS: ClientListRow[] = [
  storyClient({ client_id: 1 }),
  storyClient({
    client_id: 2,
    name: 'Forstbetriebsgemeinschaft Tharandter Wald e. V.',
    name_zusatz: null,
    strasse: 'Pienner Straße 8',
    plz: '01737',
    ort: 'Tharandt',
    ap_gender: 'Herr',
    ap_vorname: 'Jörg',
    ap_nachname: 'Lehmann',
    ap_tel: '035203 3810',
    bundesland: 'SN',
    epsg: 31468,
    kataster_status: false,
    karten: 11,
    nutzer: 5,
  }),
  storyClient({
    client_id: 3,
    name: 'Stadtwerke Kassel AG',
    name_zusatz: 'Trinkwasserschutz',
    plz: '34117',
    ort: 'Kassel',
    bundesland: 'HE',
    epsg: 25833,
    karten: 0,
    nutzer: 1,
  }),
  storyClient({
    client_id: 4,
    name: 'Wasser- und Bodenverband Aller-Örtze',
    name_zusatz: null,
    strasse: null,
    plz: null,
    ort: null,
    ap_gender: null,
    ap_vorname: null,
    ap_nachname: null,
    ap_tel: null,
    bundesland: null,
    epsg: null,
    kataster_status: false,
    karten: 0,
    nutzer: 0,
  }),
];

export const LONG_NAME_CLIENT = storyClient({
  client_id: 9,
  name: 'Forstbetriebsgemeinschaft Mecklenburgische Seenplatte und Uckermärkische Seenlandschaft w. V.',
  name_zusatz: 'Geschäftsstelle für Waldschutzangelegenheiten und Borkenkäferbekämpfung',
  ort: 'Neubrandenburg-Fünfeichen',
  bundesland: 'MV',
  epsg: 25833,
});

/** A client the office no longer works for (a_set_client_active): listed marked, offered in no choice. */
export const DEACTIVATED_CLIENT = storyClient({
  client_id: 5,
  name: 'Forstamt Gräfenhainichen',
  name_zusatz: null,
  strasse: 'Markt 1',
  plz: '06773',
  ort: 'Gräfenhainichen',
  bundesland: 'ST',
  epsg: 25833,
  kataster_status: false,
  karten: 2,
  nutzer: 0,
  aktiv: false,
});

export function storyClientDetails(overrides: Partial<ClientDetailsRow> = {}): ClientDetailsRow {
  const { karten: _karten, nutzer: _nutzer, ...client } = storyClient({ client_id: 1 });
  return { ...client, ordner: '/projekte/001_Calw', verbraucher: false, ...overrides };
}
