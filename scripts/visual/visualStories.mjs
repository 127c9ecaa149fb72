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

/**
 * The photographs' "now": the seed's today (SEED_TODAY in packages/dataservice/src/seed/dates.ts)
 * at ten in the morning in Germany. The page's `Date` is set there before each render and runs
 * from there, so what a page computes from the date (days overdue, the running year, a list's
 * times, a form's default date) comes out the same on every day the check runs and whatever ran
 * before in the page; the embedded database reads the same clock.
 */
export const REVIEW_NOW = '2026-11-15T10:00:00+01:00';

/** The states a designer reviews of a screen: default, empty, error and narrow. */
const SCREEN_STATES = /^(Default|Empty|Error|Failed|LoadError|LoadFailed|Narrow|NarrowWidth)$/;

const isConnected = (id) => id.includes('-verbunden-');

/** A story chosen by its tags or by the rule of its part, regardless of its file's others. */
function isChosenByRule({ id, exportName, tags = [] }) {
  if (tags.includes('visual')) return true;
  // Building blocks: their Default; a form's building blocks in each state (empty, filled,
  // with errors, saving).
  if (id.startsWith('primitives-') || id.startsWith('chrome-')) return exportName === 'Default';
  if (id.startsWith('forms-')) return true;
  // Screens, the template's included: default, empty, error and narrow; a connected page
  // (its data from the seed in PGlite) by its first story, below.
  if (id.startsWith('template-')) return SCREEN_STATES.test(exportName);
  if (!id.startsWith('screens-') || isConnected(id)) return false;
  return SCREEN_STATES.test(exportName);
}

/**
 * The stories with baselines, in the index's order: tagged 'visual'; by rule the primitives' and
 * the chrome's Default, every state of the forms' building blocks, and the screens' (product and
 * template) default, empty, error and narrow states, maps and charts included (their stories draw
 * without tiles or animation and wait until drawn); then of every story file that has none yet
 * its Default or else its first story, so each file a designer opens has one (the connected
 * pages so, their data the seed's at the fixed REVIEW_NOW). A story tagged 'no-visual' never
 * (a tag starting with '!' only takes a tag away in Storybook: none reaches the index).
 */
export function chooseVisualStories(entries) {
  const candidates = entries.filter((entry) => !(entry.tags ?? []).includes('no-visual'));
  const chosen = new Set(candidates.filter(isChosenByRule));
  const byFile = new Map();
  for (const entry of candidates) byFile.set(entry.importPath, [...(byFile.get(entry.importPath) ?? []), entry]);
  for (const stories of byFile.values()) {
    if (stories.some((entry) => chosen.has(entry))) continue;
    chosen.add(stories.find((entry) => entry.exportName === 'Default') ?? stories[0]);
  }
  return entries.filter((entry) => chosen.has(entry));
}

/**
 * The photographs of a story. A product screen's Default at 390, 800 and 1440 px and at 1440 in
 * the dark theme; its other states (empty, error, …), a building block (primitive, chrome, form)
 * and a template screen's Default at 1440, light and dark; a template screen's other states at
 * 1440, light. A connected page at 1440, light: its palette is its screen's, photographed dark
 * already, and each render loads the demo database afresh. A story that sets its own viewport
 * (`globals.viewport`, e.g. a Narrow state) is taken at that size only, light; one tagged 'light-only'
 * (its play switches the theme itself) has no dark one.
 */
export function shotsOf(entry, storyViewport) {
  const light = { size: 1440, theme: 'light' };
  const dark = (entry.tags ?? []).includes('light-only') ? [] : [{ size: 1440, theme: 'dark' }];
  if (storyViewport) return [{ size: storyViewport, theme: 'light' }];
  if (isConnected(entry.id)) return [light];
  if (entry.id.startsWith('screens-') && entry.exportName === 'Default')
    return [{ size: 390, theme: 'light' }, { size: 800, theme: 'light' }, light, ...dark];
  if (entry.id.startsWith('template-') && entry.exportName !== 'Default') return [light];
  return [light, ...dark];
}

/** A photograph's baseline name: `<story id>.w1440`, `<story id>.w1440.dunkel`. */
export const shotName = (id, { size, theme }) => `${id}.w${size}${theme === 'dark' ? '.dunkel' : ''}`;

/**
 * The plays of the product's screens at the sizes a designer reviews (390, 800 and 1440 px,
 * SIZES), light, without photographs: every screen story at each of them (at its own size
 * only, when it sets one), less the renders the visual check's photographs have played already.
 * `npm run review` runs it after the photographs, so a screen story green in `npm test` is green
 * in Storybook at every size of its toolbar.
 */
export function screenPlaysPlan() {
  const photographed = new Set();
  const light = (shots) => new Set(shots.filter((shot) => shot.theme === 'light').map((shot) => shot.size));
  return {
    choose: (entries) => {
      for (const entry of chooseVisualStories(entries)) photographed.add(entry.id);
      return entries.filter((entry) => entry.id.startsWith('screens-'));
    },
    shotsOf: (entry, own) => {
      const played = photographed.has(entry.id) ? light(shotsOf(entry, own?.width)) : new Set();
      const sizes = own ? [own.width] : Object.keys(SIZES).map(Number);
      return sizes.filter((size) => !played.has(size)).map((size) => ({ size, theme: 'light' }));
    },
    photograph: false,
  };
}
