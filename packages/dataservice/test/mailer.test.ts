/**
 * Mail that goes out (README "The mailer"): the outbox row is written in the event's own
 * transaction and only where the recipient's switch allows (sql/70_outbox.sql), and the mailer
 * (src/mailer) sends it over SMTP to a real local server (`smtp-server`, read with `mailparser`):
 * with SMTP down the mails wait, counted, and go out once it is back; two mailers, or a mailer
 * after a crash, never lose a mail, and none is sent twice except the one of a crash between the
 * server's acceptance and the commit, which carries the same Message-ID. An invoice sent by
 * e-mail (sql/78_invoice_mail.sql) arrives once with its file attached, byte for byte.
 *
 * In a database of its own on the run's cluster (the events here commit, and the mailers must
 * see them): the schema deployed as an operator's, a handful of users and sightings.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { deliverDue } from '../src/mailer/deliver';
import { startMailer } from '../src/mailer/mailer';
import { claimNext } from '../src/mailer/outbox';
import { createSmtpSender, type Sender } from '../src/mailer/smtpSender';
import { deploy } from '../src/migrate/deploy';
import { callerFor, rolledBack, rpc, type Caller } from './harness';

const DATABASE = 'mailer_test';
const CLI = join(import.meta.dirname, '../src/mailer/cli.mjs');
const FROM = 'Waldmonitor <noreply@waldmonitor.example>';

const USERS = {
  admin: { email: 'admin@waldmonitor.example', first: 'Anna', last: 'Admin', status: 'ogf_admin', on: true },
  chefin: { email: 'chefin@waldmonitor.example', first: 'Clara', last: 'Chef', status: 'ogf_admin', on: false },
  experte: { email: 'experte@waldmonitor.example', first: 'Erik', last: 'Experte', status: 'ogf_expert', on: true },
  buerger: { email: 'buerger@waldmonitor.example', first: 'Bruno', last: 'Bürger', status: 'ogf_citizens', on: true },
  leise: { email: 'leise@waldmonitor.example', first: 'Lena', last: 'Leise', status: 'ogf_citizens', on: false },
} as const;
type UserKey = keyof typeof USERS;

let su: pg.Client;
let app: pg.Client;
const ids = {} as Record<UserKey, number>;

const pgConnection = () => ({ ...inject('pg'), database: DATABASE });
const mailerConnection = () => ({ ...pgConnection(), user: 'waldmonitor_mailer' });

async function connectAs(config: pg.ClientConfig): Promise<pg.Client> {
  const client = new pg.Client(config);
  await client.connect();
  return client;
}

beforeAll(async () => {
  const admin = await connectAs(inject('pg'));
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  su = await connectAs(pgConnection());
  await deploy(su);
  for (const [key, u] of Object.entries(USERS) as [UserKey, (typeof USERS)[UserKey]][]) {
    const { rows } = await su.query<{ user_id: number }>(
      `INSERT INTO data.benutzer (email, first_name, last_name, app_status, mail_register, mail_new, mail_rejected,
                                  mail_published, mail_expert_request, mail_expert_approved)
       VALUES ($1, $2, $3, $4, $5, $5, $5, $5, $5, $5) RETURNING user_id`,
      [u.email, u.first, u.last, u.status, u.on],
    );
    ids[key] = rows[0]!.user_id;
  }
  await su.query(`INSERT INTO data.kaeferarten (id, name, lat_name) VALUES (1, 'Buchdrucker', 'Ips typographus')`);
  app = await connectAs({ ...pgConnection(), user: 'authenticator' });
}, 60_000);

afterAll(async () => {
  await app?.end();
  await su?.end();
  const admin = await connectAs(inject('pg'));
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
});

afterEach(async () => {
  // An invoice's send names its mail; the record goes first.
  await su.query('DELETE FROM data.rechnung_versand');
  await su.query('DELETE FROM data.outbox');
  await su.query('DELETE FROM data.kaefer');
});

/** A sighting of `reporter` waiting for the review. */
async function sighting(reporter: UserKey, status = 'in_pruefung'): Promise<number> {
  const { rows } = await su.query<{ id: number }>(
    `INSERT INTO data.kaefer (art, status, fund_datum, bundesland, user_id, beschreibung)
     VALUES (1, $1, '2026-06-03', 'Bayern', $2, 'Bohrmehl am Stammfuß') RETURNING id`,
    [status, ids[reporter]],
  );
  return rows[0]!.id;
}

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  event_kind: string;
  event_ref: string;
  message_id: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

