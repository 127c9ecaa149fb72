import {
  BUNDESLAENDER,
  checkTransition,
  isStatus,
  queueCounts,
  type BundeslandCode,
  type KaeferByArtRow,
  type KaeferByBundeslandRow,
  type KaeferOverviewRow,
} from '@waldmonitor/ui/model';
import { pgErrors } from '../../store/errors';
import { ReadCache } from '../../store/readCache';
import type { RpcContext, RpcImpls } from './context';

const PUBLISHED = 'veroeffentlicht';

function countBy<K>(items: readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function bundeslandArg(value: string | null): BundeslandCode | null {
  if (value === null) return null;
  if (!BUNDESLAENDER.some((b) => b.value === value)) throw pgErrors.invalidInput('bundesland', value);
  return value as BundeslandCode;
}

/**
 * A status change through the review's state machine, as the service keeps it; with the
 * message (`msg`) it checks and stores the new message together with the status, in one
 * update, so a refusal leaves the record as it was.
 */
function changeStatus(db: RpcContext['db'], args: RpcContext['args'], { withMessage }: { withMessage: boolean }) {
  const status = args.text('status');
  if (!isStatus(status)) throw pgErrors.invalidInput('kaefer_status', status);
  const id = args.int('id');
  const [record] = db.kaefer.where({ id });
  if (!record) throw pgErrors.raise(404, `Meldung ${id} gibt es nicht.`, 'P0002');
  // A date (SQL's data.datum), not free text.
  const publishedFrom = args.dateOrNull('published_from');
  const message = withMessage ? args.textOrEmpty('msg') : record.message;
  // The service keeps the review's state machine, not only the screen.
  const check = checkTransition({ from: record.status, to: status, art: record.art, message, publishedFrom });
  if (!check.ok) throw pgErrors.raise(400, check.message, 'P0001');
  db.kaefer.update(db.kaefer.eqFilters({ id }), {
    status,
    published_from: status === 'veroeffentlicht' ? publishedFrom : null,
    letzter_bearbeiter: args.textOrEmpty('letzter_bearbeiter'),
    ...(withMessage ? { message } : {}),
  });
}

/** The sightings overview by its filter, kept between writes (counting every picture is the cost). */
const overview = new ReadCache<KaeferOverviewRow>();

export const kaeferRpcs = {
  a_get_kaefer_by_bundesland: ({ db }) =>
    [...countBy(db.kaefer.where({ status: PUBLISHED }).map((k) => k.bundesland)).entries()]
      .map(([bundesland, anzahl]): KaeferByBundeslandRow => ({ bundesland, anzahl }))
      .sort((a, b) => b.anzahl - a.anzahl || String(a.bundesland).localeCompare(String(b.bundesland))),

  a_get_kaefer_by_art: ({ db }) => {
    const names = new Map(db.kaeferarten.all().map((a) => [a.id, a.name]));
    return [...countBy(db.kaefer.where({ status: PUBLISHED }).map((k) => k.art)).entries()]
      .map(([art, anzahl]): KaeferByArtRow => ({ art, name: art === null ? null : (names.get(art) ?? null), anzahl }))
      .sort((a, b) => b.anzahl - a.anzahl || (a.art ?? 0) - (b.art ?? 0));
  },

  a_get_kaefer_overview: ({ db, args }) => {
    // Designed: null (or empty) in either parameter means "all".
    const bundesland = bundeslandArg(args.has('bundesland') ? args.textOrEmpty('bundesland') : null);
    const art = args.has('kaeferart') ? args.intOrNull('kaeferart') : null;
    return overview.rows(JSON.stringify([bundesland, art]), [db.kaefer, db.kaeferarten, db.bilder], () => {
      const names = new Map(db.kaeferarten.all().map((a) => [a.id, a.name]));
      const pictures = countBy(db.bilder.all().map((b) => b.kaefer_id));
      return db.kaefer
        .all()
        .filter((k) => (bundesland === null || k.bundesland === bundesland) && (art === null || k.art === art))
        .sort((a, b) => b.fund_datum.localeCompare(a.fund_datum) || b.id - a.id)
        .map((k): KaeferOverviewRow => ({
          ...k,
          art_name: k.art === null ? null : (names.get(k.art) ?? null),
          bilder_anzahl: pictures.get(k.id) ?? 0,
        }));
    });
  },

  /** Ours (SQL 57_review_queue.sql): the queue's matrix as counts per Bundesland and species. */
  a_get_kaefer_queue: ({ db }) => queueCounts(db.kaefer.all()),

  a_update_kaefer: ({ db, args }) => {
    changeStatus(db, args, { withMessage: false });
    return null;
  },

  /** Ours (SQL 52_review_georef.sql): the status and its message in one write, all or nothing. */
  a_update_kaefer_with_message: ({ db, args }) => {
    changeStatus(db, args, { withMessage: true });
    return null;
  },

  a_update_message: ({ db, args }) => {
    db.kaefer.update(db.kaefer.eqFilters({ id: args.int('id') }), { message: args.textOrEmpty('msg') });
    return null;
  },

  a_update_bilder: ({ db, args }) => {
    const kaeferId = args.int('kid');
    if (db.kaefer.where({ id: kaeferId }).length === 0)
      throw pgErrors.foreignKey('bilder', 'kaefer_id', kaeferId, 'kaefer');
    const filenames = [...new Set(args.textList('bilder'))];
    // One transaction in SQL: a refused name (too long) keeps the pictures the record had.
    const previous = db.bilder.delete(db.bilder.eqFilters({ kaefer_id: kaeferId }));
    try {
      db.bilder.insert(filenames.map((filename) => ({ kaefer_id: kaeferId, filename })));
    } catch (error) {
      db.bilder.insert(previous.map((row) => ({ ...row })));
      throw error;
    }
    return null;
  },
} satisfies Partial<RpcImpls>;
