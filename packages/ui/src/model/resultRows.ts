import type { BundeslandCode } from './domainValues';
import type { ClientEInvoiceFields, InvoiceTermsFields } from './billing/einvoice';
import type { Angebot, Client, Kaefer, Karte, Rechnung, User } from './entities';

/**
 * Rows that remote procedures return beyond the entities of requirements §3. requirements §7: "Response
 * shapes of the data service calls are not shown", so every type here is designed:
 * the fields a screen of architecture §3 needs, named in the service's style.
 */

/** a_get_kaefer_by_bundesland: published records counted by state. */
export interface KaeferByBundeslandRow {
  /** null for records without a state; shown as 'Andere' (requirements §3). */
  bundesland: BundeslandCode | null;
  anzahl: number;
}

/** a_get_kaefer_by_art: published records counted by species. */
export interface KaeferByArtRow {
  /** Species id; null for records not yet assigned. */
  art: number | null;
  /** Species name; null shown as 'Andere'. */
  name: string | null;
  anzahl: number;
}

/**
 * a_get_kaefer_queue (ours): the review queue's matrix as counts, one row per Bundesland and
 * species with records waiting for an expert, and per group without a Land or a species
 * even when none of it waits (`offen` 0).
 */
export interface KaeferQueueRow {
  bundesland: BundeslandCode | null;
  art: number | null;
  offen: number;
}

/** a_get_kaefer_overview: the records with the species name and picture count. */
export type KaeferOverviewRow = Kaefer & {
  art_name: string | null;
  bilder_anzahl: number;
};

/**
 * a_get_map_list_from_db: the GIS table of scanned maps. Our design (requirements §7: "Response
 * shapes of the data service calls are not shown"): the map's own columns the table shows
 * (scale, din from `karte`) and figures the service derives from its points, so the table
 * needs no request per map.
 */
export type MapListRow = Pick<
  Karte,
  | 'id'
  | 'map_name'
  | 'client_id'
  | 'jahr'
  | 'status'
  | 'client_status'
  | 'typ'
  | 'epsg'
  | 'georef_typ'
  | 'show_client'
  | 'scale'
  | 'din'
> & {
  client_name: string | null;
  /** Number of ground control points saved for the map. */
  punkte: number;
  /** Of those, the enabled ones (`mappoint.enable`): the points a fit uses. */
  aktive_punkte: number;
  /**
   * RMSE in map units (metres) of the saved points fitted with the map's `georef_typ`, as
   * the editor computes it ("Karteneinheiten"); `null` without a type or when the enabled
   * points fix no fit or leave no redundancy (n = minimum count).
   */
  rmse: number | null;
};

/**
 * a_get_all_clients (designed): the client with what the back office's list shows beside
 * it: the cadastre switch, and how many maps and app users the client has.
 */
export type ClientListRow = Client & {
  kataster_status: boolean;
  karten: number;
  nutzer: number;
  /** Ours: false once an administrator deactivated the client (a_set_client_active). */
  aktiv: boolean;
};

/**
 * a_get_client_details (designed): the client with the settings only procedures change,
 * the cadastre switch (a_set_kataster_for_client) and the project folder (a_set_projektordner).
 */
export type ClientDetailsRow = Client & {
  kataster_status: boolean;
  /** Path of the project folder on the file server; null while none is set. */
  ordner: string | null;
  /** Ours: false once an administrator deactivated the client (a_set_client_active). */
  aktiv: boolean;
  /** Ours: a consumer (§ 288 BGB: +5 points default interest, no Pauschale); a business unless set. */
  verbraucher: boolean;
} & Partial<ClientEInvoiceFields>;

/**
 * a_get_invoice_details: the invoice with its e-invoice fields (requirements §3 "Decided":
 * kind, payment terms, service period, VAT category), the defaults where none are stored.
 */
export type InvoiceDetailsRow = Rechnung & Partial<InvoiceTermsFields>;

/** a_get_kataster_overview: per client, whether the cadastre is on and how far its maps are. */
export interface KatasterOverviewRow {
  client_id: number;
  name: string;
  kataster_status: boolean;
  karten: number;
  karten_georeferenziert: number;
}

