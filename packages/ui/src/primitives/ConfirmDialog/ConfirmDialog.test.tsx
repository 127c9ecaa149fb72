import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDialog } from '../Dialog';
import { ConfirmDialog, preloadConfirmDialog } from './ConfirmDialog';

// The dialog's modules load on first use; here they are there before the first render, as in the
// app after idle. Both: the confirm dialog's own window too, or the first render shows nothing
// (it passed in the suite only when another file had loaded that module before).
beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadConfirmDialog()]);
});

const renderOpen = (onConfirm: () => unknown) => {
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      isOpen
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Karte löschen"
      message="Die Passpunkte gehen dabei verloren."
      confirmLabel="Löschen"
      tone="danger"
    />,
  );
  return { onOpenChange, confirm: screen.getByRole('button', { name: 'Löschen' }) };
};

describe('given a ConfirmDialog whose action is pending', () => {
  it('after a double click the action ran once, the button is busy and cancel is disabled', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { onOpenChange, confirm } = renderOpen(onConfirm);
    await user.dblClick(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

describe('given a ConfirmDialog whose action fails', () => {
  it.each([
    ['an Error', new Error('Die Karte wird noch verwendet.'), 'Die Karte wird noch verwendet.'],
    ['a service error body', { code: '23503', message: 'Fremdschlüssel verletzt' }, 'Fremdschlüssel verletzt'],
    ['a text', 'Zeitüberschreitung', 'Zeitüberschreitung'],
    [
      'nothing useful',
      undefined,
      'Der Datendienst hat einen unerwarteten Fehler gemeldet. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
    ],
  ])('after rejecting with %s it stays open and shows that message', async (_, reason, shown) => {
    const user = userEvent.setup();
    const { onOpenChange, confirm } = renderOpen(() => Promise.reject(reason));
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Karte löschen' })).toBeInTheDocument();
  });

  it('after a successful retry the error is gone and the dialog closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('Netzwerkfehler')).mockResolvedValueOnce(undefined);
    const { onOpenChange, confirm } = renderOpen(onConfirm);
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Netzwerkfehler');
    await user.click(confirm);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
