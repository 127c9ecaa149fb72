import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The keyboard sensor measures the lists after the pick-up has rendered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** What dnd-kit's live region says now: what a screen reader hears. */
const spoken = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/**
 * For play functions: picks an item up by its handle with Space, presses `keys` (e.g.
 * `'[ArrowDown]'`) one after the other, each moving the item over another place, and ends with
 * `end` (Space drops, Escape cancels). It waits for what a person would see and hear: the handle
 * pressed, then after each key the board saying where the item is now (a fixed pause alone was
 * too short on a busy machine in the built Storybook, and the drop found no place).
 */
export async function moveByKeyboard(handle: HTMLElement, keys: readonly string[], end = '[Space]') {
  handle.focus();
  await userEvent.keyboard('[Space]');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
  await settle();
  for (const key of keys) {
    const before = spoken();
    await userEvent.keyboard(key);
    await waitFor(() => expect(spoken()).not.toBe(before), { timeout: 5000 });
  }
  await userEvent.keyboard(end);
}

/** For play functions: the texts of the items of the list whose title starts with `title`. */
export const listTexts = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('list', { name: new RegExp(`^${title}`) }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
