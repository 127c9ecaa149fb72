// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseVisualStories, screenPlaysPlan, shotName, shotsOf } from '../../../../scripts/visual/visualStories.mjs';

const story = (id: string, exportName: string, importPath: string, tags: string[] = []) => ({
  id,
  exportName,
  importPath,
  tags,
});

const INDEX = [
  story('primitives-button--default', 'Default', './Button.stories.tsx'),
  story('primitives-button--primary', 'Primary', './Button.stories.tsx'),
  story('forms-formdialog--pending', 'Pending', './FormDialog.stories.tsx'),
  story('forms-formdialog--service-refuses', 'ServiceRefuses', './FormDialog.stories.tsx'),
  story('screens-nutzer-nutzerliste-usersscreen--default', 'Default', './UsersScreen.stories.tsx'),
  story('screens-nutzer-nutzerliste-usersscreen--loading', 'Loading', './UsersScreen.stories.tsx'),
  story('screens-nutzer-nutzerliste-verbunden-userspage--filtered', 'Filtered', './UsersPage.stories.tsx'),
  story('screens-nutzer-nutzerliste-verbunden-userspage--default', 'Default', './UsersPage.stories.tsx'),
  story('template-todolist--narrow-width', 'NarrowWidth', './TodoList.stories.tsx'),
  story('template-todolist--editing', 'Editing', './TodoList.stories.tsx'),
  story('template-can--hidden', 'Hidden', './Can.stories.tsx'),
  story('template-can--with-fallback', 'WithFallback', './Can.stories.tsx'),
  story('chrome-shell--citizen', 'Citizen', './Shell.stories.tsx', ['visual']),
  story('chrome-shell--loading', 'Loading', './Shell.stories.tsx'),
  story('screens-gis-map--default', 'Default', './Map.stories.tsx', ['no-visual']),
  story('screens-gis-map--empty', 'Empty', './Map.stories.tsx', ['no-visual']),
];

/** The index's entry of story `id`. */
function entry(id: string) {
  const found = INDEX.find((one) => one.id === id);
  if (!found) throw new Error(`no story ${id}`);
  return found;
}

describe('the stories the visual check photographs', () => {
  it('chooses by rule, then the Default or first story of every file that has none', () => {
    expect(chooseVisualStories(INDEX).map((entry) => entry.id)).toEqual([
      'primitives-button--default',
      'forms-formdialog--pending',
      'forms-formdialog--service-refuses',
      'screens-nutzer-nutzerliste-usersscreen--default',
      'screens-nutzer-nutzerliste-verbunden-userspage--default',
      'template-todolist--narrow-width',
      'template-can--hidden',
      'chrome-shell--citizen',
    ]);
  });

  it('takes a screen at three sizes and dark, its other states and building blocks at 1440', () => {
    expect(
      shotsOf(entry('screens-nutzer-nutzerliste-usersscreen--default')).map((shot) =>
        shotName('screens-nutzer-nutzerliste-usersscreen--default', shot),
      ),
    ).toEqual([
      'screens-nutzer-nutzerliste-usersscreen--default.w390',
      'screens-nutzer-nutzerliste-usersscreen--default.w800',
      'screens-nutzer-nutzerliste-usersscreen--default.w1440',
      'screens-nutzer-nutzerliste-usersscreen--default.w1440.dunkel',
    ]);
    expect(shotsOf(entry('screens-nutzer-nutzerliste-usersscreen--loading'))).toEqual([
      { size: 1440, theme: 'light' },
      { size: 1440, theme: 'dark' },
    ]);
    expect(shotsOf(entry('screens-nutzer-nutzerliste-verbunden-userspage--default'))).toEqual([
      { size: 1440, theme: 'light' },
    ]);
    expect(shotsOf(entry('template-todolist--editing'))).toEqual([{ size: 1440, theme: 'light' }]);
    expect(shotsOf(entry('forms-formdialog--pending'))).toEqual([
      { size: 1440, theme: 'light' },
      { size: 1440, theme: 'dark' },
    ]);
  });

  it('takes a story tagged light-only without its dark photograph', () => {
    expect(shotsOf({ ...entry('primitives-button--default'), tags: ['light-only'] })).toEqual([
      { size: 1440, theme: 'light' },
    ]);
  });

  it('takes a story with its own viewport at that width only, light', () => {
    expect(shotsOf(entry('template-todolist--narrow-width'), 390)).toEqual([{ size: 390, theme: 'light' }]);
  });
});

describe("the screens' plays at the sizes a designer reviews", () => {
  const sizesOf = (id: string, own?: { width: number; height: number }) => {
    const plan = screenPlaysPlan();
    plan.choose(INDEX);
    return plan.shotsOf(entry(id), own).map((shot) => `${shot.size} ${shot.theme}`);
  };

  it('plays every screen story, and no other', () => {
    expect(
      screenPlaysPlan()
        .choose(INDEX)
        .map((one) => one.id),
    ).toEqual([
      'screens-nutzer-nutzerliste-usersscreen--default',
      'screens-nutzer-nutzerliste-usersscreen--loading',
      'screens-nutzer-nutzerliste-verbunden-userspage--filtered',
      'screens-nutzer-nutzerliste-verbunden-userspage--default',
      'screens-gis-map--default',
      'screens-gis-map--empty',
    ]);
    expect(screenPlaysPlan().photograph).toBe(false);
  });

  it('leaves out the sizes a photograph has played the story at', () => {
    expect(sizesOf('screens-nutzer-nutzerliste-usersscreen--default')).toEqual([]);
    expect(sizesOf('screens-nutzer-nutzerliste-verbunden-userspage--default')).toEqual(['390 light', '800 light']);
  });

  it('plays a story without a photograph at 390, 800 and 1440', () => {
    expect(sizesOf('screens-nutzer-nutzerliste-usersscreen--loading')).toEqual([
      '390 light',
      '800 light',
      '1440 light',
    ]);
    expect(sizesOf('screens-nutzer-nutzerliste-verbunden-userspage--filtered')).toEqual([
      '390 light',
      '800 light',
      '1440 light',
    ]);
    expect(sizesOf('screens-gis-map--empty')).toEqual(['390 light', '800 light', '1440 light']);
  });

  it('plays a story with its own viewport at that size only, unless photographed there', () => {
    expect(sizesOf('screens-gis-map--empty', { width: 800, height: 900 })).toEqual(['800 light']);
    expect(sizesOf('screens-nutzer-nutzerliste-usersscreen--default', { width: 390, height: 844 })).toEqual([]);
  });
});
