/**
 * The route table lives in the model (`@waldmonitor/ui/model`, `routes/`), one table for
 * both parts; re-exported here for the app's wiring. The paths below are not routes of
 * the table: the guard lets them through before it reads the table.
 */
export { PRODUCT_ROUTES, ROUTE_TABLE } from '@waldmonitor/ui/model';

/** spec §2 "Routes always available" (when signed in). */
export const ALWAYS_AVAILABLE = ['/login', '/auth-redirect', '/401', '/404', '/landing'] as const;
export const isAlwaysAvailable = (pathname: string) =>
  (ALWAYS_AVAILABLE as readonly string[]).includes(pathname) || pathname.startsWith('/redirect/');

/** spec §4: "Without a token only /login and /auth-redirect pass." (/landing too: see guard.ts) */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/landing'] as const;
