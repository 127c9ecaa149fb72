import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const FROM = 'Waldmonitor <noreply@waldmonitor.example.org>';

describe('readConfig', () => {
  it('takes the mailer role, the database waldmonitor, STARTTLS on 587 and a poll of 30 s when not told otherwise', () => {
    expect(readConfig({ SMTP_HOST: 'smtp.example.org', SMTP_FROM: FROM })).toEqual({
      database: { user: 'waldmonitor_mailer', database: 'waldmonitor' },
      smtp: {
        host: 'smtp.example.org',
        port: 587,
        tls: 'starttls',
        user: undefined,
        password: undefined,
        from: FROM,
        replyTo: undefined,
        verifyCertificate: true,
      },
      pollMs: 30_000,
    });
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        PGUSER: 'post',
        PGDATABASE: 'wm',
        SMTP_HOST: 'mail.example.org',
        SMTP_PORT: '2525',
        SMTP_TLS: 'tls',
        SMTP_USER: 'wm',
        SMTP_PASSWORD: 'geheim',
        SMTP_FROM: FROM,
        SMTP_REPLY_TO: 'team@example.org',
        SMTP_TLS_VERIFY: 'false',
        MAILER_POLL_SECONDS: '5',
      }),
    ).toEqual({
      database: { user: 'post', database: 'wm' },
      smtp: {
        host: 'mail.example.org',
        port: 2525,
        tls: 'tls',
        user: 'wm',
        password: 'geheim',
        from: FROM,
        replyTo: 'team@example.org',
        verifyCertificate: false,
      },
      pollMs: 5000,
    });
  });

  it.each([
    ['tls', 465],
    ['starttls', 587],
    ['none', 25],
  ])('defaults the port of SMTP_TLS=%s to %i', (tls, port) => {
    expect(readConfig({ SMTP_HOST: 'h', SMTP_FROM: FROM, SMTP_TLS: tls }).smtp.port).toBe(port);
  });

  it.each([
    [{ SMTP_FROM: FROM }, 'SMTP_HOST is not set'],
    [{ SMTP_HOST: 'h' }, 'SMTP_FROM is not set (e.g. "Waldmonitor <noreply@example.org>")'],
    [{ SMTP_HOST: 'h', SMTP_FROM: FROM, SMTP_TLS: 'ssl' }, 'SMTP_TLS must be one of starttls, tls, none, not "ssl"'],
    [{ SMTP_HOST: 'h', SMTP_FROM: FROM, SMTP_PORT: '0' }, 'SMTP_PORT must be a whole number above 0, not "0"'],
    [
      { SMTP_HOST: 'h', SMTP_FROM: FROM, MAILER_POLL_SECONDS: '1.5' },
      'MAILER_POLL_SECONDS must be a whole number above 0, not "1.5"',
    ],
  ])('refuses %o: %s', (env, message) => {
    expect(() => readConfig(env)).toThrow(new ConfigError(message));
  });
});
