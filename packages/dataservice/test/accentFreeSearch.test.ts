/**
 * Searches that ignore accents (migrations/0004, sql/45_list_indexes.sql "searches"): every list
 * has a column `suche`, its searched columns unaccented by data.f_unaccent, and the app sends each
 * word unaccented by ui's unaccentSearch (`suche=ilike.*muller*`, packages/app/src/api/listQuery.ts).
 * The requests here are the app's, through the PostgREST emulation; the two folds must agree.
 */
import { unaccentSearch } from '@waldmonitor/ui/model';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { contentRangeTotal, request, rolledBack, rpc, tableRequest } from './harness';
import { ADMIN } from './parity/scenario';

let superuser: pg.Client;
beforeAll(async () => {
  superuser = await connect('postgres');
});
afterAll(async () => {
  await superuser.end();
});

/** Three people named Müller as people write it, and one Miller, who is no Müller. */
async function addMuellers(db: pg.ClientBase): Promise<void> {
  await db.query(
    `INSERT INTO data.benutzer (email, first_name, last_name, app_status) VALUES
       ('jm@akzent.example', 'Jörg', 'Müller', 'ogf_citizens'),
       ('gross@akzent.example', 'ANNA', 'MÜLLER', 'ogf_citizens'),
       ('ohne@akzent.example', 'Karl', 'Muller', 'ogf_citizens'),
       ('miller@akzent.example', 'Hans', 'Miller', 'ogf_citizens')`,
  );
}

type UserRow = { email: string; suche: string };

describe('GET /benutzer as the users list searches it', () => {
  const search = async (db: pg.ClientBase, word: string) => {
    const response = await request(db, ADMIN, 'GET', '/benutzer', {
      query: `suche=ilike.*${unaccentSearch(word)}*&email=like.*@akzent.example&order=email.asc&limit=25&offset=0`,
      prefer: ['count=exact'],
    });
    expect(response.status).toBe(200);
    return (JSON.parse(response.body) as UserRow[]).map((row) => row.email);
  };

  it('"muller" finds Müller and MÜLLER (and Muller), not Miller', async () => {
    await rolledBack(superuser, async () => {
      await addMuellers(superuser);
      const found = ['gross@akzent.example', 'jm@akzent.example', 'ohne@akzent.example'];
      expect(await search(superuser, 'muller')).toEqual(found);
      // Typed with the accent, or in capitals, the same three.
      expect(await search(superuser, 'Müller')).toEqual(found);
      expect(await search(superuser, 'MÜLLER')).toEqual(found);
      expect(await search(superuser, 'jorg')).toEqual(['jm@akzent.example']);
    });
  });

  it('a client’s "Vorhandenen Nutzer hinzufügen" and its users list find them the same way', async () => {
    await rolledBack(superuser, async () => {
      await addMuellers(superuser);
      await superuser.query(
        `INSERT INTO data.kunde_appuser (client_id, user_id, kataster_enabled)
         SELECT 1, user_id, false FROM data.benutzer WHERE email LIKE '%@akzent.example'`,
      );
      const reply = await rpc<{ email: string }[]>(
        superuser,
        ADMIN,
        'a_get_appusers_from_client',
        { client_id: '1' },
        { search: new URLSearchParams('suche=ilike.*muller*&order=email.asc&limit=25&offset=0'), count: true },
      );
      expect(reply).toMatchObject({ ok: true, total: 3 });
    });
  });
});

describe('the clients', () => {
  it('the clients list, the client choice and the cadastre find "Görlitz" by "gorlitz"', async () => {
    await rolledBack(superuser, async () => {
      await superuser.query(`UPDATE data.kunde SET name = 'Stadtforst Görlitz', ort = 'Görlitz' WHERE client_id = 1`);
      const clients = await rpc<{ client_id: number; suche: string }[]>(
        superuser,
        ADMIN,
        'a_get_all_clients',
        {},
        {
          search: new URLSearchParams(
            'aktiv=is.true&suche=ilike.*gorlitz*&order=name.asc,client_id.asc&limit=25&offset=0',
          ),
        },
      );
      expect(clients).toMatchObject({ ok: true, data: [{ client_id: 1 }] });
      // The client choice (useClientChoice) searches its name and place.
      const choice = await rpc(
        superuser,
        ADMIN,
        'a_get_all_clients',
        {},
        {
          search: new URLSearchParams(
            'aktiv=is.true&name_suche=ilike.*GORLITZ*&order=name.asc,client_id.asc&limit=20&offset=0',
          ),
        },
      );
      expect(choice).toMatchObject({ ok: true, data: [{ client_id: 1 }] });
      const cadastre = await rpc(
        superuser,
        ADMIN,
        'a_get_kataster_overview',
        {},
        { search: new URLSearchParams('suche=ilike.*GORLITZ*&limit=25&offset=0') },
      );
      expect(cadastre).toMatchObject({ ok: true, data: [{ client_id: 1 }] });
    });
  });

  it('the invoices list and its sums find the client "Görlitz" by "gorlitz" alike', async () => {
    await rolledBack(superuser, async () => {
      await superuser.query(`UPDATE data.kunde SET name = 'Stadtforst Görlitz' WHERE client_id = 1`);
      const { rows } = await superuser.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM data.rechnung WHERE client_id = 1`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      const list = await request(superuser, ADMIN, 'GET', '/rechnung_liste', {
        query: 'suche=ilike.*gorlitz*&order=id.desc&limit=25&offset=0',
        prefer: ['count=exact'],
      });
      expect(contentRangeTotal(list)).toBe(rows[0]!.n);
      const totals = await rpc(superuser, ADMIN, 'a_get_invoice_totals', {
        suche: 'Gorlitz',
        client_id: null,
        archiviert: null,
        von: null,
        bis: null,
      });
      expect(totals).toMatchObject({ ok: true, data: [{ anzahl: rows[0]!.n }] });
    });
  });
});

describe('the maps, the sightings, the forecasts and the outbox', () => {
  it('each list’s suche holds its searched columns without accents', async () => {
    await rolledBack(superuser, async () => {
      await superuser.query(`UPDATE data.kunde SET name = 'Stadtforst Görlitz' WHERE client_id = 1`);
      const maps = await tableRequest<{ client_id: number }[]>(
        superuser,
        ADMIN,
        'GET',
        'karten_liste?suche=ilike.*gorlitz*&order=id.asc&limit=50&offset=0',
      );
      expect(maps.ok && maps.data.length > 0 && maps.data.every((map) => map.client_id === 1)).toBe(true);
      const { rows } = await superuser.query<{ suche: string }>(
        `SELECT suche FROM data.prognose_list ORDER BY id LIMIT 1`,
      );
      expect(rows.every((row) => row.suche === unaccentSearch(row.suche))).toBe(true);
    });
  });
});

describe('data.f_unaccent and the app’s unaccentSearch fold alike', () => {
  it.each([
    'Müller MÜLLER Jörg Görlitz Ärzte Öl',
    'Straße Café Señor Ångström Dvořák Łódź',
    'Ærø Œuvre þorn ıi đ ð Ø',
    'schmidt@forst.example 50% a_b',
  ])('%s', async (text) => {
    const { rows } = await superuser.query<{ folded: string }>('SELECT data.f_unaccent($1) AS folded', [text]);
    expect(unaccentSearch(text)).toBe(rows[0]!.folded);
  });
});
