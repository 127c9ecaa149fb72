/**
 * The template part's base path (architecture §3): its /dashboard, /login, /401, /404 live
 * below it. A module of its own: the product's router needs these paths, and must not
 * take the template's route table into the first load with them.
 */
export const TEMPLATE_BASE = '/template';
export const TEMPLATE_HOME = `${TEMPLATE_BASE}/dashboard`;
export const TEMPLATE_LOGIN = `${TEMPLATE_BASE}/login`;
