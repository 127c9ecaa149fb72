import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TemplateDashboardPage } from './DashboardPage';
import { TemplateI18nPage } from './I18nPage';
import {
  TemplateClipboardPage,
  TemplateDocumentationPage,
  TemplateErrorPage401,
  TemplateErrorPage404,
  TemplateGuidePage,
  TemplateIconsPage,
} from './SimplePages';
import { templatePage } from './TemplateStoryFrame';
import { TemplateThemePage, templateThemeStore } from './ThemePage';

const meta = {
  title: 'Template/App Pages/Dashboard, Guide, Error Pages and More (MorePages)',
  component: TemplateDashboardPage,
  ...templatePage,
  loaders: [
    ...templatePage.loaders,
    async () => {
      localStorage.removeItem('todos');
      templateThemeStore.set({ themeColor: '#007d40', isDark: false });
      return {};
    },
  ],
} satisfies Meta<typeof TemplateDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's dashboard: transactions from the template API, charts loaded lazily, to-dos kept in local storage. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Last transactions' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21), { timeout: 5000 });
    await expect(
      await canvas.findByRole('table', { name: 'New Visits this week' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New todo' }), 'water the trees{Enter}');
    await expect(JSON.parse(localStorage.getItem('todos') ?? '[]')).toContainEqual({
      text: 'water the trees',
      done: false,
    });
  },
};

export const DashboardEditor: Story = {
  parameters: { templateToken: 'editor-token' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Roles: editor', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const DashboardTransactionsFailed: Story = {
  parameters: { msw: { handlers: withFaults({ transactionList: { code: 50000, message: 'No transactions today' } }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No transactions today', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Documentation: Story = { render: () => <TemplateDocumentationPage /> };

export const Guide: Story = {
  render: () => <TemplateGuidePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Guide' }, { timeout: 5000 }));
    await expect(canvas.getByRole('heading', { name: 'Step 1 of 5: Menu' })).toBeInTheDocument();
  },
};

export const Error401: Story = { render: () => <TemplateErrorPage401 /> };

export const Error404: Story = {
  render: () => <TemplateErrorPage404 />,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Back to the dashboard' }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', '/template/dashboard');
    await expect(within(canvasElement).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  },
};

export const Icons: Story = { render: () => <TemplateIconsPage /> };

export const Theme: Story = {
  render: () => <TemplateThemePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Violet' }, { timeout: 5000 }));
    await expect(templateThemeStore.get().themeColor).toBe('#5b3f8c');
  },
};

export const Clipboard: Story = { render: () => <TemplateClipboardPage /> };

export const I18n: Story = {
  render: () => <TemplateI18nPage />,
  // The language chosen is kept in a cookie: each render starts in English, as a first visit does.
  beforeEach: () => {
    document.cookie = 'language=; path=/; max-age=0';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /Language|Sprache/ }, { timeout: 5000 }),
      'Español',
    );
    await expect(document.cookie).toContain('language=es');
    await expect(canvas.getByRole('heading', { name: 'Internacionalización', level: 1 })).toBeInTheDocument();
  },
};
