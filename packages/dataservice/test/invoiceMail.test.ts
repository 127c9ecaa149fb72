/**
 * Invoices sent by e-mail (migrations/0013, sql/78_invoice_mail.sql): one call issues a draft
 * and writes its mail with the file into the outbox, in one transaction; the send is recorded
 * with who and when and read back with the outbox's state and Message-ID; every refusal leaves
 * nothing behind, neither an issued invoice nor a mail. Each case runs in a transaction that is
 * rolled back. The mailer's part (the file attached over SMTP) is in mailer.test.ts.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc, type Caller } from './harness';
import { issuedInvoices } from './issuedInvoices';
import { mailsOf as sentMailsOf, PDF } from './sentMails';
import { CITIZEN, EXPERT } from './parity/scenario';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

const { call, invoice } = issuedInvoices(() => su);

const XML = Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<Invoice/>\n', 'utf8');
const ISSUER = { name: 'Forstbüro Beispiel GmbH', ort: 'Freiburg' };

const mailOf = (id: string, fields: Record<string, unknown> = {}) => ({
  rechnung_id: id,
  empfaenger: 'buchhaltung@kunde.example',
  betreff: `Rechnung ${id}`,
  nachricht: `Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere Rechnung ${id}.\n\nMit freundlichen Grüßen`,
  e_format: 'pdf',
  dateiname: `Rechnung-${id}.pdf`,
  anhang: PDF.toString('base64'),
  ...fields,
});

const send = (id: string, fields: Record<string, unknown> = {}, caller: Caller = ADMIN) =>
  rpc<number>(su, caller, 'a_send_invoice', mailOf(id, fields));

const mailsOf = (id: string) => sentMailsOf(su, 'rechnung', id);

const archived = async (id: string) =>
  (await su.query<{ a: boolean }>('SELECT archiviert AS a FROM data.rechnung WHERE id = $1', [id])).rows[0]?.a;

interface SendRow {
  id: number;
  empfaenger: string;
  e_format: string;
  von: string;
  angestossen_am: string;
  gesendet_am: string | null;
  message_id: string;
  zustand: string;
  dateiname: string | null;
}

describe('a_send_invoice', () => {
  it('issues a draft and writes its mail with the file, in the same call', () =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      expect(await archived(draft.id)).toBe(false);
      const reply = await send(draft.id, { aussteller: ISSUER });
      expect(reply).toMatchObject({ ok: true, status: 200 });
      const outboxId = String((reply as { data: number }).data);

      expect(await archived(draft.id)).toBe(true);
      const issued = (await call('a_get_issued_invoice', { rechnung_id: draft.id })) as {
        inhalt: { rechnung: { id: number }; aussteller: unknown };
        gestellt_von: string;
      }[];
      expect(issued[0]!.inhalt.rechnung.id).toBe(Number(draft.id));
      expect(issued[0]!.inhalt.aussteller).toEqual(ISSUER);

      const { mails, files, sends } = await mailsOf(draft.id);
      expect(mails).toEqual([
        {
          id: outboxId,
          recipient: 'buchhaltung@kunde.example',
          subject: `Rechnung ${draft.id}`,
          // The text as given: no greeting or signature added.
          body: mailOf(draft.id).nachricht,
          event_kind: 'rechnung',
          event_ref: `rechnung:${draft.id}`,
          message_id: expect.stringMatching(/^<[0-9a-f-]{36}@outbox\.waldmonitor>$/),
        },
      ]);
      expect(files).toEqual([
        { outbox_id: outboxId, nr: 1, dateiname: `Rechnung-${draft.id}.pdf`, mime_typ: 'application/pdf', inhalt: PDF },
      ]);
      expect(sends).toBe(1);

      const list = (await call('a_get_invoice_sends', { rechnung_id: draft.id })) as SendRow[];
      expect(list).toEqual([
        {
          id: Number(outboxId),
          empfaenger: 'buchhaltung@kunde.example',
          e_format: 'pdf',
          von: issued[0]!.gestellt_von,
          angestossen_am: expect.any(String),
          gesendet_am: null,
          message_id: mails[0]!.message_id,
          zustand: 'wartet',
          dateiname: `Rechnung-${draft.id}.pdf`,
        },
      ]);
      expect(list[0]!.von).not.toBe('');
    }));

  it('sends an issued invoice again without issuing it again, the newest send first, an XML as XML', () =>
    rolledBack(su, async () => {
      const { id } = await invoice();
      const before = await call('a_get_issued_invoice', { rechnung_id: id });
      const first = await send(id);
      const second = await send(id, {
        empfaenger: '  eingang@kunde.example ',
        e_format: 'ubl',
        dateiname: `Rechnung-${id}.xml`,
        anhang: XML.toString('base64'),
        aussteller: ISSUER,
      });
      expect(first).toMatchObject({ ok: true });
      expect(second).toMatchObject({ ok: true });
      expect(await call('a_get_issued_invoice', { rechnung_id: id })).toEqual(before);

      const list = (await call('a_get_invoice_sends', { rechnung_id: id })) as SendRow[];
      expect(list.map((s) => [s.id, s.empfaenger, s.e_format, s.dateiname])).toEqual([
        [(second as { data: number }).data, 'eingang@kunde.example', 'ubl', `Rechnung-${id}.xml`],
        [(first as { data: number }).data, 'buchhaltung@kunde.example', 'pdf', `Rechnung-${id}.pdf`],
      ]);
      const { files } = await mailsOf(id);
      expect(files.map((f) => [f.mime_typ, f.inhalt])).toEqual([
        ['application/pdf', PDF],
        ['application/xml', XML],
      ]);
    }));

  it('shows the file in the Postausgang and gives it back as it was sent', () =>
    rolledBack(su, async () => {
      const { id } = await invoice();
      const outboxId = (await send(id)) as { ok: true; data: number };
      const outbox = await rpc<{ id: number; event_kind: string; anhaenge: string | null }[]>(
        su,
        ADMIN,
        'a_get_outbox',
        {},
        { search: new URLSearchParams({ event_kind: 'eq.rechnung', limit: '1', offset: '0' }) },
      );
      expect(outbox).toMatchObject({
        ok: true,
        data: [{ id: outboxId.data, event_kind: 'rechnung', anhaenge: `Rechnung-${id}.pdf` }],
      });
      const others = await rpc<{ anhaenge: string | null }[]>(
        su,
        ADMIN,
        'a_get_outbox',
        {},
        { search: new URLSearchParams({ event_kind: 'neq.rechnung', limit: '5', offset: '0' }) },
      );
      expect(others.ok && others.data.every((row) => row.anhaenge === null)).toBe(true);

      const files = (await call('a_get_outbox_attachments', { outbox_id: String(outboxId.data) })) as {
        nr: number;
        dateiname: string;
        mime_typ: string;
        groesse: number;
        inhalt: string;
      }[];
      expect(files).toEqual([
        {
          nr: 1,
          dateiname: `Rechnung-${id}.pdf`,
          mime_typ: 'application/pdf',
          groesse: PDF.length,
          inhalt: PDF.toString('base64'),
        },
      ]);
      expect(Buffer.from(files[0]!.inhalt, 'base64')).toEqual(PDF);
      expect(await call('a_get_outbox_attachments', { outbox_id: '999999' })).toEqual([]);
    }));

  it('gives an invoice that was never sent no sends', async () => {
    const { rows } = await su.query<{ id: number }>('SELECT min(id) AS id FROM data.rechnung');
    expect(await call('a_get_invoice_sends', { rechnung_id: String(rows[0]!.id) })).toEqual([]);
  });
});

const TOO_BIG = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 - 8)]);

describe('a refused send leaves nothing behind: no issued invoice, no mail', () => {
  it.each<[string, (id: string) => Record<string, unknown>, string]>([
    [
      'an address without @',
      () => ({ empfaenger: 'buchhaltung.kunde.example' }),
      'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.',
    ],
    ['no address', () => ({ empfaenger: null }), 'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.'],
    [
      'two addresses',
      () => ({ empfaenger: 'a@kunde.example b@kunde.example' }),
      'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.',
    ],
    ['a blank subject', () => ({ betreff: '  ' }), 'Der Betreff fehlt.'],
    [
      'a subject on two lines',
      () => ({ betreff: 'Rechnung\nBcc: alle@example.org' }),
      'Der Betreff steht in einer Zeile, ohne Steuerzeichen.',
    ],
    ['a subject over 200 characters', () => ({ betreff: 'R'.repeat(201) }), 'Der Betreff hat höchstens 200 Zeichen.'],
    ['no text', () => ({ nachricht: '' }), 'Der Text der E-Mail fehlt.'],
    [
      'a text over 10,000 characters',
      () => ({ nachricht: 'x'.repeat(10_001) }),
      'Der Text der E-Mail hat höchstens 10.000 Zeichen.',
    ],
    ['an unknown format', () => ({ e_format: 'xlsx' }), 'Das Format der E-Rechnung ist pdf, cii oder ubl.'],
    ['no file name', () => ({ dateiname: '' }), 'Der Dateiname fehlt.'],
    [
      'a file name with a folder',
      () => ({ dateiname: '../Rechnung.pdf' }),
      'Der Dateiname enthält einen Schrägstrich oder ein Steuerzeichen.',
    ],
    [
      'a file name over 200 characters',
      () => ({ dateiname: `${'R'.repeat(197)}.pdf` }),
      'Der Dateiname hat höchstens 200 Zeichen.',
    ],
    [
      'a PDF named .xml',
      (id) => ({ dateiname: `Rechnung-${id}.xml` }),
      'Der Dateiname einer E-Rechnung im Format pdf endet auf .pdf.',
    ],
    [
      'an XRechnung named .pdf',
      (id) => ({ e_format: 'cii', dateiname: `Rechnung-${id}.pdf`, anhang: XML.toString('base64') }),
      'Der Dateiname einer E-Rechnung im Format cii endet auf .xml.',
    ],
    ['no file', () => ({ anhang: '' }), 'Der Anhang fehlt.'],
    ['a file that is no base64', () => ({ anhang: 'kein base64!' }), 'Der Anhang ist keine gültige Datei.'],
    [
      'a PDF that is none',
      () => ({ anhang: Buffer.from('Hallo').toString('base64') }),
      'Der Anhang ist keine PDF-Datei.',
    ],
    [
      'an XML that is none',
      (id) => ({ e_format: 'ubl', dateiname: `Rechnung-${id}.xml`, anhang: PDF.toString('base64') }),
      'Der Anhang ist keine XML-Datei.',
    ],
    ['a file over 10 MB', () => ({ anhang: TOO_BIG.toString('base64') }), 'Der Anhang ist größer als 10 MB.'],
  ])('%s', (_what, fields, message) =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      expect(await send(draft.id, fields(draft.id))).toEqual({
        ok: false,
        status: 400,
        error: { code: 'P0001', message, details: null, hint: null },
      });
      expect(await archived(draft.id)).toBe(false);
      expect(await mailsOf(draft.id)).toEqual({ mails: [], files: [], sends: 0 });
    }),
  );

  it('an invoice without client', () =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      await su.query('UPDATE data.rechnung SET client_id = NULL WHERE id = $1', [draft.id]);
      expect(await send(draft.id)).toMatchObject({
        ok: false,
        status: 400,
        error: { code: 'P0001', message: 'Die Rechnung hat keinen Kunden.' },
      });
      expect(await archived(draft.id)).toBe(false);
      expect(await mailsOf(draft.id)).toEqual({ mails: [], files: [], sends: 0 });
    }));

  it('an invoice that does not exist (404)', () =>
    rolledBack(su, async () => {
      expect(await send('999999')).toEqual({
        ok: false,
        status: 404,
        error: { code: 'P0002', message: 'Rechnung 999999 gibt es nicht.', details: null, hint: null },
      });
      expect(await mailsOf('999999')).toEqual({ mails: [], files: [], sends: 0 });
    }));
});

describe('only administrators send and read sends', () => {
  it.each([
    ['an expert', EXPERT],
    ['a citizen', CITIZEN],
  ])('refuses %s (42501)', (_who, caller) =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      for (const [fn, args] of [
        ['a_send_invoice', mailOf(draft.id)],
        ['a_get_invoice_sends', { rechnung_id: draft.id }],
        ['a_get_outbox_attachments', { outbox_id: '1' }],
      ] as const) {
        expect(await rpc(su, caller, fn, args)).toEqual({
          ok: false,
          status: 403,
          error: { code: '42501', message: `permission denied for function ${fn}`, details: null, hint: null },
        });
      }
      expect(await archived(draft.id)).toBe(false);
      expect(await mailsOf(draft.id)).toEqual({ mails: [], files: [], sends: 0 });
    }),
  );

  it('gives the mailer’s login the attachments to read, and nothing of the sends', async () => {
    const { rows } = await su.query<{ files: boolean; write: boolean; sends: boolean; execute: boolean }>(
      `SELECT has_table_privilege('waldmonitor_mailer', 'data.outbox_anhang', 'SELECT') AS files,
              has_table_privilege('waldmonitor_mailer', 'data.outbox_anhang', 'INSERT, UPDATE, DELETE') AS write,
              has_table_privilege('waldmonitor_mailer', 'data.rechnung_versand', 'SELECT') AS sends,
              has_function_privilege('waldmonitor_mailer',
                'api.a_get_outbox_attachments(text)', 'EXECUTE') AS execute`,
    );
    expect(rows[0]).toEqual({ files: true, write: false, sends: false, execute: false });
  });
});

describe('the tables hold the rules themselves, whoever writes', () => {
  it.each([
    ['a file name with a folder', `'a/Rechnung.pdf', 'application/pdf'`, 1],
    ['a file name with a line break', `E'Rechnung\\n.pdf', 'application/pdf'`, 1],
    ['a file that is neither PDF nor XML', `'Rechnung.docx', 'application/pdf'`, 1],
    ['a PDF typed as XML', `'Rechnung.pdf', 'application/xml'`, 1],
    ['a sixth attachment', `'Rechnung.pdf', 'application/pdf'`, 6],
  ])('refuses %s (23514)', (_what, nameAndType, nr) =>
    rolledBack(su, async () => {
      const { rows } = await su.query<{ id: string }>(
        `INSERT INTO data.outbox (recipient, subject, body, event_kind, event_ref)
         VALUES ('a@kunde.example', 'Rechnung', 'Text', 'rechnung', 'rechnung:1') RETURNING id`,
      );
      await su.query('SAVEPOINT file');
      await expect(
        su.query(
          `INSERT INTO data.outbox_anhang (outbox_id, nr, dateiname, mime_typ, inhalt)
           VALUES ($1, ${nr}, ${nameAndType}, '%PDF-1.7')`,
          [rows[0]!.id],
        ),
      ).rejects.toMatchObject({ code: '23514' });
      await su.query('ROLLBACK TO SAVEPOINT file');
      await expect(
        su.query(
          `INSERT INTO data.outbox_anhang (outbox_id, nr, dateiname, mime_typ, inhalt)
           VALUES ($1, 1, 'Rechnung.pdf', 'application/pdf', '')`,
          [rows[0]!.id],
        ),
      ).rejects.toMatchObject({ code: '23514' });
    }),
  );
});
