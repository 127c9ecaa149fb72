/** What the visual check reads of a composed story (addon-vitest puts it on the test context). */
export interface StoryFacts {
  /** e.g. `screens-nutzer-nutzerliste-usersscreen--default` */
  id: string;
  /** The export name, e.g. `NarrowWidth`. */
  storyName: string;
  tags: string[];
}

/** The states a designer reviews of a screen: default, empty, error and narrow. */
const SCREEN_STATES = /^(Default|Empty|Error|Failed|LoadError|LoadFailed|Narrow|NarrowWidth)$/;

/**
 * The stories with a visual baseline: tagged 'visual', or by rule the primitives' and the
 * chrome's Default and the ui screens' default, empty, error and narrow states, maps and
 * charts included (their stories draw without tiles or animation and wait until drawn). The
 * connected pages stay out: their data arrives from the mock service when it arrives.
 */
export function isVisualStory({ id, storyName, tags }: StoryFacts): boolean {
  if (tags.includes('!visual')) return false;
  if (tags.includes('visual')) return true;
  if (id.startsWith('primitives-') || id.startsWith('chrome-')) return storyName === 'Default';
  if (!id.startsWith('screens-') || id.includes('-verbunden-')) return false;
  return SCREEN_STATES.test(storyName);
}
