import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KeptAliveViews } from '../KeptAliveViews';
import { templatePage } from '../TemplateStoryFrame';
import { TemplateArticleCreatePage, TemplateArticleEditPage } from './ArticleFormPage';
import { TemplateArticleListPage } from './ArticleListPage';

const meta = {
  title: 'Template/App Pages/Example (ArticlePages)',
  component: TemplateArticleListPage,
  ...templatePage,
  parameters: { ...templatePage.parameters, router: { initialEntries: ['/template/example/list'] } },
} satisfies Meta<typeof TemplateArticleListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 15 s: in a cold development Storybook (the smoke walk) the page's modules compile on first
    // use before the list asks; 5 s ran out there on a loaded machine.
    // The table's row count, not the rows drawn: a long table draws only what its window shows,
    // and Storybook's preview beside its panels is lower than the test runner's (16 of 21 drawn).
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '21'), { timeout: 15000 });
    // The seed's newest article is ten seconds old (requirements §9 in English).
    await expect(canvas.getByText('just now')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort' }), 'ID Descending');
    await waitFor(
      () => expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('100'),
      {
        timeout: 5000,
      },
    );
  },
};

export const ListFailed: Story = {
  parameters: { msw: { handlers: withFaults({ articleList: { code: 50000, message: 'List unavailable' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('List unavailable', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Create: Story = {
  render: () => <TemplateArticleCreatePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Title/ }, { timeout: 5000 }),
      'Storm damage on Hill 402',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Draft' }));
    await expect(await within(document.body).findByText('Draft saved.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/**
 * Three edit tabs keep three different drafts. Three edit/:id views kept
 * alive as the shell keeps them; each is typed into, and each keeps its own text.
 */
export const ThreeEditTabs: Story = {
  render: () => (
    <KeptAliveViews
      paths={['/template/example/edit/1', '/template/example/edit/2', '/template/example/edit/3']}
      pattern="/template/example/edit/:id"
      page={TemplateArticleEditPage}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = async (id: number) =>
      userEvent.click(await canvas.findByRole('button', { name: `/template/example/edit/${id}` }, { timeout: 5000 }));
    // The article has loaded once its title is in the form; only then is the draft typed.
    const summary = async () => {
      const title = await canvas.findByRole('textbox', { name: /Title/ }, { timeout: 5000 });
      await waitFor(() => expect(title).not.toHaveValue(''), { timeout: 5000 });
      return canvas.getByRole('textbox', { name: 'Summary' });
    };
    for (const id of [1, 2, 3]) {
      await open(id);
      await canvas.findByRole('heading', { name: `Edit Article-${id}` }, { timeout: 5000 });
      const field = await summary();
      await userEvent.clear(field);
      await userEvent.type(field, `Draft of article ${id}`);
    }
    for (const id of [1, 2, 3]) {
      await open(id);
      await expect(canvas.getByRole('heading', { name: `Edit Article-${id}` })).toBeInTheDocument();
      await expect(canvas.getByRole('textbox', { name: 'Summary' })).toHaveValue(`Draft of article ${id}`);
    }
  },
};
