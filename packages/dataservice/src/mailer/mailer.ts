/**
 * The running mailer: a round of deliverDue whenever the outbox's trigger notifies (LISTEN), when
 * the next retry falls due, and at the latest every `pollMs` (a notification missed while the
 * connection was down). A lost database connection is opened again after `pollMs`; the mails
 * wait in the outbox meanwhile.
 */
import pg from 'pg';
import { deliverDue } from './deliver';
import { nextDueAt, OUTBOX_CHANNEL } from './outbox';
import type { RetryPolicy } from './retryPolicy';
import type { Sender } from './smtpSender';

const MIN_SLEEP_MS = 200;

export interface MailerOptions {
  /** The mailer's database connection; pg takes what is left out from PGHOST, PGPORT, PGUSER … */
  database: pg.ClientConfig;
  sender: Sender;
  retry?: RetryPolicy;
  /** The longest sleep between two rounds. */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface RunningMailer {
  /** Ends the round under way, closes the connections and the SMTP transport. */
  stop(): Promise<void>;
}

export function startMailer(options: MailerOptions): RunningMailer {
  const pollMs = options.pollMs ?? 30_000;
  const log = options.log ?? (() => undefined);
  let running = true;
  let wake: (() => void) | undefined;
  let woken = false;
  const wakeUp = () => {
    woken = true;
    wake?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = undefined;
    });

  const loop = async () => {
    while (running) {
      const client = new pg.Client(options.database);
      client.on('error', () => undefined);
      client.on('notification', wakeUp);
      try {
        await client.connect();
        await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
        while (running) {
          woken = false;
          await deliverDue(client, options.sender, { retry: options.retry, log });
          const due = await nextDueAt(client);
          // A mail due now that the round left is locked by another mailer: look again shortly.
          const untilDue = due ? Math.max(MIN_SLEEP_MS, due.getTime() - Date.now()) : pollMs;
          await sleep(Math.min(pollMs, untilDue));
        }
      } catch (error) {
        if (running) {
          log(
            `database unreachable, next try in ${Math.round(pollMs / 1000)} s: ${error instanceof Error ? error.message : String(error)}`,
          );
          await sleep(pollMs);
        }
      } finally {
        await client.end().catch(() => undefined);
      }
    }
  };
  const done = loop();
  return {
    async stop() {
      running = false;
      wakeUp();
      await done;
      options.sender.close();
    },
  };
}
