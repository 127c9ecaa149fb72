import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';
import { findDialog } from '../../testing/findDialog';

const meta = {
  title: 'Forms/LeaveConfirmDialog',
  component: LeaveConfirmDialog,
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof LeaveConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Abbrechen: leaving drops the changes, so it is never the default. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args }) => {
    const dialog = await findDialog('alertdialog', 'Ungespeicherte Änderungen verwerfen?');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Leave: Story = {
  name: 'Verwerfen',
  play: async ({ args }) => {
    const dialog = await findDialog('alertdialog', 'Ungespeicherte Änderungen verwerfen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const OwnMessage: Story = {
  name: 'Eigener Text',
  args: {
    message:
      'Die Passpunkte der Karte „Dachsberg 1928“ sind nicht gespeichert. Wenn Sie die Seite verlassen, gehen sie verloren.',
  },
};
