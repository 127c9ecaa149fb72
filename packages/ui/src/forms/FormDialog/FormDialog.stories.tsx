import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../primitives/TextField';
import { FormDialog } from './FormDialog';
import { findDialog } from '../../testing/findDialog';

const meta = {
  title: 'Forms/FormDialog',
  component: FormDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Kunde anlegen',
    description: 'Ansprechpartner und Koordinatensystem pflegen Sie danach beim Kunden.',
    submitLabel: 'Kunde anlegen',
    isPending: false,
    onSubmit: fn((event?: { preventDefault: () => void }) => event?.preventDefault()),
    failureTitle: 'Der Kunde wurde nicht angelegt.',
    submitError: null,
    children: <TextField label="Name" value="" />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args }) => {
    const dialog = within(await findDialog('dialog', 'Kunde anlegen'));
    await userEvent.click(dialog.getByRole('button', { name: 'Kunde anlegen' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Pending: Story = {
  name: 'Ausstehend',
  args: { isPending: true },
  play: async () => {
    const dialog = within(await findDialog('dialog', 'Kunde anlegen'));
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  },
};

export const ServiceRefuses: Story = {
  name: 'Dienst lehnt ab',
  args: {
    submitError: {
      kind: 'unique',
      message: 'Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
      details: 'duplicate key value violates unique constraint "kunde_name_key"',
      columns: ['name'],
    },
  },
  play: async () => {
    const dialog = within(await findDialog('dialog', 'Kunde anlegen'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Der Kunde wurde nicht angelegt.');
  },
};
