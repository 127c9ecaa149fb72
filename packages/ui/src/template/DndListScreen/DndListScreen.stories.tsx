import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { listTexts, moveByKeyboard } from '../SortableBoard/boardTesting';
import { DndListScreen } from './DndListScreen';

const meta = {
  title: 'Template/Components/Drag List (DndListScreen)',
  component: DndListScreen,
  args: { onChange: fn() },
} satisfies Meta<typeof DndListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: Space picks the first article up, ArrowDown moves it one down, Space drops it; announced. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await moveByKeyboard(canvas.getByRole('button', { name: 'Move Bark beetle traps in spring' }), ['[ArrowDown]']);
    await waitFor(() =>
      expect(listTexts(canvasElement, 'List 1')).toEqual([
        'Counting spruce bark beetles',
        'Bark beetle traps in spring',
        'Pheromone lures compared',
        'Storm damage and beetle risk',
      ]),
    );
    await expect(args.onChange).toHaveBeenCalled();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(
        'Bark beetle traps in spring was dropped in List 1, position 2 of 4.',
      ),
    );
  },
};

/** ArrowRight takes an item into the other list. */
export const MoveToOtherList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveByKeyboard(canvas.getByRole('button', { name: 'Move Pheromone lures compared' }), ['[ArrowRight]']);
    await waitFor(() => expect(listTexts(canvasElement, 'List 2')).toContain('Pheromone lures compared'));
    await expect(listTexts(canvasElement, 'List 1')).not.toContain('Pheromone lures compared');
    await expect(listTexts(canvasElement, 'List 2')).toHaveLength(4);
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
