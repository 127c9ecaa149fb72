/**
 * The georeferencing's mask (migrations/0015, sql/52_review_georef.sql): the polygon drawn on the
 * scan is stored with the points by a_save_georeference and read back with GET /karte. A save
 * replaces the georeferencing whole, so one without a mask clears it; a malformed mask is refused
 * in German (P0001, 400) and nothing of the save is stored.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { rolledBack, rpc, type Caller, tableRequest } from './harness';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

const expert: Caller = { role: 'ogf_expert', claims: { email: 'experte@waldmonitor.example' } };

type Mask = [number, number][];

interface MapThree {
  width: number;
  height: number;
  georef_typ: string | null;
  georef_bash: string | null;
  georef_maske: unknown;
  points: string[];
}

/** Map 3 as GET /karte and GET /mappoint answer the expert inside the test's transaction. */
async function mapThree(): Promise<MapThree> {
  const karte = await tableRequest<Omit<MapThree, 'points'>[]>(
    db,
    expert,
    'GET',
    'karte?id=eq.3&select=width,height,georef_typ,georef_bash,georef_maske',
  );
  const points = await tableRequest<{ nr: number; pixelx: number }[]>(
    db,
    expert,
    'GET',
    'mappoint?karte_id=eq.3&order=nr.asc',
  );
  if (!karte.ok || !points.ok) throw new Error('map 3 not read');
  return { ...karte.data[0]!, points: points.data.map((p) => `${p.nr}:${p.pixelx}`) };
}

const POINTS = [1, 2, 3].map((nr) => ({
  nr,
  mapx: 451000 + nr,
  mapy: 5376000 + nr,
  pixelx: 100 * nr,
  pixely: 200,
  enable: true,
  dx: null,
  dy: null,
  residual: 0.25,
}));

/** A save of map 3 with the three points; `georef_maske` left out unless `fields` has it (the call before masks). */
const save = (fields: Record<string, unknown> = {}) =>
  rpc(db, expert, 'a_save_georeference', {
    karte_id: '3',
    punkte: POINTS,
    georef_typ: 'polynomial2',
    res: 300,
    georef_bash: 'gdalwarp -order 2 …',
    ...fields,
  });

/** A quadrilateral inside a scan of width × height, with fractions of a pixel. */
const inside = (width: number, height: number): Mask => [
  [12.5, 20],
  [width - 30, 15.25],
  [width, height],
  [0, height - 40],
];

describe('a_save_georeference stores the mask with the georeferencing', () => {
  it('stores the mask and GET /karte reads it back as the vertices sent', () =>
    rolledBack(db, async () => {
      const { width, height } = await mapThree();
      const mask = inside(width, height);
      expect(await save({ georef_maske: mask })).toEqual({ ok: true, status: 204, data: null });
      const after = await mapThree();
      expect(after.georef_maske).toEqual(mask);
      expect(after.points).toEqual(['1:100', '2:200', '3:300']);
      expect(after.georef_typ).toBe('polynomial2');
    }));

  it('a save without a mask (null, or the argument left out) clears the stored one', () =>
    rolledBack(db, async () => {
      const { width, height } = await mapThree();
      expect(await save({ georef_maske: inside(width, height) })).toMatchObject({ ok: true });
      expect(await save({ georef_maske: null })).toMatchObject({ ok: true });
      expect((await mapThree()).georef_maske).toBeNull();

      expect(await save({ georef_maske: inside(width, height) })).toMatchObject({ ok: true });
      expect(await save()).toEqual({ ok: true, status: 204, data: null });
      expect((await mapThree()).georef_maske).toBeNull();
    }));

  it('takes 1,000 vertices, not 1,001', () =>
    rolledBack(db, async () => {
      const ring = (n: number): Mask => Array.from({ length: n }, (_, i) => [i % 100, Math.floor(i / 100)]);
      expect(await save({ georef_maske: ring(1000) })).toMatchObject({ ok: true });
      expect((await mapThree()).georef_maske).toHaveLength(1000);
      expect(await save({ georef_maske: ring(1001) })).toMatchObject({
        ok: false,
        status: 400,
        error: {
          code: 'P0001',
          message: 'Die Maske hat mehr als 1.000 Eckpunkte; bitte mit weniger Eckpunkten zeichnen.',
        },
      });
    }));
});

