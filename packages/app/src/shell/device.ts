import { layout } from '@waldmonitor/ui';

/**
 * requirements §1: "On phones (mobile devices that are not tablets) the browser is sent to a page
 * called 'landing'." Android tablets leave "Mobile" out of their user agent; iPads say iPad
 * (or, since iPadOS 13, Macintosh with touch, which is not a phone either).
 */
export function isPhone(userAgent: string): boolean {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return false;
  return /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS/i.test(userAgent);
}

/** requirements §9: mobile breakpoint 992 px: the sidebar becomes a drawer below it. */
export const MOBILE_QUERY = `(max-width: ${layout.mobileBreakpoint - 1}px)`;

/** Set when a phone user chose "Trotzdem fortfahren" on the landing page. */
export const LANDING_DISMISSED_KEY = 'waldmonitor-landing-dismissed';

/** The landing page's address for a phone that wanted `wanted` (path and query); `/` needs no return. */
export function landingPath(wanted: string): string {
  return wanted === '/' || wanted === '' ? '/landing' : `/landing?redirect=${encodeURIComponent(wanted)}`;
}
