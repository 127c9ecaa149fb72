import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ACTION_CONFLICTS } from '../../model/contract/errors';
import { Button } from '../Button';
import { heldPromise } from '../../testing/heldPromise';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { findDialog } from '../../testing/findDialog';

/** Opens the dialog from a button, as a screen does. */
function ConfirmWithOpener(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Aktion auslösen</Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange(open);
        }}
      />
    </>
  );
}

const LONG_QUESTION =
  'Möchten Sie die Karte „Forstkarte Revier Süd 1937“ wirklich löschen? Die Passpunkte gehen dabei verloren.';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmWithOpener {...args} />,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Änderungen verwerfen?',
    message: 'Die nicht gespeicherten Änderungen an der Karte gehen verloren.',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name: string) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Aktion auslösen' });
  await userEvent.click(opener);
  const dialog = await findDialog('alertdialog', name);
  return { opener, dialog };
};

/** Confirm runs the action and closes; the default labels are “Bestätigen” and “Abbrechen”. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Änderungen verwerfen?');
    await expect(dialog).toHaveAccessibleDescription('Die nicht gespeicherten Änderungen an der Karte gehen verloren.');
    const confirm = within(dialog).getByRole('button', { name: 'Bestätigen' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Open: Story = { name: 'Offen', args: { isOpen: true } };

export const Closed: Story = {
  name: 'Geschlossen',
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** A double click on confirm sends once: the action runs exactly one time. */
const held = heldPromise();

export const DoubleClickConfirmsOnce: Story = {
  name: 'Doppelklick bestätigt einmal',
  args: { onConfirm: fn(held.start) },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Änderungen verwerfen?');
    const confirm = within(dialog).getByRole('button', { name: 'Bestätigen' });
    await userEvent.dblClick(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    held.release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Danger tone: a red “Löschen”; focus starts on “Abbrechen”, which closes and returns focus. */
export const Danger: Story = {
  name: 'Gefahr',
  args: { tone: 'danger', title: 'Karte löschen', message: LONG_QUESTION, confirmLabel: 'Löschen' },
  play: async ({ args, canvasElement }) => {
    const { opener, dialog } = await open(canvasElement, 'Karte löschen');
    const cancel = within(dialog).getByRole('button', { name: 'Abbrechen' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Escape cancels like the cancel button. */
export const EscapeCancels: Story = {
  name: 'Escape bricht ab',
  play: async ({ args, canvasElement }) => {
    const { opener } = await open(canvasElement, 'Änderungen verwerfen?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** While the action runs: confirm is busy, cancel is disabled and Escape does not close. */
export const Pending: Story = {
  name: 'Ausstehend',
  args: {
    isOpen: true,
    tone: 'danger',
    title: 'Karte löschen',
    message: LONG_QUESTION,
    confirmLabel: 'Löschen',
    onConfirm: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('alertdialog', 'Karte löschen');
    const confirm = within(dialog).getByRole('button', { name: 'Löschen' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A failed action keeps the dialog open and shows the service's message; trying again works. */
export const Failed: Story = {
  name: 'Gescheitert',
  args: {
    isOpen: true,
    tone: 'danger',
    title: 'Karte löschen',
    message: LONG_QUESTION,
    confirmLabel: 'Löschen',
    onConfirm: fn(() => Promise.reject(new Error('Die Karte wird noch in einer Rechnung verwendet.'))),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('alertdialog', 'Karte löschen');
    const confirm = within(dialog).getByRole('button', { name: 'Löschen' });
    await userEvent.click(confirm);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Karte wird noch in einer Rechnung verwendet.',
    );
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/**
 * Archiving asks for no input: when the service answers with a conflict (409), the dialog says
 * what conflicted for this action, never "enter another value"; the service's text is the details line.
 */
export const ConflictOnArchive: Story = {
  name: 'Konflikt beim Archivieren',
  args: {
    isOpen: true,
    title: 'Rechnung 59 archivieren?',
    message: 'Archivierte Rechnungen lassen sich nicht mehr ändern.',
    confirmLabel: 'Archivieren',
    conflict: ACTION_CONFLICTS.archive('Rechnung 59'),
    onConfirm: fn(() =>
      Promise.reject({
        status: 409,
        code: '23505',
        message: 'duplicate key value violates unique constraint "rechnung_archiv_key"',
        details: 'Key (archiv_nr)=(12) already exists.',
      }),
    ),
  },
  play: async () => {
    const dialog = await findDialog('alertdialog', 'Rechnung 59 archivieren?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Rechnung 59 wurde inzwischen anderweitig geändert oder schon archiviert; archiviert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den gespeicherten Stand.',
    );
    await expect(alert).not.toHaveTextContent('Bitte geben Sie einen anderen Wert ein.');
    await expect(alert).toHaveTextContent(
      'Meldung des Dienstes: duplicate key value violates unique constraint "rechnung_archiv_key" – Key (archiv_nr)=(12) already exists.',
    );
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    isOpen: true,
    title: 'Karte „Forstkarte Revier Süd 1937“ endgültig aus dem Bestand entfernen?',
    message: LONG_QUESTION,
    confirmLabel: 'Karte mit allen Passpunkten löschen',
    cancelLabel: 'Nein, Karte behalten',
    tone: 'danger',
  },
};
