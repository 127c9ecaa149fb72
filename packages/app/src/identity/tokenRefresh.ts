/** requirements §9: "refresh check every 60 s, refreshing when less than 70 s of validity remain." */
export const REFRESH_INTERVAL_MS = 60_000;
export const MIN_VALIDITY_S = 70;
/** A refresh that got no answer (offline, the identity service down) is tried again this soon. */
export const RETRY_AFTER_MS = 10_000;
/** The least time between two refreshes, so a token that arrives nearly spent cannot start a loop. */
const MIN_SPACING_MS = 1_000;

/** A token's times in seconds on the identity service's clock (keycloak-js's time skew applied to `now`). */
export interface TokenTimes {
  now: number;
  /** The access token's `iat` and `exp`. */
  issuedAt: number;
  expiresAt: number;
  /** The refresh token's `exp`, when the service says (Keycloak's refresh tokens are JWTs). */
  refreshExpiresAt?: number;
}

/**
 * How much validity is left when the token is refreshed: 70 s (requirements §9), or half the
 * lifetime of a shorter-lived token, which would otherwise be refreshed the moment it arrives
 * (a 20 s token is refreshed after 10 s).
 */
export function refreshMargin(lifetimeS: number): number {
  return Math.min(MIN_VALIDITY_S, lifetimeS / 2);
}

/**
 * Milliseconds until the next refresh: when the margin is reached, looked at again at least
 * every 60 s (a timer of a sleeping computer fires late; each look starts from the clock).
 */
export function refreshDelayMs(times: TokenTimes): number {
  const lifetime = times.expiresAt - times.issuedAt;
  // A refresh token that ends with the access token cannot prolong the session (Keycloak cuts the
  // last access token at the session's end): refreshing early would only yield ever shorter
  // tokens, so one attempt when it expires finds out whether the session still stands.
  const endsWithSession = times.refreshExpiresAt !== undefined && times.refreshExpiresAt <= times.expiresAt;
  const at = endsWithSession ? times.expiresAt : times.expiresAt - refreshMargin(lifetime);
  return Math.round(Math.min(REFRESH_INTERVAL_MS, Math.max(0, (at - times.now) * 1000)));
}

export interface TokenRefreshOptions {
  /** The current token's times. */
  times: () => TokenTimes;
  /** Fetches a new token. */
  refresh: () => Promise<string>;
  onToken: (token: string) => void;
  /** Whether a failed refresh was refused by the identity service (the session has ended). */
  isRefused: (error: unknown) => boolean;
  /** The session has ended: the person is asked to sign in again ("Sitzung abgelaufen"). */
  onSessionEnded: () => void;
}

/**
 * Refreshes each token before it expires, without reloading the page; returns a stop function.
 * A refused refresh ends the session; one without an answer is tried again after 10 s.
 */
export function startTokenRefresh(options: TokenRefreshOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(check, delay);
  };
  const check = () => {
    const delay = refreshDelayMs(options.times());
    if (delay > 0) {
      schedule(delay);
      return;
    }
    options.refresh().then(
      (token) => {
        if (stopped) return;
        options.onToken(token);
        schedule(Math.max(MIN_SPACING_MS, refreshDelayMs(options.times())));
      },
      (error: unknown) => {
        if (stopped) return;
        if (options.isRefused(error)) options.onSessionEnded();
        else schedule(RETRY_AFTER_MS);
      },
    );
  };
  schedule(refreshDelayMs(options.times()));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
