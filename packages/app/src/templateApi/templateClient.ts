import {
  LOGOUT_CODES,
  MESSAGE_DURATION_MS,
  TEMPLATE_API_BASE,
  TEMPLATE_CALLS,
  TEMPLATE_MESSAGES,
  TEMPLATE_TIMEOUT_MS,
  TEMPLATE_TOKEN_HEADER,
  isTemplateSuccess,
  type SpecTemplateCall,
  type TemplateApiContract,
  type TemplateCallName,
  type TemplateResponse,
  type TemplateRoleInput,
} from '@waldmonitor/ui/model';

/**
 * The template mock/admin API client of requirements §7 and §8 (English, as the template part is):
 * base /prod-api, header X-Token, 5 s timeout, code 20000 is success; any other code
 * shows the message (or 'Error') for 5 s, and 50008 / 50012 / 50014 also ask whether to
 * log in again.
 */

export interface TemplateClientOptions {
  /** The template token sent as `X-Token`; none when signed out. */
  getToken: () => string | null;
  /** requirements §8: shows a failure's message for `durationMs` (5 s). */
  showMessage: (message: string, durationMs: number) => void;
  /** requirements §8: codes 50008, 50012 and 50014 open the 'Confirm logout' dialog. */
  onLoggedOut: () => void;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A failed template call: the API's code (none for network errors and timeouts) and its message. */
export class TemplateApiError extends Error {
  readonly code: number | undefined;

  constructor(message: string, code?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TemplateApiError';
    this.code = code;
  }
}

type DataOf<N extends TemplateCallName> =
  TemplateApiContract[N]['result'] extends TemplateResponse<infer T> ? T : never;

export interface CallInit {
  id?: string;
  query?: Record<string, string>;
  body?: unknown;
}

export function createTemplateClient(options: TemplateClientOptions) {
  const base = (options.baseUrl ?? TEMPLATE_API_BASE).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? TEMPLATE_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** requirements §8: every failure is shown; the caller still gets the rejection. */
  function fail(message: string, code?: number, cause?: unknown): never {
    options.showMessage(message, MESSAGE_DURATION_MS);
    if (code !== undefined && LOGOUT_CODES.includes(code)) options.onLoggedOut();
    throw new TemplateApiError(message, code, { cause });
  }

  async function send<T>(spec: SpecTemplateCall, init: CallInit = {}): Promise<T> {
    const query = init.query ? `?${new URLSearchParams(init.query)}` : '';
    const url = `${base}${spec.path.replace('{id}', encodeURIComponent(init.id ?? ''))}${query}`;
    const headers: Record<string, string> = {};
    const token = options.getToken();
    if (token) headers[TEMPLATE_TOKEN_HEADER] = token;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(url, {
        method: spec.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      // The template's own wording (axios) for a timeout; otherwise the network error's message.
      const message = timedOut
        ? `timeout of ${timeoutMs}ms exceeded`
        : cause instanceof Error && cause.message
          ? cause.message
          : TEMPLATE_MESSAGES.fallback;
      return fail(message, undefined, cause);
    }
    if (!response.ok) return fail(`Request failed with status code ${response.status}`);

    let payload: TemplateResponse<T>;
    try {
      payload = (await response.json()) as TemplateResponse<T>;
    } catch (cause) {
      return fail(TEMPLATE_MESSAGES.fallback, undefined, cause);
    }
    if (isTemplateSuccess(payload)) return payload.data;
    return fail(payload.message || TEMPLATE_MESSAGES.fallback, payload.code);
  }

  const call = <N extends TemplateCallName>(name: N, init?: CallInit) =>
    send<DataOf<N>>(
      TEMPLATE_CALLS.find((entry) => entry.name === name)!,
      init,
    );

  return {
    /** requirements §5: "Login username is trimmed." */
    login: (username: string, password: string) => call('login', { body: { username: username.trim(), password } }),
    /** GET user/info with the token as query parameter. */
    getInfo: async (token: string) => {
      const info = await call('info', { query: { token } });
      // requirements §8: the template's getInfo rejects a user without roles; it is shown like any failure.
      if (!Array.isArray(info.roles) || info.roles.length === 0) return fail(TEMPLATE_MESSAGES.rolesRequired);
      return info;
    },
    logout: () => call('logout'),
    getRoutes: () => call('routes'),
    getRoles: () => call('roles'),
    /** Resolves to `{ key }`, a random integer 300–5000 from the template API. */
    addRole: (role: TemplateRoleInput) => call('createRole', { body: role }),
    updateRole: (id: string, role: TemplateRoleInput) => call('updateRole', { id, body: role }),
    deleteRole: (id: string) => call('deleteRole', { id }),
    /**
     * A call the spec does not name, with the same base, token, timeout and failure
     * handling: the demo pages' data calls (`templateDataApi`), kept out of this module
     * so the product's first load does not carry them.
     */
    request: send,
  };
}

export type TemplateClient = ReturnType<typeof createTemplateClient>;
