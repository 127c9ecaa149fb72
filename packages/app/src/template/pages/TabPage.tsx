import { Table, type Column } from '@waldmonitor/ui';
import { TabScreen } from '@waldmonitor/ui/template';
import { ARTICLE_TYPES, type ArticleType, type TemplateArticle } from '@waldmonitor/ui/model';
import useSWR from 'swr';
import { useSearchParamState } from '../../shell/useSearchParamState';
import { useTemplateDataApi } from '../../templateApi/templateDataApi';
import { swrQuery } from '../swrQuery';

const TABS = [
  { value: 'CN', label: 'China' },
  { value: 'US', label: 'USA' },
  { value: 'JP', label: 'Japan' },
  { value: 'EU', label: 'Eurozone' },
] as const satisfies readonly { value: ArticleType; label: string }[];

const COLUMNS: Column<TemplateArticle>[] = [
  { key: 'id', header: 'ID', cell: (a) => a.id, width: '5rem', align: 'end' },
  { key: 'title', header: 'Title', cell: (a) => a.title },
  { key: 'author', header: 'Author', cell: (a) => a.author, width: '10rem' },
];

/** A tab's articles: loaded when the tab first opens (the pane mounts then), kept afterwards. */
function TypeArticles({ type }: { type: ArticleType }) {
  const api = useTemplateDataApi();
  const list = useSWR(['template/articles', 'tab', type], () =>
    api.articleList({ page: 1, limit: 10, type, sort: '+id' }),
  );
  return (
    <Table
      aria-label={`Articles of type ${type}`}
      columns={COLUMNS}
      rows={list.data?.items ?? []}
      getRowId={(a) => a.id}
      query={swrQuery(list)}
      emptyMessage="No articles."
    />
  );
}

/** /template/tab/index: the open tab lives in `?tab=` (replace: state of the view, no history entry). */
export function TemplateTabPage() {
  const [tab, setTab] = useSearchParamState('tab', 0);
  const value = ARTICLE_TYPES.find((type) => type === tab) ?? 'CN';
  return <TabScreen tabs={TABS} value={value} onChange={setTab} renderPane={(type) => <TypeArticles type={type} />} />;
}
