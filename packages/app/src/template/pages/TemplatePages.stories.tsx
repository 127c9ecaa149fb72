import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearErrorLog, errorLogStore } from '../errorLog';
import { TemplateErrorLogPage } from './ErrorLogPage';
import { KeptAliveViews } from './KeptAliveViews';
import { TemplateNestedPage } from './NestedPages';
import { TemplateTabPage } from './TabPage';
import { templatePage } from './TemplateStoryFrame';

const meta = {
  title: 'Template/App Pages/Error Log, Nested Routes and Tab (TemplatePages)',
  component: TemplateErrorLogPage,
  ...templatePage,
  loaders: [...templatePage.loaders, async () => (clearErrorLog(), {})],
} satisfies Meta<typeof TemplateErrorLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error log lists an error thrown on purpose — through the real capture store. */
export const ErrorLog: Story = {
  // Its buttons throw on purpose: the errors are what the log shows, not a failure of the story.
  parameters: { test: { dangerouslyIgnoreUnhandledErrors: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Throw an error' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('cell', { name: 'Thrown on purpose' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'Uncaught error' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Break while rendering' }));
    await expect(
      await canvas.findByRole('cell', { name: 'Rendering failed on purpose' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject a promise' }));
    await expect(
      await canvas.findByRole('cell', { name: 'Rejected on purpose' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(errorLogStore.get().map((entry) => entry.source)).toEqual(['error', 'render', 'promise']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(canvas.getByText('0 errors captured')).toBeInTheDocument();
  },
};

/** The nested page keeps typed text at depth three. */
export const NestedKeepsText: Story = {
  render: () => (
    <KeptAliveViews
      paths={['/template/nested/menu1/menu1-2/menu1-2-1', '/template/nested/menu2']}
      pattern="/template/nested/*"
      page={TemplateNestedPage}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deep = await canvas.findByRole('textbox', { name: 'Menu 1-2-1 input' }, { timeout: 5000 });
    await userEvent.type(deep, 'three levels down');
    await userEvent.click(canvas.getByRole('button', { name: '/template/nested/menu2' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Menu 2 input' }), 'top');
    await userEvent.click(canvas.getByRole('button', { name: '/template/nested/menu1/menu1-2/menu1-2-1' }));
    await expect(canvas.getByRole('textbox', { name: 'Menu 1-2-1 input' })).toHaveValue('three levels down');
  },
};

export const Tab: Story = {
  render: () => <TemplateTabPage />,
  parameters: { router: { initialEntries: ['/template/tab/index?tab=JP'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Japan', selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await canvas.findByRole('table', { name: 'Articles of type JP' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: 'USA' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Japan' }));
    await waitFor(() => expect(canvas.getByText('mounted times:').nextElementSibling).toHaveTextContent('2'));
  },
};
