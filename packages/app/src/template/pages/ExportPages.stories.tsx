import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { templatePage } from './TemplateStoryFrame';
import { TemplateKeyboardChartPage } from './charts';
import { TemplateExportExcelPage } from './excel';
import { TemplatePdfPage } from './pdf';
import { TemplateExportZipPage } from './zip';

// The template pages with data or a heavy library, against the template mock API.
const meta = {
  title: 'Template/App Pages/Excel, Zip, PDF and Charts (ExportPages)',
  component: TemplateExportExcelPage,
  ...templatePage,
} satisfies Meta<typeof TemplateExportExcelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const twentyArticles = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Articles' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21), { timeout: 5000 });
};

// The first twenty articles of the template API, ready to export.
export const ExportExcel: Story = {
  play: async ({ canvasElement }) => twentyArticles(canvasElement),
};

// The fault switch fails the article list: the table says so and offers a retry.
export const ExportExcelFailed: Story = {
  parameters: { msw: { handlers: withFaults({ articleList: { code: 50000, message: 'The archive is offline' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chrome's language comes from the part's frame, which a page story does not have.
    const retry = await canvas.findByRole('button', { name: /Try again|Erneut versuchen/ }, { timeout: 5000 });
    await expect(retry).toBeVisible();
    // The header and the error row: no article rows.
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Zip: Story = {
  render: () => <TemplateExportZipPage />,
  play: async ({ canvasElement }) => twentyArticles(canvasElement),
};

export const Pdf: Story = {
  render: () => <TemplatePdfPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Print' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const KeyboardChart: Story = {
  render: () => <TemplateKeyboardChartPage />,
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Keyboard Chart' }, { timeout: 5000 });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull(), { timeout: 5000 });
  },
};
