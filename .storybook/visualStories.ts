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
 * Screens without baselines, by component: the Leaflet maps (tiles and markers are drawn when
 * they arrive).
 */
const LEFT_OUT = new RegExp(`-(${['clientareamap', 'georefeditor', 'georefscan', 'mapdetailscreen'].join('|')})--`);

/**
 * The stories with a visual baseline: tagged 'visual', or by rule the primitives' and the
 * chrome's Default and the ui screens' default, empty, error and narrow states. Maps,
 * charts and the connected pages stay out (tiles and data arrive when they arrive).
 */
export function isVisualStory({ id, storyName, tags }: StoryFacts): boolean {
  if (tags.includes('!visual')) return false;
  if (tags.includes('visual')) return true;
  if (id.startsWith('primitives-') || id.startsWith('chrome-')) return storyName === 'Default';
  if (!id.startsWith('screens-') || id.includes('-verbunden-')) return false;
  if (LEFT_OUT.test(id)) return false;
  return SCREEN_STATES.test(storyName);
}
