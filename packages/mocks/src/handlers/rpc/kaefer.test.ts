// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeed } from '@waldmonitor/dataservice/seed';
import { rpc, setupMockServer, table } from '../../testServer';

setupMockServer();

type Row = Record<string, unknown>;
const rows = async (response: Response) => (await response.json()) as Row[];
const record = async (id: number) =>
  (await rows(await rpc('a_get_kaefer_overview', { bundesland: null, kaeferart: null }))).find((k) => k.id === id);

/** The seed's first six records cover the statuses in order: 1 gemeldet … 5 veroeffentlicht, 6 abgelehnt. */
describe('a_update_kaefer keeps the review state machine', () => {
  it('publishes a reported record with its publish date and editor', async () => {
    const response = await rpc('a_update_kaefer', {
      id: '2',
      status: 'veroeffentlicht',
      published_from: '2026-11-22',
      letzter_bearbeiter: 'Erik Eichhorn',
    });
    expect(response.status).toBe(204);
    expect(await record(2)).toMatchObject({
      status: 'veroeffentlicht',
      published_from: '2026-11-22',
      letzter_bearbeiter: 'Erik Eichhorn',
    });
  });

  it('refuses a published record straight to rejected with a PostgREST error', async () => {
    const response = await rpc('a_update_kaefer', {
      id: '5',
      status: 'abgelehnt',
      published_from: null,
      letzter_bearbeiter: 'Erik Eichhorn',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'P0001',
      message: 'Von „Veröffentlicht“ nach „Abgelehnt“ geht es nicht direkt; öffnen Sie die Meldung zuerst wieder.',
      details: null,
      hint: null,
    });
    expect(await record(5)).toMatchObject({ status: 'veroeffentlicht' });
  });

  it('refuses a Rückfrage before the message is there, and takes it after a_update_message', async () => {
    const ask = { id: '2', status: 'rueckfrage', published_from: null, letzter_bearbeiter: 'Erik Eichhorn' };
    const refused = await rpc('a_update_kaefer', ask);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: 'Eine Rückfrage braucht eine Nachricht an die meldende Person.',
    });
    expect((await rpc('a_update_message', { id: '2', msg: 'Bitte ein Foto der Unterseite.' })).status).toBe(204);
    expect((await rpc('a_update_kaefer', ask)).status).toBe(204);
    expect(await record(2)).toMatchObject({ status: 'rueckfrage', message: 'Bitte ein Foto der Unterseite.' });
  });

  it('refuses publishing without a species or a date, and an unknown status or record', async () => {
    const noSpecies = createSeed().kaefer.find((k) => k.art === null && k.status === 'gemeldet');
    const publish = { status: 'veroeffentlicht', published_from: '2026-11-22', letzter_bearbeiter: 'E' };
    const refused = await rpc('a_update_kaefer', { ...publish, id: String(noSpecies?.id) });
    expect(await refused.json()).toMatchObject({
      code: 'P0001',
      message: 'Vor dem Veröffentlichen muss die Art bestimmt sein.',
    });
    const noDate = await rpc('a_update_kaefer', { ...publish, id: '2', published_from: null });
    expect(await noDate.json()).toMatchObject({ message: 'Zum Veröffentlichen fehlt das Datum der Veröffentlichung.' });
    const unknownStatus = await rpc('a_update_kaefer', { ...publish, id: '2', status: 'erledigt' });
    expect(unknownStatus.status).toBe(400);
    expect(await unknownStatus.json()).toMatchObject({ code: '22P02' });
    const unknownRecord = await rpc('a_update_kaefer', { ...publish, id: '9999' });
    expect(unknownRecord.status).toBe(404);
    expect(await unknownRecord.json()).toMatchObject({ code: 'P0002', message: 'Meldung 9999 gibt es nicht.' });
  });

  it('takes the reverse update an undo sends, and clears the publish date', async () => {
    await rpc('a_update_kaefer', {
      id: '1',
      status: 'veroeffentlicht',
      published_from: '2026-11-22',
      letzter_bearbeiter: 'E',
    });
    expect(
      (await rpc('a_update_kaefer', { id: '1', status: 'gemeldet', published_from: null, letzter_bearbeiter: 'E' }))
        .status,
    ).toBe(204);
    expect(await record(1)).toMatchObject({ status: 'gemeldet', published_from: null });
  });

  it('PATCH /kaefer sets the species alone', async () => {
    expect((await table('PATCH', 'kaefer?id=eq.3', { art: 2 })).status).toBe(204);
    expect(await record(3)).toMatchObject({ art: 2, art_name: 'Kupferstecher' });
  });
});

describe('the seed of sightings', () => {
  const { kaefer, bilder } = createSeed();
  const count = (art: number) => kaefer.filter((k) => k.art === art).length;
  it('has 400+ records, Buchdrucker and Kupferstecher most, some rare species', () => {
    expect(kaefer.length).toBeGreaterThanOrEqual(400);
    const counts = [...new Set(kaefer.map((k) => k.art).filter((a): a is number => a !== null))].map(count);
    const sorted = [...counts].sort((a, b) => b - a);
    expect(sorted.slice(0, 2)).toEqual([count(1), count(2)].sort((a, b) => b - a));
    expect(counts.filter((c) => c <= 10).length).toBeGreaterThanOrEqual(3);
  });
  it('asks in every Rückfrage, publishes with a date and gives most records pictures', () => {
    expect(kaefer.filter((k) => k.status === 'rueckfrage').every((k) => (k.message ?? '') !== '')).toBe(true);
    expect(
      kaefer
        .filter((k) => k.status === 'veroeffentlicht')
        .every((k) => /^\d{4}-\d{2}-\d{2}$/.test(k.published_from ?? '')),
    ).toBe(true);
    expect(new Set(bilder.map((b) => b.kaefer_id)).size).toBeGreaterThan(kaefer.length * 0.8);
  });
});
