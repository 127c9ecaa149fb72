import { describe, expect, it, vi } from 'vitest';
import { recordRequests, startMockService } from '../api/testHarness';
import { templateDataApi } from './templateDataApi';
import { createTemplateClient } from './templateClient';

startMockService();

function setup() {
  const showMessage = vi.fn<(message: string, durationMs: number) => void>();
  const client = createTemplateClient({
    getToken: () => 'editor-token',
    showMessage,
    onLoggedOut: () => undefined,
    baseUrl: 'http://app.test/prod-api',
  });
  return { api: templateDataApi(client), showMessage };
}

describe('the template demo calls', () => {
  it('send the list query as text, leaving out empty filters, with the X-Token', async () => {
    const sent = recordRequests();
    const { api } = setup();
    const page = await api.articleList({ page: 2, limit: 10, importance: 3, type: undefined, title: '', sort: '-id' });
    expect(page.items).toHaveLength(10);
    expect(sent.map((r) => [`${r.method} ${r.path}`, r.headers.get('X-Token')])).toEqual([
      ['GET /prod-api/vue-element-admin/article/list?page=2&limit=10&importance=3&sort=-id', 'editor-token'],
    ]);
  });

  it('send an updated article as the body, and read it back', async () => {
    const sent = recordRequests();
    const { api } = setup();
    const article = await api.articleDetail(7);
    const saved = await api.updateArticle({ ...article, title: 'Renamed' });
    expect(saved).toMatchObject({ id: 7, title: 'Renamed' });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /prod-api/vue-element-admin/article/detail?id=7',
      'POST /prod-api/vue-element-admin/article/update',
    ]);
    expect(sent[1]?.body).toMatchObject({ id: 7, title: 'Renamed' });
  });

  it('show the API message of a failure, as every template call does', async () => {
    const { api, showMessage } = setup();
    await expect(api.articleDetail(999)).rejects.toThrow('Article not found');
    expect(showMessage).toHaveBeenCalledWith('Article not found', 5000);
  });
});
