import type { Angebot, Position, Rechnung } from '../../entities';
import type { InvoiceTermsParams } from '../../billing/einvoice';
import type { Issuer } from '../../billing/issuer';
import type {
  AgeBucket,
  ClientDetailsRow,
  Freitext,
  InvoiceDetailsRow,
  InvoiceListRow,
  MinMaxDateRow,
  OfferListRow,
} from '../../resultRows';
import type { NoParams } from './shared';

/** The header fields both documents share. */
type LetterFields = 'bearbeiter' | 'anrede' | 'anschreiben' | 'zuerl' | 'ust_satz';

/** Remote procedures about invoices (Rechnung) and offers (Angebot) (requirements §7). */
export interface BillingRpcs {
  a_get_invoices: { params: NoParams; result: InvoiceListRow[] };
  a_get_offers: { params: NoParams; result: OfferListRow[] };
  /** Designed result: one row, or none for an unknown id. */
  a_get_invoice_details: { params: { invoice_id: number }; result: InvoiceDetailsRow[] };
  /** Designed result: one row, or none for an unknown id. */
  a_get_offer_details: { params: { offer_id: number }; result: Angebot[] };
  /**
   * Payload "not shown" (requirements §7); designed from the entity: the invoice's id and its
   * editable header fields. The client is changed by a_set_client_for_invoice. The e-invoice
   * fields (requirements §3 "Decided") are optional: a given kind (`art`) replaces all of them,
   * each left out taking its default; without `art` they stay as they are.
   */
  a_update_invoice_details: {
    params: { invoice_id: number } & Pick<Rechnung, LetterFields | 'le_date' | 'rn_datum'> &
      Partial<InvoiceTermsParams>;
    result: null;
  };
  /** Payload "not shown" (requirements §7); designed like a_update_invoice_details, plus status and sign. */
  a_update_offer_details: {
    params: { offer_id: number } & Pick<Angebot, LetterFields | 'an_datum' | 'status' | 'sign'>;
    result: null;
  };
  /** Designed result: the new invoice id. */
  a_add_invoice: {
    params: { client_id: number; rn_datum: string; le_date: string | null; ust_satz: number };
    result: number;
  };
  /** Designed result: the new offer id (status `entwurf`, sign `ohne`). */
  a_add_offer: { params: { client_id: number; an_datum: string; ust_satz: number }; result: number };
  a_set_client_for_invoice: { params: { client_id: number; rechnung_id: number }; result: null };
  a_set_client_for_offer: { params: { client_id: number; angebot_id: number }; result: null };
  /** Archives an invoice (`archiviert` becomes true). */
  /**
   * Archiving issues the invoice; ours: `aussteller`, the issuer as configured, kept with the
   * issued form (sql/76_issued_form.sql).
   */
  a_set_archive_for_rn: { params: { invoice_id: number; aussteller?: Issuer | null }; result: null };
  /** Designed result: one row with the range the invoice date `rn_datum` may move in. */
  a_get_minmax_rn_datum: { params: { rn_datum: string }; result: MinMaxDateRow[] };
  /** Designed result: one row with the range the offer date `an_datum` may move in. */
  a_get_minmax_an_datum: { params: { an_datum: string }; result: MinMaxDateRow[] };
  /** requirements §5: "Minimum dates for new invoices and offers come from the server." Designed result: an ISO date. */
  a_get_min_rn_datum_for_new_invoice: { params: NoParams; result: string };
  /** Designed result: an ISO date. */
  a_get_min_an_datum_for_new_offer: { params: NoParams; result: string };
  /** Free texts for salutation, cover letter and closing text. */
  a_get_all_freitexte: { params: NoParams; result: Freitext[] };
  /**
   * Ours, not the spec's (requirements §7 "Procedures of ours"): offer → invoice in one
   * transaction: a_add_invoice with these values, the offer's editor and letter texts, its
   * positions in order, and the offer marked `abgerechnet`, naming the invoice (its
   * `rechnung_id`). An offer already billed is refused unless `erneut` is true.
   * Designed result: the new invoice id.
   */
  a_convert_offer_to_invoice: {
    params: {
      offer_id: number;
      client_id: number;
      rn_datum: string;
      le_date: string | null;
      ust_satz: number;
      erneut: boolean;
    };
    result: number;
  };
  /**
   * Ours, not the spec's: the credit note (Stornorechnung, kind `gutschrift`) of an archived
   * invoice on `rn_datum`, with its positions, referring to it, in one transaction. One per
   * invoice: a second is refused, naming the first. Designed result: the credit note's id.
   */
  a_create_credit_note: { params: { invoice_id: number; rn_datum: string }; result: number };
  /**
   * Ours: the number, net and gross (in cents, gross rounded per document) of the invoices
   * the list's filter matches over all pages, for the sums under the paged list. Each
   * argument null (an empty search) is no filter. Designed result: one row.
   */
  a_get_invoice_totals: {
    params: {
      suche: string;
      client_id: number | null;
      archiviert: boolean | null;
      von: string | null;
      bis: string | null;
    };
    result: DocumentTotalsRow[];
  };
  /** Ours: as a_get_invoice_totals, for the offers, with the status filter. */
  a_get_offer_totals: {
    params: { suche: string; client_id: number | null; status: string | null; von: string | null; bis: string | null };
    result: DocumentTotalsRow[];
  };
  /**
   * Ours: the invoiced net (in cents, each invoice's net rounded to the cent) per month of
   * `jahr` by invoice date, every invoice counted (open, archived, credit notes), for the
   * forecast chart. Designed result: twelve rows, month 1 to 12, a month without invoices 0.
   */
  a_get_invoiced_per_month: { params: { jahr: number }; result: InvoicedMonthRow[] };
  /** A payment received for an issued invoice (sql/73_payments.sql); answers its id. */
  a_add_payment: {
    params: {
      rechnung_id: number;
      /** The value date, ISO. */
      datum: string;
      /** Euros with at most two decimals, as text (requirements §7 sends amounts so). */
      betrag: string;
      art: PaymentMethod;
      referenz?: string | null;
      notiz?: string | null;
    };
    result: number;
  };
  /** A wrongly recorded payment reversed by its counter-entry, never deleted; answers the counter-entry's id. */
  a_reverse_payment: { params: { zahlung_id: number; notiz?: string | null }; result: number };
  /** An invoice's payments and counter-entries by date. */
  a_get_payments: { params: { rechnung_id: number }; result: PaymentRow[] };
  /** Ours: one invoice's state today (sql/74_open_items.sql): paid, open, due, overdue. One row. */
  a_get_invoice_state: { params: { rechnung_id: number }; result: InvoiceStateRow[] };
  /**
   * Ours: the sums under the open items (GET /offene_posten) for its filters and search, each
   * null or empty for all, so they are the sums of the rows the list pages through. One row.
   */
  a_get_open_item_totals: {
    params: {
      client_id: number | null;
      altersklasse: OpenItemAgeFilter | null;
      mahnstufe?: OpenItemLevelFilter | null;
      suche?: string | null;
    };
    result: OpenItemTotalsRow[];
  };
  /** Ours: the Übersicht's money tiles, in cents. One row. */
  a_get_billing_overview: { params: NoParams; result: BillingOverviewRow[] };
  /** Ours (sql/75_dunning.sql): every invoice due for its next dunning level on `stichtag` (today unless given). */
  a_get_dunning_proposal: { params: { stichtag?: string | null }; result: DunningProposalRow[] };
  /**
   * Ours: the confirmed dunning run: one reminder per client for the kept invoices, dated
   * `datum` (today unless given), the issuer frozen with it; answers the reminders' numbers.
   */
  a_create_reminders: {
    params: { rechnung_ids: number[]; datum?: string | null; aussteller?: unknown };
    result: number[];
  };
  /** Ours: the reminders, newest first; a client's only when given. */
  a_get_reminders: { params: { client_id?: number | null }; result: ReminderListRow[] };
  /** Ours: one reminder as written: its frozen content and hash. One row. */
  a_get_reminder: { params: { mahnung_id: number }; result: ReminderRow[] };
  /** Ours: the dunning levels in order. */
  a_get_dunning_levels: { params: NoParams; result: DunningLevel[] };
  /** Ours: one dunning level changed (name, days after due, fee, deadline days). */
  a_update_dunning_level: {
    params: { stufe: number; bezeichnung: string; tage_nach_faelligkeit: string; gebuehr: string; frist_tage: string };
    result: null;
  };
  /** Ours (sql/76_issued_form.sql): an issued invoice as it was issued, and its hash. One row; 404 for a draft. */
  a_get_issued_invoice: { params: { rechnung_id: number }; result: IssuedInvoiceRow[] };
  /** Ours: an invoice's change log, oldest first (its row, terms, positions, payments, issued form). */
  a_get_invoice_changes: { params: { rechnung_id: number }; result: ChangeLogRow[] };
  /** Ours: the Basiszinssatz table, newest first, each row saying whether the newest is over six months old. */
  a_get_base_rates: { params: NoParams; result: BaseRateRow[] };
  /** Ours: the base rate from `gilt_ab` (1 January or 1 July) entered or corrected. */
  a_set_base_rate: { params: { gilt_ab: string; satz: string }; result: null };
}