/** a_get_bbox_from_client: the extent of a client's maps in WGS 84 (lng/lat), for the map view. */
export interface BBoxRow {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

/** a_get_appusers_from_client: app users connected to a client with their cadastre access. */
export type ClientAppUserRow = Pick<User, 'user_id' | 'first_name' | 'last_name' | 'email' | 'app_status'> & {
  kataster_enabled: boolean;
};

/**
 * a_get_users_from_client and a_get_apus_team_from_client: accounts of the identity
 * service connected to a client (`username` is the identity-service user name, which in
 * this product is the e-mail address) and whether they belong to the APUS team.
 */
export type ClientUserRow = Pick<User, 'user_id' | 'first_name' | 'last_name' | 'email'> & {
  username: string;
  apus_team: boolean;
  apus_admin: boolean;
};

/** a_get_invoices: the invoice list with client name and net total. */
export type InvoiceListRow = Rechnung & {
  client_name: string | null;
  /** Sum of anzahl × ep over the positions, in euros. */
  netto: number;
  /** The kind (requirements §3 "Decided"), 'rechnung' where none is stored. */
  art?: InvoiceTermsFields['art'];
};

/** An open item's age bucket (data.age_bucket): its key in the list's address. */
export type AgeBucket = 'nicht-faellig' | '1-30' | '31-60' | '61-90' | 'ueber-90' | 'guthaben';

/**
 * GET /offene_posten (sql/74_open_items.sql): an issued invoice with money open, or a client's
 * credit (offen below zero), in euros; `id` is the invoice's number.
 */
export interface OpenItemRow {
  id: number;
  client_id: number | null;
  client_name: string | null;
  rn_datum: string;
  faellig_am: string;
  /** 0 before the due date and for a credit. */
  tage_ueberfaellig: number;
  offen: number;
  altersklasse: AgeBucket;
  /** The dunning level reached (data.mahnstufe); 0 before the first reminder. */
  mahnstufe: number;
}

/** a_get_offers: the offer list with client name and net total. */
export type OfferListRow = Angebot & {
  client_name: string | null;
  netto: number;
};

/** a_get_position_tmpl: a reusable position (no document, no running number). */
export interface PositionTemplate {
  id: number;
  bez: string;
  einheit: string | null;
  ep: number;
  erl: string | null;
  erl_titel: string | null;
}

/** a_get_all_freitexte: free texts for the letter's salutation, cover letter and closing text. */
export interface Freitext {
  id: number;
  titel: string;
  text: string;
  /** The header field the text fills. */
  feld: 'anrede' | 'anschreiben' | 'zuerl';
}

/**
 * a_get_minmax_rn_datum and a_get_minmax_an_datum: the range a document's date may move
 * in without breaking the date order of the running document numbers.
 */
export interface MinMaxDateRow {
  min_datum: string | null;
  max_datum: string | null;
}

/** a_get_acronyms: abbreviations used in chart labels (erfq, qdt) with their meaning. */
export interface Acronym {
  kuerzel: string;
  bedeutung: string;
}

/**
 * The state of a mail in the outbox (designed; a_get_outbox derives it): `gesendet` once the
 * SMTP server took it, `fehlgeschlagen` while its last attempt failed (the mailer tries again),
 * `wartet` before the first attempt.
 */
export type OutboxState = 'wartet' | 'gesendet' | 'fehlgeschlagen';

/** a_get_outbox (ours): one mail the data service wrote to be sent, with how far the mailer got. */
export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  /** What happened: `expertenanfrage`, `expertenanfrage_entschieden`, `rueckfrage`, `ablehnung`, `veroeffentlichung`. */
  event_kind: string;
  /** To what: `kaefer:12`, `benutzer:7`. */
  event_ref: string;
  /** When the event wrote the mail (ISO timestamp). */
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  /** The SMTP server's answer to the last attempt that failed. */
  last_error: string | null;
  sent_at: string | null;
  zustand: OutboxState;
  /** The attachments' file names, "Rechnung-61.pdf"; null when the mail has none. */
  anhaenge: string | null;
}

/** One attachment of an outbox mail (a_get_outbox_attachments). */
export interface OutboxAttachmentRow {
  nr: number;
  dateiname: string;
  mime_typ: 'application/pdf' | 'application/xml';
  /** Bytes. */
  groesse: number;
  /** The file, base64. */
  inhalt: string;
}
