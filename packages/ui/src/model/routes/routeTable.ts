import type { AppRoute } from '../routeMeta';
import { PRODUCT_ROUTES } from './productRoutes';
import { TEMPLATE_ROUTES } from './templateRoutes';

/**
 * The one route table of the shell, both parts: the product's, then the template part's
 * (requirements §2 "Template demo routes", `part: 'template'`, all under `/template/`).
 */
// Marked pure so a bundle that never reads the whole table (the product's first load)
// leaves the template rows out: an array spread would count as a side effect. The
// functions that read a table live in routeParts.ts, so the product's guard can use
// them without importing this module and the template rows with it.
export const ROUTE_TABLE: readonly AppRoute[] = /* @__PURE__ */ PRODUCT_ROUTES.concat(TEMPLATE_ROUTES);
