// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@waldmonitor/dataservice/seed';
import { rpc, setupMockServer } from '../testServer';

setupMockServer();

type Row = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as unknown;
const rows = async (response: Response) => (await response.json()) as Row[];

/** A bearer token the way the identity service signs it (unsigned here; the mock reads the claims). */
function tokenFor(email: string): Record<string, string> {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return { Authorization: `Bearer ${b64({ alg: 'none' })}.${b64({ email })}.` };
}

describe('users', () => {
  it('a_get_user_data returns the demo expert with clients and team flags', async () => {
    const [user] = await rows(await rpc('a_get_user_data', { email: DEMO_USERS.experte.email, id: 'sub-1' }));
    expect(user).toMatchObject({ email: 'experte@waldmonitor.example', app_status: 'ogf_expert', first_name: 'Erik' });
    expect((user?.clients as Row[]).map((c) => c.client_id)).toEqual(expect.arrayContaining([1, 4, 20]));
  });

  it('a_get_user_data fails for defekt@waldmonitor.example and is empty for an unknown e-mail', async () => {
    const broken = await rpc('a_get_user_data', { email: DEMO_USERS.defekt.email, id: 'x' });
    expect(broken.status).toBe(500);
    expect(await json(broken)).toMatchObject({ code: 'XX001', details: null, hint: null });
    expect(await json(await rpc('a_get_user_data', { email: 'niemand@example.org', id: 'x' }))).toEqual([]);
  });

  it('a_add_user inserts a user (names optional) and refuses a taken e-mail with 409 23505', async () => {
    const body = {
      mail: 'neue.kollegin@forst.example',
      first_name: null,
      last_name: 'Grünwald',
      kataster_enabled: 'true',
      apus_team: 'false',
      apus_admin: 'false',
      client_id: '5',
    };
    const id = (await json(await rpc('a_add_user', body))) as number;
    expect(id).toBe(67);
    const [user] = await rows(await rpc('a_get_user_data', { email: body.mail, id: 'x' }));
    expect(user).toMatchObject({ user_id: 67, first_name: null, last_name: 'Grünwald', app_status: 'ogf_citizens' });
    expect(user?.clients).toEqual([{ client_id: 5, name: 'Markt Garmisch-Partenkirchen', kataster_enabled: true }]);
    const again = await rpc('a_add_user', body);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      code: '23505',
      details: 'Key (email)=(neue.kollegin@forst.example) already exists.',
    });
  });

  it('a_change_app_status takes the id as text and changes the role', async () => {
    const anfrage = (await rows(await rpc('a_get_all_users'))).find((u) => u.email === DEMO_USERS.anfrage.email);
    const response = await rpc('a_change_app_status', {
      user_id: String(anfrage?.user_id),
      username: DEMO_USERS.anfrage.email,
      status: 'ogf_expert',
    });
    expect(response.status).toBe(204);
    const [user] = await rows(await rpc('a_get_user_data', { email: DEMO_USERS.anfrage.email, id: 'x' }));
    expect(user?.app_status).toBe('ogf_expert');
  });

  it('a_change_app_status refuses an unknown role with 22P02', async () => {
    const response = await rpc('a_change_app_status', { user_id: '1', username: 'x', status: 'ogf_boss' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: '22P02' });
  });

  it('a_get_all_users covers every role and leaves the mail flags out', async () => {
    const users = await rows(await rpc('a_get_all_users'));
    expect(users.length).toBeGreaterThanOrEqual(60);
    expect(new Set(users.map((u) => u.app_status))).toEqual(
      new Set(['ogf_new', 'ogf_citizens', 'ogf_expert', 'ogf_admin', 'ogf_expert_query']),
    );
    expect(users[0]).not.toHaveProperty('mail_new');
  });

  it('a_get_currentuser reads the bearer token', async () => {
    expect(await json(await rpc('a_get_currentuser', {}, tokenFor(DEMO_USERS.admin.email)))).toBe(
      'admin@waldmonitor.example',
    );
    expect(await json(await rpc('a_get_currentsessionuser'))).toBe('authenticator');
  });
});

