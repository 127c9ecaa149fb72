import type {
  BeetleStatus,
  BundeslandCode,
  EpsgCode,
  GeorefType,
  MapClientStatus,
  MapStatus,
  OfferSign,
  OfferStatus,
  SurveyCategory,
} from './domainValues';
import type { Role } from './roles';

/**
 * The entities of requirements §3 with the data service's own field names, so a reader can
 * follow a field from the screen to the call (STYLE.md). Conventions for every type:
 * ids are numbers (requirements §7 sends them as text; the client converts), dates are ISO
 * strings (`2026-11-22` for dates, `2026-11-22T14:05:00Z` for instants), money is a
 * number in euros, and a column the service may leave empty is `| null`.
 * Fields the spec does not list are marked "designed".
 */

/** requirements §3 User: the row of `benutzer` without the mail flags. */
export interface User {
  user_id: number;
  /** Date of birth. */
  geb: string | null;
  phone: string | null;
  berufsgruppe: string | null;
  /** Registration date. */
  reg_date: string;
  geschlecht: string | null;
  /** requirements §6: "The role is taken from the user's app_status." */
  app_status: Role;
  last_name: string | null;
  first_name: string | null;
  email: string;
}

/** requirements §3 "User mail flags (benutzer)": which mails the user receives. */
export interface MailFlags {
  mail_register: boolean;
  mail_new: boolean;
  mail_rejected: boolean;
  mail_published: boolean;
  mail_expert_request: boolean;
  mail_expert_approved: boolean;
}

export type MailFlag = keyof MailFlags;

/** A row of the `benutzer` table: the user and the mail flags (GET /benutzer). */
export type BenutzerRow = User & MailFlags;

/** requirements §3 Client (kunde). */
export interface Client {
  client_id: number;
  name: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  /** Gender of the contact person (Ansprechpartner), e.g. 'Herr', 'Frau'. */
  ap_gender: string | null;
  ap_vorname: string | null;
  ap_nachname: string | null;
  ap_tel: string | null;
  name_zusatz: string | null;
  /** A code of `BUNDESLAENDER` (designed: the two-letter code, not the name). */
  bundesland: BundeslandCode | null;
  epsg: EpsgCode | null;
}

/** requirements §3 Map (karte): a scanned map and its georeferencing. */
export interface Karte {
  id: number;
  map_name: string;
  /** Image size in pixels. */
  width: number;
  height: number;
  /** Paper size, e.g. 'A0'. */
  din: string | null;
  client_id: number | null;
  /** The GDAL script generated from the points (architecture §3). */
  georef_bash: string | null;
  /**
   * Ours, not the spec's: the mask drawn on the scan around the map itself (the margin and the
   * legend left out of the preview, the GDAL warp and the results), `null` for none. 3 to 1,000
   * vertices `[pixelx, pixely]` in the scan's pixel coordinates as `mappoint` stores them (origin
   * the top-left corner, y downwards), within `width` × `height`; stored and replaced with the
   * points by a_save_georeference (dataservice migrations/0015).
   */
  georef_maske: [number, number][] | null;
  epsg: EpsgCode | null;
  georef_label: string | null;
  georef_typ: GeorefType | null;
  /** Scan resolution in dpi. */
  res: number | null;
  /** Scale denominator: 5000 means 1:5000. */
  scale: number | null;
  jahr: number | null;
  client_status: MapClientStatus | null;
  /** requirements §4: "Map point and survey chart categories: vermessen versus vermutet." */
  typ: SurveyCategory | null;
  status: MapStatus | null;
  bem_client: string | null;
  ausf_unternehmen: string | null;
  auftr_nr: string | null;
  reg_nr: string | null;
  kreis: string | null;
  gemarkung: string | null;
  gemeinde: string | null;
  bem_to_client: string | null;
  bem_apus: string | null;
  show_client: boolean;
}

/** requirements §3 Map point (mappoint): one ground control point of a map. */
export interface MapPoint {
  karte_id: number;
  /** Running number, the GCP table's order (GET /mappoint?…&order=nr.asc). */
  nr: number;
  /** World coordinates in the map's EPSG. */
  mapx: number;
  mapy: number;
  /** Image coordinates in pixels. */
  pixelx: number;
  pixely: number;
  enable: boolean;
  /** Residual components and length, in map units, of the last fit. */
  dx: number | null;
  dy: number | null;
  residual: number | null;
}

/**
 * requirements §3 Beetle record (kaefer): id, art, status, published_from, letzter_bearbeiter,
 * message. The location, date and reporter are designed: a sighting needs them to be
 * reviewed and to be counted by Bundesland (a_get_kaefer_by_bundesland).
 */
