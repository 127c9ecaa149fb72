// @vitest-environment node
import type { TemplateArticle, TemplateListPage } from '@waldmonitor/ui/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetTemplateArticles } from '../template/articles';
import { BASE, setupMockServer } from '../testServer';

setupMockServer();
beforeEach(resetTemplateArticles);

const API = `${BASE}/prod-api/vue-element-admin`;

async function call<T>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: T; message?: string };
}

const list = (query: string) => call<TemplateListPage<TemplateArticle>>('GET', `/article/list?${query}`);

describe('template demo API: articles', () => {
  it('pages the hundred articles by id, ascending or descending', async () => {
    const first = await list('page=1&limit=10&sort=%2Bid');
    expect(first.code).toBe(20000);
    expect(first.data.total).toBe(100);
    expect(first.data.items.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = await list('page=2&limit=30&sort=-id');
    expect(last.data.items.map((a) => a.id).slice(0, 3)).toEqual([70, 69, 68]);
  });

  it('filters by importance and type, and by title', async () => {
    const { data } = await list('page=1&limit=50&importance=3&type=JP');
    expect(data.items.length).toBeGreaterThan(0);
    for (const article of data.items) expect(article).toMatchObject({ importance: 3, type: 'JP' });
    const titled = await list('page=1&limit=50&title=BEETLE');
    expect(titled.data.items.length).toBeGreaterThan(0);
    for (const article of titled.data.items) expect(article.title).toContain('Bark beetle');
  });

  it('creates an article with the next id and updates it; detail reads it back', async () => {
    const draft = { ...(await call<TemplateArticle>('GET', '/article/detail?id=1')).data, title: 'New one' };
    const created = await call<TemplateArticle>('POST', '/article/create', { ...draft, id: undefined });
    expect(created.data).toMatchObject({ id: 101, title: 'New one' });
    await call('POST', '/article/update', { ...created.data, title: 'Renamed' });
    expect((await call<TemplateArticle>('GET', '/article/detail?id=101')).data.title).toBe('Renamed');
  });

  it('answers 50000 for an unknown article', async () => {
    expect(await call('GET', '/article/detail?id=999')).toEqual({ code: 50000, message: 'Article not found' });
  });

  it('searches authors and lists twenty transactions', async () => {
    expect((await call<{ items: { name: string }[] }>('GET', '/search/user?name=emma')).data.items).toEqual([
      { name: 'Emma Thompson' },
    ]);
    expect((await call<TemplateListPage<unknown>>('GET', '/transaction/list')).data.items).toHaveLength(20);
  });
});
