/**
 * Invoices kept as issued (migrations/0010, sql/76_issued_form.sql): archiving stores the form
 * the letter and the XRechnung are made of, with its SHA-256 (never for an invoice without a
 * client), and it stays so after the client moves; nobody changes it or the change log, which
 * records who changed which billing row when, old → new. Each case runs in a transaction that
 * is rolled back.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc } from './harness';
import { issuedInvoices } from './issuedInvoices';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

const { call, invoice } = issuedInvoices(() => su);

interface Issued {
  inhalt: {
    rechnung: Record<string, unknown>;
    positionen: unknown[];
    kunde: Record<string, unknown>;
    aussteller: unknown;
  };
  sha256: string;
}

const issued = async (id: string) => ((await call('a_get_issued_invoice', { rechnung_id: id })) as Issued[])[0]!;

describe('the issued form', () => {
  it('is stored at archiving with the issuer given, in the shapes of the live reads, and hashed', () =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      expect(await rpc(su, ADMIN, 'a_get_issued_invoice', { rechnung_id: draft.id })).toMatchObject({
        ok: false,
        status: 404,
      });
      const issuer = { name: 'Forstbüro Beispiel GmbH', strasse: 'Waldweg 1', plz: '79098', ort: 'Freiburg' };
      await call('a_set_archive_for_rn', { invoice_id: draft.id, aussteller: issuer });
      const form = await issued(draft.id);
      expect(form.inhalt.rechnung).toEqual(
        ((await call('a_get_invoice_details', { invoice_id: draft.id })) as unknown[])[0],
      );
      expect(form.inhalt.positionen).toEqual(await call('a_get_invoice_positions', { invoice_id: draft.id }));
      expect(form.inhalt.kunde).toEqual(((await call('a_get_client_details', { client_id: '1' })) as unknown[])[0]);
      expect(form.inhalt.aussteller).toEqual(issuer);
      const { rows } = await su.query<{ t: string }>(
        'SELECT inhalt::text AS t FROM data.rechnung_gestellt WHERE rechnung_id = $1',
        [draft.id],
      );
      expect(form.sha256).toBe(createHash('sha256').update(rows[0]!.t, 'utf8').digest('hex'));
    }));

  it('is not stored for a draft without a client: issuing it is refused and it stays a draft', () =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      await su.query(`UPDATE data.rechnung SET client_id = NULL WHERE id = $1`, [draft.id]);
      expect(await rpc(su, ADMIN, 'a_set_archive_for_rn', { invoice_id: draft.id })).toMatchObject({
        ok: false,
        status: 400,
        error: {
          message: `Die Rechnung ${draft.id} hat keinen Kunden: eine Rechnung nennt den Leistungsempfänger. Bitte zuerst einen Kunden wählen.`,
        },
      });
      const { rows } = await su.query<{ archiviert: boolean; forms: number }>(
        `SELECT r.archiviert, (SELECT count(*)::integer FROM data.rechnung_gestellt g WHERE g.rechnung_id = r.id) AS forms
           FROM data.rechnung r WHERE r.id = $1`,
        [draft.id],
      );
      expect(rows).toEqual([{ archiviert: false, forms: 0 }]);
    }));

  it('stays as issued after the client moves, and nobody changes it', () =>
    rolledBack(su, async () => {
      const { id } = await invoice();
      const before = await issued(id);
      await call('a_update_client_details', {
        client_id: '1',
        name: 'Neuer Name GmbH',
        name_zusatz: '',
        strasse: 'Umzugstraße 9',
        plz: '10115',
        ort: 'Berlin',
        ap_gender: '',
        ap_vorname: '',
        ap_nachname: '',
        ap_tel: '',
      });
      expect(((await call('a_get_client_details', { client_id: '1' })) as { ort: string }[])[0]!.ort).toBe('Berlin');
      expect(await issued(id)).toEqual(before);
      for (const statement of [
        `UPDATE data.rechnung_gestellt SET sha256 = repeat('0', 64) WHERE rechnung_id = ${id}`,
        `DELETE FROM data.rechnung_gestellt WHERE rechnung_id = ${id}`,
      ]) {
        await su.query('SAVEPOINT change');
        await expect(su.query(statement)).rejects.toThrow(
          `Die gestellte Rechnung ${id} bleibt, wie sie gestellt wurde.`,
        );
        await su.query('ROLLBACK TO SAVEPOINT change');
      }
    }));
});

describe('the change log', () => {
  it('records who changed what, old → new, and refuses changes to itself', () =>
    rolledBack(su, async () => {
      const { id } = await invoice();
      const changes = (await call('a_get_invoice_changes', { rechnung_id: id })) as {
        tabelle: string;
        aktion: string;
        wer: string;
        alt: Record<string, unknown> | null;
        neu: Record<string, unknown> | null;
      }[];
      expect(changes.map((c) => `${c.tabelle} ${c.aktion}`)).toEqual(
        expect.arrayContaining([
          'rechnung angelegt',
          'position angelegt',
          'rechnung geändert',
          'rechnung_gestellt angelegt',
        ]),
      );
      const archived = changes.find((c) => c.tabelle === 'rechnung' && c.neu?.archiviert === true);
      expect(archived).toMatchObject({ aktion: 'geändert', alt: { archiviert: false }, neu: { archiviert: true } });
      expect(archived!.wer).not.toBe('');
      await su.query('SAVEPOINT change');
      await expect(su.query('DELETE FROM data.aenderung')).rejects.toThrow(
        'Das Änderungsprotokoll wird nicht geändert.',
      );
      await su.query('ROLLBACK TO SAVEPOINT change');
    }));
});
