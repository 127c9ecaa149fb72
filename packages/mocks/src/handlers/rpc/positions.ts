import type { AngebotPosition, RechnungPosition } from '@waldmonitor/ui/model';
import type { PositionRow } from '@waldmonitor/dataservice/seed';
import { pgErrors } from '../../store/errors';
import type { Args } from '../args';
import type { MockTables } from '../../db/db';
import { assertInvoiceOpen } from './billing';
import type { RpcImpls } from './context';

/** A position of an archived invoice is as read-only as the invoice. */
function assertPositionOpen(db: MockTables, positionId: number): void {
  assertInvoiceOpen(db, db.position.where({ id: positionId })[0]?.rechnung_id ?? null);
}

function invoicePosition({ angebot_id: _offer, rechnung_id, ...fields }: PositionRow): RechnungPosition {
  return { ...fields, rechnung_id: rechnung_id as number };
}

function offerPosition({ rechnung_id: _invoice, angebot_id, ...fields }: PositionRow): AngebotPosition {
  return { ...fields, angebot_id: angebot_id as number };
}

/**
 * The editable fields. requirements §5: the client sends a null erl as '', a null erl_on as
 * 'true' and a null erl_titel as ''; numbers arrive as text.
 */
function positionFields(args: Args): Partial<PositionRow> {
  return {
    anzahl: quantity(args.num('anzahl')),
    bez: args.textOrNull('bez') ?? '',
    einheit: args.textOrEmpty('einheit'),
    ep: money(args.num('ep')),
    lfd_nr: args.int('lfd_nr'),
    erl: args.textOrNull('erl') ?? '',
    erl_on: args.boolOrNull('erl_on') ?? true,
    erl_titel: args.textOrNull('erl_titel') ?? '',
  };
}

/** SQL's domains (packages/dataservice/sql/02_domains.sql): not negative, below a bound. */
function quantity(value: number): number {
  if (value < 0 || value >= 1e9) throw pgErrors.domainViolation('data.menge');
  return value;
}

export function money(value: number): number {
  if (value < 0 || value >= 1e12) throw pgErrors.domainViolation('data.geld');
  return value;
}

const byLfdNr = (a: PositionRow, b: PositionRow) => a.lfd_nr - b.lfd_nr || a.id - b.id;

export const positionRpcs = {
  a_get_invoice_positions: ({ db, args }) =>
    db.position
      .where({ rechnung_id: args.int('invoice_id') })
      .sort(byLfdNr)
      .map(invoicePosition),

  a_get_offer_positions: ({ db, args }) =>
    db.position
      .where({ angebot_id: args.int('offer_id') })
      .sort(byLfdNr)
      .map(offerPosition),

  a_update_position: ({ db, args }) => {
    const id = args.int('position_id');
    assertPositionOpen(db, id);
    db.position.update(db.position.eqFilters({ id }), positionFields(args));
    return null;
  },

  a_insert_position: ({ db, args }) => {
    const rechnungId = args.intOrNull('rechnung_id');
    const angebotId = args.intOrNull('angebot_id');
    // requirements §3: a position belongs to an invoice or an offer, never both.
    if ((rechnungId === null) === (angebotId === null)) {
      throw pgErrors.raise(400, 'Eine Position gehört entweder zu einer Rechnung oder zu einem Angebot.', '23514');
    }
    if (rechnungId !== null && db.rechnung.where({ id: rechnungId }).length === 0) {
      throw pgErrors.foreignKey('position', 'rechnung_id', rechnungId, 'rechnung');
    }
    assertInvoiceOpen(db, rechnungId);
    if (angebotId !== null && db.angebot.where({ id: angebotId }).length === 0) {
      throw pgErrors.foreignKey('position', 'angebot_id', angebotId, 'angebot');
    }
    const [created] = db.position.insert([{ ...positionFields(args), rechnung_id: rechnungId, angebot_id: angebotId }]);
    return created?.id as number;
  },

  // The document's other positions are numbered 1…n again in their order, as the SQL does.
  a_delete_position: ({ db, args }) => {
    const id = args.int('position_id');
    assertPositionOpen(db, id);
    const [gone] = db.position.where({ id });
    db.position.delete(db.position.eqFilters({ id }));
    if (!gone) return null;
    const document = gone.rechnung_id !== null ? { rechnung_id: gone.rechnung_id } : { angebot_id: gone.angebot_id };
    db.position
      .where(document)
      .sort(byLfdNr)
      .forEach((position, index) => {
        if (position.lfd_nr !== index + 1)
          db.position.update(db.position.eqFilters({ id: position.id }), { lfd_nr: index + 1 });
      });
    return null;
  },

  a_get_position_tmpl: ({ db }) => db.positionTmpl.all().sort((a, b) => a.id - b.id),
} satisfies Partial<RpcImpls>;
