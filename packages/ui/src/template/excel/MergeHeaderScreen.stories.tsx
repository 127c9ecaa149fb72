import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryArticles } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { articleExportArgs } from './articleExportStory';
import { MergeHeaderScreen } from './MergeHeaderScreen';

const ARTICLES = queryArticles({ page: 1, limit: 5, sort: '+id' }).items;

const meta = {
  title: 'Template/Excel/Merge Header (MergeHeaderScreen)',
  component: MergeHeaderScreen,
  args: articleExportArgs(ARTICLES),
} satisfies Meta<typeof MergeHeaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(args.onExport).toHaveBeenCalledWith(
        expect.objectContaining({
          format: 'xlsx',
          table: expect.objectContaining({ merges: ['A1:A2', 'B1:D1', 'E1:E2'] }),
        }),
      ),
    );
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
