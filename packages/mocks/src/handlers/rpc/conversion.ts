import type { MockTables } from '../../db/db';
import { pgErrors } from '../../store/errors';
import { Args } from '../args';
import { billingRpcs } from './billing';
import { invoiceTermsFields } from './einvoice';
import { positionRpcs } from './positions';
import type { RpcContext, RpcImpls } from './context';

/**
 * Procedures of ours (SQL 53_billing_conversion.sql): a new invoice made from an offer or as the
 * credit note of an archived invoice, all or nothing. They run the spec's handlers one after the
 * other, as the SQL function calls the spec's functions, so they refuse what those refuse; a
 * refusal after the invoice exists takes the invoice, its terms and positions out again, so no
 * number is used up (SQL: the transaction is rolled back).
 */
function allOrNothing(db: MockTables, work: (created: (id: number) => void) => number): number {
  let invoiceId: number | null = null;
  try {
    return work((id) => (invoiceId = id));
  } catch (error) {
    if (invoiceId !== null) {
      db.position.delete(db.position.eqFilters({ rechnung_id: invoiceId }));
      db.invoiceTerms.delete(db.invoiceTerms.eqFilters({ rechnung_id: invoiceId }));
      db.rechnung.delete(db.rechnung.eqFilters({ id: invoiceId }));
    }
    throw error;
  }
}

/** One of the spec's handlers, called as the SQL function calls its twin: with text arguments. */
function step<T>(ctx: RpcContext, name: string, body: Record<string, unknown>, impl: (ctx: RpcContext) => T): T {
  return impl({ ...ctx, args: new Args(name, body) });
}

const text = (value: number | boolean | string | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** The positions copied in their order (lfd_nr, then id), as SQL's data.copy_positions. */
function copyPositions(ctx: RpcContext, source: { angebot_id: number } | { rechnung_id: number }, target: number) {
  const rows = ctx.db.position.where(source).sort((a, b) => a.lfd_nr - b.lfd_nr || a.id - b.id);
  for (const p of rows) {
    step(
      ctx,
      'a_insert_position',
      {
        rechnung_id: String(target),
        angebot_id: null,
        anzahl: text(p.anzahl),
        bez: p.bez,
        einheit: p.einheit,
        ep: text(p.ep),
        lfd_nr: text(p.lfd_nr),
        erl: p.erl,
        erl_on: text(p.erl_on),
        erl_titel: p.erl_titel,
      },
      positionRpcs.a_insert_position,
    );
  }
}

export const conversionRpcs = {
  a_convert_offer_to_invoice: (ctx) => {
    const { db, args } = ctx;
    const offerId = args.int('offer_id');
    const again = args.boolOrNull('erneut') ?? false;
    const head = {
      client_id: args.textOrNull('client_id'),
      rn_datum: args.textOrNull('rn_datum'),
      le_date: args.textOrNull('le_date'),
      ust_satz: args.textOrNull('ust_satz'),
    };
    const offer = db.angebot.where({ id: offerId })[0];
    if (!offer) throw pgErrors.raise(404, `Angebot ${offerId} gibt es nicht.`, 'P0002');
    const billedAs = offer.rechnung_id ?? null;
    if (!again && billedAs !== null) {
      throw pgErrors.raise(400, `Das Angebot ${offerId} wurde bereits als Rechnung ${billedAs} abgerechnet.`);
    }
    if (!again && offer.status === 'abgerechnet') {
      throw pgErrors.raise(400, `Das Angebot ${offerId} ist bereits als abgerechnet markiert.`);
    }
    return allOrNothing(db, (created) => {
      const invoiceId = step(ctx, 'a_add_invoice', head, billingRpcs.a_add_invoice);
      created(invoiceId);
      step(
        ctx,
        'a_update_invoice_details',
        {
          invoice_id: String(invoiceId),
          bearbeiter: offer.bearbeiter,
          anrede: offer.anrede,
          anschreiben: offer.anschreiben,
          zuerl: offer.zuerl,
          ust_satz: head.ust_satz,
          le_date: head.le_date,
          rn_datum: head.rn_datum,
        },
        billingRpcs.a_update_invoice_details,
      );
      copyPositions(ctx, { angebot_id: offerId }, invoiceId);
      db.angebot.update(db.angebot.eqFilters({ id: offerId }), { status: 'abgerechnet', rechnung_id: invoiceId });
      return invoiceId;
    });
  },

  a_create_credit_note: (ctx) => {
    const { db, args } = ctx;
    const correctedId = args.int('invoice_id');
    const corrected = db.rechnung.where({ id: correctedId })[0];
    if (!corrected) throw pgErrors.raise(404, `Rechnung ${correctedId} gibt es nicht.`, 'P0002');
    const existing = db.invoiceTerms
      .where({ art: 'gutschrift', bezug_id: correctedId })
      .map((t) => t.rechnung_id)
      .sort((a, b) => a - b)[0];
    if (existing !== undefined) {
      throw pgErrors.raise(400, `Zu Rechnung ${correctedId} gibt es bereits die Stornorechnung ${existing}.`);
    }
    if (corrected.client_id === null) throw pgErrors.raise(400, 'Die Rechnung hat keinen Kunden.');
    const terms = invoiceTermsFields(db, correctedId);
    const rnDatum = args.textOrNull('rn_datum');
    return allOrNothing(db, (created) => {
      const creditId = step(
        ctx,
        'a_add_invoice',
        {
          client_id: text(corrected.client_id),
          rn_datum: rnDatum,
          le_date: corrected.le_date,
          ust_satz: text(corrected.ust_satz),
        },
        billingRpcs.a_add_invoice,
      );
      created(creditId);
      copyPositions(ctx, { rechnung_id: correctedId }, creditId);
      step(
        ctx,
        'a_update_invoice_details',
        {
          invoice_id: String(creditId),
          bearbeiter: corrected.bearbeiter,
          anrede: corrected.anrede,
          anschreiben: `Hiermit stornieren wir unsere Rechnung Nr. ${correctedId}.`,
          zuerl: null,
          ust_satz: text(corrected.ust_satz),
          le_date: corrected.le_date,
          rn_datum: rnDatum,
          art: 'gutschrift',
          bezug_id: String(correctedId),
          abzuege: null,
          zahlungsziel_tage: text(terms.zahlungsziel_tage),
          skonto_prozent: null,
          skonto_tage: null,
          le_von: terms.le_von,
          le_bis: terms.le_bis,
          ust_kategorie: terms.ust_kategorie,
          befreiungsgrund: terms.befreiungsgrund,
          kaeufer_ustid: terms.kaeufer_ustid,
          aufbewahrung_hinweis: text(terms.aufbewahrung_hinweis),
        },
        billingRpcs.a_update_invoice_details,
      );
      return creditId;
    });
  },
} satisfies Partial<RpcImpls>;
