/**
 * The mailer's statements on data.outbox (migrations/0003_outbox.sql), as the role
 * waldmonitor_mailer (sql/70_outbox.sql grants exactly these). A mail is claimed with its row
 * locked (FOR UPDATE SKIP LOCKED) in a transaction that stays open while it is sent and ends
 * with it marked sent or failed: a second mailer skips the locked row, so two mailers never send
 * the same mail at once, and the lock goes with the transaction if the mailer dies. A mail's
 * attachments (data.outbox_anhang, an invoice's or a reminder's file: migrations/0013) are read
 * in the same transaction, after the row is locked.
 */
import type { ClientBase } from 'pg';

export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  messageId: string;
  eventKind: string;
  eventRef: string;
  /** The attempts before this one. */
  attempts: number;
  /** The files the mail carries, in their order (none for the mails of the review and the users). */
  attachments: OutboxAttachment[];
}

export interface OutboxAttachment {
  filename: string;
  /** `application/pdf` or `application/xml`. */
  contentType: string;
  content: Buffer;
}

/**
 * The oldest mail due at `dueBy` (default now), its row locked for this transaction; null when
 * none is. A round passes its start, so a mail that failed in it waits for the next round.
 */
export async function claimNext(client: ClientBase, dueBy?: Date): Promise<OutboxMail | null> {
  const { rows } = await client.query<Omit<OutboxMail, 'attachments'>>(
    `SELECT id::text AS id, recipient, subject, body, message_id AS "messageId", event_kind AS "eventKind",
            event_ref AS "eventRef", attempts
       FROM data.outbox
      WHERE sent_at IS NULL AND next_attempt_at <= coalesce($1, now())
      ORDER BY next_attempt_at, id
      LIMIT 1
        FOR UPDATE SKIP LOCKED`,
    [dueBy ?? null],
  );
  const mail = rows[0];
  if (!mail) return null;
  // bytea arrives as a Buffer (pg's type parser).
  const { rows: attachments } = await client.query<OutboxAttachment>(
    `SELECT dateiname AS filename, mime_typ AS "contentType", inhalt AS content
       FROM data.outbox_anhang WHERE outbox_id = $1 ORDER BY nr`,
    [mail.id],
  );
  return { ...mail, attachments };
}

export async function markSent(client: ClientBase, id: string): Promise<void> {
  await client.query(`UPDATE data.outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [id]);
}

/** Records the failed attempt and when to try again. */
export async function markFailed(client: ClientBase, id: string, error: string, retryInMs: number): Promise<void> {
  await client.query(
    `UPDATE data.outbox
        SET attempts = attempts + 1, last_error = left($2, 2000),
            next_attempt_at = now() + $3 * interval '1 millisecond'
      WHERE id = $1`,
    [id, error, retryInMs],
  );
}

/** When the next unsent mail falls due, or null when none waits (the mailer sleeps until then). */
export async function nextDueAt(client: ClientBase): Promise<Date | null> {
  const { rows } = await client.query<{ at: Date | null }>(
    `SELECT min(next_attempt_at) AS at FROM data.outbox WHERE sent_at IS NULL`,
  );
  return rows[0]?.at ?? null;
}

/** The notification channel the outbox's trigger wakes the mailers on. */
export const OUTBOX_CHANNEL = 'waldmonitor_outbox';
