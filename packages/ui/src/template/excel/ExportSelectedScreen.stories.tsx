import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryArticles } from '@waldmonitor/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { articleExportArgs, exportedRequest } from './articleExportStory';
import type { SheetExportRequest } from './sheetFile';
import { ExportSelectedScreen } from './ExportSelectedScreen';

const ARTICLES = queryArticles({ page: 1, limit: 5, sort: '+id' }).items;

const meta = {
  title: 'Template/Excel/Export Selected (ExportSelectedScreen)',
  component: ExportSelectedScreen,
  args: articleExportArgs(ARTICLES),
} satisfies Meta<typeof ExportSelectedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None selected is refused with the template's sentence; two selected export those two. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const exportButton = canvas.getByRole('button', { name: 'Export Selected Items' });
    await userEvent.click(exportButton);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select at least one item');
    await expect(args.onExport).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(ARTICLES[1]!.title) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(ARTICLES[3]!.title) }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(exportButton);
    const request = await exportedRequest<SheetExportRequest>(args.onExport);
    await expect(request.table.rows.map((row) => row[0])).toEqual([ARTICLES[1]!.id, ARTICLES[3]!.id]);
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
