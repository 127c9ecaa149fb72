import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { narrowDecorator } from '../../testing/narrowDecorator';
import { DragSelectScreen } from './DragSelectScreen';

const meta = {
  title: 'Template/Components/Drag Select (DragSelectScreen)',
  component: DragSelectScreen,
} satisfies Meta<typeof DragSelectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chosen = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Chosen: Species' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** By keyboard: add a species, move a tag right with its button (focus stays on it), remove one; each said. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Species' }), 'Ips sexdentatus');
    await expect(chosen(canvasElement)).toEqual([
      'Ips typographus',
      'Pityogenes chalcographus',
      'Tomicus piniperda',
      'Ips sexdentatus',
    ]);
    const right = canvas.getByRole('button', { name: 'Move Ips typographus right' });
    right.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(right).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ips typographus moved to position 3 of 4.');
    await expect(canvas.getByText(/^Order:/)).toHaveTextContent(
      'Order: Pityogenes chalcographus, Tomicus piniperda, Ips typographus, Ips sexdentatus',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tomicus piniperda' }));
    await expect(chosen(canvasElement)).toEqual(['Pityogenes chalcographus', 'Ips typographus', 'Ips sexdentatus']);
  },
};

/** Dragged with the pointer: the last tag dropped on the first takes its place. */
export const DraggedByPointer: Story = {
  decorators: [narrowDecorator],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const first = items[0] as HTMLElement;
    const last = items[2] as HTMLElement;
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(last, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });
    fireEvent.dragEnd(last, { dataTransfer });
    // The drop's state update renders after the event (at once only under the test runner's act()).
    await waitFor(() =>
      expect(chosen(canvasElement)).toEqual(['Tomicus piniperda', 'Ips typographus', 'Pityogenes chalcographus']),
    );
  },
};

export const NothingChosen: Story = {
  args: { initialValue: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Order: nothing chosen')).toBeInTheDocument();
  },
};
