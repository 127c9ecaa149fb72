import { userEvent } from 'storybook/test';

/**
 * Story helper: presses Tab until `target` has the focus, as a keyboard-only person
 * would, and fails when it is not reachable within `maxSteps`.
 */
export async function tabTo(target: Element, maxSteps = 60): Promise<void> {
  for (let step = 0; step < maxSteps; step += 1) {
    if (document.activeElement === target) return;
    await userEvent.tab();
  }
  if (document.activeElement !== target) throw new Error(`Not reachable with Tab: ${target.outerHTML.slice(0, 120)}`);
}
