import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  ARTICLE_SUMMARY_MAX,
  validateArticle,
  type ArticleDraft,
  type ArticleErrors,
} from '../../model/template/article';
import {
  ARTICLE_TITLE_MAX,
  ARTICLE_TYPES,
  type ArticleStatus,
  type ArticleType,
} from '../../model/contract/templateApi';
import { Button } from '../../primitives/Button';
import { FormField, controlPadding, controlSurface, type ControlSurfaceProps } from '../../primitives/FormField';
import { color, fontWeights, space } from '../../theme';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import type { QueryState } from '../../model/queryState';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { Tag } from '../../primitives/Tag';
import { TextField } from '../../primitives/TextField';
import { Textarea } from '../../primitives/Textarea';
import { ImportanceStars } from '../ImportanceStars';
// The light field only: TinyMCE itself is a chunk it loads when the form shows.
import { RichTextEditor } from '../TinymceScreen/RichTextEditor';

export interface ArticleEditorScreenProps {
  /** Create a new article, or edit the one with `articleId`. */
  mode: 'create' | 'edit';
  articleId?: number;
  /** The form's values; the app keeps one draft per article id. */
  draft: ArticleDraft;
  onDraftChange: (draft: ArticleDraft) => void;
  /** The status the article was last saved with. */
  savedStatus?: ArticleStatus | null;
  /** The saved article the draft starts from (edit mode), as one read; while it loads or failed the page says so. */
  article?: QueryState<unknown>;
  /** Names the author search offers for what is typed (GET /search/user). */
  authorSuggestions: readonly string[];
  onAuthorSearch: (text: string) => void;
  /** Saves as draft or publishes; the form is checked first. A rejection keeps the form as typed. */
  onSubmit: (status: ArticleStatus) => Promise<unknown>;
}

/** `{y}-{m}-{d} {h}:{i}:{s}` ↔ the `datetime-local` input's `YYYY-MM-DDTHH:mm:ss`. */
const toInputTime = (time: string) => time.replace(' ', 'T');
const fromInputTime = (value: string) => {
  if (value === '') return '';
  const [day, clock = '00:00'] = value.split('T');
  return `${day} ${clock.length === 5 ? `${clock}:00` : clock}`;
};

/**
 * The template's article form (create and edit/:id): title up to 100 characters, author
 * search, publish time, importance stars, type, a summary with its counter and the
 * content in the TinyMCE editor, saved as draft or published.
 */
export function ArticleEditorScreen({
  mode,
  articleId,
  draft,
  onDraftChange,
  savedStatus = null,
  article,
  authorSuggestions,
  onAuthorSearch,
  onSubmit,
}: ArticleEditorScreenProps) {
  const [errors, setErrors] = useState<ArticleErrors>({});
  const authorListId = useId();
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => {
    onDraftChange({ ...draft, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  const submit = async (status: ArticleStatus) => {
    const found = validateArticle(draft, status);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    await onSubmit(status).catch(() => undefined);
  };

  return (
    <Page
      title={mode === 'create' ? 'Create Article' : `Edit Article-${articleId ?? ''}`}
      subtitle={
        savedStatus ? <Tag label={savedStatus} tone={savedStatus === 'published' ? 'success' : 'neutral'} /> : null
      }
      width="narrow"
      query={article}
      loadingLabel="Loading the article …"
      errorTitle="The article could not be loaded."
      actions={
        <Inline gap={2}>
          <Button variant="secondary" icon="save" onClick={() => submit('draft')}>
            Draft
          </Button>
          <Button icon="upload" onClick={() => submit('published')}>
            Publish
          </Button>
        </Inline>
      }
    >
      <Stack gap={4}>
        <TextField
          label="Title"
          value={draft.title}
          onChange={(value) => set('title', value)}
          maxLength={ARTICLE_TITLE_MAX}
          hint={`${draft.title.length}/${ARTICLE_TITLE_MAX} characters`}
          error={errors.title}
          isRequired
        />
        <Row>
          <TextField
            label="Author"
            icon="search"
            value={draft.author}
            list={authorListId}
            autoComplete="off"
            onChange={(value) => {
              set('author', value);
              onAuthorSearch(value);
            }}
          />
          <datalist id={authorListId}>
            {authorSuggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <FormField label="Publish time" error={errors.displayTime}>
            {(control) => (
              <TimeInput
                {...control}
                type="datetime-local"
                step={1}
                value={toInputTime(draft.displayTime)}
                $isInvalid={Boolean(errors.displayTime)}
                onChange={(event) => set('displayTime', fromInputTime(event.target.value))}
              />
            )}
          </FormField>
        </Row>
        <Row>
          <Stack gap={1}>
            <FieldName aria-hidden="true">Importance</FieldName>
            <ImportanceStars value={draft.importance} onChange={(value) => set('importance', value)} />
          </Stack>
          <Select
            label="Type"
            value={draft.type}
            options={ARTICLE_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(value) => set('type', value as ArticleType)}
          />
        </Row>
        <Textarea
          label="Summary"
          value={draft.summary}
          rows={3}
          onChange={(value) => set('summary', value)}
          hint={`${draft.summary.length}/${ARTICLE_SUMMARY_MAX} characters`}
          error={errors.summary}
        />
        <RichTextEditor
          label="Content"
          value={draft.content}
          onChange={(value) => set('content', value)}
          error={errors.content}
        />
      </Stack>
    </Page>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space[4]};
  align-items: start;
`;

const TimeInput = styled.input<ControlSurfaceProps>`
  ${controlSurface};
  padding: ${controlPadding};
`;

const FieldName = styled.span`
  font-weight: ${fontWeights.semibold};
  color: ${color.text};
`;
