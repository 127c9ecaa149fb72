import { ArticleListScreen } from '@waldmonitor/ui/template';
import {
  ARTICLE_PAGE_SIZES,
  ARTICLE_TYPES,
  TEMPLATE_BASE,
  type ArticleImportance,
  type TemplateArticleQuery,
} from '@waldmonitor/ui/model';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useSearchParamState, useSetViewParams } from '../../../shell/useSearchParamState';
import { useTemplateDataApi } from '../../../templateApi/templateDataApi';
import { useNow } from '../useNow';
import { swrQuery } from '../../swrQuery';

/** The list state from the view's address: anything unknown falls back to the template's defaults. */
function queryFrom(params: URLSearchParams, title: string): TemplateArticleQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const importance = Number(params.get('importance'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (ARTICLE_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 20,
    importance:
      importance === 1 || importance === 2 || importance === 3 ? (importance as ArticleImportance) : undefined,
    type: ARTICLE_TYPES.find((type) => type === params.get('type')),
    title: title.trim() || undefined,
    sort: params.get('sort') === '-id' ? '-id' : '+id',
  };
}

export const articleEditPath = (id: number) => `${TEMPLATE_BASE}/example/edit/${id}`;

/**
 * /template/example/list: filters, sort and page live in the view's address (written
 * with replace: state of the view, not a new page), the title search once typing pauses.
 */
export function TemplateArticleListPage() {
  const api = useTemplateDataApi();
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const [title, setTitle] = useSearchParamState('title');
  const query = queryFrom(params, params.get('title') ?? '');
  const now = useNow();
  const list = useSWR(['template/articles', query], () => api.articleList(query), { keepPreviousData: true });

  return (
    <ArticleListScreen
      query={query}
      onQueryChange={(changes) =>
        setViewParams(
          Object.fromEntries(
            Object.entries(changes).map(([key, value]) => [key, value === undefined ? null : String(value)]),
          ),
        )
      }
      titleSearch={title}
      onTitleSearchChange={(value) => {
        setTitle(value);
        if (query.page !== 1) setViewParams({ page: null });
      }}
      list={swrQuery(list)}
      editPath={articleEditPath}
      now={now}
    />
  );
}
