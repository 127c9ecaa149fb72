/**
 * `npm run dataservice:mailer -- [--once] [--database <name>]` (README "The mailer"): sends the
 * outbox's mails over SMTP until stopped (SIGTERM, SIGINT), or with `--once` what is due now.
 */
import pg from 'pg';
import { ConfigError, readConfig } from './config';
import { deliverDue } from './deliver';
import { startMailer } from './mailer';
import { createSmtpSender } from './smtpSender';

const USAGE = `Usage:
  npm run dataservice:mailer -- [--once] [--database waldmonitor]

Sends the mails of the data service's outbox over SMTP, tries again those the server did not
take, and waits for new ones (LISTEN, and a look every MAILER_POLL_SECONDS, default 30).
--once sends what is due now and ends (exit code 1 if a mail could not be sent).

Database as psql (PGHOST, PGPORT, PGPASSWORD; PGUSER default waldmonitor_mailer, PGDATABASE
default waldmonitor). SMTP: SMTP_HOST, SMTP_PORT (default 587, 465 with SMTP_TLS=tls),
SMTP_TLS (starttls | tls | none, default starttls), SMTP_USER, SMTP_PASSWORD, SMTP_FROM,
SMTP_REPLY_TO, SMTP_TLS_VERIFY (false accepts any certificate).`;

const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let once = false;
  let database: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (arg === '--once') once = true;
    else if (arg === '--database' && argv[i + 1]) database = argv[++i]!;
    else {
      console.error(`unknown argument ${arg}\n\n${USAGE}`);
      return 2;
    }
  }
  let config;
  try {
    config = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const connection = { ...config.database, ...(database ? { database } : {}) };
  const sender = createSmtpSender(config.smtp);
  if (once) {
    const client = new pg.Client(connection);
    try {
      await client.connect();
      const round = await deliverDue(client, sender, { log });
      log(`${round.sent} sent, ${round.failed} not sent`);
      return round.failed ? 1 : 0;
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    } finally {
      await client.end().catch(() => undefined);
      sender.close();
    }
  }
  const mailer = startMailer({ database: connection, sender, pollMs: config.pollMs, log });
  log(`mailer running: ${connection.user}@${connection.database} → ${config.smtp.host}:${config.smtp.port}`);
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  await mailer.stop();
  log('mailer stopped');
  return 0;
}