/** One row of a_get_dunning_proposal, amounts in euros. */
export interface DunningProposalRow {
  client_id: number;
  client_name: string;
  /** § 288 BGB: +5 points and no Pauschale for a consumer, +9 and 40 € for a business. */
  verbraucher: boolean;
  rechnung_id: number;
  rn_datum: string;
  faellig_am: string;
  tage_ueberfaellig: number;
  offen: number;
  /** The level reached (0: none). */
  mahnstufe: number;
  naechste_stufe: number;
  /** The next level's name (Zahlungserinnerung, 1. Mahnung, …). */
  bezeichnung: string;
  /** The next level's fee, charged once per letter. */
  gebuehr: number;
  /** Default interest to the stated day. */
  zinsen: number;
  /** 40 € for a business on the invoice's first reminder, else 0. */
  pauschale: number;
}

/** One row of a_get_reminders. */
export interface ReminderListRow {
  id: number;
  client_id: number;
  client_name: string;
  datum: string;
  stufe: number;
  bezeichnung: string;
  frist: string;
  /** What the letter claims in all: open amounts, interest, Pauschalen, fee. */
  summe: number;
  rechnungen: number[];
}

/** A reminder's frozen content (data.mahnung.inhalt): what its letter shows. */
export interface ReminderContent {
  nummer: number;
  datum: string;
  zinsen_bis: string;
  frist: string;
  stufe: number;
  bezeichnung: string;
  gebuehr: number;
  /** The issuer as configured when the reminder was written (null if none was given). */
  aussteller: unknown;
  kunde: {
    client_id: number;
    name: string;
    name_zusatz: string | null;
    strasse: string | null;
    plz: string | null;
    ort: string | null;
    ap_gender: string | null;
    ap_vorname: string | null;
    ap_nachname: string | null;
    verbraucher: boolean;
  };
  posten: {
    rechnung_id: number;
    rn_datum: string;
    faellig_am: string;
    zahlbetrag: number;
    bezahlt: number;
    offen: number;
    zinsen: number;
    pauschale: number;
    stufe: number;
  }[];
  summe: number;
}

