/**
 * Hands one outbox mail to the SMTP server with nodemailer. Resolves when the server has taken
 * it (250 after DATA), rejects with the server's or the connection's error otherwise. The mail
 * carries the row's Message-ID, so a mail sent again after a crash is the same mail to every
 * mail program (README "The mailer", docs/decisions.md). An invoice's or a reminder's file goes
 * as an attachment, with the row's file name and type.
 */
import nodemailer from 'nodemailer';
import type { OutboxMail } from './outbox';

export interface SmtpConfig {
  host: string;
  port: number;
  /** `starttls`: plain connection upgraded by STARTTLS, required (587); `tls`: TLS from the start (465); `none`: no TLS (a local relay or test server only). */
  tls: 'starttls' | 'tls' | 'none';
  user?: string;
  password?: string;
  /** The sender, e.g. `Waldmonitor <noreply@waldmonitor.example.org>`. */
  from: string;
  /** Where replies go (a Rückfrage asks the reporter to answer); default the sender. */
  replyTo?: string;
  /** Check the server's certificate (default true). */
  verifyCertificate?: boolean;
}

export interface Sender {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/**
 * The time limits keep a hung server from holding a mail's row lock for long; together they
 * stay below the mailer role's idle-in-transaction limit (sql/70_outbox.sql, 2 minutes).
 */
const TIME_LIMITS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function createSmtpSender(config: SmtpConfig): Sender {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.tls === 'tls',
    requireTLS: config.tls === 'starttls',
    ignoreTLS: config.tls === 'none',
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    tls: { rejectUnauthorized: config.verifyCertificate ?? true },
    ...TIME_LIMITS,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.recipient,
        replyTo: config.replyTo,
        subject: mail.subject,
        text: mail.body,
        messageId: mail.messageId,
        attachments: mail.attachments,
        headers: {
          // RFC 3834: sent by a program; vacation responders do not answer it.
          'Auto-Submitted': 'auto-generated',
          'X-Waldmonitor-Ereignis': `${mail.eventKind} ${mail.eventRef}`,
        },
      });
    },
    close: () => transport.close(),
  };
}