describe('kaefer', () => {
  it('a_update_kaefer sets status, published_from and letzter_bearbeiter', async () => {
    const body = {
      id: '1',
      status: 'veroeffentlicht',
      published_from: '2026-11-22',
      letzter_bearbeiter: 'Erik Eichhorn',
    };
    expect((await rpc('a_update_kaefer', body)).status).toBe(204);
    const overview = await rows(await rpc('a_get_kaefer_overview', { bundesland: 'BW', kaeferart: null }));
    expect(overview.find((k) => k.id === 1)).toMatchObject({
      status: 'veroeffentlicht',
      published_from: '2026-11-22',
      letzter_bearbeiter: 'Erik Eichhorn',
      art_name: 'Buchdrucker',
    });
  });

  it('a_get_kaefer_overview filters by state and species (null is all)', async () => {
    const all = await rows(await rpc('a_get_kaefer_overview', { bundesland: null, kaeferart: null }));
    expect(all).toHaveLength(440);
    const some = await rows(await rpc('a_get_kaefer_overview', { bundesland: 'BY', kaeferart: '1' }));
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((k) => k.bundesland === 'BY' && k.art === 1)).toBe(true);
  });

  it('a_update_bilder replaces the picture list', async () => {
    expect((await rpc('a_update_bilder', { kid: '2', bilder: ['fundort.svg', 'bohrmehl.svg'] })).status).toBe(204);
    const [row] = (await rows(await rpc('a_get_kaefer_overview', { bundesland: 'BY', kaeferart: null }))).filter(
      (k) => k.id === 2,
    );
    expect(row?.bilder_anzahl).toBe(2);
  });

  it('a_get_kaefer_by_bundesland counts only published records', async () => {
    const counts = await rows(await rpc('a_get_kaefer_by_bundesland'));
    const published = (await rows(await rpc('a_get_kaefer_overview', { bundesland: null, kaeferart: null }))).filter(
      (k) => k.status === 'veroeffentlicht',
    );
    expect(counts.reduce((sum, c) => sum + (c.anzahl as number), 0)).toBe(published.length);
  });
});

describe('billing', () => {
  it('a_add_invoice creates the invoice with the next id, dated no earlier than the latest', async () => {
    const min = (await json(await rpc('a_get_min_rn_datum_for_new_invoice'))) as string;
    const invoices = await rows(await rpc('a_get_invoices'));
    expect(min).toBe(
      invoices
        .map((i) => i.rn_datum as string)
        .sort()
        .at(-1),
    );
    const id = await json(await rpc('a_add_invoice', { client_id: '2', rn_datum: min, le_date: null, ust_satz: '19' }));
    expect(id).toBe(61);
    const [invoice] = await rows(await rpc('a_get_invoice_details', { invoice_id: '61' }));
    expect(invoice).toMatchObject({ id: 61, client_id: 2, rn_datum: min, ust_satz: 19, archiviert: false });
  });

  it('a_add_invoice refuses a date before the latest invoice', async () => {
    const response = await rpc('a_add_invoice', {
      client_id: '2',
      rn_datum: '2020-01-01',
      le_date: null,
      ust_satz: '19',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'P0001' });
  });

  it('a_get_invoice_details is empty for an unknown id', async () => {
    expect(await json(await rpc('a_get_invoice_details', { invoice_id: '999' }))).toEqual([]);
  });

  it('positions: insert (requirements §5 text values), list by lfd_nr, update, delete', async () => {
    const before = await rows(await rpc('a_get_invoice_positions', { invoice_id: '60' }));
    const id = (await json(
      await rpc('a_insert_position', {
        rechnung_id: '60',
        angebot_id: null,
        anzahl: '2.5',
        bez: 'Vor-Ort-Begehung',
        einheit: 'Std.',
        ep: '78',
        lfd_nr: String(before.length + 1),
        erl: '',
        erl_on: 'true',
        erl_titel: '',
      }),
    )) as number;
    const after = await rows(await rpc('a_get_invoice_positions', { invoice_id: 60 }));
    expect(after.at(-1)).toEqual({
      id,
      anzahl: 2.5,
      bez: 'Vor-Ort-Begehung',
      einheit: 'Std.',
      ep: 78,
      lfd_nr: before.length + 1,
      erl: '',
      erl_on: true,
      erl_titel: '',
      rechnung_id: 60,
    });
    expect((await rpc('a_delete_position', { position_id: String(id) })).status).toBe(204);
    expect(await rows(await rpc('a_get_invoice_positions', { invoice_id: '60' }))).toEqual(before);
  });

  it('a_delete_position closes the numbering up: the rest print 1…n, in their order', async () => {
    const before = await rows(await rpc('a_get_invoice_positions', { invoice_id: '59' }));
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect((await rpc('a_delete_position', { position_id: String(before[0]?.id) })).status).toBe(204);
    const after = await rows(await rpc('a_get_invoice_positions', { invoice_id: '59' }));
    expect(after.map((p) => p.id)).toEqual(before.slice(1).map((p) => p.id));
    expect(after.map((p) => p.lfd_nr)).toEqual(after.map((_, index) => index + 1));
  });

  it('an archived invoice refuses changes to itself and to its positions (PostgREST P0001)', async () => {
    const [archived] = await rows(await rpc('a_get_invoice_details', { invoice_id: '1' }));
    expect(archived).toMatchObject({ archiviert: true });
    const [position] = await rows(await rpc('a_get_invoice_positions', { invoice_id: '1' }));
    const refused = [
      await rpc('a_update_invoice_details', { ...archived, invoice_id: '1', id: undefined, archiviert: undefined }),
      await rpc('a_set_client_for_invoice', { client_id: '2', rechnung_id: '1' }),
      await rpc('a_insert_position', {
        rechnung_id: '1',
        angebot_id: null,
        anzahl: '1',
        bez: 'Nachtrag',
        einheit: 'Stk.',
        ep: '10',
        lfd_nr: '99',
        erl: '',
        erl_on: 'true',
        erl_titel: '',
      }),
      await rpc('a_update_position', {
        ...position,
        position_id: String(position?.id),
        id: undefined,
        rechnung_id: undefined,
      }),
      await rpc('a_delete_position', { position_id: String(position?.id) }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        code: 'P0001',
        message:
          'Die Rechnung 1 ist archiviert und kann nicht mehr geändert werden. Korrekturen erfolgen über eine neue Rechnung.',
      });
    }
  });

  it('a_update_offer_details refuses a date that would break the date order of the numbers', async () => {
    const [offer] = await rows(await rpc('a_get_offer_details', { offer_id: '5' }));
    const response = await rpc('a_update_offer_details', {
      ...offer,
      offer_id: '5',
      id: undefined,
      client_id: undefined,
      an_datum: '2030-01-01',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'P0001' });
  });

  it('a_get_minmax_rn_datum gives the neighbours of a date', async () => {
    const dates = (await rows(await rpc('a_get_invoices'))).map((i) => i.rn_datum as string).sort();
    const [range] = await rows(await rpc('a_get_minmax_rn_datum', { rn_datum: dates[5] }));
    expect(range).toEqual({ min_datum: dates[4], max_datum: dates[6] });
  });

  it('prognose: insert, update and delete', async () => {
    const id = await json(await rpc('a_insert_prognose', { datum: '2027-07-01', betrag: '5400', art: 'Beratung' }));
    await rpc('a_update_prognose', { prognose_id: String(id), datum: '2027-07-01', betrag: '5600.5', art: 'Beratung' });
    const found = (await rows(await rpc('a_get_prognose'))).find((p) => p.id === id);
    expect(found).toEqual({ id, datum: '2027-07-01', betrag: 5600.5, art: 'Beratung' });
    await rpc('a_delete_prognose', { prognose_id: String(id) });
    expect((await rows(await rpc('a_get_prognose'))).some((p) => p.id === id)).toBe(false);
  });
});

