/**
 * What a document's send left behind, for the tests of invoices and reminders sent by e-mail
 * (invoiceMail.test.ts, reminderMail.test.ts): a PDF to attach, and the mails in the outbox
 * with their files and the sends recorded, read behind the api's back on a superuser's
 * connection.
 */
import type pg from 'pg';

/** A PDF as far as the check looks ("%PDF-" at the start) with bytes no text encoding keeps. */
export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0, 1, 2, 0x80, 0xfe, 0xff]),
  Buffer.from('\n%%EOF\n'),
]);

export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  event_kind: string;
  event_ref: string;
  message_id: string;
}

/** The sends' tables by the kind of document: where a send is recorded and by which key. */
const SENDS = {
  rechnung: { table: 'data.rechnung_versand', key: 'rechnung_id' },
  mahnung: { table: 'data.mahnung_versand', key: 'mahnung_id' },
} as const;

/** A document's mails (`rechnung:61`, `mahnung:5`) with their attachments, and how many sends are recorded. */
export async function mailsOf(db: pg.Client, kind: keyof typeof SENDS, id: string) {
  const ref = `${kind}:${id}`;
  const { rows: mails } = await db.query<OutboxRow>(
    `SELECT id, recipient, subject, body, event_kind, event_ref, message_id FROM data.outbox WHERE event_ref = $1 ORDER BY id`,
    [ref],
  );
  const { rows: files } = await db.query<{
    outbox_id: string;
    nr: number;
    dateiname: string;
    mime_typ: string;
    inhalt: Buffer;
  }>(
    `SELECT a.outbox_id, a.nr, a.dateiname, a.mime_typ, a.inhalt
       FROM data.outbox_anhang a JOIN data.outbox o ON o.id = a.outbox_id WHERE o.event_ref = $1 ORDER BY a.outbox_id, a.nr`,
    [ref],
  );
  const { table, key } = SENDS[kind];
  const { rows: sends } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${key} = $1`, [
    id,
  ]);
  return { mails, files, sends: sends[0]!.n };
}
