import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useForm } from '../../forms/useForm';
import { ARTICLE_SUMMARY_MAX, validateArticle, type ArticleDraft } from '../../model/template/article';
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
  const authorListId = useId();
  // Which button sent the form: publishing asks for more than a draft does.
  const status = useRef<ArticleStatus>('draft');
  const [startDraft] = useState(draft);
  const form = useForm<ArticleDraft>({
    initialValues: startDraft,
    values: draft,
    onValuesChange: onDraftChange,
    validate: (values) => validateArticle(values, status.current),
    // The app reports a refused save; the form keeps what was typed.
    onSubmit: () => onSubmit(status.current).catch(() => undefined),
  });
  const { errors, setValue: set } = form;
  const submit = (next: ArticleStatus) => {
    status.current = next;
    form.handleSubmit();
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
          {...form.field('title')}
          maxLength={ARTICLE_TITLE_MAX}
          hint={`${draft.title.length}/${ARTICLE_TITLE_MAX} characters`}
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
                ref={form.refFor('displayTime')}
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
          {...form.field('summary')}
          rows={3}
          hint={`${draft.summary.length}/${ARTICLE_SUMMARY_MAX} characters`}
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
