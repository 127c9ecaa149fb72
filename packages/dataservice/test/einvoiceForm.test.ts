/**
 * The form in which a client takes its e-invoices (migrations/0012, sql/40_einvoice.sql
 * a_update_client_details `e_format`): the hybrid PDF for a new address, the chosen form kept
 * by a later save that leaves it out (the master-data form sends no e-invoice fields at all,
 * an older app none of the form), an unknown form refused in German; the seed's public bodies
 * take UBL, as the upgrade sets them.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeed } from '../src/seed';
import { connect } from './db';
import { rolledBack, rpc } from './harness';
import { CLIENT_FOUR_DETAILS } from './parity/clientFour';
import { ADMIN } from './parity/scenario';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

const formOfClient = async (clientId: string) => {
  const reply = await rpc<{ e_format: string | null }[]>(db, ADMIN, 'a_get_client_details', { client_id: clientId });
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  return reply.data[0]?.e_format;
};

const save = (fields: Record<string, string>) =>
  rpc(db, ADMIN, 'a_update_client_details', { ...CLIENT_FOUR_DETAILS, ...fields });

describe('a client’s e-invoice form', () => {
  it('a new address takes the hybrid PDF; a chosen form stays through saves that leave it out', async () => {
    await rolledBack(db, async () => {
      await save({ e_adresse: '', e_schema: '' });
      expect(await formOfClient('4')).toBeNull();
      expect(await save({ e_adresse: 'rechnung@wald.example', e_schema: 'EM' })).toMatchObject({ ok: true });
      expect(await formOfClient('4')).toBe('pdf');
      expect(await save({ e_adresse: 'rechnung@wald.example', e_schema: 'EM', e_format: 'cii' })).toMatchObject({
        ok: true,
      });
      expect(await formOfClient('4')).toBe('cii');
      await save({ e_adresse: 'eingang@wald.example', e_schema: 'EM' });
      expect(await formOfClient('4')).toBe('cii');
      await save({});
      expect(await formOfClient('4')).toBe('cii');
    });
  });

  it('an unknown form is refused with a German message and nothing changes', async () => {
    await rolledBack(db, async () => {
      const before = await formOfClient('3');
      const reply = await rpc(db, ADMIN, 'a_update_client_details', {
        ...CLIENT_FOUR_DETAILS,
        client_id: '3',
        e_adresse: 'rechnung@wald.example',
        e_schema: 'EM',
        e_format: 'xlsx',
      });
      expect(reply).toMatchObject({
        ok: false,
        error: { message: 'Das Format der E-Rechnung ist pdf, cii oder ubl.' },
      });
      expect(await formOfClient('3')).toBe(before);
    });
  });

  it('the seed’s public bodies (a Leitweg-ID) take the XRechnung as UBL, its businesses the hybrid PDF', async () => {
    const forms: Record<string, string[]> = {};
    for (const row of createSeed().clientEInvoice) {
      (forms[row.e_schema] ??= []).push((await formOfClient(String(row.client_id))) ?? 'keins');
    }
    expect(new Set(forms['0204'])).toEqual(new Set(['ubl']));
    expect(new Set(forms.EM)).toEqual(new Set(['pdf']));
  });
});
