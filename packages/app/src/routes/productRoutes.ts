/**
 * The route table lives in the model (`@waldmonitor/ui/model`, `routes/`), one table for
 * both parts; the product's rows are re-exported here for the app's wiring (the whole
 * table is not: the template rows must stay out of the product's first load). The paths
 * below are not routes of the table: the guard lets them through before it reads it.
 */
export { PRODUCT_ROUTES } from '@waldmonitor/ui/model';

/** requirements §2 "Routes always available" (when signed in). */
export const ALWAYS_AVAILABLE = ['/login', '/auth-redirect', '/401', '/404', '/landing'] as const;
export const isAlwaysAvailable = (pathname: string) =>
  (ALWAYS_AVAILABLE as readonly string[]).includes(pathname) || pathname.startsWith('/redirect/');

/** requirements §4: "Without a token only /login and /auth-redirect pass." (/landing too: see guard.ts) */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/landing'] as const;
