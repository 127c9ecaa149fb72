import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { narrowDecorator } from '../../testing/narrowDecorator';
import { listTexts, moveByKeyboard } from '../SortableBoard/boardTesting';
import { DragKanbanScreen } from './DragKanbanScreen';

const meta = {
  title: 'Template/Components/Drag Kanban (DragKanbanScreen)',
  component: DragKanbanScreen,
  args: { onChange: fn() },
} satisfies Meta<typeof DragKanbanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: a task goes from Todo to Working (Space, ArrowRight, Space), announced in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveByKeyboard(canvas.getByRole('button', { name: 'Move Order new pheromone lures' }), ['[ArrowRight]']);
    await waitFor(() => expect(listTexts(canvasElement, 'Working')).toContain('Order new pheromone lures'));
    await expect(listTexts(canvasElement, 'Todo')).toEqual(['Empty the traps in stand 12', 'Plan the autumn survey']);
    await expect(canvas.getByRole('heading', { name: 'Working (3)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(
        /Order new pheromone lures was dropped in Working, position \d of 3\./,
      ),
    );
  },
};

/** Escape cancels a keyboard move: the task is back where it was, and that is said. */
export const Cancelled: Story = {
  decorators: [narrowDecorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveByKeyboard(
      canvas.getByRole('button', { name: 'Move Map the storm damage' }),
      ['[ArrowDown]'],
      '[Escape]',
    );
    await waitFor(() =>
      expect(listTexts(canvasElement, 'Working')).toEqual(['Map the storm damage', 'Enter the trap counts']),
    );
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent('Moving Map the storm damage was cancelled.'),
    );
  },
};
