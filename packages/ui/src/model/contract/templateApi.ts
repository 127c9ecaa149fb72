import type { TemplateRole, TemplateRouteEntry } from '../entities';
import type { SpecTemplateCall } from './specCalls';

/**
 * The template mock/admin API of requirements §7 and its errors of requirements §8. Messages are the
 * spec's own (English) strings: they belong to the admin-template part.
 */

/** requirements §7: "Base /prod-api, header X-Token, 5 s timeout." */
export const TEMPLATE_API_BASE = '/prod-api';
export const TEMPLATE_TOKEN_HEADER = 'X-Token';
export const TEMPLATE_TIMEOUT_MS = 5000;
/** requirements §9: "message duration 5 s". */
export const MESSAGE_DURATION_MS = 5000;

export const TEMPLATE_CODES = {
  /** requirements §7: "Code 20000 means success." */
  success: 20000,
  /** requirements §8: mock login failure. */
  loginFailed: 60204,
  /** requirements §8: mock user-info failure; also opens the logout confirmation. */
  illegalToken: 50008,
  /** Another client signed in with this account (template meaning). */
  otherClientLoggedIn: 50012,
  /** Token expired (template meaning). */
  tokenExpired: 50014,
} as const;

/** requirements §8: "Codes 50008, 50012 and 50014 open a confirm dialog titled 'Confirm logout'." */
export const LOGOUT_CODES: readonly number[] = [
  TEMPLATE_CODES.illegalToken,
  TEMPLATE_CODES.otherClientLoggedIn,
  TEMPLATE_CODES.tokenExpired,
];

export const TEMPLATE_MESSAGES = {
  /** requirements §8: "a code other than 20000 shows the message (or 'Error')". */
  fallback: 'Error',
  loginFailed: 'Account and password are incorrect.',
  infoFailed: 'Login failed, unable to get user details.',
  /** requirements §8: user info whose roles are missing or empty is a failed sign-in. */
  rolesRequired: 'getInfo: roles must be a non-null array!',
  confirmLogoutTitle: 'Confirm logout',
  confirmLogoutText: 'You have been logged out, you can cancel to stay on this page, or log in again',
  reLogin: 'Re-Login',
  cancel: 'Cancel',
} as const;

/** requirements §9: "Mock role key range 300 to 5000" (inclusive). */
export const TEMPLATE_ROLE_KEY_RANGE = { min: 300, max: 5000 } as const;

/** Every answer of the template API: `code` 20000 with `data`, or another code with `message`. */
export type TemplateResponse<T> = { code: typeof TEMPLATE_CODES.success; data: T } | TemplateFailure;
export interface TemplateFailure {
  code: number;
  message: string;
}

/** What GET user/info returns in `data` (the template's shape). requirements §8: "getInfo: roles must be a non-null array!" */
export interface TemplateUserInfo {
  roles: string[];
  introduction: string;
  avatar: string;
  name: string;
}

/** A role as sent to POST and PUT role: the role without its key. */
export type TemplateRoleInput = Omit<TemplateRole, 'key'>;

/** Every call of the template API; `path` is below `TEMPLATE_API_BASE`. */
export interface TemplateApiContract {
  login: { body: { username: string; password: string }; result: TemplateResponse<{ token: string }> };
  /** The token travels as query parameter `token` (and in the X-Token header). */
  info: { query: { token: string }; result: TemplateResponse<TemplateUserInfo> };
  logout: { body: undefined; result: TemplateResponse<'success'> };
  routes: { result: TemplateResponse<TemplateRouteEntry[]> };
  roles: { result: TemplateResponse<TemplateRole[]> };
  /** requirements §7: "returns a random integer key between 300 and 5000". */
  createRole: { body: TemplateRoleInput; result: TemplateResponse<{ key: number }> };
  /** requirements §7: "PUT and DELETE … return status success". */
  updateRole: { params: { id: string }; body: TemplateRoleInput; result: TemplateResponse<{ status: 'success' }> };
  deleteRole: { params: { id: string }; result: TemplateResponse<{ status: 'success' }> };
}

export type TemplateCallName = keyof TemplateApiContract;

const TEMPLATE_CALL_SPECS = {
  login: { method: 'POST', path: '/vue-element-admin/user/login' },
  info: { method: 'GET', path: '/vue-element-admin/user/info' },
  logout: { method: 'POST', path: '/vue-element-admin/user/logout' },
  routes: { method: 'GET', path: '/vue-element-admin/routes' },
  roles: { method: 'GET', path: '/vue-element-admin/roles' },
  createRole: { method: 'POST', path: '/vue-element-admin/role' },
  updateRole: { method: 'PUT', path: '/vue-element-admin/role/{id}' },
  deleteRole: { method: 'DELETE', path: '/vue-element-admin/role/{id}' },
} as const satisfies Record<TemplateCallName, SpecTemplateCall>;

