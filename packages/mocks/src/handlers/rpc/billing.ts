import {
  OFFER_SIGNS,
  OFFER_STATUSES,
  documentTotals,
  type Angebot,
  type InvoiceDetailsRow,
  type InvoiceListRow,
  type MinMaxDateRow,
  type OfferListRow,
  type Rechnung,
} from '@waldmonitor/ui/model';
import type { MockTables } from '../../db/db';
import { displayName, type PositionRow } from '@waldmonitor/dataservice/seed';
import { pgErrors } from '../../store/errors';
import { ReadCache } from '../../store/readCache';
import type { Args } from '../args';
import { callerEmail } from '../identity';
import { invoiceTermsFields, updateInvoiceTerms } from './einvoice';
import type { RpcContext, RpcImpls } from './context';

const netto = (positions: readonly PositionRow[]) =>
  Math.round(positions.reduce((sum, p) => sum + p.anzahl * p.ep, 0) * 100) / 100;

function clientName(db: MockTables, clientId: number | null): string | null {
  return clientId === null ? null : (db.kunde.where({ client_id: clientId })[0]?.name ?? null);
}

/** The range a document date may move in: after the previous document's date, before the next one's. */
function minMax(dates: readonly string[], date: string): MinMaxDateRow {
  const before = dates.filter((d) => d < date).sort();
  const after = dates.filter((d) => d > date).sort();
  return { min_datum: before.at(-1) ?? null, max_datum: after[0] ?? null };
}

/** The range a document's date may move in: between its neighbours by number (id), so numbers stay in date order. */
function neighbourRange(documents: readonly { id: number; datum: string }[], id: number): MinMaxDateRow {
  const before = documents.filter((d) => d.id < id).sort((a, b) => a.id - b.id);
  const after = documents.filter((d) => d.id > id).sort((a, b) => a.id - b.id);
  return { min_datum: before.at(-1)?.datum ?? null, max_datum: after[0]?.datum ?? null };
}

/** The latest existing date: documents are numbered in date order, a new one may not be older. */
const latest = (dates: readonly string[]): string => [...dates].sort().at(-1) ?? new Date().toISOString().slice(0, 10);

function editorName({ db, request }: RpcContext): string | null {
  const email = callerEmail(request);
  const user = email ? db.benutzer.all().find((u) => u.email.toLowerCase() === email.toLowerCase()) : undefined;
  return user ? displayName(user) : email;
}

function assertDateInRange(range: MinMaxDateRow, date: string, label: string): void {
  const fmt = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' });
  if ((range.min_datum && date < range.min_datum) || (range.max_datum && date > range.max_datum)) {
    const bounds = [
      range.min_datum && `nach dem ${fmt(range.min_datum)}`,
      range.max_datum && `vor dem ${fmt(range.max_datum)}`,
    ]
      .filter(Boolean)
      .join(' und ');
    throw pgErrors.raise(400, `Das ${label} muss ${bounds} liegen, damit die Nummern in Datumsfolge bleiben.`);
  }
}

/**
 * An archived invoice is read-only (GoBD): the service refuses every change to it and to
 * its positions; corrections go through a new invoice.
 */
export function assertInvoiceOpen(db: MockTables, invoiceId: number | null): void {
  if (invoiceId === null) return;
  if (db.rechnung.where({ id: invoiceId })[0]?.archiviert) {
    throw pgErrors.raise(
      400,
      `Die Rechnung ${invoiceId} ist archiviert und kann nicht mehr geändert werden. Korrekturen erfolgen über eine neue Rechnung.`,
    );
  }
}

/** PostgreSQL's refusal of a value outside an enum type (status and sign are enums in the database). */
const invalidEnum = (type: string, value: string) =>
  pgErrors.raise(400, `invalid input value for enum ${type}: "${value}"`, '22P02');

