/** Maps, georeferencing points, the cadastre and its charts (contract rpc/maps.ts, /karte, /mappoint, views). */
import { ADMIN, EXPERT, type Scenario } from './scenario';

const POINT = {
  karte_id: 1,
  nr: 1,
  mapx: 451000.5,
  mapy: 5376000.25,
  pixelx: 100,
  pixely: 200,
  enable: true,
  dx: null,
  dy: null,
  residual: null,
};

/** Ours (sql/52_review_georef.sql): map 3's points, type, resolution and script in one transaction. */
const saveMapThree = (punkte: unknown, fields: Record<string, unknown> = {}) => ({
  rpc: 'a_save_georeference',
  args: { karte_id: '3', punkte, georef_typ: 'tps', res: 250, georef_bash: 'gdalwarp -tps …', ...fields },
});
const pointsOfMapThree = { method: 'GET' as const, path: 'mappoint?karte_id=eq.3&order=nr.asc' };
const fieldsOfMapThree = { method: 'GET' as const, path: 'karte?id=eq.3&select=id,georef_typ,res,georef_bash' };
const THREE_POINTS = [1, 2, 3].map((nr) => ({ ...POINT, nr, pixelx: 100 * nr, residual: 0.5 }));

export const scenarios: Scenario[] = [
  {
    name: 'a_save_georeference replaces the points (their karte_id is the map’s)',
    caller: EXPERT,
    call: saveMapThree(THREE_POINTS),
    then: pointsOfMapThree,
  },
  {
    name: 'a_save_georeference stores type, resolution and script',
    caller: ADMIN,
    call: saveMapThree(THREE_POINTS),
    then: fieldsOfMapThree,
  },
  {
    name: 'a_save_georeference: a point without enable is enabled, no points and no script are fine',
    caller: EXPERT,
    call: saveMapThree([{ nr: 1, mapx: 451000, mapy: 5376000, pixelx: 1, pixely: 2 }], {
      georef_bash: null,
      res: null,
    }),
    then: pointsOfMapThree,
  },
  {
    name: 'a_save_georeference: no points',
    caller: EXPERT,
    call: saveMapThree([]),
    then: pointsOfMapThree,
  },
  {
    name: 'a_save_georeference: a point without mapx stores neither the points nor the type',
    caller: EXPERT,
    call: saveMapThree([{ nr: 1, mapy: 5376000, pixelx: 1, pixely: 2 }]),
    then: fieldsOfMapThree,
  },
  {
    name: 'a_save_georeference: a number twice keeps the points the map had',
    caller: EXPERT,
    call: saveMapThree([POINT, POINT]),
    then: pointsOfMapThree,
  },
  {
    name: 'a_save_georeference: an over-long script stores no point',
    caller: EXPERT,
    call: saveMapThree(THREE_POINTS, { georef_bash: 'x'.repeat(100_001) }),
    then: pointsOfMapThree,
  },
  {
    name: 'a_save_georeference: points that are not a list are refused',
    caller: EXPERT,
    call: saveMapThree({ nr: 1 }),
    then: fieldsOfMapThree,
  },
  {
    name: 'a_save_georeference stores the mask, GET /karte reads it (migrations/0015)',
    caller: EXPERT,
    call: saveMapThree(THREE_POINTS, {
      georef_maske: [
        [10.5, 20],
        [700, 20],
        [700, 900.25],
        [10.5, 900.25],
      ],
    }),
    then: { method: 'GET', path: 'karte?id=eq.3&select=id,georef_maske' },
  },
  {
    name: 'a_save_georeference: a mask of two vertices stores no point, in German',
    caller: EXPERT,
    call: saveMapThree(THREE_POINTS, {
      georef_maske: [
        [0, 0],
        [10, 10],
      ],
    }),
    then: pointsOfMapThree,
  },
  {
    name: 'a_save_georeference: a mask outside the scan is refused, naming the vertex and the scan’s size',
    caller: EXPERT,
    call: saveMapThree(THREE_POINTS, {
      georef_maske: [
        [0, 0],
        [10, -1],
        [20, 0],
      ],
    }),
    then: fieldsOfMapThree,
  },
  {
    name: 'a_save_georeference: unknown map is 404',
    caller: EXPERT,
    call: {
      rpc: 'a_save_georeference',
      args: { karte_id: '9999', punkte: [], georef_typ: 'tps', res: null, georef_bash: null },
    },
  },
  {
    name: 'a_get_map_list_from_db',
    caller: EXPERT,
    call: { rpc: 'a_get_map_list_from_db' },
  },
  { name: 'a_get_bbox_from_client', caller: EXPERT, call: { rpc: 'a_get_bbox_from_client', args: { client_id: '1' } } },
  {
    name: 'a_get_bbox_from_client: DHDN maps',
    caller: ADMIN,
    call: { rpc: 'a_get_bbox_from_client', args: { client_id: '3' } },
  },
  {
    name: 'a_get_bbox_from_client: unknown client',
    caller: ADMIN,
    call: { rpc: 'a_get_bbox_from_client', args: { client_id: '999' } },
  },
  { name: 'a_get_kataster_overview', caller: ADMIN, call: { rpc: 'a_get_kataster_overview' } },
  ...(['ausm', 'schae', 'schlu', 'einl', 'drae'] as const).map((kind): Scenario => ({
    name: `a_get_${kind}_overview_vermessen`,
    caller: ADMIN,
    call: { rpc: `a_get_${kind}_overview_vermessen`, args: { client_id: '2' } },
  })),
  { name: 'a_get_draenage_overview_erfq', caller: ADMIN, call: { rpc: 'a_get_draenage_overview_erfq' } },
  {
    name: 'a_get_draenage_overview_erfq: one client',
    caller: ADMIN,
    call: { rpc: 'a_get_draenage_overview_erfq', args: { client_id: '2' } },
  },
  {
    name: 'a_get_draenage_overview_qdt',
    caller: ADMIN,
    call: { rpc: 'a_get_draenage_overview_qdt', args: { client_id: '2' } },
  },
  { name: 'a_get_acronyms', caller: ADMIN, call: { rpc: 'a_get_acronyms' } },
  ...[
    'drae_einmessung_uebersicht',
    'ausm_einmessung_uebersicht',
    'scha_einmessung_uebersicht',
    'schl_einmessung_uebersicht',
    'drae_laenge_nach_erfq',
    'drae_laenge_qdt_nach_aop',
  ].map((view): Scenario => ({ name: `GET /${view}`, caller: ADMIN, call: { method: 'GET', path: view } })),
  {
    name: 'GET /mappoint?karte_id=eq.2&order=nr.asc',
    caller: EXPERT,
    call: { method: 'GET', path: 'mappoint?karte_id=eq.2&order=nr.asc' },
  },
  {
    name: 'the map point replace: DELETE then POST',
    caller: EXPERT,
    call: { method: 'DELETE', path: 'mappoint?karte_id=eq.2' },
    then: { method: 'GET', path: 'mappoint?karte_id=eq.2&order=nr.asc' },
  },
  {
    name: 'POST /mappoint',
    caller: EXPERT,
    call: { method: 'POST', path: 'mappoint', body: [POINT, { ...POINT, nr: 2, pixelx: 300 }] },
    then: { method: 'GET', path: 'mappoint?karte_id=eq.1&order=nr.asc' },
  },
  {
    name: 'POST /mappoint: a number twice is 23505',
    caller: EXPERT,
    call: { method: 'POST', path: 'mappoint', body: [{ ...POINT, karte_id: 2 }] },
  },
  {
    name: 'POST /mappoint: unknown map is 23503',
    caller: EXPERT,
    call: { method: 'POST', path: 'mappoint', body: [{ ...POINT, karte_id: 9999 }] },
  },
  { name: 'GET /karte?id=eq.3', caller: EXPERT, call: { method: 'GET', path: 'karte?id=eq.3' } },
  {
    name: 'POST /karte returns the created row',
    caller: EXPERT,
    call: {
      method: 'POST',
      path: 'karte',
      body: { map_name: 'Neue Karte 1950', width: 1000, height: 800, client_id: 2, epsg: 25832 },
      representation: true,
    },
  },
  {
    name: 'POST /karte: unknown client is 23503',
    caller: EXPERT,
    call: {
      method: 'POST',
      path: 'karte',
      body: { map_name: 'X', width: 1, height: 1, client_id: 999 },
      representation: true,
    },
  },
  {
    name: 'PATCH /karte {jahr}',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'karte?id=eq.3', body: { jahr: 1955 } },
    then: { method: 'GET', path: 'karte?id=eq.3' },
  },
  {
    name: 'PATCH /karte {show_client} as text',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'karte?id=eq.3', body: { show_client: 'true' } },
    then: { method: 'GET', path: 'karte?id=eq.3&select=id,show_client' },
  },
  {
    name: 'PATCH /karte {map_name}: not a PATCH field, 42501',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'karte?id=eq.3', body: { map_name: 'X' } },
  },
  {
    name: 'PATCH /karte {jahr: "neunzehn"} is 22P02',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'karte?id=eq.3', body: { jahr: 'neunzehn' } },
  },
  {
    name: 'DELETE /karte takes its points along',
    caller: ADMIN,
    call: { method: 'DELETE', path: 'karte?id=eq.2' },
    then: { method: 'GET', path: 'mappoint?karte_id=eq.2&order=nr.asc' },
  },
  // The GIS list (MapListView): one page of a_get_map_list_from_db's result, filtered and ordered
  // as the list asks (no order= for the procedure's own order by map number), with the total.
  {
    name: 'maps list: first page in the procedure order',
    caller: EXPERT,
    call: { rpc: 'a_get_map_list_from_db', query: 'limit=50&offset=0', count: true },
  },
  {
    name: 'maps list: client, state and years, by year descending',
    caller: EXPERT,
    call: {
      rpc: 'a_get_map_list_from_db',
      query: 'client_id=eq.1&jahr=gte.1900&jahr=lte.1990&order=jahr.desc.nullslast,id.desc&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'maps list: state filter, by client name then id',
    caller: ADMIN,
    call: {
      rpc: 'a_get_map_list_from_db',
      query: 'status=eq.neu&order=client_name.asc.nullslast,id.asc&limit=10&offset=0',
      count: true,
    },
  },
  {
    name: 'maps list: not yet georeferenced',
    caller: EXPERT,
    call: {
      rpc: 'a_get_map_list_from_db',
      query:
        'or=(georef_typ.is.null,and(georef_typ.eq.linear,aktive_punkte.lt.2),and(georef_typ.eq.helmert,aktive_punkte.lt.2),and(georef_typ.eq.polynomial1,aktive_punkte.lt.3),and(georef_typ.eq.polynomial2,aktive_punkte.lt.6),and(georef_typ.eq.polynomial3,aktive_punkte.lt.10),and(georef_typ.eq.projective,aktive_punkte.lt.4),and(georef_typ.eq.tps,aktive_punkte.lt.3))&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'maps list: a word in the map or client name, or the map number',
    caller: EXPERT,
    call: {
      rpc: 'a_get_map_list_from_db',
      query: 'or=(map_name.ilike.*3*,client_name.ilike.*3*,id.eq.3)&order=map_name.asc,id.asc&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'maps list: by scale, DIN, active points',
    caller: EXPERT,
    call: {
      rpc: 'a_get_map_list_from_db',
      query: 'order=scale.asc.nullslast,din.asc.nullslast,aktive_punkte.asc,id.asc&limit=50&offset=50',
      count: true,
    },
  },
];
