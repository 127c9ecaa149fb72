/**
 * The procedures of ours (sql/52_review_georef.sql): an action the screens take as one step is
 * stored whole or not at all. With the spec's calls a Rückfrage was a_update_message, then
 * a_update_kaefer: a refusal of the second left the message of the first stored. A georeferencing
 * save was DELETE and POST /mappoint, then three PATCH /karte: a refusal of a PATCH left the new
 * points stored and the map's type and script old.
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
const citizen: Caller = { role: 'ogf_citizens', claims: { email: 'buerger@waldmonitor.example' } };

interface KaeferState {
  status: string;
  message: string | null;
  letzter_bearbeiter: string | null;
}

/** What the service holds now, read as the expert inside the test's transaction. */
async function read<T>(path: string): Promise<T[]> {
  const reply = await tableRequest<T[]>(db, expert, 'GET', path);
  if (!reply.ok) throw new Error(`GET ${path} failed`);
  return reply.data;
}

async function kaefer(id: number): Promise<KaeferState> {
  const [row] = await read<KaeferState>(`kaefer?id=eq.${id}&select=status,message,letzter_bearbeiter`);
  return row!;
}

async function mapThree() {
  const [karte] = await read<{ georef_typ: string | null; res: number | null; georef_bash: string | null }>(
    'karte?id=eq.3&select=georef_typ,res,georef_bash',
  );
  const points = await read<{ nr: number; pixelx: number }>('mappoint?karte_id=eq.3&order=nr.asc');
  return { ...karte!, points: points.map((p) => `${p.nr}:${p.pixelx}`) };
}

const withMessage = (
  id: number,
  status: string,
  msg: string | null,
  letzter_bearbeiter: string | null = 'Erik Eichhorn',
) =>
  rpc(db, expert, 'a_update_kaefer_with_message', {
    id: String(id),
    status,
    published_from: null,
    letzter_bearbeiter,
    msg,
  });

describe('a_update_kaefer_with_message: status and message together', () => {
  it('stores a Rückfrage with its message and editor', () =>
    rolledBack(db, async () => {
      expect(await withMessage(2, 'rueckfrage', 'Bitte ein Foto der Unterseite.')).toEqual({
        ok: true,
        status: 204,
        data: null,
      });
      expect(await kaefer(2)).toEqual({
        status: 'rueckfrage',
        message: 'Bitte ein Foto der Unterseite.',
        letzter_bearbeiter: 'Erik Eichhorn',
      });
    }));

  it('stores no message when the status is refused (published → rejected needs a reopening first)', () =>
    rolledBack(db, async () => {
      const before = await kaefer(5);
      const reply = await withMessage(5, 'abgelehnt', 'Doch kein Buchdrucker.');
      expect(reply).toMatchObject({ ok: false, status: 400, error: { code: 'P0001' } });
      expect(await kaefer(5)).toEqual(before);
    }));

  it('stores no status when the message is refused (over 1,000 characters)', () =>
    rolledBack(db, async () => {
      const reply = await withMessage(1, 'rueckfrage', 'x'.repeat(1001));
      expect(reply).toMatchObject({ ok: false, status: 400, error: { code: '23514' } });
      expect(await kaefer(1)).toEqual({ status: 'gemeldet', message: null, letzter_bearbeiter: null });
    }));

  it('the undo of a Rückfrage puts back the record as it was: nobody edited it, no message', () =>
    rolledBack(db, async () => {
      await withMessage(1, 'rueckfrage', 'Wo genau war der Fund?');
      expect(await withMessage(1, 'gemeldet', null, null)).toMatchObject({ ok: true });
      expect(await kaefer(1)).toEqual({ status: 'gemeldet', message: null, letzter_bearbeiter: null });
    }));

  it('is the reviewers’ (requirements §6)', () =>
    rolledBack(db, async () => {
      const reply = await rpc(db, citizen, 'a_update_kaefer_with_message', {
        id: '1',
        status: 'rueckfrage',
        published_from: null,
        letzter_bearbeiter: 'B',
        msg: 'Hallo',
      });
      expect(reply).toMatchObject({ ok: false, status: 403, error: { code: '42501' } });
    }));
});

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

const save = (punkte: unknown, fields: Record<string, unknown> = {}) =>
  rpc(db, expert, 'a_save_georeference', {
    karte_id: '3',
    punkte,
    georef_typ: 'polynomial2',
    res: 300,
    georef_bash: 'gdalwarp -order 2 …',
    ...fields,
  });

describe('a_save_georeference: points, type, resolution and script together', () => {
  it('replaces the points and stores the fields', () =>
    rolledBack(db, async () => {
      expect(await save(POINTS)).toEqual({ ok: true, status: 204, data: null });
      expect(await mapThree()).toEqual({
        georef_typ: 'polynomial2',
        res: 300,
        georef_bash: 'gdalwarp -order 2 …',
        points: ['1:100', '2:200', '3:300'],
      });
    }));

  it('stores no field when a point is refused (no mapx), and keeps the points', () =>
    rolledBack(db, async () => {
      const before = await mapThree();
      expect(before.points).toHaveLength(7);
      const reply = await save([...POINTS, { nr: 4, mapy: 1, pixelx: 1, pixely: 1 }]);
      expect(reply).toMatchObject({ ok: false, status: 400, error: { code: '23502' } });
      expect(await mapThree()).toEqual(before);
    }));

  it('stores no point when a field is refused (a script over 100,000 characters)', () =>
    rolledBack(db, async () => {
      const before = await mapThree();
      const reply = await save(POINTS, { georef_bash: 'x'.repeat(100_001) });
      expect(reply).toMatchObject({ ok: false, status: 400, error: { code: '23514' } });
      expect(await mapThree()).toEqual(before);
    }));

  it('is GIS, the experts’ and administrators’ (requirements §6)', () =>
    rolledBack(db, async () => {
      const reply = await rpc(db, citizen, 'a_save_georeference', {
        karte_id: '3',
        punkte: [],
        georef_typ: 'tps',
        res: null,
        georef_bash: null,
      });
      expect(reply).toMatchObject({ ok: false, status: 403, error: { code: '42501' } });
    }));
});
