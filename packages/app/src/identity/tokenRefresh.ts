/** requirements §9: "refresh check every 60 s, refreshing when less than 70 s of validity remain." */
export const REFRESH_INTERVAL_MS = 60_000;
export const MIN_VALIDITY_S = 70;

export interface TokenRefreshOptions {
  /** Seconds of validity the current token has left. */
  secondsLeft: () => number;
  /** Fetches a new token. */
  refresh: () => Promise<string>;
  onToken: (token: string) => void;
  /** A failed refresh: the app reloads the page (requirements §8). */
  onFailure: (error: unknown) => void;
}

export function needsRefresh(secondsLeft: number): boolean {
  return secondsLeft < MIN_VALIDITY_S;
}

/** Checks every 60 s and refreshes under 70 s of validity; returns a stop function. */
export function startTokenRefresh(options: TokenRefreshOptions): () => void {
  const timer = setInterval(() => {
    if (!needsRefresh(options.secondsLeft())) return;
    options.refresh().then(options.onToken, options.onFailure);
  }, REFRESH_INTERVAL_MS);
  return () => clearInterval(timer);
}
