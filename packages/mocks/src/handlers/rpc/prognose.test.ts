// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rpc, setupMockServer } from '../../testServer';

setupMockServer();

type Row = Record<string, unknown>;
const rows = async (response: Response) => (await response.json()) as Row[];

describe('prognose handlers refuse what the service would', () => {
  it('refuses a negative amount with the check constraint, as PostgreSQL does', async () => {
    const response = await rpc('a_insert_prognose', { datum: '2026-07-01', betrag: '-5', art: 'Beratung' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '23514',
      message: 'new row for relation "prognose" violates check constraint "prognose_betrag_check"',
      details: null,
      hint: null,
    });
  });

  it('refuses an empty kind', async () => {
    const response = await rpc('a_insert_prognose', { datum: '2026-07-01', betrag: '10', art: '  ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '23514' });
  });

  it('refuses to change or delete a forecast that is not there', async () => {
    const update = await rpc('a_update_prognose', { prognose_id: '99999', datum: '2026-07-01', betrag: '1', art: 'x' });
    expect(update.status).toBe(404);
    expect(await update.json()).toMatchObject({ code: 'P0002', message: 'Prognose 99999 gibt es nicht.' });
    const remove = await rpc('a_delete_prognose', { prognose_id: '99999' });
    expect(remove.status).toBe(404);
  });

  it('refuses a call without the amount as PostgREST does (no matching function)', async () => {
    const response = await rpc('a_insert_prognose', { datum: '2026-07-01', art: 'Beratung' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST202' });
  });

  it('keeps a refused change out of the list', async () => {
    const before = await rows(await rpc('a_get_prognose'));
    await rpc('a_update_prognose', { prognose_id: String(before[0]?.id), datum: '2026-07-01', betrag: '-1', art: 'x' });
    expect((await rows(await rpc('a_get_prognose')))[0]).toEqual(before[0]);
  });
});
