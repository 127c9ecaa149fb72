import { mapQuery, type TemplateArticleQuery } from '@waldmonitor/ui/model';
import useSWR from 'swr';
import { useTemplateDataApi } from '../../templateApi/templateDataApi';
import { swrQuery } from '../swrQuery';

/** The template's excel and zip pages export its first page of articles, as the template does. */
const EXPORT_QUERY: TemplateArticleQuery = { page: 1, limit: 20, sort: '+id' };

/** The article rows the excel and zip pages show and export, with the table's load states. */
export function useExportArticles() {
  const api = useTemplateDataApi();
  const list = useSWR(['template/articles', EXPORT_QUERY], () => api.articleList(EXPORT_QUERY));
  return { articles: mapQuery(swrQuery(list), (page) => page.items) };
}
