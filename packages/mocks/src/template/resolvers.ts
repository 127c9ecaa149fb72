/**
 * What the template mock API answers (requirements §7): the resolvers of its calls with their
 * data (users, roles, routes, articles). Loaded by templateHandlers.ts on the first
 * template call, so the demo's mock service starts without them.
 */
import {
  ARTICLE_TYPES,
  TEMPLATE_CODES,
  TEMPLATE_MESSAGES,
  TEMPLATE_ROLE_KEY_RANGE,
  TEMPLATE_TOKEN_HEADER,
  type TemplateApiContract,
  type TemplateCallName,
  type TemplateDataApiContract,
  type TemplateDataCallName,
} from '@waldmonitor/ui/model';
import { readJson } from './readJson';
import { createRng, deriveSeed } from '@waldmonitor/dataservice/seed/prng';
import { SEED } from '@waldmonitor/dataservice/seed';
import { findArticle, queryArticles, saveArticle, searchAuthors, transactions } from './articles';
import { ALL_ROUTES, TEMPLATE_ROLES, TEMPLATE_TOKENS, TEMPLATE_USERS } from './roles';

type Result<N extends TemplateCallName> = TemplateApiContract[N]['result'];
export type Resolve<N extends TemplateCallName> = (request: Request) => Promise<Result<N>> | Result<N>;

/** Role keys come from the seeded PRNG: the same sequence on every page load, always within requirements §9's range. */
const roleKeys = createRng(deriveSeed(SEED, 'template-role-keys'));

function tokenOf(request: Request): string | null {
  const url = new URL(request.url);
  return url.searchParams.get('token') ?? request.headers.get(TEMPLATE_TOKEN_HEADER);
}

export const RESOLVERS: { [N in TemplateCallName]: Resolve<N> } = {
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

type TemplateDataResult<N extends TemplateDataCallName> = TemplateDataApiContract[N]['result'];
export type TemplateDataResolve<N extends TemplateDataCallName> = (
  request: Request,
) => Promise<TemplateDataResult<N>> | TemplateDataResult<N>;

const params = (request: Request) => new URL(request.url).searchParams;
const positive = (value: string | null) => (value && Number(value) > 0 ? Number(value) : undefined);
const notFound = { code: 50000, message: 'Article not found' };

/** The template's demo data calls (articles, author search, transactions); unknown ids answer 50000. */
export const TEMPLATE_DATA_RESOLVERS: { [N in TemplateDataCallName]: TemplateDataResolve<N> } = {
  articleList: (request) => {
    const query = params(request);
    const importance = positive(query.get('importance'));
    const type = ARTICLE_TYPES.find((t) => t === query.get('type'));
    const data = queryArticles({
      page: positive(query.get('page')),
      limit: positive(query.get('limit')),
      importance: importance === 1 || importance === 2 || importance === 3 ? importance : undefined,
      type,
      title: query.get('title') ?? undefined,
      sort: query.get('sort') === '-id' ? '-id' : '+id',
    });
    return { code: TEMPLATE_CODES.success, data };
  },
  articleDetail: (request) => {
    const article = findArticle(Number(params(request).get('id')));
    return article ? { code: TEMPLATE_CODES.success, data: article } : notFound;
  },
  articlePv: () => ({
    code: TEMPLATE_CODES.success,
    data: {
      pvData: [
        { key: 'PC', pv: 1024 },
        { key: 'mobile', pv: 1024 },
        { key: 'ios', pv: 1024 },
        { key: 'android', pv: 1024 },
      ],
    },
  }),
  articleCreate: async (request) => {
    const body = (await readJson(request)) as TemplateDataApiContract['articleCreate']['body'];
    const saved = saveArticle({ ...body, id: undefined });
    return saved ? { code: TEMPLATE_CODES.success, data: saved } : notFound;
  },
  articleUpdate: async (request) => {
    const body = (await readJson(request)) as TemplateDataApiContract['articleUpdate']['body'];
    const saved = saveArticle(body);
    return saved ? { code: TEMPLATE_CODES.success, data: saved } : notFound;
  },
  searchUser: (request) => ({
    code: TEMPLATE_CODES.success,
    data: { items: searchAuthors(params(request).get('name') ?? '') },
  }),
  transactionList: () => ({ code: TEMPLATE_CODES.success, data: transactions() }),
};
