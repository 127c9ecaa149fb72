import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryArticles } from '@waldmonitor/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import { articleExportArgs, exportedRequest } from './articleExportStory';
import { loadExcelJs } from './excelJs';
import { ExportExcelScreen } from './ExportExcelScreen';
import { buildSheetFile, type SheetExportRequest } from './sheetFile';

const ARTICLES = queryArticles({ page: 1, limit: 10, sort: '+id' }).items;

const meta = {
  title: 'Template/Excel/Export Excel (ExportExcelScreen)',
  component: ExportExcelScreen,
  args: articleExportArgs(ARTICLES),
} satisfies Meta<typeof ExportExcelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exports, then builds the file in Chromium (exceljs' browser build) and reads it back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'File name' }), 'articles');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const request = await exportedRequest<SheetExportRequest>(args.onExport);
    await expect(request).toMatchObject({ fileName: 'articles', format: 'xlsx', autoWidth: true });
    const file = await buildSheetFile(request);
    await expect(file.fileName).toBe('articles.xlsx');
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    await expect(sheet.rowCount).toBe(ARTICLES.length + 1);
    await expect(sheet.getCell('B2').value).toBe(ARTICLES[0]!.title);
    await expect(sheet.getCell('E2').value).toBeInstanceOf(Date);
  },
};

export const Loading: Story = {
  args: { articles: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Articles' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const Empty: Story = {
  args: { articles: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No articles.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { articles: failedQuery(new Error('The article list could not be loaded.')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The article list could not be loaded.');
  },
};
export const NarrowWidth: Story = {
  args: { articles: loadedQuery(ARTICLES.slice(0, 3)) },
  globals: { viewport: { value: 'phone' } },
};
