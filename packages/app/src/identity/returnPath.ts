import { redirectTarget } from '../routes/redirectTarget';

/**
 * The page a person comes back to after signing in at the identity service: this app's path
 * and query, sent as the sign-in's `redirect_uri` (which the realm allows as `https://<app>/*`,
 * and which keycloak-js keeps in the OIDC state for the code exchange). Without the fragment: a
 * redirect URI carries none (RFC 6749 §3.1.2), and keycloak-js answers in it. From the sign-in
 * page, where the guard sent a failed verification, the page the person was headed to.
 */
export function returnPath(href: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.pathname === '/login') {
    const target = redirectTarget(url.searchParams.get('redirect'), origin);
    return target.ok ? target.path.replace(/#.*$/, '') : '/';
  }
  return url.pathname + url.search;
}
