import { useMessage } from '@waldmonitor/ui';
import { ArticleEditorScreen } from '@waldmonitor/ui/template';
import {
  EMPTY_ARTICLE_DRAFT,
  articleInput,
  draftOf,
  type ArticleDraft,
  type ArticleStatus,
} from '@waldmonitor/ui/model';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useViewTitle } from '../../../shell/viewTitle';
import { useTemplateDataApi } from '../../../templateApi/templateDataApi';
import { articleEditPath } from './ArticleListPage';
import { swrQuery } from '../../swrQuery';

const isArticleList = (key: unknown) => Array.isArray(key) && key[0] === 'template/articles';

/**
 * The article form of one article (or of a new one). Its draft is state of this
 * component, and the edit page keys it by id: each edit/:id view keeps its own draft
 * (three edit tags, three drafts), never one shared cache as in the template.
 */
function ArticleForm({ id }: { id?: number }) {
  const api = useTemplateDataApi();
  const message = useMessage();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const detail = useSWR(id === undefined ? null : ['template/article', id], () => api.articleDetail(id!));
  const [draft, setDraft] = useState<ArticleDraft | null>(null);
  const [savedStatus, setSavedStatus] = useState<ArticleStatus | null>(null);
  const [authorQuery, setAuthorQuery] = useState('');
  const authors = useSWR(authorQuery.trim() ? ['template/search-user', authorQuery.trim()] : null, () =>
    api.searchUser(authorQuery.trim()),
  );
  const shown = draft ?? (detail.data ? draftOf(detail.data) : EMPTY_ARTICLE_DRAFT);

  const submit = async (status: ArticleStatus) => {
    const input = articleInput(shown, status);
    const saved = id === undefined ? await api.createArticle(input) : await api.updateArticle({ ...input, id });
    setSavedStatus(saved.status);
    message.success(status === 'published' ? 'Published successfully.' : 'Draft saved.');
    await mutate(isArticleList);
    if (id === undefined) {
      setDraft(null);
      navigate(articleEditPath(saved.id));
    }
  };

  return (
    <ArticleEditorScreen
      mode={id === undefined ? 'create' : 'edit'}
      articleId={id}
      draft={shown}
      onDraftChange={setDraft}
      savedStatus={savedStatus ?? detail.data?.status ?? null}
      article={id === undefined ? undefined : swrQuery(detail)}
      authorSuggestions={authors.data?.items.map((item) => item.name) ?? []}
      onAuthorSearch={setAuthorQuery}
      onSubmit={submit}
    />
  );
}

/** /template/example/create. */
export function TemplateArticleCreatePage() {
  return <ArticleForm />;
}

/** /template/example/edit/:id (digits only, hidden); its tag reads "Edit Article-N". */
export function TemplateArticleEditPage() {
  const id = Number(useParams().id);
  useViewTitle(`Edit Article-${id}`);
  return <ArticleForm key={id} id={id} />;
}
