import {
  TEMPLATE_DATA_CALLS,
  type TemplateArticleInput,
  type TemplateArticleQuery,
  type TemplateDataApiContract,
  type TemplateDataCallName,
  type TemplateResponse,
} from '@waldmonitor/ui/model';
import { useMemo } from 'react';
import { useTemplateApi } from './TemplateApiProvider';
import type { CallInit, TemplateClient } from './templateClient';

type DataOf<N extends TemplateDataCallName> =
  TemplateDataApiContract[N]['result'] extends TemplateResponse<infer T> ? T : never;

/** Query values travel as text; empty ones are left out (the template's list sends only set filters). */
function queryOf(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * The template demo pages' data calls (articles, the author search, the
 * dashboard's transactions) over the template client: same base, X-Token, timeout and
 * failure messages. Only the template pages import this module.
 */
export function templateDataApi(client: TemplateClient) {
  const call = <N extends TemplateDataCallName>(name: N, init?: CallInit) =>
    client.request<DataOf<N>>(
      TEMPLATE_DATA_CALLS.find((entry) => entry.name === name)!,
      init,
    );
  return {
    articleList: (query: TemplateArticleQuery) => call('articleList', { query: queryOf(query) }),
    articleDetail: (id: number) => call('articleDetail', { query: { id: String(id) } }),
    articlePv: (pv: string) => call('articlePv', { query: { pv } }),
    createArticle: (article: TemplateArticleInput) => call('articleCreate', { body: article }),
    updateArticle: (article: TemplateArticleInput & { id: number }) => call('articleUpdate', { body: article }),
    searchUser: (name: string) => call('searchUser', { query: { name } }),
    transactionList: () => call('transactionList'),
  };
}

export type TemplateDataApi = ReturnType<typeof templateDataApi>;

export function useTemplateDataApi(): TemplateDataApi {
  const client = useTemplateApi();
  return useMemo(() => templateDataApi(client), [client]);
}