describe('a malformed mask is refused in German and nothing of the save is stored', () => {
  const cases: [string, (width: number, height: number) => unknown, string][] = [
    [
      'two vertices',
      () => [
        [0, 0],
        [10, 10],
      ],
      'Die Maske braucht mindestens drei Eckpunkte im Scan.',
    ],
    ['no list', () => ({ x: 1, y: 2 }), 'Die Maske braucht mindestens drei Eckpunkte im Scan.'],
    ['an empty list', () => [], 'Die Maske braucht mindestens drei Eckpunkte im Scan.'],
    [
      'a vertex of texts',
      () => [
        [0, 0],
        ['10', '10'],
        [20, 0],
      ],
      'Eckpunkt 2 der Maske ist kein Paar aus zwei Zahlen [Pixel, Zeile].',
    ],
    [
      'a vertex of three numbers',
      () => [
        [0, 0],
        [10, 10],
        [20, 0, 1],
      ],
      'Eckpunkt 3 der Maske ist kein Paar aus zwei Zahlen [Pixel, Zeile].',
    ],
    [
      'a vertex as an object',
      () => [{ x: 0, y: 0 }, [10, 10], [20, 0]],
      'Eckpunkt 1 der Maske ist kein Paar aus zwei Zahlen [Pixel, Zeile].',
    ],
    [
      'a vertex right of the scan',
      (width) => [
        [0, 0],
        [width + 0.5, 10],
        [20, 0],
      ],
      'Eckpunkt 2 der Maske liegt außerhalb des Scans',
    ],
    [
      'a vertex above the scan (y counts downwards from 0)',
      () => [
        [0, 0],
        [10, 10],
        [20, -1],
      ],
      'Eckpunkt 3 der Maske liegt außerhalb des Scans',
    ],
    [
      'a vertex below the scan',
      (_width, height) => [
        [0, 0],
        [10, height + 1],
        [20, 0],
      ],
      'Eckpunkt 2 der Maske liegt außerhalb des Scans',
    ],
  ];

  it.each(cases)('%s', (_name, mask, message) =>
    rolledBack(db, async () => {
      const before = await mapThree();
      expect(await save({ georef_maske: inside(before.width, before.height) })).toMatchObject({ ok: true });
      const saved = await mapThree();
      const reply = await save({
        georef_maske: mask(before.width, before.height),
        georef_typ: 'tps',
        punkte: [POINTS[0]],
      });
      expect(reply).toMatchObject({ ok: false, status: 400, error: { code: 'P0001' } });
      expect(reply.ok ? '' : reply.error.message).toContain(message);
      // Points, type, script and the mask stored before: all as they were (one transaction).
      expect(await mapThree()).toEqual(saved);
    }),
  );

  it('names the scan’s size when a vertex lies outside it', () =>
    rolledBack(db, async () => {
      const { width, height } = await mapThree();
      const reply = await save({
        georef_maske: [
          [0, 0],
          [width + 1, 0],
          [0, height],
        ],
      });
      expect(reply).toMatchObject({
        ok: false,
        error: { message: `Eckpunkt 2 der Maske liegt außerhalb des Scans (${width} × ${height} Pixel).` },
      });
    }));

  it('an unknown map is still 404, whatever the mask', () =>
    rolledBack(db, async () => {
      const reply = await save({ karte_id: '9999', georef_maske: [[0, 0]] });
      expect(reply).toMatchObject({ ok: false, status: 404, error: { code: 'P0002' } });
    }));
});

it('PATCH /karte does not change the mask: it is no field of requirements §7’s PATCH, only of the save', () =>
  rolledBack(db, async () => {
    const reply = await tableRequest(db, expert, 'PATCH', 'karte?id=eq.3', {
      georef_maske: [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
    });
    expect(reply).toMatchObject({ ok: false, status: 403, error: { code: '42501' } });
  }));
