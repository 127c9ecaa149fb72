import { userEvent, within } from 'storybook/test';

/** The keyboard sensor measures the layout between key presses. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/**
 * For play functions: picks an item up by its handle with Space, presses `keys` (e.g.
 * `'[ArrowDown]'`) one after the other, and ends with `end` (Space drops, Escape cancels).
 */
export async function moveByKeyboard(handle: HTMLElement, keys: readonly string[], end = '[Space]') {
  handle.focus();
  await userEvent.keyboard('[Space]');
  await settle();
  for (const key of keys) {
    await userEvent.keyboard(key);
    await settle();
  }
  await userEvent.keyboard(end);
}

/** For play functions: the texts of the items of the list whose title starts with `title`. */
export const listTexts = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('list', { name: new RegExp(`^${title}`) }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
