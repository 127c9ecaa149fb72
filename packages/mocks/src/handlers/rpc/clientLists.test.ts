// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../db/db';
import { rpc, setupMockServer } from '../../testServer';

setupMockServer();

type Row = Record<string, unknown>;
const list = async (name: string) => (await (await rpc(name)).json()) as Row[];
const client = async (name: string, id: number) => (await list(name)).find((row) => row.client_id === id);

/** The figures as the procedures computed them before they were kept: each client looked up on its own. */
function lookedUp() {
  const db = mockDb();
  return db.kunde
    .all()
    .sort((a, b) => a.client_id - b.client_id)
    .map((c) => {
      const maps = db.karte.where({ client_id: c.client_id });
      return {
        client: c,
        kataster_status: db.clientSettings.where({ client_id: c.client_id })[0]?.kataster_status ?? false,
        karten: maps.length,
        karten_georeferenziert: maps.filter((k) => k.status === 'georeferenziert' || k.status === 'geprueft').length,
        nutzer: db.clientAppUsers.where({ client_id: c.client_id }).length,
      };
    });
}

describe('the client lists, counted once and kept between writes', () => {
  it('answer what looking up each client answers', async () => {
    const expected = lookedUp();
    expect(await list('a_get_all_clients')).toEqual(
      expected.map(({ client: c, kataster_status, karten, nutzer }) => ({ ...c, kataster_status, karten, nutzer })),
    );
    expect(await list('a_get_kataster_overview')).toEqual(
      expected.map(({ client: c, kataster_status, karten, karten_georeferenziert }) => ({
        client_id: c.client_id,
        name: c.name,
        kataster_status,
        karten,
        karten_georeferenziert,
      })),
    );
  });

  it('count the seed’s first client: no cadastre, four maps, two of them georeferenced, four users', async () => {
    expect(await client('a_get_kataster_overview', 1)).toEqual({
      client_id: 1,
      name: 'Forstbetriebsgemeinschaft Oberes Murgtal w. V.',
      kataster_status: false,
      karten: 4,
      karten_georeferenziert: 2,
    });
    expect(await client('a_get_all_clients', 1)).toMatchObject({ kataster_status: false, karten: 4, nutzer: 4 });
  });

  it('follow the cadastre switch, a map’s status, a deleted map and a new user link', async () => {
    await list('a_get_all_clients');
    await list('a_get_kataster_overview');
    expect((await rpc('a_set_kataster_for_client', { client_id: 1, kataster_status: true })).status).toBe(204);
    const db = mockDb();
    db.karte.update(db.karte.eqFilters({ id: 1 }), { status: 'georeferenziert' });
    db.karte.delete(db.karte.eqFilters({ id: 2 }));
    db.clientAppUsers.insert([{ client_id: 1, user_id: 5, kataster_enabled: false }]);
    expect(await client('a_get_kataster_overview', 1)).toMatchObject({
      kataster_status: true,
      karten: 3,
      karten_georeferenziert: 3,
    });
    expect(await client('a_get_all_clients', 1)).toMatchObject({ kataster_status: true, karten: 3, nutzer: 5 });
  });

  it('count a new client with no settings row yet as one without cadastre, maps or users', async () => {
    await list('a_get_kataster_overview');
    const [created] = mockDb().kunde.insert([{ name: 'Neuer Forstbetrieb', strasse: '', plz: '', ort: '' }]);
    const id = created?.client_id as number;
    expect(await client('a_get_kataster_overview', id)).toEqual({
      client_id: id,
      name: 'Neuer Forstbetrieb',
      kataster_status: false,
      karten: 0,
      karten_georeferenziert: 0,
    });
    expect(await client('a_get_all_clients', id)).toMatchObject({ kataster_status: false, karten: 0, nutzer: 0 });
  });
});