const outbox = async () =>
  (
    await su.query<OutboxRow>(
      `SELECT id, recipient, subject, body, event_kind, event_ref, message_id, attempts, last_error, sent_at
         FROM data.outbox ORDER BY id`,
    )
  ).rows;

const expert = callerFor('ogf_expert');
const review = (id: number, status: string, msg = '', published_from = '') =>
  rpc(app, expert, 'a_update_kaefer_with_message', {
    id: String(id),
    status,
    published_from,
    letzter_bearbeiter: 'Erik Experte',
    msg,
  });

describe('the outbox, written by the event', () => {
  it('holds the reporter’s rejection mail, in German, written in the decision’s own transaction', async () => {
    const id = await sighting('buerger');
    await su.query('BEGIN');
    await su.query(`UPDATE data.kaefer SET status = 'abgelehnt', message = 'Kein Borkenkäfer.' WHERE id = $1`, [id]);
    expect(await outbox()).toHaveLength(1);
    await su.query('ROLLBACK');
    expect(await outbox()).toEqual([]);

    const reply = await review(id, 'abgelehnt', 'Auf den Fotos ist kein Borkenkäfer zu erkennen.');
    expect(reply).toMatchObject({ ok: true, status: 204 });
    const [row, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      recipient: 'buerger@waldmonitor.example',
      subject: `Ihre Käfermeldung Nr. ${id} vom 03.06.2026 (Bayern) wurde abgelehnt`,
      event_kind: 'ablehnung',
      event_ref: `kaefer:${id}`,
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    expect(row!.message_id).toMatch(/^<[0-9a-f-]{36}@outbox\.waldmonitor>$/);
    expect(row!.body).toBe(
      'Guten Tag Bruno Bürger,\n\n' +
        `Ihre Käfermeldung Nr. ${id} vom 03.06.2026 (Bayern) wurde nach fachlicher Prüfung abgelehnt. Die Begründung:\n\n` +
        'Auf den Fotos ist kein Borkenkäfer zu erkennen.\n\n' +
        'Sie müssen nichts weiter tun. Haben Sie Fragen zur Entscheidung oder neue Hinweise, etwa weitere Fotos, ' +
        'antworten Sie bitte auf diese E-Mail.\n\n' +
        'Mit freundlichen Grüßen\nIhr Waldmonitor-Team\n\n-- \n' +
        'Diese E-Mail wurde automatisch versandt. Sie erhalten sie, weil die Benachrichtigung „Abgelehnte Meldungen“ ' +
        'in Ihrem Profil (Reiter „Benachrichtigungen“) eingeschaltet ist; dort schalten Sie sie ab.\n',
    );
  });

  it('holds nothing of a call rolled back or refused', async () => {
    const id = await sighting('buerger');
    await rolledBack(app, async () => {
      expect(await review(id, 'rueckfrage', 'Wo genau war der Baum?')).toMatchObject({ ok: true });
    });
    // A rejection needs its message: the state machine refuses, the mail goes with the refusal.
    expect(await review(id, 'abgelehnt', '')).toMatchObject({ ok: false, status: 400 });
    expect(await outbox()).toEqual([]);
  });

  it('asks the Rückfrage whatever the switches, and rejects and publishes only where the switch is on', async () => {
    const quiet = [await sighting('leise'), await sighting('leise'), await sighting('leise')];
    expect(await review(quiet[0]!, 'abgelehnt', 'Doppelte Meldung.')).toMatchObject({ ok: true });
    expect(await review(quiet[1]!, 'veroeffentlicht', '', '2026-07-01')).toMatchObject({ ok: true });
    expect(await outbox()).toEqual([]);
    expect(await review(quiet[2]!, 'rueckfrage', 'Haben Sie ein Foto der Rinde?')).toMatchObject({ ok: true });
    const loud = await sighting('buerger');
    expect(await review(loud, 'veroeffentlicht', '', '2026-07-01')).toMatchObject({ ok: true });

    const rows = await outbox();
    expect(rows.map((r) => [r.recipient, r.event_kind, r.subject])).toEqual([
      [
        'leise@waldmonitor.example',
        'rueckfrage',
        `Rückfrage zu Ihrer Käfermeldung Nr. ${quiet[2]} vom 03.06.2026 (Bayern)`,
      ],
      [
        'buerger@waldmonitor.example',
        'veroeffentlichung',
        `Ihre Käfermeldung Nr. ${loud} vom 03.06.2026 (Bayern) wurde veröffentlicht`,
      ],
    ]);
    expect(rows[0]!.body).toContain('Haben Sie ein Foto der Rinde?\n\nBitte antworten Sie auf diese E-Mail.');
    expect(rows[0]!.body).not.toContain('Benachrichtigung „');
    expect(rows[1]!.body).toContain(
      'wurde geprüft und als „Buchdrucker“ bestimmt. Sie ist seit dem 01.07.2026 im Waldmonitor veröffentlicht',
    );
  });

  it('tells the administrators of an expert request, and the person of the decision, not of a withdrawal', async () => {
    const asker: Caller = { role: 'ogf_citizens', claims: { email: USERS.buerger.email } };
    const change = (caller: Caller, status: string) =>
      rpc(app, caller, 'a_change_app_status', { user_id: String(ids.buerger), username: '', status });
    try {
      expect(await change(asker, 'ogf_expert_query')).toMatchObject({ ok: true });
      let rows = await outbox();
      // Clara Chef has the switch off; Anna Admin has it on.
      expect(rows.map((r) => [r.recipient, r.event_kind, r.event_ref, r.subject])).toEqual([
        [
          'admin@waldmonitor.example',
          'expertenanfrage',
          `benutzer:${ids.buerger}`,
          'Neue Expertenanfrage von Bruno Bürger',
        ],
      ]);
      expect(rows[0]!.body).toMatch(
        /^Guten Tag Anna Admin,\n\nBruno Bürger \(buerger@waldmonitor\.example\) hat am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr den Expertenstatus beantragt\./,
      );

      await su.query('DELETE FROM data.outbox');
      expect(await change({ ...asker, role: 'ogf_expert_query' }, 'ogf_citizens')).toMatchObject({ ok: true });
      expect(await outbox()).toEqual([]);

      expect(await change(asker, 'ogf_expert_query')).toMatchObject({ ok: true });
      await su.query('DELETE FROM data.outbox');
      expect(await change(callerFor('ogf_admin'), 'ogf_expert')).toMatchObject({ ok: true });
      rows = await outbox();
      expect(rows.map((r) => [r.recipient, r.event_kind, r.subject])).toEqual([
        ['buerger@waldmonitor.example', 'expertenanfrage_entschieden', 'Ihre Expertenanfrage wurde angenommen'],
      ]);
      expect(rows[0]!.body).toContain('Melden Sie sich im Waldmonitor neu an');
    } finally {
      await su.query(`UPDATE data.benutzer SET app_status = 'ogf_citizens' WHERE user_id = $1`, [ids.buerger]);
    }
  });
});

interface TestSmtp {
  port: number;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** A local SMTP server without TLS or authentication; `refuse` answers 550 to that recipient. */
async function startSmtp(port = 0, options: { delayMs?: number; refuse?: string } = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuse) {
        const error = new Error('Postfach nicht vorhanden') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          setTimeout(() => callback(), options.delayMs ?? 0);
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port no server listens on: SMTP down. */
async function freePort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

const senderTo = (port: number): Sender => createSmtpSender({ host: '127.0.0.1', port, tls: 'none', from: FROM });

/** How often each Message-ID arrived. */
const countByMessageId = (mails: ParsedMail[]) =>
  mails.reduce<Record<string, number>>((n, m) => ({ ...n, [m.messageId!]: (n[m.messageId!] ?? 0) + 1 }), {});

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Plain outbox rows, as many as asked, to the citizen. */
async function mails(count: number): Promise<void> {
  await su.query(
    `INSERT INTO data.outbox (recipient, subject, body, event_kind, event_ref)
     SELECT 'buerger@waldmonitor.example', 'Rückfrage Nr. ' || n, 'Guten Tag, Frage ' || n || '.', 'rueckfrage', 'kaefer:' || n
       FROM generate_series(1, $1) n`,
    [count],
  );
}

describe('the mailer', () => {
  it('keeps the mails while SMTP is down, counting the attempts, and sends each once when it is back', async () => {
    const reported = [await sighting('buerger'), await sighting('buerger'), await sighting('leise')];
    expect(await review(reported[0]!, 'abgelehnt', 'Es handelt sich um einen Marienkäfer.')).toMatchObject({
      ok: true,
    });
    expect(await review(reported[1]!, 'veroeffentlicht', '', '2026-07-01')).toMatchObject({ ok: true });
    expect(await review(reported[2]!, 'rueckfrage', 'In welchem Waldstück war das?')).toMatchObject({ ok: true });
    const written = await outbox();
    expect(written).toHaveLength(3);

    const port = await freePort();
    const db = await connectAs(mailerConnection());
    const down = senderTo(port);
    try {
      for (const attempt of [1, 2]) {
        expect(await deliverDue(db, down, { retry: { baseMs: 0, maxMs: 0 } })).toEqual({ sent: 0, failed: 3 });
        for (const row of await outbox()) {
          expect(row).toMatchObject({ attempts: attempt, sent_at: null });
          expect(row.last_error).toMatch(/ECONNREFUSED/);
        }
      }
    } finally {
      down.close();
      await db.end();
    }

    // The running mailer keeps trying every 300 ms until the server is up.
    const mailer = startMailer({
      database: mailerConnection(),
      sender: senderTo(port),
      retry: { baseMs: 300, maxMs: 300 },
      pollMs: 60_000,
    });
    let smtp: TestSmtp | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await outbox()).every((r) => r.attempts >= 3 && r.sent_at === null)).toBe(true);
      smtp = await startSmtp(port);
      await until(async () => (await outbox()).every((r) => r.sent_at !== null));
      const sent = await outbox();
      expect(countByMessageId(smtp.received)).toEqual(Object.fromEntries(sent.map((r) => [r.message_id, 1])));
      const rejection = smtp.received.find((m) => m.messageId === written[0]!.message_id)!;
      expect(rejection.subject).toBe(`Ihre Käfermeldung Nr. ${reported[0]} vom 03.06.2026 (Bayern) wurde abgelehnt`);
      expect(rejection.text).toBe(written[0]!.body);
      expect(rejection.from?.value).toEqual([{ name: 'Waldmonitor', address: 'noreply@waldmonitor.example' }]);
      expect(rejection.headers.get('auto-submitted')).toBe('auto-generated');
      expect(smtp.received.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual([
        'buerger@waldmonitor.example',
        'buerger@waldmonitor.example',
        'leise@waldmonitor.example',
      ]);

      // Idle, with a poll a minute away: the outbox's notification wakes it for a new mail.
      const more = await sighting('buerger');
      await review(more, 'rueckfrage', 'Wie hoch war der Baum?');
      await until(async () => smtp!.received.length === 4, 5_000);
      expect(smtp.received[3]!.subject).toBe(`Rückfrage zu Ihrer Käfermeldung Nr. ${more} vom 03.06.2026 (Bayern)`);
    } finally {
      await mailer.stop();
      await smtp?.close();
    }
    const all = await outbox();
    expect(all.every((r) => r.sent_at !== null)).toBe(true);
    expect(Object.values(countByMessageId(smtp!.received))).toEqual([1, 1, 1, 1]);
  });

  it('with two mailers at once sends every mail once', async () => {
    await mails(20);
    const smtp = await startSmtp(0, { delayMs: 20 });
    const clients = [await connectAs(mailerConnection()), await connectAs(mailerConnection())];
    const senders = [senderTo(smtp.port), senderTo(smtp.port)];
    try {
      const rounds = await Promise.all(clients.map((db, i) => deliverDue(db, senders[i]!)));
      expect(rounds[0]!.sent + rounds[1]!.sent).toBe(20);
      expect(rounds.every((r) => r.sent > 0 && r.failed === 0)).toBe(true);
      const counts = countByMessageId(smtp.received);
      expect(Object.keys(counts)).toHaveLength(20);
      expect(Object.values(counts).every((n) => n === 1)).toBe(true);
      expect((await outbox()).every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
      expect(await deliverDue(clients[0]!, senders[0]!)).toEqual({ sent: 0, failed: 0 });
    } finally {
      senders.forEach((s) => s.close());
      await Promise.all(clients.map((c) => c.end()));
      await smtp.close();
    }
  });

  it('keeps a mail the server refuses, with its answer, and sends the others', async () => {
    await mails(2);
    await su.query(`UPDATE data.outbox SET recipient = 'weg@waldmonitor.example' WHERE event_ref = 'kaefer:1'`);
    const smtp = await startSmtp(0, { refuse: 'weg@waldmonitor.example' });
    const db = await connectAs(mailerConnection());
    const sender = senderTo(smtp.port);
    try {
      const before = Date.now();
      expect(await deliverDue(db, sender)).toEqual({ sent: 1, failed: 1 });
      const [refused, sent] = await outbox();
      expect(refused).toMatchObject({ attempts: 1, sent_at: null });
      expect(refused!.last_error).toMatch(/^550 .*Postfach nicht vorhanden/);
      const { rows } = await su.query<{ wait: number }>(
        `SELECT extract(epoch FROM next_attempt_at)::float * 1000 AS wait FROM data.outbox WHERE id = $1`,
        [refused!.id],
      );
      // The default policy's first wait: 30 s.
      expect(rows[0]!.wait - before).toBeGreaterThan(29_000);
      expect(rows[0]!.wait - before).toBeLessThan(31_000 + 5_000);
      expect(sent).toMatchObject({ attempts: 1, last_error: null });
      expect(sent!.sent_at).not.toBeNull();
    } finally {
      sender.close();
      await db.end();
      await smtp.close();
    }
  });

  it('sends a mail again, with the same Message-ID, only when it died between the server’s acceptance and its commit', async () => {
    await mails(1);
    const smtp = await startSmtp();
    const sender = senderTo(smtp.port);
    const crashing = await connectAs(mailerConnection());
    const db = await connectAs(mailerConnection());
    try {
      await crashing.query('BEGIN');
      const mail = await claimNext(crashing);
      await sender.send(mail!);
      // The process dies here: the connection goes, the transaction with it, the row is unsent.
      await crashing.end();
      expect(await outbox()).toMatchObject([{ attempts: 0, sent_at: null }]);
      expect(await deliverDue(db, sender)).toEqual({ sent: 1, failed: 0 });
      expect(countByMessageId(smtp.received)).toEqual({ [mail!.messageId]: 2 });
    } finally {
      sender.close();
      await db.end();
      await smtp.close();
    }
  });

  it('sends an invoice once with its file attached, and the send reads as sent', async () => {
    const admin = callerFor('ogf_admin');
    const { rows } = await su.query<{ client_id: number }>(
      `INSERT INTO data.kunde (name, strasse, plz, ort) VALUES ('Forstbetrieb Muster', 'Waldweg 1', '79098', 'Freiburg')
       RETURNING client_id`,
    );
    const day = (await su.query<{ d: string }>(`SELECT data.min_date_for_new('rechnung')::text AS d`)).rows[0]!.d;
    const added = await rpc<number>(app, admin, 'a_add_invoice', {
      client_id: String(rows[0]!.client_id),
      rn_datum: day,
      le_date: null,
      ust_satz: '19',
    });
    expect(added).toMatchObject({ ok: true });
    const invoice = String((added as { data: number }).data);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 0x80, 0xff]), Buffer.from('\n%%EOF\n')]);
    const sent = await rpc<number>(app, admin, 'a_send_invoice', {
      rechnung_id: invoice,
      empfaenger: 'buchhaltung@kunde.example',
      betreff: `Rechnung ${invoice}`,
      nachricht: 'Sehr geehrte Damen und Herren,\n\nanbei unsere Rechnung.\n\nMit freundlichen Grüßen',
      e_format: 'pdf',
      dateiname: `Rechnung-${invoice}.pdf`,
      anhang: pdf.toString('base64'),
    });
    expect(sent).toMatchObject({ ok: true });
    const [row, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ id: String((sent as { data: number }).data), event_kind: 'rechnung', sent_at: null });

    const smtp = await startSmtp();
    const db = await connectAs(mailerConnection());
    const sender = senderTo(smtp.port);
    try {
      expect(await deliverDue(db, sender)).toEqual({ sent: 1, failed: 0 });
      expect(countByMessageId(smtp.received)).toEqual({ [row!.message_id]: 1 });
      const mail = smtp.received[0]!;
      expect(mail.subject).toBe(`Rechnung ${invoice}`);
      expect(mail.text?.trim()).toBe(
        'Sehr geehrte Damen und Herren,\n\nanbei unsere Rechnung.\n\nMit freundlichen Grüßen',
      );
      expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content])).toEqual([
        [`Rechnung-${invoice}.pdf`, 'application/pdf', pdf],
      ]);
    } finally {
      sender.close();
      await db.end();
      await smtp.close();
    }
    const sends = await rpc<{ zustand: string; gesendet_am: string | null; message_id: string }[]>(
      app,
      admin,
      'a_get_invoice_sends',
      { rechnung_id: invoice },
    );
    expect(sends).toMatchObject({ ok: true, data: [{ zustand: 'gesendet', message_id: row!.message_id }] });
    expect(sends.ok && sends.data[0]!.gesendet_am).toEqual(expect.any(String));
  });

  it('runs as a role that may read and mark the outbox and nothing else', async () => {
    await mails(1);
    const db = await connectAs(mailerConnection());
    try {
      const { rows } = await db.query<{ super: boolean }>(
        `SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`,
      );
      expect(rows).toEqual([{ super: false }]);
      await expect(db.query('SELECT email FROM data.benutzer')).rejects.toMatchObject({ code: '42501' });
      await expect(db.query(`UPDATE data.outbox SET body = 'anders'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.query('DELETE FROM data.outbox')).rejects.toMatchObject({ code: '42501' });
      await expect(db.query('DELETE FROM data.outbox_anhang')).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.query(`INSERT INTO data.outbox (recipient, subject, body, event_kind, event_ref)
                  VALUES ('a@b.de', 'x', 'y', 'rueckfrage', 'kaefer:1')`),
      ).rejects.toMatchObject({ code: '42501' });
    } finally {
      await db.end();
    }
  });

  it('is started by `npm run dataservice:mailer -- --once`, configured by the environment', async () => {
    await mails(2);
    const smtp = await startSmtp();
    try {
      const { host, port } = inject('pg');
      const { stdout } = await promisify(execFile)('node', [CLI, '--once'], {
        env: {
          ...process.env,
          PGHOST: host,
          PGPORT: String(port),
          PGUSER: '',
          PGDATABASE: DATABASE,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtp.port),
          SMTP_TLS: 'none',
          SMTP_FROM: FROM,
        },
      });
      expect(stdout).toContain('2 sent, 0 not sent');
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });
});
