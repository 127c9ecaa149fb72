import type { TemplateRole, TemplateRouteEntry } from '../entities';
import type { SpecTemplateCall } from './specCalls';

/**
 * The template mock/admin API of spec §7 and its errors of spec §8. Messages are the
 * spec's own (English) strings: they belong to the admin-template part.
 */

/** spec §7: "Base /prod-api, header X-Token, 5 s timeout." */
export const TEMPLATE_API_BASE = '/prod-api';
export const TEMPLATE_TOKEN_HEADER = 'X-Token';
export const TEMPLATE_TIMEOUT_MS = 5000;
/** spec §9: "message duration 5 s". */
export const MESSAGE_DURATION_MS = 5000;

export const TEMPLATE_CODES = {
  /** spec §7: "Code 20000 means success." */
  success: 20000,
  /** spec §8: mock login failure. */
  loginFailed: 60204,
  /** spec §8: mock user-info failure; also opens the logout confirmation. */
  illegalToken: 50008,
  /** Another client signed in with this account (template meaning). */
  otherClientLoggedIn: 50012,
  /** Token expired (template meaning). */
  tokenExpired: 50014,
} as const;

/** spec §8: "Codes 50008, 50012 and 50014 open a confirm dialog titled 'Confirm logout'." */
export const LOGOUT_CODES: readonly number[] = [
  TEMPLATE_CODES.illegalToken,
  TEMPLATE_CODES.otherClientLoggedIn,
  TEMPLATE_CODES.tokenExpired,
];

export const TEMPLATE_MESSAGES = {
  /** spec §8: "a code other than 20000 shows the message (or 'Error')". */
  fallback: 'Error',
  loginFailed: 'Account and password are incorrect.',
  infoFailed: 'Login failed, unable to get user details.',
  /** spec §8: user info whose roles are missing or empty is a failed sign-in. */
  rolesRequired: 'getInfo: roles must be a non-null array!',
  confirmLogoutTitle: 'Confirm logout',
  confirmLogoutText: 'You have been logged out, you can cancel to stay on this page, or log in again',
  reLogin: 'Re-Login',
  cancel: 'Cancel',
} as const;

/** spec §9: "Mock role key range 300 to 5000" (inclusive). */
export const TEMPLATE_ROLE_KEY_RANGE = { min: 300, max: 5000 } as const;

/** Every answer of the template API: `code` 20000 with `data`, or another code with `message`. */
export type TemplateResponse<T> = { code: typeof TEMPLATE_CODES.success; data: T } | TemplateFailure;
export interface TemplateFailure {
  code: number;
  message: string;
}

/** What GET user/info returns in `data` (the template's shape). spec §8: "getInfo: roles must be a non-null array!" */
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
  /** spec §7: "returns a random integer key between 300 and 5000". */
  createRole: { body: TemplateRoleInput; result: TemplateResponse<{ key: number }> };
  /** spec §7: "PUT and DELETE … return status success". */
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

/** Every template API call as data, in the order of spec §7. */
export const TEMPLATE_CALLS: readonly (SpecTemplateCall & { name: TemplateCallName })[] = (
  Object.keys(TEMPLATE_CALL_SPECS) as TemplateCallName[]
).map((name) => ({ name, ...TEMPLATE_CALL_SPECS[name] }));

export function isTemplateSuccess<T>(
  response: TemplateResponse<T>,
): response is { code: typeof TEMPLATE_CODES.success; data: T } {
  return response.code === TEMPLATE_CODES.success;
}
