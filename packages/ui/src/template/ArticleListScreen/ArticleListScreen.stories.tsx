import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryArticles } from '@waldmonitor/mocks';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import type { TemplateArticleQuery } from '../../model/contract/templateApi';
import { ArticleListScreen, type ArticleListScreenProps } from './ArticleListScreen';

const FIRST_QUERY: TemplateArticleQuery = { page: 1, limit: 20, sort: '+id' };

/** The list over the seed's hundred articles, filtered as the mock API filters them. */
function Browsing(props: ArticleListScreenProps) {
  const [query, setQuery] = useState(props.query);
  const [title, setTitle] = useState('');
  const page = queryArticles({ ...query, title });
  return (
    <ArticleListScreen
      {...props}
      query={query}
      onQueryChange={(changes) => setQuery((current) => ({ ...current, ...changes }))}
      titleSearch={title}
      onTitleSearchChange={setTitle}
      list={loadedQuery(page)}
    />
  );
}

const meta = {
  title: 'Template/Example/Article List (ArticleListScreen)',
  component: ArticleListScreen,
  args: {
    query: FIRST_QUERY,
    onQueryChange: fn(),
    titleSearch: '',
    onTitleSearchChange: fn(),
    list: loadedQuery({ items: [], total: 0 }),
    editPath: (id) => `/template/example/edit/${id}`,
    now: Date.now(),
  },
  render: (args) => <Browsing {...args} />,
} satisfies Meta<typeof ArticleListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstId = (canvas: ReturnType<typeof within>) =>
  within(canvas.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(firstId(canvas)).toBe('1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort' }), 'ID Descending');
    await expect(firstId(canvas)).toBe('100');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /pro Seite|page/i }), '10');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Japan (JP)');
    for (const row of canvas.getAllByRole('row').slice(1))
      await expect(within(row).getByText('JP')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'zzz');
    await expect(canvas.getByText('No articles match.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: (args) => <ArticleListScreen {...args} list={loadingQuery()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  render: (args) => <ArticleListScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No articles match.')).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  render: (args) => (
    <ArticleListScreen {...args} list={failedQuery(new globalThis.Error('timeout of 5000ms exceeded'), onRetry)} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('timeout of 5000ms exceeded');
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Erneut/ }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
