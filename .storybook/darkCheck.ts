import axe from 'axe-core';
import { applyDarkTheme, colorVarName, defaultThemeColor } from '../packages/ui/src/theme';
import { contrastFailures, type A11yParameters } from '../scripts/visual/contrastRule.mjs';
/** What the dark check reads of a composed story (addon-vitest puts it on the test context). */
export interface ThemedStoryFacts {
  /** e.g. `screens-nutzer-nutzerliste-usersscreen--default` */
  id: string;
  tags: string[];
  globals: Record<string, unknown>;
  parameters: { a11y?: A11yParameters };
}

/**
 * The stories axe checks a second time, in the dark theme: the chrome's and the primitives'
 * `Default` (every building block and the shell around each page) and each ui screen's
 * `Default` (its full page of content). Contrast depends on the palette, not on a screen's
 * state, so one story a screen covers its colours; its other states would double CI time for
 * little. Tag a story `dark` to add it, `no-dark` to leave it out (a tag beginning with `!` only
 * removes a tag in Storybook and never reaches a story).
 */
export function isDarkCheckedStory({ id, tags, globals }: ThemedStoryFacts): boolean {
  if (globals.colorMode === 'dark' || tags.includes('no-dark')) return false;
  if (tags.includes('dark')) return true;
  // By the id, which keeps the export name: the story's name is German ("Standard").
  if (!id.endsWith('--default')) return false;
  if (id.startsWith('primitives-') || id.startsWith('chrome-')) return true;
  return id.startsWith('screens-') && !id.includes('-verbunden-');
}

/**
 * Switches the rendered story to the dark theme (only CSS variables change, so nothing
 * re-renders), runs axe's colour-contrast rule on the page as addon-a11y does, and puts the
 * light theme back. Transitions are off meanwhile: a colour mid-fade is not what a person reads.
 * Throws with each failing element and its figures.
 */
export async function assertReadableInDark(story: ThemedStoryFacts): Promise<void> {
  const root = document.documentElement;
  const themeColor = root.style.getPropertyValue(colorVarName('primary')).trim() || defaultThemeColor;
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.head.append(still);
  const undo = applyDarkTheme(themeColor);
  try {
    const failures = await contrastFailures(axe, story.parameters.a11y);
    if (failures.length > 0) {
      const lines = failures.map((line) => `- ${line}`);
      throw new Error(`Zu wenig Kontrast im dunklen Theme (${failures.length}):\n${lines.join('\n')}`);
    }
  } finally {
    undo();
    still.remove();
  }
}
