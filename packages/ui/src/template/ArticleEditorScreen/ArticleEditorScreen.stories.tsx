import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadingQuery } from '../../model/queryState';
import { editorReady } from '../../testing/editorReady';
import { EMPTY_ARTICLE_DRAFT, type ArticleDraft } from '../../model/template/article';
import { ArticleEditorScreen, type ArticleEditorScreenProps } from './ArticleEditorScreen';

const FILLED: ArticleDraft = {
  ...EMPTY_ARTICLE_DRAFT,
  title: 'Bark beetle reported near the northern ridge',
  author: 'Emma Thompson',
  displayTime: '2026-11-22 14:05:09',
  importance: 2,
  type: 'EU',
  summary: 'A short summary.',
  content: '<p>The field team wrote this report after the visit.</p>',
};

function Editing(props: ArticleEditorScreenProps) {
  const [draft, setDraft] = useState(props.draft);
  return <ArticleEditorScreen {...props} draft={draft} onDraftChange={setDraft} />;
}

const meta = {
  title: 'Template/Example/Create and Edit Article (ArticleEditorScreen)',
  component: ArticleEditorScreen,
  args: {
    mode: 'create',
    draft: EMPTY_ARTICLE_DRAFT,
    onDraftChange: fn(),
    authorSuggestions: ['Emma Thompson', 'Ethan Brooks'],
    onAuthorSearch: fn(),
    onSubmit: fn(async () => undefined),
  },
  render: (args) => <Editing {...args} />,
} satisfies Meta<typeof ArticleEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Not photographed: TinyMCE draws its editing frame when its scripts have loaded, which the
  // play does not wait for (the review's photographs took it empty or drawn); LoadError and
  // NarrowWidth, which waits for it, are.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(canvas.getByText('Title is required.')).toBeInTheDocument();
    await expect(canvas.getByText('Content is required to publish.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Storm damage');
    await expect(canvas.getByText('12/100 characters')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Summary' }), 'Short');
    await expect(canvas.getByText('5/200 characters')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Author' }), 'Em');
    await expect(args.onAuthorSearch).toHaveBeenLastCalledWith('Em');
    await userEvent.click(canvas.getByRole('button', { name: '3 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Draft' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('draft');
  },
};

export const Edit: Story = {
  args: { mode: 'edit', articleId: 12, draft: FILLED, savedStatus: 'published' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Article-12' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Publish time')).toHaveValue('2026-11-22T14:05:09');
    // The content field shows a loading state while the TinyMCE chunk loads, then the editor.
    const body = await waitFor(
      () => {
        const doc = canvasElement.querySelector<HTMLIFrameElement>('iframe[title="Content"]')?.contentDocument;
        expect(doc?.body).toHaveTextContent('The field team wrote this report after the visit.');
        return doc!.body;
      },
      { timeout: 20000 },
    );
    // What is typed there is the form's value: emptied, publishing asks for content.
    body.innerHTML = '';
    body.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Content is required to publish.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { mode: 'edit', articleId: 12, article: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the article …' })).toBeVisible();
  },
};

const onRetry = fn(() => Promise.resolve());

export const LoadError: Story = {
  args: { mode: 'edit', articleId: 999, article: failedQuery(new Error('Article not found'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'The article could not be loaded.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Erneut/ }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongTitle: Story = { args: { draft: { ...FILLED, title: 'x'.repeat(100) } } };

/** At a phone's width, once the content editor has loaded (its frame editable), as photographed for the review. */
export const NarrowWidth: Story = {
  args: { draft: FILLED },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
  },
};