export interface Kaefer {
  id: number;
  /** Id of the species (`kaeferarten.id`); PATCH /kaefer sets it alone ({art}). */
  art: number | null;
  status: BeetleStatus;
  /**
   * Read as "published from <date>" (ISO date): the review sets it to the publish day, today by
   * default, when a record is published, and clears it otherwise.
   */
  published_from: string | null;
  /** Name of the last person who changed the record. */
  letzter_bearbeiter: string | null;
  /** Message from the reviewer to the reporter (a_update_message {id, msg}). */
  message: string | null;
  /** designed: when the beetle was found. */
  fund_datum: string;
  /** designed: where it was found (WGS 84). */
  lat: number;
  lng: number;
  /** designed */
  bundesland: BundeslandCode | null;
  /** designed: the reporter's description. */
  beschreibung: string | null;
  /** designed: the reporting user. */
  user_id: number;
}

/** requirements §3 "Beetle species (kaeferarten) exist"; the fields are designed. */
export interface KaeferArt {
  id: number;
  /** German name, e.g. 'Buchdrucker'. */
  name: string;
  /** Scientific name, e.g. 'Ips typographus'. */
  lat_name: string | null;
}

/** requirements §3 Pictures (bilder). */
export interface Bild {
  kaefer_id: number;
  filename: string;
}

/** requirements §3 Invoice (Rechnung). */
export interface Rechnung {
  id: number;
  bearbeiter: string | null;
  /** Leistungsdatum: date of service. */
  le_date: string | null;
  /** Rechnungsdatum; the minimum for a new invoice comes from the server (requirements §5). */
  rn_datum: string;
  /** Salutation. */
  anrede: string | null;
  /** Cover letter. */
  anschreiben: string | null;
  /** Closing text. */
  zuerl: string | null;
  /** VAT rate in percent, e.g. 19. */
  ust_satz: number;
  client_id: number | null;
  /** designed: set by a_set_archive_for_rn. */
  archiviert: boolean;
}

/** requirements §3 Offer (Angebot). */
export interface Angebot {
  id: number;
  bearbeiter: string | null;
  /** Angebotsdatum. */
  an_datum: string;
  anrede: string | null;
  anschreiben: string | null;
  zuerl: string | null;
  ust_satz: number;
  status: OfferStatus;
  sign: OfferSign;
  /** designed: requirements §3 does not list it, but a_add_offer and a_set_client_for_offer carry it. */
  client_id: number | null;
  /**
   * designed, an optional extra field (requirements §3): the invoice the offer was last billed
   * as, set by a_convert_offer_to_invoice; null or absent when none. a_get_offer_details answers it.
   */
  rechnung_id?: number | null;
}

/** The fields a position has on either document. */
interface PositionFields {
  id: number;
  anzahl: number;
  /** Description. */
  bez: string;
  einheit: string | null;
  /** Unit price (Einzelpreis) in euros. */
  ep: number;
  lfd_nr: number;
  /** Explanation text below the position. */
  erl: string | null;
  /** Whether the explanation is printed; requirements §5: null is sent as 'true'. */
  erl_on: boolean | null;
  erl_titel: string | null;
}

/** requirements §3 Position: "rechnung_id or angebot_id". */
export type RechnungPosition = PositionFields & { rechnung_id: number; angebot_id?: never };
export type AngebotPosition = PositionFields & { angebot_id: number; rechnung_id?: never };
export type Position = RechnungPosition | AngebotPosition;

/** requirements §3 Forecast (prognose). `art` is free text naming the kind of work. */
export interface Prognose {
  id: number;
  datum: string;
  betrag: number;
  art: string;
}

/** requirements §3 Survey overview rows (views `*_einmessung_uebersicht`, a_get_*_overview_vermessen). */
export interface SurveyOverviewRow {
  /** requirements §4: vermessen versus vermutet; false is "vermutet". */
  vermessen: boolean;
  summe: number;
}

/** requirements §3 Length-by-erfq rows (view drae_laenge_nach_erfq, a_get_draenage_overview_erfq). */
export interface LengthByErfqRow {
  /** requirements §3: empty labels are displayed as 'Andere'. */
  erfq: string | null;
  /** Length in metres, rounded by the service. */
  round: number;
}

/** requirements §3 Length-by-qdt rows (view drae_laenge_qdt_nach_aop). */
export interface LengthByQdtRow {
  qdt: string | null;
  round: number;
}

/** requirements §3 template route entry. */
export interface TemplateRouteEntry {
  path: string;
  component?: string;
  name?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta?: { title: string; icon?: string; roles?: string[]; affix?: boolean; noCache?: boolean };
  children?: TemplateRouteEntry[];
}

/** requirements §3 Role (template). */
export interface TemplateRole {
  key: string;
  name: string;
  description: string;
  routes: TemplateRouteEntry[];
}

/** One client connection of a user, as a_get_user_data returns it (designed). */
export interface AppUserClient {
  client_id: number;
  name: string;
  kataster_enabled: boolean;
}

/**
 * What `a_get_user_data {email, id}` returns (designed; one row in an array): the user,
 * the mail flags, the client connections and the two team flags a_add_user sets.
 */
export type AppUserData = BenutzerRow & {
  clients: AppUserClient[];
  apus_team: boolean;
  apus_admin: boolean;
};
