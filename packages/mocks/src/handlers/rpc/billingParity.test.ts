// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rpc, setupMockServer } from '../../testServer';

setupMockServer();

/** Refusals worded as PostgreSQL words them, found by the data service's parity scenarios. */
describe('billing refusals answer as the database does', () => {
  const offer = {
    offer_id: '40',
    bearbeiter: '',
    anrede: null,
    anschreiben: null,
    zuerl: null,
    ust_satz: '19',
    an_datum: '2026-11-13',
    status: 'versendet',
    sign: 'ohne',
  };

  it('refuses an unknown offer status or sign as a value outside the enum', async () => {
    const status = await rpc('a_update_offer_details', { ...offer, status: 'erledigt' });
    expect(status.status).toBe(400);
    expect(await status.json()).toEqual({
      code: '22P02',
      message: 'invalid input value for enum angebot_status: "erledigt"',
      details: null,
      hint: null,
    });
    const sign = await rpc('a_update_offer_details', { ...offer, sign: 'chef' });
    expect(await sign.json()).toMatchObject({ message: 'invalid input value for enum angebot_sign: "chef"' });
  });

  it('refuses a VAT rate outside the tables’ check (0 up to below 100)', async () => {
    const response = await rpc('a_add_invoice', {
      client_id: '3',
      rn_datum: '2026-11-20',
      le_date: null,
      ust_satz: '119',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '23514',
      message: 'new row for relation "rechnung" violates check constraint "rechnung_ust_satz_check"',
      details: null,
      hint: null,
    });
    const offerRate = await rpc('a_update_offer_details', { ...offer, ust_satz: '-7' });
    expect(await offerRate.json()).toMatchObject({
      code: '23514',
      message: expect.stringContaining('"angebot_ust_satz_check"'),
    });
  });

  it('refuses a malformed date with 22007 (invalid_datetime_format)', async () => {
    const response = await rpc('a_insert_prognose', { datum: 'morgen', betrag: 5, art: 'Beratung' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '22007',
      message: 'invalid input syntax for type date: "morgen"',
      details: null,
      hint: null,
    });
  });
});
