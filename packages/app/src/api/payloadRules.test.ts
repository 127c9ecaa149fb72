// The exact bodies the client sends for each payload rule of requirements §5 and §7, intercepted with msw/node.
import { DEMO_USERS } from '@waldmonitor/dataservice/demo-users';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { describe, expect, it } from 'vitest';
import { createTestClient, recordRequests, startMockService } from './testHarness';

startMockService();

const client = createTestClient();

async function sentBody(call: () => Promise<unknown>): Promise<unknown> {
  const sent = recordRequests();
  await call();
  expect(sent).toHaveLength(1);
  return sent[0]?.body;
}

describe('requirements §7: ids and ust_satz are sent as text', () => {
  it('sends client_id as text', async () => {
    expect(await sentBody(() => client.rpc('a_get_appusers_from_client', { client_id: 7 }))).toEqual({
      client_id: '7',
    });
  });

  it('sends id and user_id as text and leaves other fields as they are', async () => {
    expect(
      await sentBody(() =>
        client.rpc('a_update_kaefer', {
          id: 7,
          status: 'bestaetigt',
          published_from: null,
          letzter_bearbeiter: 'Erik Eichhorn',
        }),
      ),
    ).toEqual({ id: '7', status: 'bestaetigt', published_from: null, letzter_bearbeiter: 'Erik Eichhorn' });
    expect(
      await sentBody(() =>
        client.rpc('a_change_app_status', {
          user_id: 5,
          username: 'anfrage@waldmonitor.example',
          status: 'ogf_expert',
        }),
      ),
    ).toEqual({ user_id: '5', username: 'anfrage@waldmonitor.example', status: 'ogf_expert' });
  });

  it('sends the species id kaeferart of a_get_kaefer_overview as text, "all" as null', async () => {
    expect(await sentBody(() => client.rpc('a_get_kaefer_overview', { bundesland: 'NI', kaeferart: 3 }))).toEqual({
      bundesland: 'NI',
      kaeferart: '3',
    });
    expect(await sentBody(() => client.rpc('a_get_kaefer_overview', { bundesland: null, kaeferart: null }))).toEqual({
      bundesland: null,
      kaeferart: null,
    });
  });

  it('sends ust_satz as text, with the ids', async () => {
    // Invoice 60 is open: the data service refuses changes to an archived one.
    expect(
      await sentBody(() =>
        client.rpc('a_add_invoice', { client_id: 1, rn_datum: '2026-11-20', le_date: '2026-11-01', ust_satz: 19 }),
      ),
    ).toEqual({ client_id: '1', rn_datum: '2026-11-20', le_date: '2026-11-01', ust_satz: '19' });
    expect(
      await sentBody(() =>
        client.rpc('a_update_invoice_details', {
          invoice_id: 60,
          bearbeiter: 'Anja Albrecht',
          anrede: 'Sehr geehrte Damen und Herren,',
          anschreiben: 'anbei unsere Rechnung.',
          zuerl: 'Mit freundlichen Grüßen',
          ust_satz: 7,
          le_date: null,
          rn_datum: '2026-11-12',
        }),
      ),
    ).toEqual({
      invoice_id: '60',
      bearbeiter: 'Anja Albrecht',
      anrede: 'Sehr geehrte Damen und Herren,',
      anschreiben: 'anbei unsere Rechnung.',
      zuerl: 'Mit freundlichen Grüßen',
      ust_satz: '7',
      le_date: null,
      rn_datum: '2026-11-12',
    });
  });

  it('leaves other numbers as numbers outside the position calls', async () => {
    expect(
      await sentBody(() => client.rpc('a_insert_prognose', { datum: '2027-07-01', betrag: 1250.5, art: 'Beratung' })),
    ).toEqual({ datum: '2027-07-01', betrag: 1250.5, art: 'Beratung' });
  });
});

describe('requirements §5: positions', () => {
  const fields = { anzahl: 2, bez: 'Anfahrtspauschale', einheit: 'pausch.', ep: 65.5, lfd_nr: 9 };

  it('insert: null erl → "", null erl_on → "true", null erl_titel → "", numbers as text', async () => {
    expect(
      await sentBody(() =>
        client.rpc('a_insert_position', {
          rechnung_id: 60,
          angebot_id: null,
          ...fields,
          erl: null,
          erl_on: null,
          erl_titel: null,
        }),
      ),
    ).toEqual({
      rechnung_id: '60',
      angebot_id: null,
      anzahl: '2',
      bez: 'Anfahrtspauschale',
      einheit: 'pausch.',
      ep: '65.5',
      lfd_nr: '9',
      erl: '',
      erl_on: 'true',
      erl_titel: '',
    });
  });

  it('update: set values are kept, erl_on false is sent as "false"', async () => {
    expect(
      await sentBody(() =>
        client.rpc('a_update_position', {
          position_id: 2,
          ...fields,
          erl: 'Pauschal je Anfahrt',
          erl_on: false,
          erl_titel: 'Hinweis',
        }),
      ),
    ).toEqual({
      position_id: '2',
      anzahl: '2',
      bez: 'Anfahrtspauschale',
      einheit: 'pausch.',
      ep: '65.5',
      lfd_nr: '9',
      erl: 'Pauschal je Anfahrt',
      erl_on: 'false',
      erl_titel: 'Hinweis',
    });
  });
});

describe('requirements §5: a_add_user sends empty names as null', () => {
  const user = { mail: 'neu2@example.org', kataster_enabled: false, apus_team: false, apus_admin: false, client_id: 2 };

  it('turns empty and blank names into null', async () => {
    expect(await sentBody(() => client.rpc('a_add_user', { ...user, first_name: '', last_name: '  ' }))).toEqual({
      mail: 'neu2@example.org',
      first_name: null,
      last_name: null,
      kataster_enabled: false,
      apus_team: false,
      apus_admin: false,
      client_id: '2',
    });
  });

  it('keeps given names', async () => {
    expect(await sentBody(() => client.rpc('a_add_user', { ...user, first_name: 'Jörg', last_name: 'Weiß' }))).toEqual({
      mail: 'neu2@example.org',
      first_name: 'Jörg',
      last_name: 'Weiß',
      kataster_enabled: false,
      apus_team: false,
      apus_admin: false,
      client_id: '2',
    });
  });
});

describe('the bearer token', () => {
  it('is sent as Authorization: Bearer <token>, read at each request', async () => {
    const [first, second] = [demoToken(DEMO_USERS.admin.email), demoToken(DEMO_USERS.experte.email)];
    let token: string | null = first;
    const tokenClient = createTestClient({ getToken: () => token });
    const sent = recordRequests();
    await tokenClient.rpc('a_get_currentuser', {});
    token = second;
    await tokenClient.rpc('a_get_currentuser', {});
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${first}`,
      `Bearer ${second}`,
    ]);
  });

  it('is left out when nobody is signed in', async () => {
    const sent = recordRequests();
    await createTestClient({ getToken: () => null }).rpc('a_get_currentuser', {});
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });
});
