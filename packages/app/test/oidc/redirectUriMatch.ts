/**
 * Whether `uri` is one of a client's registered redirect URIs, matched as Keycloak matches them
 * (`RedirectUtils.verifyRedirectUri`), so the e2e's OpenID Connect server refuses and allows what
 * a realm with `redirectUris: ["https://<app>/*"]` would:
 *
 * - a registration ending in `*` (and without a query) is a prefix: `https://app/*` allows every
 *   page of the app with any query, and the bare origin `https://app`; the query and fragment of
 *   `uri` are not compared;
 * - any other registration must equal `uri` exactly;
 * - a path with `.` or `..` segments is refused (it could climb out of the registered prefix).
 */
export function redirectUriMatches(registered: readonly string[], uri: string): boolean {
  if (hasDotSegment(uri)) return false;
  return registered.some((valid) => {
    if (!valid.endsWith('*') || valid.includes('?')) return valid === uri;
    const prefix = valid.slice(0, -1);
    const bare = uri.replace(/[?#].*$/, '');
    return bare.startsWith(prefix) || (prefix.endsWith('/') && bare === prefix.slice(0, -1));
  });
}

/** `/./` or `/../` in the path (raw or percent-encoded), which URL parsing would resolve away. */
function hasDotSegment(uri: string): boolean {
  const path = uri.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  return path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}
