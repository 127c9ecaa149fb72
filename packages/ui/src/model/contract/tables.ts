import type {
  BenutzerRow,
  Bild,
  Client,
  Kaefer,
  KaeferArt,
  Karte,
  LengthByErfqRow,
  LengthByQdtRow,
  MailFlags,
  MapPoint,
  SurveyOverviewRow,
} from '../entities';
import type { InvoiceListRow, KaeferOverviewRow, MapListRow, OfferListRow, OpenItemRow } from '../resultRows';
import type { SpecTableCall } from './specCalls';

/**
 * The row type of every table and view the table calls reach: the spec's (requirements §7
 * "Table calls") and the list paths of ours (requirements §7 "Table paths of ours").
 */
export interface TableRowTypes {
  mappoint: MapPoint;
  karte: Karte;
  kunde: Client;
  kaeferarten: KaeferArt;
  kaefer: Kaefer;
  bilder: Bild;
  benutzer: BenutzerRow;
  drae_einmessung_uebersicht: SurveyOverviewRow;
  ausm_einmessung_uebersicht: SurveyOverviewRow;
  scha_einmessung_uebersicht: SurveyOverviewRow;
  schl_einmessung_uebersicht: SurveyOverviewRow;
  drae_laenge_nach_erfq: LengthByErfqRow;
  drae_laenge_qdt_nach_aop: LengthByQdtRow;
  kaefer_liste: KaeferOverviewRow;
  karten_liste: MapListRow;
  rechnung_liste: InvoiceListRow;
  angebot_liste: OfferListRow;
  offene_posten: OpenItemRow;
}

export type TableName = keyof TableRowTypes;

/**
 * requirements §7 PATCH /karte: "one field at a time: georef_bash, show_client, georef_label,
 * res, scale, jahr, client_status, georef_typ, epsg, typ, status, bem_client,
 * ausf_unternehmen, auftr_nr, reg_nr, kreis, gemarkung, gemeinde, bem_to_client, bem_apus".
 */
export const KARTE_PATCH_FIELDS = [
  'georef_bash',
  'show_client',
  'georef_label',
  'res',
  'scale',
  'jahr',
  'client_status',
  'georef_typ',
  'epsg',
  'typ',
  'status',
  'bem_client',
  'ausf_unternehmen',
  'auftr_nr',
  'reg_nr',
  'kreis',
  'gemarkung',
  'gemeinde',
  'bem_to_client',
  'bem_apus',
] as const satisfies readonly (keyof Karte)[];
export type KartePatchField = (typeof KARTE_PATCH_FIELDS)[number];

/** A PATCH /karte body: exactly one of the fields, e.g. `{ jahr: 1987 }`. */
export type KartePatch = { [F in KartePatchField]: Pick<Karte, F> }[KartePatchField];

/** The PATCH /karte body that changes `field` alone. */
export function kartePatch<F extends KartePatchField>(field: F, value: Karte[F]): KartePatch {
  return { [field]: value } as unknown as KartePatch;
}

/**
 * A POST /karte body: "map fields". Designed: the scan's name and size are required,
 * every other field is optional (the service fills defaults); `id` is assigned.
 */
export type KarteInsert = Pick<Karte, 'map_name' | 'width' | 'height'> & Partial<Omit<Karte, 'id'>>;

/** requirements §7 PATCH /kunde: "{bundesland} or {epsg}". */
export type KundePatch = Pick<Client, 'bundesland'> | Pick<Client, 'epsg'>;

/** requirements §7 PATCH /benutzer: "{berufsgruppe} or the mail flags" (designed: any of them). */
export type BenutzerPatch = Pick<BenutzerRow, 'berufsgruppe'> | Partial<MailFlags>;

/**
 * Every table call of requirements §7 with its body and result. `{id}` in a filter is the `id`
 * param. Results follow PostgREST: a GET answers with the rows; POST /karte asks for
 * `Prefer: return=representation` ("the created representation is returned") and gets
 * the created row in an array; the other writes answer `null` (204 No Content).
 */
export interface TableContract {
  getMapPoints: { params: { id: number }; body: undefined; result: MapPoint[] };
  /** Saving the georeferencing replaces a map's points: deleteMapPoints, then this. */
  insertMapPoints: { params: Record<string, never>; body: MapPoint[]; result: null };
  deleteMapPoints: { params: { id: number }; body: undefined; result: null };
  getKarte: { params: { id: number }; body: undefined; result: Karte[] };
  insertKarte: { params: Record<string, never>; body: KarteInsert; result: Karte[] };
  patchKarte: { params: { id: number }; body: KartePatch; result: null };
  deleteKarte: { params: { id: number }; body: undefined; result: null };
  patchKunde: { params: { id: number }; body: KundePatch; result: null };
  getKaeferarten: { params: Record<string, never>; body: undefined; result: KaeferArt[] };
  getKaeferart: { params: { id: number }; body: undefined; result: KaeferArt[] };
  patchKaefer: { params: { id: number }; body: Pick<Kaefer, 'art'>; result: null };
  getBilder: { params: { id: number }; body: undefined; result: Bild[] };
  getBenutzer: { params: Record<string, never>; body: undefined; result: BenutzerRow[] };
  getBenutzerById: { params: { id: number }; body: undefined; result: BenutzerRow[] };
  patchBenutzer: { params: { id: number }; body: BenutzerPatch; result: null };
  getDraeEinmessungUebersicht: { params: Record<string, never>; body: undefined; result: SurveyOverviewRow[] };
  getAusmEinmessungUebersicht: { params: Record<string, never>; body: undefined; result: SurveyOverviewRow[] };
  getSchaEinmessungUebersicht: { params: Record<string, never>; body: undefined; result: SurveyOverviewRow[] };
  getSchlEinmessungUebersicht: { params: Record<string, never>; body: undefined; result: SurveyOverviewRow[] };
  getDraeLaengeNachErfq: { params: Record<string, never>; body: undefined; result: LengthByErfqRow[] };
  getDraeLaengeQdtNachAop: { params: Record<string, never>; body: undefined; result: LengthByQdtRow[] };
  /** The list paths of ours: the rows of a_get_kaefer_overview, a_get_map_list_from_db, a_get_invoices, a_get_offers. */
  getKaeferListe: { params: Record<string, never>; body: undefined; result: KaeferOverviewRow[] };
  getKartenListe: { params: Record<string, never>; body: undefined; result: MapListRow[] };
  getRechnungListe: { params: Record<string, never>; body: undefined; result: InvoiceListRow[] };
  getAngebotListe: { params: Record<string, never>; body: undefined; result: OfferListRow[] };
  getOffenePosten: { params: Record<string, never>; body: undefined; result: OpenItemRow[] };
}

