import type { Prognose } from '@waldmonitor/ui/model';
import type { MockTables } from '../../db/db';
import { pgErrors } from '../../store/errors';
import type { Args } from '../args';
import { money } from './positions';
import type { RpcImpls } from './context';

/**
 * Forecasts (prognose). The service refuses what its table would: a negative amount (the
 * check constraint), an empty kind, and a change to a forecast that is not there.
 */
function prognoseFields(args: Args): Omit<Prognose, 'id'> {
  const betrag = args.num('betrag');
  const art = args.text('art').trim();
  const datum = args.date('datum');
  if (betrag < 0 || art === '') {
    const constraint = betrag < 0 ? 'prognose_betrag_check' : 'prognose_art_check';
    throw pgErrors.raise(400, `new row for relation "prognose" violates check constraint "${constraint}"`, '23514');
  }
  return { datum, betrag: money(betrag), art };
}

function assertPrognose(db: MockTables, id: number): void {
  if (db.prognose.where({ id }).length === 0) throw pgErrors.raise(404, `Prognose ${id} gibt es nicht.`, 'P0002');
}

export const prognoseRpcs = {
  a_get_prognose: ({ db }) => db.prognose.all().sort((a, b) => a.datum.localeCompare(b.datum) || a.id - b.id),

  a_insert_prognose: ({ db, args }) => {
    const [created] = db.prognose.insert([prognoseFields(args)]);
    return created?.id as number;
  },

  a_update_prognose: ({ db, args }) => {
    const id = args.int('prognose_id');
    const fields = prognoseFields(args);
    assertPrognose(db, id);
    db.prognose.update(db.prognose.eqFilters({ id }), fields);
    return null;
  },

  a_delete_prognose: ({ db, args }) => {
    const id = args.int('prognose_id');
    assertPrognose(db, id);
    db.prognose.delete(db.prognose.eqFilters({ id }));
    return null;
  },
} satisfies Partial<RpcImpls>;
