import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { narrowDecorator } from '../../testing/narrowDecorator';
import { DragDialogScreen } from './DragDialogScreen';

const meta = {
  title: 'Template/Components/Drag Dialog (DragDialogScreen)',
  component: DragDialogScreen,
} satisfies Meta<typeof DragDialogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the opening animation (a scale) is over, the dialog's box is not its resting box. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

/** The arrow keys move the dialog from its handle; no key takes it beyond the window. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open a draggable dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping address' }, { timeout: 5000 });
    const handle = within(dialog).getByRole('button', { name: 'Move dialog' });
    await waitFor(() => expect(handle).toHaveFocus());
    await settle();
    const start = dialog.getBoundingClientRect();
    await userEvent.keyboard('{ArrowRight>3/}{ArrowDown>2/}');
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(start.left + 30, 0));
    await expect(dialog.getBoundingClientRect().top).toBeCloseTo(start.top + 20, 0);
    await userEvent.keyboard('{Shift>}{ArrowLeft>25/}{ArrowUp>25/}{/Shift}');
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(0, 0));
    await expect(dialog.getBoundingClientRect().top).toBeCloseTo(0, 0);
    await userEvent.keyboard('{Shift>}{ArrowRight>30/}{ArrowDown>30/}{/Shift}');
    const viewport = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeCloseTo(viewport.clientWidth, 0));
    await expect(dialog.getBoundingClientRect().bottom).toBeCloseTo(viewport.clientHeight, 0);
  },
};

/** Dragged with the pointer by its handle, beyond the top left corner: it stops at the edges. */
export const DraggedByPointer: Story = {
  args: { isInitiallyOpen: true },
  decorators: [narrowDecorator],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shipping address' }, { timeout: 5000 });
    await settle();
    const handle = within(dialog).getByRole('button', { name: 'Move dialog' });
    const box = handle.getBoundingClientRect();
    const from = { x: box.left + 4, y: box.top + 4 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: from.x, clientY: from.y } },
      { target: handle, coords: { clientX: from.x - 2000, clientY: from.y - 2000 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: from.x - 2000, clientY: from.y - 2000 } },
    ]);
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(0, 0));
    await expect(dialog.getBoundingClientRect().top).toBeCloseTo(0, 0);
  },
};
