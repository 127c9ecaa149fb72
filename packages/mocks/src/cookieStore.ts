/**
 * Stands in for msw's cookie store (msw/lib/core/utils/cookieStore.mjs, built on
 * tough-cookie: a quarter of the demo's msw chunk) in the demo build. msw asks it for
 * the cookies a mocked response set, to hand them to later requests. Our handlers set no
 * cookies (the app keeps its own in document.cookie, which msw reads itself), so the
 * cookie rules tough-cookie knows (domains, paths, public suffixes, Secure, SameSite)
 * decide nothing here; this store keeps what a response sets per host, by name, until
 * it expires, which is all a mocked response could need.
 */

interface StoredCookie {
  key: string;
  value: string;
  /** Milliseconds since the epoch; Infinity for a session cookie. */
  expires: number;
  toString(): string;
}

function parseSetCookie(header: string, now: number): StoredCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  const key = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  let expires = Infinity;
  for (const attribute of attributes) {
    const [name = '', raw = ''] = attribute.split('=').map((part) => part.trim());
    if (/^max-age$/i.test(name) && /^-?\d+$/.test(raw)) expires = now + Number(raw) * 1000;
    else if (/^expires$/i.test(name) && expires === Infinity && !Number.isNaN(Date.parse(raw)))
      expires = Date.parse(raw);
  }
  return { key, value, expires, toString: () => `${key}=${value}` };
}

/** A response's Set-Cookie value may hold several cookies, joined by commas (not inside Expires). */
function splitSetCookie(header: string): string[] {
  return header.split(/,(?=\s*[^;=\s]+=)/).map((part) => part.trim());
}

class CookieStore {
  readonly #byHost = new Map<string, Map<string, StoredCookie>>();

  getCookies(url: string): StoredCookie[] {
    const now = Date.now();
    const cookies = this.#byHost.get(new URL(url).host);
    if (!cookies) return [];
    for (const [key, cookie] of cookies) if (cookie.expires <= now) cookies.delete(key);
    return [...cookies.values()];
  }

  async setCookie(header: string, url: string): Promise<void> {
    const host = new URL(url).host;
    const cookies = this.#byHost.get(host) ?? new Map<string, StoredCookie>();
    this.#byHost.set(host, cookies);
    const now = Date.now();
    for (const part of splitSetCookie(header)) {
      const cookie = parseSetCookie(part, now);
      if (!cookie) continue;
      if (cookie.expires <= now) cookies.delete(cookie.key);
      else cookies.set(cookie.key, cookie);
    }
  }
}

export const cookieStore = new CookieStore();