/** One row of a_get_reminder. */
export interface ReminderRow {
  id: number;
  inhalt: ReminderContent;
  /** SHA-256 (hex) of the stored content's text. */
  sha256: string;
  erstellt_von: string | null;
  erstellt_am: string;
}

/** A dunning level (data.mahnstufe). */
export interface DunningLevel {
  stufe: number;
  bezeichnung: string;
  tage_nach_faelligkeit: number;
  gebuehr: number;
  frist_tage: number;
}

/** One row of a_get_base_rates. */
export interface BaseRateRow {
  gilt_ab: string;
  satz: number;
  /** The newest rate is more than six months old: the next one is missing. */
  veraltet: boolean;
}

/** An invoice's computed state (data.invoice_states); the open amount is negative for a credit. */
export type InvoiceState =
  'entwurf' | 'offen' | 'teilweise bezahlt' | 'bezahlt' | 'überfällig' | 'storniert' | 'gutschrift';

/** One row of a_get_invoice_state, in euros. */
export interface InvoiceStateRow {
  zustand: InvoiceState;
  /** Invoice date + Zahlungsziel. */
  faellig_am: string;
  /** What the invoice asks for: its gross less the partial invoices a final invoice deducts. */
  zahlbetrag: number;
  bezahlt: number;
  /** The discount granted when Skonto was taken in time, else 0. */
  skonto: number;
  offen: number;
  tage_ueberfaellig: number;
}

