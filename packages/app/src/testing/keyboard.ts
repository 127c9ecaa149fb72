import { userEvent } from 'storybook/test';

/**
 * For play functions: presses Tab until `target` has the focus, as a keyboard-only person
 * would, and fails when it is not reachable within `maxSteps`.
 */
export async function tabTo(target: Element, maxSteps = 80): Promise<void> {
  for (let step = 0; step < maxSteps && document.activeElement !== target; step += 1) {
    await userEvent.tab();
  }
  if (document.activeElement !== target) throw new Error(`Not reachable with Tab: ${target.outerHTML.slice(0, 120)}`);
}
