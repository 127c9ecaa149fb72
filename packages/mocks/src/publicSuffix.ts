/**
 * Stands in for `tldts` (the public-suffix list: half of the demo's msw chunk, about
 * 90 kB gzip) wherever msw runs. msw keeps a cookie store through
 * tough-cookie, which asks tldts for the registrable domain of a cookie's host. Our
 * handlers read and set no cookies (the app keeps its own cookies in document.cookie),
 * so the list decides nothing here; the mocks' tests run with this stand-in and pass.
 *
 * The answer is the usual one without the list: an IP address or a single label as it
 * is, otherwise the last two labels (`demo.waldmonitor.example` → `waldmonitor.example`).
 */
export function getDomain(hostname: string | null | undefined): string | null {
  const host = (hostname ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  return labels.length <= 2 ? host : labels.slice(-2).join('.');
}