describe('maps and clients', () => {
  it("a_get_bbox_from_client gives the extent of the client's maps in WGS 84", async () => {
    const [bbox] = await rows(await rpc('a_get_bbox_from_client', { client_id: '1' }));
    // Client 1 works around Baiersbronn (48.506 N, 8.372 E).
    expect(bbox?.xmin).toBeGreaterThan(8.1);
    expect(bbox?.xmax).toBeLessThan(8.6);
    expect(bbox?.ymin).toBeGreaterThan(48.35);
    expect(bbox?.ymax).toBeLessThan(48.65);
  });

  it('survey overviews answer vermessen and vermutet for a client', async () => {
    const result = await rows(await rpc('a_get_schae_overview_vermessen', { client_id: '3' }));
    expect(result.map((r) => r.vermessen)).toEqual([true, false]);
  });

  it('a_get_draenage_overview_erfq includes rows with empty labels', async () => {
    const result = await rows(await rpc('a_get_draenage_overview_erfq'));
    expect(result.some((r) => r.erfq === null || r.erfq === '')).toBe(true);
  });

  it('a_add_client refuses a duplicate name with 409', async () => {
    const body = { name: 'Stadt Calw', strasse: 'Marktplatz 9', plz: '75365', ort: 'Calw' };
    expect((await rpc('a_add_client', body)).status).toBe(409);
    const id = await json(await rpc('a_add_client', { ...body, name: 'Gemeinde Bad Teinach-Zavelstein' }));
    expect(id).toBe(33);
  });

  it("a missing argument is PostgREST's 404 PGRST202, an unknown procedure too", async () => {
    const missing = await rpc('a_get_client_details', {});
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ code: 'PGRST202' });
    const unknown = await rpc('a_gibt_es_nicht', {});
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.a_gibt_es_nicht in the schema cache',
    });
  });
});