/** A table of calls by name as a list of calls, in the table's order. */
function callList<N extends string>(specs: Record<N, SpecTemplateCall>): readonly (SpecTemplateCall & { name: N })[] {
  return (Object.keys(specs) as N[]).map((name) => ({ name, ...specs[name] }));
}

/** Every template API call as data, in the order of requirements §7. */
export const TEMPLATE_CALLS = callList<TemplateCallName>(TEMPLATE_CALL_SPECS);

export function isTemplateSuccess<T>(
  response: TemplateResponse<T>,
): response is { code: typeof TEMPLATE_CODES.success; data: T } {
  return response.code === TEMPLATE_CODES.success;
}

/**
 * The template's demo data calls: articles, the author search and the
 * dashboard's transactions, as vue-element-admin's mock has them. The spec does not name
 * them (requirements §3: "Article fields are not shown"), so they live apart from
 * `TEMPLATE_CALLS`, which lists exactly the spec's calls; fields are the template's.
 */
export const ARTICLE_TYPES = ['CN', 'US', 'JP', 'EU'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export type ArticleStatus = 'published' | 'draft';
/** The template's importance: one to three stars. */
export type ArticleImportance = 1 | 2 | 3;

export interface TemplateArticle {
  id: number;
  /** Milliseconds since the epoch (the template's `timestamp`). */
  timestamp: number;
  author: string;
  reviewer: string;
  title: string;
  content_short: string;
  /** Rich text (HTML); shown only through DOMPurify. */
  content: string;
  forecast: number;
  importance: ArticleImportance;
  type: ArticleType;
  status: ArticleStatus;
  /** `{y}-{m}-{d} {h}:{i}:{s}`, as the template's mock writes it. */
  display_time: string;
  comment_disabled: boolean;
  pageviews: number;
  image_uri: string;
  platforms: string[];
}

/** An article as create and update send it; create has no id yet. */
export type TemplateArticleInput = Omit<TemplateArticle, 'id' | 'pageviews' | 'reviewer'> & { id?: number };

/** The article list's query: page from 1, `sort` '+id' or '-id'. All values travel as text. */
export interface TemplateArticleQuery {
  page: number;
  limit: number;
  importance?: ArticleImportance;
  type?: ArticleType;
  title?: string;
  sort: '+id' | '-id';
}

/** The template's page sizes of the article list. */
export const ARTICLE_PAGE_SIZES = [10, 20, 30, 50] as const;
/** Title limit of the article form (the template's `maxlength`). */
export const ARTICLE_TITLE_MAX = 100;

export interface TemplateTransaction {
  order_no: string;
  timestamp: number;
  username: string;
  price: number;
  status: 'success' | 'pending';
}

export interface TemplateListPage<T> {
  total: number;
  items: T[];
}

export interface TemplateDataApiContract {
  articleList: { query: TemplateArticleQuery; result: TemplateResponse<TemplateListPage<TemplateArticle>> };
  articleDetail: { query: { id: string }; result: TemplateResponse<TemplateArticle> };
  /** Page views per platform, the template's `pvData`. */
  articlePv: { query: { pv: string }; result: TemplateResponse<{ pvData: { key: string; pv: number }[] }> };
  /** Decision: answers the stored article (the template answers 'success'), so a new article can be opened. */
  articleCreate: { body: TemplateArticleInput; result: TemplateResponse<TemplateArticle> };
  articleUpdate: { body: TemplateArticleInput & { id: number }; result: TemplateResponse<TemplateArticle> };
  searchUser: { query: { name: string }; result: TemplateResponse<{ items: { name: string }[] }> };
  transactionList: { result: TemplateResponse<TemplateListPage<TemplateTransaction>> };
}

export type TemplateDataCallName = keyof TemplateDataApiContract;

const TEMPLATE_DATA_CALL_SPECS = {
  articleList: { method: 'GET', path: '/vue-element-admin/article/list' },
  articleDetail: { method: 'GET', path: '/vue-element-admin/article/detail' },
  articlePv: { method: 'GET', path: '/vue-element-admin/article/pv' },
  articleCreate: { method: 'POST', path: '/vue-element-admin/article/create' },
  articleUpdate: { method: 'POST', path: '/vue-element-admin/article/update' },
  searchUser: { method: 'GET', path: '/vue-element-admin/search/user' },
  transactionList: { method: 'GET', path: '/vue-element-admin/transaction/list' },
} as const satisfies Record<TemplateDataCallName, SpecTemplateCall>;

/** Every demo data call as data (below `TEMPLATE_API_BASE`). */
export const TEMPLATE_DATA_CALLS = callList<TemplateDataCallName>(TEMPLATE_DATA_CALL_SPECS);
