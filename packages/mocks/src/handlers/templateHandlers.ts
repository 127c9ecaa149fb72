import {
  TEMPLATE_API_BASE,
  TEMPLATE_CALLS,
  TEMPLATE_CODES,
  TEMPLATE_MESSAGES,
  TEMPLATE_ROLE_KEY_RANGE,
  TEMPLATE_TOKEN_HEADER,
  type TemplateApiContract,
  type TemplateCallName,
} from '@waldmonitor/ui/model';
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { FaultRegistry } from '../faults';
import { createRng, deriveSeed } from '../prng';
import { SEED } from '../seed';
import { ALL_ROUTES, TEMPLATE_ROLES, TEMPLATE_TOKENS, TEMPLATE_USERS } from '../template/roles';
import { guarded, readJson } from './respond';

type Result<N extends TemplateCallName> = TemplateApiContract[N]['result'];
type Resolve<N extends TemplateCallName> = (request: Request) => Promise<Result<N>> | Result<N>;

/** Role keys come from the seeded PRNG: the same sequence on every page load, always within spec §9's range. */
const roleKeys = createRng(deriveSeed(SEED, 'template-role-keys'));

function tokenOf(request: Request): string | null {
  const url = new URL(request.url);
  return url.searchParams.get('token') ?? request.headers.get(TEMPLATE_TOKEN_HEADER);
}

const RESOLVERS: { [N in TemplateCallName]: Resolve<N> } = {
  login: async (request) => {
    const body = ((await readJson(request)) ?? {}) as { username?: unknown; password?: unknown };
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const token = TEMPLATE_TOKENS[username];
    if (!token || password.length < 6) {
      return { code: TEMPLATE_CODES.loginFailed, message: TEMPLATE_MESSAGES.loginFailed };
    }
    return { code: TEMPLATE_CODES.success, data: { token } };
  },
  // The token comes as query parameter; the X-Token header stands in when the query has none.
  info: (request) => {
    const user = TEMPLATE_USERS[tokenOf(request) ?? ''];
    if (!user) return { code: TEMPLATE_CODES.illegalToken, message: TEMPLATE_MESSAGES.infoFailed };
    return { code: TEMPLATE_CODES.success, data: user };
  },
  logout: () => ({ code: TEMPLATE_CODES.success, data: 'success' }),
  routes: () => ({ code: TEMPLATE_CODES.success, data: ALL_ROUTES }),
  roles: () => ({ code: TEMPLATE_CODES.success, data: TEMPLATE_ROLES }),
  createRole: () => ({
    code: TEMPLATE_CODES.success,
    data: { key: roleKeys.int(TEMPLATE_ROLE_KEY_RANGE.min, TEMPLATE_ROLE_KEY_RANGE.max) },
  }),
  updateRole: () => ({ code: TEMPLATE_CODES.success, data: { status: 'success' } }),
  deleteRole: () => ({ code: TEMPLATE_CODES.success, data: { status: 'success' } }),
};

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete, PATCH: http.patch } as const;

/**
 * The template mock API of spec §7 under `/prod-api/vue-element-admin/…` on any host. It
 * answers HTTP 200 with `{code, …}`: 20000 with `data`, or an error code with `message`.
 */
export function templateHandlers(faults: FaultRegistry): HttpHandler[] {
  return TEMPLATE_CALLS.map((call) => {
    const path = call.path.replace('{id}', ':id');
    const names = [call.name, `${call.method} ${call.path}`, call.path];
    const resolve = RESOLVERS[call.name] as Resolve<TemplateCallName>;
    return METHODS[call.method](
      `*${TEMPLATE_API_BASE}${path}`,
      guarded(faults, names, 'template', async ({ request }) => HttpResponse.json(await resolve(request))),
    );
  });
}