/** The list's age filter: a bucket, or every overdue item (`ueberfaellig`). */
export type OpenItemAgeFilter = AgeBucket | 'ueberfaellig';

/** The list's dunning-level filter: none yet, any, or one level (data.mahnstufe has four). */
export type OpenItemLevelFilter = 'keine' | 'gemahnt' | '1' | '2' | '3' | '4';

/** One row of a_get_open_item_totals; amounts in cents. */
export interface OpenItemTotalsRow {
  anzahl: number;
  /** Everything open, a credit subtracting. */
  offen_cent: number;
  /** What of it is past its due date. */
  ueberfaellig_cent: number;
}

/** One row of a_get_billing_overview; amounts in cents. */
export interface BillingOverviewRow {
  offen_cent: number;
  offen_anzahl: number;
  ueberfaellig_cent: number;
  ueberfaellig_anzahl: number;
  /** Payments with a value date in this month (a counter-entry subtracts). */
  eingang_monat_cent: number;
  /** Net of the invoices issued this year, a credit note negative. */
  umsatz_jahr_cent: number;
}

/** The sums of a filtered document list (a_get_invoice_totals, a_get_offer_totals). */
interface DocumentTotalsRow {
  anzahl: number;
  netto_cent: number;
  brutto_cent: number;
}

/** How a payment came in (data.zahlung.art). */
export type PaymentMethod = 'überweisung' | 'lastschrift' | 'bar' | 'verrechnung';

/** One row of a_get_payments: a payment, or the counter-entry that reverses one (negative). */
export interface PaymentRow {
  id: number;
  datum: string;
  betrag: number;
  art: PaymentMethod;
  referenz: string | null;
  notiz: string | null;
  /** On a counter-entry: the payment it reverses. */
  gegenbuchung_zu: number | null;
  /** On a reversed payment: its counter-entry. */
  storniert_durch: number | null;
  erfasst_von: string | null;
  erfasst_am: string;
}

/** One month of a_get_invoiced_per_month. */
interface InvoicedMonthRow {
  /** 1–12. */
  monat: number;
  netto_cent: number;
}

/** What an issued invoice's letter and XRechnung are made of, as stored at issue (data.rechnung_gestellt.inhalt). */
export interface IssuedInvoiceContent {
  /** The invoice's details as a_get_invoice_details answered them then. */
  rechnung: InvoiceDetailsRow;
  /** Its positions as a_get_invoice_positions answered them then. */
  positionen: Position[];
  /** The client's details then (null without a client). */
  kunde: ClientDetailsRow | null;
  /** The issuer as configured then; null for an invoice issued before the form was kept. */
  aussteller: Issuer | null;
}

/** One row of a_get_issued_invoice. */
export interface IssuedInvoiceRow {
  inhalt: IssuedInvoiceContent;
  /** SHA-256 (hex) of the stored content's text. */
  sha256: string;
  gestellt_am: string;
  gestellt_von: string | null;
}

/** One row of a_get_invoice_changes: who changed which billing row when, old → new (the changed columns). */
export interface ChangeLogRow {
  id: number;
  tabelle: string;
  datensatz: string;
  aktion: 'angelegt' | 'geändert' | 'gelöscht';
  wer: string | null;
  wann: string;
  alt: Record<string, unknown> | null;
  neu: Record<string, unknown> | null;
}
