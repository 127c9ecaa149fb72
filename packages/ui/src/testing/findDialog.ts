import { expect, screen, waitFor } from 'storybook/test';

/**
 * The open modal dialog of `role` (named `name`), once it takes pointer events. Radix locks the
 * page's body and gives the dialog `pointer-events: auto` a task after its first render: the
 * story tests render inside React's act() and never see that gap, but the built Storybook runs
 * production React without act(), and a play that clicked into a dialog open from the start
 * met "pointer-events: none" there (NewDocumentDialog, SessionExpired in the review). A person
 * cannot click that fast; a play waits as long as the dialog does.
 */
export async function findDialog(
  role: 'dialog' | 'alertdialog',
  name?: string | RegExp,
  timeout = 5000,
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name }, { timeout });
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'), { timeout });
  return dialog;
}
