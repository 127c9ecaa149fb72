/**
 * The emulation is generic, as PostgREST is: a small shop that is not ours — its own
 * schema, roles, pre-request function, a table, a view, a set-returning and a scalar
 * function — served from the same module with nothing but its settings. Created here as
 * superuser, dropped at the end (roles are cluster-wide).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulation, type ApiRequest, type Emulation } from '../../src/postgrest';
import { connect } from '../db';
import { pgHost, type PgHost } from './pgHost';

const SHOP_SQL = `
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'shop_anon') THEN CREATE ROLE shop_anon NOLOGIN; END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'shop_user') THEN CREATE ROLE shop_user NOLOGIN; END IF;
  END $$;
  GRANT shop_anon, shop_user TO authenticator;
  ALTER ROLE shop_user SET statement_timeout = '7s';
  CREATE SCHEMA shop;
  CREATE TABLE shop.product (
    id serial PRIMARY KEY,
    name text NOT NULL,
    price numeric(10, 2) NOT NULL,
    attrs jsonb NOT NULL DEFAULT '{}',
    in_stock boolean NOT NULL DEFAULT true
  );
  INSERT INTO shop.product (name, price, attrs, in_stock) VALUES
    ('Apfel', 0.50, '{"color": "rot"}', true),
    ('Birne', 0.80, '{"color": "gelb"}', true),
    ('Kaffee', 12.90, '{"origin": "Kenia"}', false),
    ('Tee, grün', 4.20, '{}', true);
  CREATE VIEW shop.cheap AS SELECT id, name, price FROM shop.product WHERE price < 1;
  CREATE FUNCTION shop.search(q text, max_price numeric DEFAULT NULL) RETURNS SETOF shop.product
    LANGUAGE sql STABLE AS $f$
      SELECT * FROM shop.product WHERE name ILIKE '%' || q || '%' AND (max_price IS NULL OR price <= max_price)
    $f$;
  CREATE FUNCTION shop.stock_value() RETURNS numeric LANGUAGE sql STABLE AS $f$ SELECT sum(price) FROM shop.product $f$;
  CREATE FUNCTION shop.whoami() RETURNS json LANGUAGE sql STABLE AS $f$
    SELECT json_build_object('user', current_user, 'claims', current_setting('request.jwt.claims', true)::json,
      'method', current_setting('request.method', true), 'path', current_setting('request.path', true),
      'header', current_setting('request.headers', true)::json->>'x-shop', 'timeout', current_setting('statement_timeout'),
      'search_path', current_setting('search_path'), 'read_only', current_setting('transaction_read_only'))
  $f$;
  CREATE FUNCTION shop.teapot() RETURNS void LANGUAGE plpgsql AS $f$ BEGIN
    PERFORM set_config('response.status', '418', true);
    PERFORM set_config('response.headers', '[{"X-Tea": "Darjeeling"}]', true);
  END $f$;
  CREATE FUNCTION shop.guard() RETURNS void LANGUAGE plpgsql AS $f$ BEGIN
    IF current_setting('request.headers', true)::json->>'x-block' = 'yes' THEN
      RAISE SQLSTATE 'PT402' USING MESSAGE = 'Payment required';
    END IF;
  END $f$;
  GRANT USAGE ON SCHEMA shop TO shop_anon, shop_user;
  GRANT SELECT ON shop.product, shop.cheap TO shop_anon, shop_user;
  GRANT INSERT, UPDATE, DELETE ON shop.product TO shop_user;
  GRANT USAGE ON SEQUENCE shop.product_id_seq TO shop_user;
  GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA shop TO shop_anon, shop_user;
`;

const DROP_SQL = `
  DROP SCHEMA IF EXISTS shop CASCADE;
  DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'shop_user') THEN
      REVOKE shop_anon, shop_user FROM authenticator; DROP ROLE shop_user; DROP ROLE shop_anon;
    END IF;
  END $$;
`;

let superuser: pg.Client;
let host: PgHost;
let emulation: Emulation;

beforeAll(async () => {
  superuser = await connect('postgres');
  await superuser.query(DROP_SQL);
  await superuser.query(SHOP_SQL);
  host = pgHost();
  emulation = await createEmulation(
    {
      dbSchemas: ['shop'],
      dbAnonRole: 'shop_anon',
      dbMaxRows: 100,
      dbPreRequest: 'shop.guard',
      dbChannel: 'shop_reload',
    },
    host,
  );
});
afterAll(async () => {
  await emulation?.close();
  await host?.end();
  await superuser.query(DROP_SQL);
  await superuser.end();
});

const USER = { role: 'shop_user', claims: { sub: 'kunde-7', role: 'shop_user' } };
const ANON = { role: 'shop_anon', claims: {} };

function request(
  who: typeof USER | typeof ANON,
  method: string,
  path: string,
  query = '',
  body?: unknown,
  headers: Record<string, string> = {},
): ApiRequest {
  return {
    method,
    path,
    query,
    body: body === undefined ? null : JSON.stringify(body),
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...who,
  };
}
const json = (body: string) => JSON.parse(body) as unknown;

describe('a schema that is not ours, served generically', () => {
  it('reads a table with filters, order, renames, casts, a JSON path and a count', async () => {
    const reply = await emulation.handle(
      request(
        ANON,
        'GET',
        '/product',
        'select=id,label:name,price::text,color:attrs->>color&in_stock=is.true&order=price.desc&limit=2',
        undefined,
        {
          prefer: 'count=exact',
        },
      ),
    );
    expect(reply.status).toBe(206);
    expect(reply.headers['Content-Range']).toBe('0-1/3');
    expect(json(reply.body)).toEqual([
      { id: 4, label: 'Tee, grün', price: '4.20', color: null },
      { id: 2, label: 'Birne', price: '0.80', color: 'gelb' },
    ]);
    const tree = await emulation.handle(
      request(ANON, 'GET', '/product', 'select=name&or=(name.ilike.*ee*,attrs->>color.eq.rot)&order=name'),
    );
    expect(json(tree.body)).toEqual([{ name: 'Apfel' }, { name: 'Kaffee' }, { name: 'Tee, grün' }]);
    const listed = await emulation.handle(
      request(ANON, 'GET', '/product', 'select=id&name=in.("Tee, grün",Apfel)&order=id'),
    );
    expect(json(listed.body)).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it('reads a view; a page past the rows is 416 with PGRST103', async () => {
    const view = await emulation.handle(request(ANON, 'GET', '/cheap', 'order=id'));
    expect(json(view.body)).toEqual([
      { id: 1, name: 'Apfel', price: 0.5 },
      { id: 2, name: 'Birne', price: 0.8 },
    ]);
    const past = await emulation.handle(
      request(ANON, 'GET', '/cheap', 'offset=5', undefined, { prefer: 'count=exact' }),
    );
    expect(past.status).toBe(416);
    expect(past.headers['Content-Range']).toBe('*/2');
    expect(json(past.body)).toEqual({
      code: 'PGRST103',
      details: 'An offset of 5 was requested, but there are only 2 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });

  it('calls a set-returning function by POST (named arguments, a default left out) and by GET', async () => {
    const posted = await emulation.handle(request(ANON, 'POST', '/rpc/search', 'select=name&order=name', { q: 'e' }));
    expect(json(posted.body)).toEqual([
      { name: 'Apfel' },
      { name: 'Birne' },
      { name: 'Kaffee' },
      { name: 'Tee, grün' },
    ]);
    const cheap = await emulation.handle(request(ANON, 'GET', '/rpc/search', 'q=e&max_price=1&select=name&order=name'));
    expect(json(cheap.body)).toEqual([{ name: 'Apfel' }, { name: 'Birne' }]);
    const missing = await emulation.handle(request(ANON, 'POST', '/rpc/search', '', { q: 'e', max_prise: 1 }));
    expect(missing.status).toBe(404);
    expect(json(missing.body)).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function shop.search with parameters max_prise, q or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function shop.search(max_price, q)',
      message: 'Could not find the function shop.search(max_prise, q) in the schema cache',
    });
  });

  it('calls a scalar function; passes role, claims, method, path, headers, the role’s settings and search_path', async () => {
    const value = await emulation.handle(request(ANON, 'POST', '/rpc/stock_value', '', {}));
    expect(value).toMatchObject({ status: 200, body: '18.40' });
    const who = await emulation.handle(request(USER, 'GET', '/rpc/whoami', '', undefined, { 'x-shop': 'Filiale 3' }));
    expect(json(who.body)).toEqual({
      user: 'shop_user',
      claims: { role: 'shop_user', sub: 'kunde-7' },
      method: 'GET',
      path: '/rpc/whoami',
      header: 'Filiale 3',
      timeout: '7s',
      search_path: '"shop", "public"',
      read_only: 'on',
    });
  });

  it('writes: POST with return=representation (201), PATCH, DELETE; the anonymous role may not (401)', async () => {
    const created = await emulation.handle(
      request(
        USER,
        'POST',
        '/product',
        'select=id,name,in_stock',
        { name: 'Mango', price: 1.5 },
        { prefer: 'return=representation' },
      ),
    );
    expect(created.status).toBe(201);
    const [{ id }] = json(created.body) as [{ id: number }];
    expect(json(created.body)).toEqual([{ id, name: 'Mango', in_stock: true }]);
    const patched = await emulation.handle(request(USER, 'PATCH', '/product', `id=eq.${id}`, { price: 1.75 }));
    expect(patched).toMatchObject({ status: 204, body: '' });
    expect(patched.headers['Content-Range']).toBe('0-0/*');
    const deleted = await emulation.handle(
      request(USER, 'DELETE', '/product', `id=eq.${id}`, undefined, { prefer: 'return=representation' }),
    );
    expect(json(deleted.body)).toMatchObject([{ id, name: 'Mango', price: 1.75 }]);
    const refused = await emulation.handle(request(ANON, 'POST', '/product', '', { name: 'X', price: 1 }));
    expect(refused.status).toBe(401);
    expect(json(refused.body)).toMatchObject({ code: '42501' });
  });

  it('honours response.status and response.headers, the pre-request function, and PTnnn codes', async () => {
    const tea = await emulation.handle(request(USER, 'POST', '/rpc/teapot', '', {}));
    expect(tea.status).toBe(418);
    expect(tea.headers['X-Tea']).toBe('Darjeeling');
    const blocked = await emulation.handle(request(ANON, 'GET', '/product', '', undefined, { 'x-block': 'yes' }));
    expect(blocked.status).toBe(402);
    expect(json(blocked.body)).toMatchObject({ code: 'PT402', message: 'Payment required' });
  });

  it('loads the schema once and again on NOTIFY on its channel', async () => {
    await superuser.query(`CREATE FUNCTION shop.greeting() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'Moin' $$;
                           GRANT EXECUTE ON FUNCTION shop.greeting() TO shop_anon`);
    const before = await emulation.handle(request(ANON, 'POST', '/rpc/greeting', '', {}));
    expect(before.status).toBe(404);
    await superuser.query(`NOTIFY shop_reload`);
    let after = before;
    for (let i = 0; i < 50 && after.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await emulation.handle(request(ANON, 'POST', '/rpc/greeting', '', {}));
    }
    expect(after).toMatchObject({ status: 200, body: '"Moin"' });
  });
});
