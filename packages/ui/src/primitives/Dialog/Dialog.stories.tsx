import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { withOpener } from '../../testing/withOpener';
import { Dialog } from './Dialog';
import { findDialog } from '../../testing/findDialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: withOpener(Dialog, 'Dialog öffnen'),
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Karte bearbeiten',
    description: 'Änderungen werden erst mit „Speichern“ übernommen.',
    children: <p>Die Metadaten der Karte „Forstkarte Revier Süd 1937“ können hier geändert werden.</p>,
    footer: (
      <>
        <Button>Abbrechen</Button>
        <Button variant="primary">Speichern</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Dialog öffnen' });
  await userEvent.click(opener);
  const dialog = await findDialog('dialog', 'Karte bearbeiten');
  return { opener, dialog };
};

/** Escape closes the dialog and focus returns to the button that opened it. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const { opener, dialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Änderungen werden erst mit „Speichern“ übernommen.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Open: Story = {
  name: 'Offen',
  args: { isOpen: true },
  play: async () => {
    const dialog = await findDialog('dialog', 'Karte bearbeiten');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeVisible());
  },
};

export const Closed: Story = {
  name: 'Geschlossen',
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The close button “Schließen” closes the dialog and returns focus. */
export const CloseButton: Story = {
  name: 'Schließen-Knopf',
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Tab and Shift+Tab cycle inside the dialog; the page behind is out of reach. */
export const FocusTrapped: Story = {
  name: 'Fokus bleibt im Dialog',
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** While something runs the dialog cannot be dismissed: Escape is ignored, the close button is disabled. */
export const NotDismissable: Story = {
  name: 'Nicht schließbar',
  args: { isOpen: true, isDismissable: false },
  play: async ({ args }) => {
    const dialog = await findDialog('dialog', 'Karte bearbeiten');
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = {
  name: 'Klein',
  args: { isOpen: true, size: 'sm', description: undefined, children: <p>Ein kurzer Hinweis.</p> },
};

export const Large: Story = { name: 'Groß', args: { isOpen: true, size: 'lg' } };

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    isOpen: true,
    title: 'Möchten Sie die Karte „Forstkarte Revier Süd 1937“ wirklich löschen?',
    description: 'Die Passpunkte gehen dabei verloren.',
    children: (
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Die Georeferenzierung der Karte beruht auf den gesetzten Passpunkten. Wird die Karte gelöscht, müssen die
            Passpunkte bei einem erneuten Hochladen vollständig neu erfasst werden.
          </p>
        ))}
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Möchten Sie die Karte „Forstkarte Revier Süd 1937“ wirklich löschen?',
    });
    // The body scrolls; the dialog stays inside the window.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const WithoutFooter: Story = { name: 'Ohne Fußzeile', args: { isOpen: true, footer: undefined } };
