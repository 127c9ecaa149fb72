/**
 * When a mail the SMTP server did not take is tried again (README "The mailer"): the wait doubles
 * with each failed attempt, from `baseMs` after the first up to `maxMs`, and the mail is never
 * given up: it stays in the outbox, with the server's last answer in `last_error`, until it is
 * sent. A day of SMTP outage costs 24 attempts per mail at the default ceiling of an hour.
 */
export interface RetryPolicy {
  /** The wait after the first failed attempt. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000 };

/** The wait before the next attempt, after `attempts` failed ones (1 = the first failed). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be 1 or more, not ${attempts}`);
  // 2 ** 40 already exceeds any sensible ceiling; the exponent is capped so the number stays finite.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempts - 1, 40));
}
