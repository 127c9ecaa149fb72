import {
  ARTICLE_TYPES,
  parseTime,
  type ArticleImportance,
  type TemplateArticle,
  type TemplateArticleInput,
  type TemplateArticleQuery,
  type TemplateListPage,
  type TemplateTransaction,
} from '@waldmonitor/ui/model';
import { createRng, deriveSeed } from '@waldmonitor/dataservice/seed/prng';
import { SEED } from '@waldmonitor/dataservice/seed';

/**
 * The template part's articles and transactions, English like the template's
 * own mock (vue-element-admin `mock/article.js`, `mock/remote-search.js`). Generated from
 * the seeded PRNG: the same hundred articles on every run. Times are offsets before the
 * moment the store is built, so the newest read 'just now' and '… minutes ago'.
 */
export const ARTICLE_COUNT = 100;

const AUTHORS = [
  'Emma Thompson',
  'Liam Carter',
  'Olivia Bennett',
  'Noah Parker',
  'Ava Mitchell',
  'Ethan Brooks',
  'Sophia Turner',
  'Mason Hughes',
  'Isabella Reed',
  'Lucas Foster',
  'Mia Collins',
  'James Ward',
];
const SUBJECTS = ['Bark beetle', 'Spruce stand', 'Pheromone trap', 'Storm damage', 'Forest road', 'Drone survey'];
const VERBS = ['reported near', 'counted at', 'mapped around', 'checked beside', 'cleared along', 'photographed by'];
const PLACES = ['the northern ridge', 'Lake Hollow', 'the old quarry', 'Pine Valley', 'the river bend', 'Hill 402'];
/** Offsets back from now: the first few articles are recent, the rest spread over a year. */
const RECENT_OFFSETS_MS = [10_000, 5 * 60_000, 3 * 3_600_000, 30 * 3_600_000];
const YEAR_MS = 365 * 24 * 3_600_000;

function createArticles(now: number): TemplateArticle[] {
  const rng = createRng(deriveSeed(SEED, 'template-articles'));
  return Array.from({ length: ARTICLE_COUNT }, (_, index) => {
    const id = index + 1;
    const timestamp = now - (RECENT_OFFSETS_MS[index] ?? rng.int(3 * 24 * 3_600_000, YEAR_MS));
    const title = `${rng.pick(SUBJECTS)} ${rng.pick(VERBS)} ${rng.pick(PLACES)}`;
    return {
      id,
      timestamp,
      author: rng.pick(AUTHORS),
      reviewer: rng.pick(AUTHORS),
      title,
      content_short: `A short summary: ${title.toLowerCase()}.`,
      content: `<p>${title}. The field team wrote this report after the visit.</p>`,
      forecast: Math.round(rng.float(0, 100) * 100) / 100,
      importance: rng.int(1, 3) as ArticleImportance,
      type: rng.pick(ARTICLE_TYPES),
      status: rng.chance(0.7) ? 'published' : 'draft',
      display_time: parseTime(timestamp) ?? '',
      comment_disabled: rng.chance(0.2),
      pageviews: rng.int(300, 5000),
      image_uri: '',
      platforms: ['a-platform'],
    };
  });
}

/**
 * The instant the template's data are dated from: now, or the instant a page fixes in
 * `__WALDMONITOR_TEMPLATE_NOW__` (the review's photographs, scripts/visual/shoot.mjs: the lists
 * show seconds, and the data are made at whatever moment a story first asks for them).
 */
const datedFrom = () =>
  (globalThis as { __WALDMONITOR_TEMPLATE_NOW__?: number }).__WALDMONITOR_TEMPLATE_NOW__ ?? Date.now();

let articles: TemplateArticle[] | null = null;

function store(): TemplateArticle[] {
  articles ??= createArticles(datedFrom());
  return articles;
}

/** Back to the generated articles: for stories and tests. */
export function resetTemplateArticles(): void {
  articles = null;
}

/** The template's list filter: importance, type, title (substring), sort by id, then the page. */
export function queryArticles(query: Partial<TemplateArticleQuery>): TemplateListPage<TemplateArticle> {
  const title = query.title?.trim().toLowerCase() ?? '';
  const matching = store().filter(
    (article) =>
      (!query.importance || article.importance === query.importance) &&
      (!query.type || article.type === query.type) &&
      (title === '' || article.title.toLowerCase().includes(title)),
  );
  const sorted = [...matching].sort((a, b) => (query.sort === '-id' ? b.id - a.id : a.id - b.id));
  const limit = query.limit && query.limit > 0 ? query.limit : 20;
  const page = query.page && query.page > 0 ? query.page : 1;
  return { total: sorted.length, items: sorted.slice((page - 1) * limit, page * limit) };
}

export function findArticle(id: number): TemplateArticle | undefined {
  return store().find((article) => article.id === id);
}

/** Stores a new article with the next id, or replaces a known one; answers the stored article. */
export function saveArticle(input: TemplateArticleInput): TemplateArticle | undefined {
  const list = store();
  const known = input.id === undefined ? undefined : list.find((article) => article.id === input.id);
  if (input.id !== undefined && !known) return undefined;
  const saved: TemplateArticle = known
    ? { ...known, ...input, id: known.id }
    : { ...input, id: Math.max(0, ...list.map((a) => a.id)) + 1, pageviews: 0, reviewer: '' };
  if (known) list[list.indexOf(known)] = saved;
  else list.push(saved);
  return saved;
}

/** The author search of the article form: names containing the text (the template's `search/user`). */
export function searchAuthors(name: string): { name: string }[] {
  const needle = name.trim().toLowerCase();
  return AUTHORS.filter((author) => author.toLowerCase().includes(needle)).map((author) => ({ name: author }));
}

/** The dashboard's last transactions (the template's `transaction/list`: twenty orders). */
export function transactions(now = datedFrom()): TemplateListPage<TemplateTransaction> {
  const rng = createRng(deriveSeed(SEED, 'template-transactions'));
  const items = Array.from({ length: 20 }, (_, index) => ({
    order_no: `${rng.int(10_000_000, 99_999_999)}-${rng.int(1000, 9999)}`.toUpperCase(),
    timestamp: now - index * 3_600_000,
    username: rng.pick(AUTHORS),
    price: rng.int(1000, 15000),
    status: rng.chance(0.6) ? ('success' as const) : ('pending' as const),
  }));
  return { total: items.length, items };
}
