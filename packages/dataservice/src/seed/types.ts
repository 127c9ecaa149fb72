import type {
  ClientEInvoice,
  EInvoiceForm,
  Acronym,
  Angebot,
  BenutzerRow,
  Bild,
  Client,
  Freitext,
  InvoiceTerms,
  Kaefer,
  KaeferArt,
  Karte,
  MapPoint,
  PaymentMethod,
  PositionTemplate,
  Prognose,
  Rechnung,
} from '@waldmonitor/ui/model';

/** A position as stored: one table for both documents, exactly one of the two ids is set. */
export interface PositionRow {
  id: number;
  anzahl: number;
  bez: string;
  einheit: string | null;
  ep: number;
  lfd_nr: number;
  erl: string | null;
  erl_on: boolean | null;
  erl_titel: string | null;
  rechnung_id: number | null;
  angebot_id: number | null;
}

/** The team flags a_add_user sets and a_get_user_data returns (not part of `benutzer`). */
export interface UserTeamRow {
  user_id: number;
  apus_team: boolean;
  apus_admin: boolean;
}

/** Client settings set by RPCs only: cadastre on/off and the project folder. */
export interface ClientSettingsRow {
  client_id: number;
  kataster_status: boolean;
  ordner: string | null;
}

/** An app user connected to a client (a_add_user_to_client, a_get_appusers_from_client). */
export interface ClientAppUserLink {
  client_id: number;
  user_id: number;
  kataster_enabled: boolean;
}

/** An identity-service account connected to a client (a_connect_user_to_client). */
export interface ClientAccountLink {
  client_id: number;
  user_id: number;
  username: string;
}

/** The drainage-cadastre object kinds behind the survey overviews (requirements §7 a_get_*_overview_vermessen). */
export type SurveyKind = 'drae' | 'ausm' | 'scha' | 'schl' | 'einl';

/** One client's surveyed (vermessen) or presumed (vermutet) amount of one object kind. */
export interface SurveyAmountRow {
  id: number;
  kind: SurveyKind;
  client_id: number;
  vermessen: boolean;
  summe: number;
}

/** One drainage line: its capture quality (erfq), cross-section (qdt) and length in metres. */
export interface DrainageLineRow {
  id: number;
  client_id: number;
  erfq: string | null;
  qdt: string | null;
  laenge: number;
}

export interface SeedData {
  benutzer: BenutzerRow[];
  userTeam: UserTeamRow[];
  kunde: Client[];
  clientSettings: ClientSettingsRow[];
  clientAppUsers: ClientAppUserLink[];
  clientAccounts: ClientAccountLink[];
  karte: Karte[];
  mappoint: MapPoint[];
  kaeferarten: KaeferArt[];
  kaefer: Kaefer[];
  bilder: Bild[];
  rechnung: Rechnung[];
  angebot: Angebot[];
  position: PositionRow[];
  positionTmpl: PositionTemplate[];
  freitexte: Freitext[];
  acronyms: Acronym[];
  prognose: Prognose[];
  surveyAmounts: SurveyAmountRow[];
  drainageLines: DrainageLineRow[];
  /** requirements §3 "E-Rechnung": the clients' e-invoice addresses, and the form each takes. */
  clientEInvoice: SeedClientEInvoice[];
  /** requirements §3 "E-Rechnung": kind, terms and VAT category of invoices that differ from the defaults. */
  invoiceTerms: InvoiceTerms[];
  /** Payments received for issued invoices (src/seed/payments.ts). */
  payments: SeedPayment[];
  /** The clients' Debitorennummern for the DATEV export (src/seed/accounting.ts). */
  clientDebitors: SeedDebitor[];
  /** The DATEV export's settings, one row (src/seed/accounting.ts). */
  accountingSettings: SeedAccountingSettings[];
}

/** A row of data.kunde_debitor (migrations/0011_accounting_export.sql). */
export interface SeedDebitor {
  client_id: number;
  debitor_nr: number;
}

/** The row of data.buchhaltung (migrations/0011_accounting_export.sql). */
export interface SeedAccountingSettings {
  id: true;
  berater_nr: number;
  mandant_nr: number;
  kontenrahmen: 'SKR03' | 'SKR04';
  wj_beginn: number;
  sachkontenlaenge: 4;
  bankkonto: number;
}

/** A row of data.zahlung (migrations/0007_payments.sql). */
export interface SeedPayment {
  id: number;
  rechnung_id: number;
  datum: string;
  betrag: number;
  art: PaymentMethod;
  referenz: string | null;
  notiz: string | null;
  gegenbuchung_zu: number | null;
  erfasst_von: string | null;
  erfasst_am: string;
}

/** A client's e-invoice row: the address, and the form the client takes (migrations/0012). */
export type SeedClientEInvoice = ClientEInvoice & { e_format: EInvoiceForm };
