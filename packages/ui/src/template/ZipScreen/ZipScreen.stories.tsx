import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryArticles } from '@waldmonitor/mocks';
import JSZip from 'jszip';
import { expect, userEvent, within } from 'storybook/test';
import { loadingQuery } from '../../model/queryState';
import { articleExportArgs, exportedRequest } from '../excel/articleExportStory';
import { ZipScreen, type ZipExportRequest } from './ZipScreen';
import { buildTextZip } from './zipFile';

const ARTICLES = queryArticles({ page: 1, limit: 5, sort: '+id' }).items;

const meta = {
  title: 'Template/Zip/Export Zip (ZipScreen)',
  component: ZipScreen,
  args: articleExportArgs(ARTICLES),
} satisfies Meta<typeof ZipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Zips in Chromium and opens the archive again: one text file under the chosen name. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'File name' }), 'forest');
    await userEvent.click(canvas.getByRole('button', { name: 'Export Zip' }));
    const request = await exportedRequest<ZipExportRequest>(args.onExport);
    const file = await buildTextZip(request.table, request.fileName);
    await expect(file.fileName).toBe('forest.zip');
    const zip = await JSZip.loadAsync(await file.blob.arrayBuffer());
    const text = await zip.file('forest.txt')!.async('string');
    await expect(text.split('\n')[1]).toContain(`${ARTICLES[0]!.id}\t${ARTICLES[0]!.title}\t`);
  },
};

export const Loading: Story = {
  args: { articles: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Articles' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
