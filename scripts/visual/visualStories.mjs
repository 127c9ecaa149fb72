// Which stories the visual check photographs, in which sizes and themes, and what each
// photograph's baseline is called (.storybook/visual/baselines/<name>.png). Read from the built
// Storybook's index.json, so a new story needs no list kept by hand.

/** The sizes a designer reviews (the toolbar's presets: .storybook/viewports.ts). */
export const SIZES = {
  390: { width: 390, height: 844 },
  800: { width: 800, height: 900 },
  1440: { width: 1440, height: 900 },
};

/** The toolbar's preset of each size, for a link that opens the story at it. */
export const SIZE_PRESETS = { 390: 'phone', 800: 'small', 1440: 'wide' };

/** The states a designer reviews of a screen: default, empty, error and narrow. */
const SCREEN_STATES = /^(Default|Empty|Error|Failed|LoadError|LoadFailed|Narrow|NarrowWidth)$/;

/**
 * The stories with baselines: tagged 'visual', or by rule the primitives' and the chrome's
 * Default and the ui screens' default, empty, error and narrow states, maps and charts included
 * (their stories draw without tiles or animation and wait until drawn). The connected pages
 * stay out: their data arrive from the SQL in PGlite when they arrive.
 */
export function isVisualStory({ id, exportName, tags = [] }) {
  if (tags.includes('!visual')) return false;
  if (tags.includes('visual')) return true;
  if (id.startsWith('primitives-') || id.startsWith('chrome-')) return exportName === 'Default';
  if (!id.startsWith('screens-') || id.includes('-verbunden-')) return false;
  return SCREEN_STATES.test(exportName);
}

/**
 * The photographs of a story: a screen at 390, 800 and 1440 px and at 1440 in the dark theme;
 * a building block (primitive, chrome) at 1440, light and dark. A story that sets its own
 * viewport (`globals.viewport`, e.g. a Narrow state) is taken at that size only, light.
 */
export function shotsOf(entry, storyViewport) {
  const dark = { size: 1440, theme: 'dark' };
  if (storyViewport) return [{ size: storyViewport, theme: 'light' }];
  if (entry.id.startsWith('screens-'))
    return [{ size: 390, theme: 'light' }, { size: 800, theme: 'light' }, { size: 1440, theme: 'light' }, dark];
  return [{ size: 1440, theme: 'light' }, dark];
}

/** A photograph's baseline name: `<story id>.w1440`, `<story id>.w1440.dunkel`. */
export const shotName = (id, { size, theme }) => `${id}.w${size}${theme === 'dark' ? '.dunkel' : ''}`;
