import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { queueMatrix } from '../../../model/review';
import { narrowDecorator } from '../../../testing/narrowDecorator';
import { STORY_ARTEN, STORY_MATRIX, STORY_RECORDS } from '../storyData';
import { QueueMatrix } from './QueueMatrix';

const meta = {
  title: 'Screens/Review/QueueMatrix',
  component: QueueMatrix,
  args: { matrix: STORY_MATRIX, onSelect: fn() },
} satisfies Meta<typeof QueueMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The expert picks the cell they know: Bayern · Buchdrucker. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('warten auf Prüfung');
    await userEvent.click(canvas.getByRole('button', { name: 'Buchdrucker in Bayern: 3 offen' }));
    await expect(args.onSelect).toHaveBeenCalledWith('BY', 1);
    await userEvent.click(canvas.getByRole('button', { name: /^Alle Arten in Sachsen: / }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('SN', 'alle');
  },
};

export const CellChosen: Story = {
  args: { selected: { land: 'BY', art: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buchdrucker in Bayern: 3 offen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = { args: { matrix: null, isLoading: true } };

export const Empty: Story = { args: { matrix: queueMatrix([], []) } };

export const Error: Story = {
  args: { matrix: null, error: { code: 'PGRST301', message: 'JWT expired' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  args: {
    matrix: queueMatrix(STORY_RECORDS, [
      ...STORY_ARTEN,
      { id: 9, name: 'Zwölfzähniger Kiefernborkenkäfer und weitere Borkenkäferarten', lat_name: 'Ips sexdentatus' },
    ]),
  },
};

export const Narrow: Story = { decorators: [narrowDecorator] };
