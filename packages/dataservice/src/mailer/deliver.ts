/**
 * One round of the mailer: every due mail of the outbox, one transaction each (outbox.ts):
 * claim with the row locked, hand it to SMTP, mark it sent, commit. A mail the server refuses,
 * or cannot take because it is down, is marked failed with its error and tried again after the
 * retry policy's wait; the round goes on with the next mail and leaves that one to a later round.
 *
 * Delivery is at least once (docs/decisions.md "Mail: an outbox in the event's transaction"): if
 * the mailer dies, or loses its database, after the server took a mail and before the commit,
 * the row is unsent again and the mail goes out a second time, with the same Message-ID. Marking
 * it sent before sending would instead lose it in that moment; a lost decision is worse than a
 * duplicate that every mail program recognises by its Message-ID.
 */
import type { ClientBase } from 'pg';
import { claimNext, markFailed, markSent } from './outbox';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retryPolicy';
import type { Sender } from './smtpSender';

export interface RoundResult {
  sent: number;
  failed: number;
}

/** The SMTP error in one line: the server's reply when there is one, else the connection's. */
export function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & { code?: string; response?: string; responseCode?: number };
  if (e.response) return `${e.responseCode ?? ''} ${e.response}`.trim();
  return e.code ? `${e.code}: ${e.message}` : e.message;
}

export async function deliverDue(
  client: ClientBase,
  sender: Sender,
  options: { retry?: RetryPolicy; log?: (line: string) => void } = {},
): Promise<RoundResult> {
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  const log = options.log ?? (() => undefined);
  const result: RoundResult = { sent: 0, failed: 0 };
  // The database's clock, as next_attempt_at is: each mail is tried at most once per round.
  const { rows } = await client.query<{ start: Date }>('SELECT clock_timestamp() AS start');
  const start = rows[0]!.start;
  for (;;) {
    await client.query('BEGIN');
    try {
      const mail = await claimNext(client, start);
      if (!mail) {
        await client.query('COMMIT');
        return result;
      }
      try {
        await sender.send(mail);
      } catch (error) {
        const reason = describeSmtpError(error);
        const waitMs = retryDelayMs(mail.attempts + 1, retry);
        await markFailed(client, mail.id, reason, waitMs);
        await client.query('COMMIT');
        result.failed++;
        log(
          `mail ${mail.id} to ${mail.recipient} not sent (attempt ${mail.attempts + 1}): ${reason}; next attempt in ${Math.round(waitMs / 1000)} s`,
        );
        continue;
      }
      await markSent(client, mail.id);
      await client.query('COMMIT');
      result.sent++;
      log(`mail ${mail.id} to ${mail.recipient} sent (${mail.eventKind} ${mail.eventRef})`);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }
}