export type TableCallName = keyof TableContract;

/** How a table call goes over the wire; `path` is a table or view of `TableRowTypes`. */
export interface TableCallSpec extends SpecTableCall {
  path: `/${TableName}`;
  /** PostgREST `Prefer` header the call sends. */
  prefer?: 'return=representation';
}

const TABLE_CALL_SPECS = {
  getMapPoints: { method: 'GET', path: '/mappoint', filter: 'karte_id=eq.{id}&order=nr.asc' },
  insertMapPoints: { method: 'POST', path: '/mappoint', filter: '' },
  deleteMapPoints: { method: 'DELETE', path: '/mappoint', filter: 'karte_id=eq.{id}' },
  getKarte: { method: 'GET', path: '/karte', filter: 'id=eq.{id}' },
  insertKarte: { method: 'POST', path: '/karte', filter: '', prefer: 'return=representation' },
  patchKarte: { method: 'PATCH', path: '/karte', filter: 'id=eq.{id}' },
  deleteKarte: { method: 'DELETE', path: '/karte', filter: 'id=eq.{id}' },
  patchKunde: { method: 'PATCH', path: '/kunde', filter: 'client_id=eq.{id}' },
  getKaeferarten: { method: 'GET', path: '/kaeferarten', filter: '' },
  getKaeferart: { method: 'GET', path: '/kaeferarten', filter: 'id=eq.{id}' },
  patchKaefer: { method: 'PATCH', path: '/kaefer', filter: 'id=eq.{id}' },
  getBilder: { method: 'GET', path: '/bilder', filter: 'kaefer_id=eq.{id}&order=filename' },
  getBenutzer: { method: 'GET', path: '/benutzer', filter: '' },
  getBenutzerById: { method: 'GET', path: '/benutzer', filter: 'user_id=eq.{id}' },
  patchBenutzer: { method: 'PATCH', path: '/benutzer', filter: 'user_id=eq.{id}' },
  getDraeEinmessungUebersicht: { method: 'GET', path: '/drae_einmessung_uebersicht', filter: '' },
  getAusmEinmessungUebersicht: { method: 'GET', path: '/ausm_einmessung_uebersicht', filter: '' },
  getSchaEinmessungUebersicht: { method: 'GET', path: '/scha_einmessung_uebersicht', filter: '' },
  getSchlEinmessungUebersicht: { method: 'GET', path: '/schl_einmessung_uebersicht', filter: '' },
  getDraeLaengeNachErfq: { method: 'GET', path: '/drae_laenge_nach_erfq', filter: '' },
  getDraeLaengeQdtNachAop: { method: 'GET', path: '/drae_laenge_qdt_nach_aop', filter: '' },
  getKaeferListe: { method: 'GET', path: '/kaefer_liste', filter: '' },
  getKartenListe: { method: 'GET', path: '/karten_liste', filter: '' },
  getRechnungListe: { method: 'GET', path: '/rechnung_liste', filter: '' },
  getAngebotListe: { method: 'GET', path: '/angebot_liste', filter: '' },
  getOffenePosten: { method: 'GET', path: '/offene_posten', filter: '' },
} as const satisfies Record<TableCallName, TableCallSpec>;

/** Each table call by name (type-checked to cover `TableContract` exactly). */
export const TABLE_CALLS_BY_NAME: Readonly<Record<TableCallName, TableCallSpec>> = TABLE_CALL_SPECS;

/** Every table call as data: requirements §7's in the order of its table, then the list paths of ours. */
export const TABLE_CALLS: readonly (TableCallSpec & { name: TableCallName })[] = (
  Object.keys(TABLE_CALL_SPECS) as TableCallName[]
).map((name) => ({ name, ...TABLE_CALL_SPECS[name] }));

/** The query string of a call with its `{id}` filled in: `karte_id=eq.7&order=nr.asc`. */
export function tableCallQuery(call: Pick<TableCallSpec, 'filter'>, id?: number | string): string {
  if (call.filter.includes('{id}') && id === undefined) throw new Error(`Filter ${call.filter} needs an id`);
  return call.filter.replace('{id}', encodeURIComponent(String(id)));
}
