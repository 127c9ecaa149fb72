import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * For stories: choose a client in a ClientChoice as a person does: open the field, type
 * `search` (when the story's source searches; '' only opens it) and click the option whose
 * text starts with `optionText`. The list is looked up in the whole document, so a field in a
 * dialog works too.
 */
export async function chooseClient(field: HTMLElement, optionText: string, search = '') {
  await userEvent.click(field);
  if (search !== '') {
    await userEvent.clear(field);
    await userEvent.type(field, search);
  }
  const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '');
  await expect(listbox).not.toBeNull();
  const option = await waitFor(() => {
    const found = within(listbox!)
      .getAllByRole('option')
      .find((candidate) => candidate.textContent?.startsWith(optionText));
    if (!found) throw new Error(`Keine Option „${optionText}…“`);
    return found;
  });
  await userEvent.click(option);
}
