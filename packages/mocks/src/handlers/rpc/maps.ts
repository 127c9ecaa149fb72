import type { FitWithResiduals } from '@waldmonitor/ui/georef';
import {
  type BBoxRow,
  type Karte,
  type MapListRow,
  type MapPoint,
  type SurveyOverviewRow,
} from '@waldmonitor/ui/model';
import { lengthByErfq, surveyOverview } from '../../db/views';
import { unproject, type SurveyKind } from '@waldmonitor/dataservice/seed';
import { pgErrors } from '../../store/errors';
import { ReadCache } from '../../store/readCache';
import type { RpcContext, RpcImpls } from './context';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** requirements §7 names the calls ausm, schae, schlu, einl, drae; the stored kinds follow the views. */
const overview =
  (kind: SurveyKind) =>
  ({ db, args }: RpcContext): SurveyOverviewRow[] =>
    surveyOverview(db.surveyAmounts.all(), kind, args.int('client_id'));

/**
 * The list row's RMSE: the stored points fitted with the map's own type by the editor's
 * maths, in map units (metres), so the table and the opened editor show the same figure.
 */
export function listRmse(
  karte: Pick<Karte, 'georef_typ'>,
  points: readonly MapPoint[],
  fit: FitWithResiduals,
): number | null {
  if (karte.georef_typ === null) return null;
  return fit(karte.georef_typ, points, { units: 'map' }).report?.rmse ?? null;
}

/**
 * The fitting maths (with ml-matrix) load with the first map list, not with the mock
 * service: the demo's mock chunk is part of its start (budget ≤ 70 kB gzip), and
 * only the GIS table asks for RMSE figures.
 */
const loadFitting = () => import('@waldmonitor/ui/georef').then((module) => module.fitWithResiduals);

function pointFigures(karte: Pick<Karte, 'georef_typ'>, points: MapPoint[], fit: FitWithResiduals) {
  const ordered = points.sort((a, b) => a.nr - b.nr);
  return {
    punkte: ordered.length,
    aktive_punkte: ordered.filter((p) => p.enable).length,
    rmse: listRmse(karte, ordered, fit),
  };
}

/** The columns a point brings (SQL's json_populate_recordset reads these, and ignores others). */
const POINT_COLUMNS = ['nr', 'mapx', 'mapy', 'pixelx', 'pixely', 'enable', 'dx', 'dy', 'residual'] as const;

/**
 * Ours (SQL 52_review_georef.sql): the map's type, resolution and script stored and its points
 * replaced, all or nothing. Each table write applies whole or throws before it changes
 * anything, so a refusal of the points puts back the map's fields and points as they were.
 */
function saveGeoreference(db: RpcContext['db'], args: RpcContext['args']) {
  const id = args.int('karte_id');
  const punkte = args.json('punkte');
  if (!Array.isArray(punkte)) throw pgErrors.raise(400, 'Die Passpunkte müssen eine Liste sein.');
  const rows = punkte.map((point: unknown) => {
    if (point === null || typeof point !== 'object' || Array.isArray(point))
      throw pgErrors.raise(400, 'argument of json_populate_recordset must be an array of objects', '22023');
    const given = POINT_COLUMNS.filter(
      (column) => Object.hasOwn(point, column) && (point as Record<string, unknown>)[column] !== null,
    );
    return {
      ...Object.fromEntries(given.map((column) => [column, (point as Record<string, unknown>)[column]])),
      karte_id: id,
    };
  });
  const fields = {
    georef_typ: args.textOrNull('georef_typ'),
    res: args.intOrNull('res'),
    georef_bash: args.textOrNull('georef_bash'),
  };
  const filter = db.karte.eqFilters({ id });
  const [before] = db.karte.where({ id });
  if (!before) throw pgErrors.raise(404, `Karte ${id} gibt es nicht.`, 'P0002');
  db.karte.update(filter, fields);
  const previous = db.mappoint.delete(db.mappoint.eqFilters({ karte_id: id }));
  try {
    db.mappoint.insert(rows);
  } catch (error) {
    db.mappoint.insert(previous.map((point) => ({ ...point })));
    db.karte.update(filter, { georef_typ: before.georef_typ, res: before.res, georef_bash: before.georef_bash });
    throw error;
  }
}

const mapList = new ReadCache<MapListRow>();

/** The maps list's rows: every map with its client's name and its control points' fit. */
function mapListRows(db: RpcContext['db'], fit: Awaited<ReturnType<typeof loadFitting>>): MapListRow[] {
  const clients = new Map(db.kunde.all().map((c) => [c.client_id, c.name]));
  const points = new Map<number, MapPoint[]>();
  for (const p of db.mappoint.all()) {
    const list = points.get(p.karte_id);
    if (list) list.push(p);
    else points.set(p.karte_id, [p]);
  }
  return db.karte
    .all()
    .sort((a, b) => a.id - b.id)
    .map((k): MapListRow => ({
      id: k.id,
      map_name: k.map_name,
      client_id: k.client_id,
      jahr: k.jahr,
      status: k.status,
      client_status: k.client_status,
      typ: k.typ,
      epsg: k.epsg,
      georef_typ: k.georef_typ,
      show_client: k.show_client,
      client_name: k.client_id === null ? null : (clients.get(k.client_id) ?? null),
      scale: k.scale,
      din: k.din,
      ...pointFigures(k, points.get(k.id) ?? [], fit),
    }));
}

export const mapRpcs = {
  a_get_map_list_from_db: async ({ db }) => {
    const fit = await loadFitting();
    return mapList.rows('', [db.karte, db.kunde, db.mappoint], () => mapListRows(db, fit));
  },

  a_get_bbox_from_client: ({ db, args }) => {
    const maps = db.karte.where({ client_id: args.int('client_id') });
    const corners = maps.flatMap((k) =>
      k.epsg === null
        ? []
        : db.mappoint.where({ karte_id: k.id }).map((p) => unproject(k.epsg ?? 25832, p.mapx, p.mapy)),
    );
    if (corners.length === 0) return [];
    const row: BBoxRow = {
      xmin: round(Math.min(...corners.map((c) => c.lng))),
      ymin: round(Math.min(...corners.map((c) => c.lat))),
      xmax: round(Math.max(...corners.map((c) => c.lng))),
      ymax: round(Math.max(...corners.map((c) => c.lat))),
    };
    return [row];
  },

  a_get_ausm_overview_vermessen: overview('ausm'),
  a_get_schae_overview_vermessen: overview('scha'),
  a_get_schlu_overview_vermessen: overview('schl'),
  a_get_einl_overview_vermessen: overview('einl'),
  a_get_drae_overview_vermessen: overview('drae'),

  a_get_draenage_overview_erfq: ({ db }) => lengthByErfq(db.drainageLines.all()),

  a_save_georeference: ({ db, args }) => {
    saveGeoreference(db, args);
    return null;
  },

  // By abbreviation, as the SQL service orders them (a table has no order of its own).
  a_get_acronyms: ({ db }) =>
    db.acronyms.all().sort((a, b) => (a.kuerzel < b.kuerzel ? -1 : a.kuerzel > b.kuerzel ? 1 : 0)),
} satisfies Partial<RpcImpls>;