/** The VAT rate in percent: the tables' check constraint allows 0 up to below 100. */
function vatRate(args: Args, table: string): number {
  const rate = args.num('ust_satz');
  if (rate < 0 || rate >= 100) {
    throw pgErrors.raise(
      400,
      `new row for relation "${table}" violates check constraint "${table}_ust_satz_check"`,
      '23514',
    );
  }
  return rate;
}

function assertClient(db: MockTables, clientId: number, table: string): void {
  if (db.kunde.where({ client_id: clientId }).length === 0)
    throw pgErrors.foreignKey(table, 'client_id', clientId, 'kunde');
}

/** The invoice and offer lists, kept between writes (each total adds up the document's positions). */
const invoiceList = new ReadCache<InvoiceListRow>();
const offerList = new ReadCache<OfferListRow>();

/** The tables the invoice list reads: what it (and a figure computed from it) is current for. */
export const invoiceListTables = (db: MockTables) => [db.rechnung, db.kunde, db.position, db.invoiceTerms];

/** The tables the offer list reads. */
export const offerListTables = (db: MockTables) => [db.angebot, db.kunde, db.position];

export const billingRpcs = {
  a_get_invoices: ({ db }) =>
    invoiceList.rows('', invoiceListTables(db), () =>
      db.rechnung
        .all()
        .sort((a, b) => b.id - a.id)
        .map((r): InvoiceListRow => ({
          ...r,
          client_name: clientName(db, r.client_id),
          netto: netto(db.position.where({ rechnung_id: r.id })),
          art: db.invoiceTerms.where({ rechnung_id: r.id })[0]?.art ?? 'rechnung',
        })),
    ),

  a_get_offers: ({ db }) =>
    offerList.rows('', offerListTables(db), () =>
      db.angebot
        .all()
        .sort((a, b) => b.id - a.id)
        // The list answers no rechnung_id (SQL's a_get_offers names its columns); details do.
        .map(({ rechnung_id: _billedAs, ...o }): OfferListRow => ({
          ...o,
          client_name: clientName(db, o.client_id),
          netto: netto(db.position.where({ angebot_id: o.id })),
        })),
    ),

  a_get_invoice_details: ({ db, args }) =>
    db.rechnung
      .where({ id: args.int('invoice_id') })
      .map((invoice): InvoiceDetailsRow => ({ ...invoice, ...invoiceTermsFields(db, invoice.id) })),

  a_get_offer_details: ({ db, args }) =>
    db.angebot.where({ id: args.int('offer_id') }).map((o) => ({ ...o, rechnung_id: o.rechnung_id ?? null })),

  a_update_invoice_details: ({ db, args }) => {
    const id = args.int('invoice_id');
    const rnDatum = args.date('rn_datum');
    assertInvoiceOpen(db, id);
    assertDateInRange(
      neighbourRange(
        db.rechnung.all().map((r) => ({ id: r.id, datum: r.rn_datum })),
        id,
      ),
      rnDatum,
      'Rechnungsdatum',
    );
    const patch: Partial<Rechnung> = {
      bearbeiter: args.textOrEmpty('bearbeiter'),
      anrede: args.textOrNull('anrede'),
      anschreiben: args.textOrNull('anschreiben'),
      zuerl: args.textOrNull('zuerl'),
      ust_satz: vatRate(args, 'rechnung'),
      le_date: args.dateOrNull('le_date'),
      rn_datum: rnDatum,
    };
    updateInvoiceTerms(db, id, args, (partialId, rate) => {
      const totals = documentTotals(db.position.where({ rechnung_id: partialId }), rate);
      return { netto_cent: totals.netCents, ust_cent: totals.vatCents };
    });
    db.rechnung.update(db.rechnung.eqFilters({ id }), patch);
    return null;
  },

  a_update_offer_details: ({ db, args }) => {
    const id = args.int('offer_id');
    const anDatum = args.date('an_datum');
    assertDateInRange(
      neighbourRange(
        db.angebot.all().map((a) => ({ id: a.id, datum: a.an_datum })),
        id,
      ),
      anDatum,
      'Angebotsdatum',
    );
    const status = args.text('status');
    const sign = args.text('sign');
    if (!OFFER_STATUSES.some((s) => s.value === status)) throw invalidEnum('angebot_status', status);
    if (!OFFER_SIGNS.some((s) => s.value === sign)) throw invalidEnum('angebot_sign', sign);
    const patch: Partial<Angebot> = {
      bearbeiter: args.textOrEmpty('bearbeiter'),
      anrede: args.textOrNull('anrede'),
      anschreiben: args.textOrNull('anschreiben'),
      zuerl: args.textOrNull('zuerl'),
      ust_satz: vatRate(args, 'angebot'),
      an_datum: anDatum,
      status: status as Angebot['status'],
      sign: sign as Angebot['sign'],
    };
    db.angebot.update(db.angebot.eqFilters({ id }), patch);
    return null;
  },

  a_add_invoice: (ctx) => {
    const { db, args } = ctx;
    const clientId = args.int('client_id');
    const rnDatum = args.date('rn_datum');
    assertClient(db, clientId, 'rechnung');
    assertDateInRange(
      { min_datum: latest(db.rechnung.all().map((r) => r.rn_datum)), max_datum: null },
      rnDatum,
      'Rechnungsdatum',
    );
    const [created] = db.rechnung.insert([
      {
        client_id: clientId,
        rn_datum: rnDatum,
        le_date: args.dateOrNull('le_date'),
        ust_satz: vatRate(args, 'rechnung'),
        bearbeiter: editorName(ctx),
      },
    ]);
    return created?.id as number;
  },

  a_add_offer: (ctx) => {
    const { db, args } = ctx;
    const clientId = args.int('client_id');
    const anDatum = args.date('an_datum');
    assertClient(db, clientId, 'angebot');
    assertDateInRange(
      { min_datum: latest(db.angebot.all().map((a) => a.an_datum)), max_datum: null },
      anDatum,
      'Angebotsdatum',
    );
    const [created] = db.angebot.insert([
      {
        client_id: clientId,
        an_datum: anDatum,
        ust_satz: vatRate(args, 'angebot'),
        bearbeiter: editorName(ctx),
        status: 'entwurf',
        sign: 'ohne',
      },
    ]);
    return created?.id as number;
  },

  a_set_client_for_invoice: ({ db, args }) => {
    const clientId = args.int('client_id');
    const invoiceId = args.int('rechnung_id');
    assertInvoiceOpen(db, invoiceId);
    assertClient(db, clientId, 'rechnung');
    db.rechnung.update(db.rechnung.eqFilters({ id: invoiceId }), { client_id: clientId });
    return null;
  },

  a_set_client_for_offer: ({ db, args }) => {
    const clientId = args.int('client_id');
    assertClient(db, clientId, 'angebot');
    db.angebot.update(db.angebot.eqFilters({ id: args.int('angebot_id') }), { client_id: clientId });
    return null;
  },

  a_set_archive_for_rn: ({ db, args }) => {
    db.rechnung.update(db.rechnung.eqFilters({ id: args.int('invoice_id') }), { archiviert: true });
    return null;
  },

  a_get_minmax_rn_datum: ({ db, args }) => [
    minMax(
      db.rechnung.all().map((r) => r.rn_datum),
      args.date('rn_datum'),
    ),
  ],

  a_get_minmax_an_datum: ({ db, args }) => [
    minMax(
      db.angebot.all().map((a) => a.an_datum),
      args.date('an_datum'),
    ),
  ],

  a_get_min_rn_datum_for_new_invoice: ({ db }) => latest(db.rechnung.all().map((r) => r.rn_datum)),

  a_get_min_an_datum_for_new_offer: ({ db }) => latest(db.angebot.all().map((a) => a.an_datum)),

  a_get_all_freitexte: ({ db }) => db.freitexte.all().sort((a, b) => a.id - b.id),
} satisfies Partial<RpcImpls>;
