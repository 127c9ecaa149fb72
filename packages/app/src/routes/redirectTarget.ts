/**
 * Where `?redirect=` may lead after sign-in: only a path of this app. An address of
 * another origin (`https://…`, `//host`, `/\host`, `javascript:`) would make the sign-in
 * page an open redirect, and `location.assign` of it left the person stuck on /login.
 */
export type RedirectTarget = { ok: true; path: string } | { ok: false; rejected: string };

export function redirectTarget(raw: string | null, origin: string): RedirectTarget {
  if (!raw) return { ok: true, path: '/' };
  // Browsers read a backslash as a slash in URLs: `/\evil.example` is `//evil.example`.
  const normalised = raw.replace(/\\/g, '/');
  let url: URL;
  try {
    url = new URL(normalised, origin);
  } catch {
    return { ok: false, rejected: raw };
  }
  if (url.origin !== origin || !normalised.startsWith('/') || normalised.startsWith('//')) {
    return { ok: false, rejected: raw };
  }
  return { ok: true, path: `${url.pathname}${url.search}${url.hash}` };
}

/** What the sign-in page says when it drops a foreign target. */
export function rejectedRedirectMessage(rejected: string): string {
  return `Die Weiterleitung „${rejected}“ führt aus Waldmonitor hinaus und wird nicht geöffnet. Nach der Anmeldung geht es zur Startseite.`;
}
