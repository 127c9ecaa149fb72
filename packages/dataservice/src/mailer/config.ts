/**
 * The mailer's configuration from the environment (README "The mailer"). The database as psql
 * finds it (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE; pg reads them itself), with the
 * mailer's role and the database `waldmonitor` when PGUSER or PGDATABASE is not set; the SMTP
 * server from SMTP_*.
 */
import type { SmtpConfig } from './smtpSender';

export interface MailerConfig {
  database: { user: string; database: string };
  smtp: SmtpConfig;
  pollMs: number;
}

export class ConfigError extends Error {}

const TLS_MODES = ['starttls', 'tls', 'none'] as const;

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(`${name} must be a whole number above 0, not "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv): MailerConfig {
  const host = env.SMTP_HOST;
  const from = env.SMTP_FROM;
  if (!host) throw new ConfigError('SMTP_HOST is not set');
  if (!from) throw new ConfigError('SMTP_FROM is not set (e.g. "Waldmonitor <noreply@example.org>")');
  const tls = (env.SMTP_TLS || 'starttls') as SmtpConfig['tls'];
  if (!TLS_MODES.includes(tls)) throw new ConfigError(`SMTP_TLS must be one of ${TLS_MODES.join(', ')}, not "${tls}"`);
  return {
    database: { user: env.PGUSER || 'waldmonitor_mailer', database: env.PGDATABASE || 'waldmonitor' },
    smtp: {
      host,
      port: positiveInteger(env, 'SMTP_PORT', tls === 'tls' ? 465 : tls === 'starttls' ? 587 : 25),
      tls,
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      from,
      replyTo: env.SMTP_REPLY_TO || undefined,
      verifyCertificate: env.SMTP_TLS_VERIFY !== 'false',
    },
    pollMs: positiveInteger(env, 'MAILER_POLL_SECONDS', 30) * 1000,
  };
}
