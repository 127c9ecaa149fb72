// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStoryFiles } from '../../../../.storybook/storyIndex';
import { TEMPLATE_ROUTES } from '../../../ui/src/model/routes/templateRoutes';

// Vitest runs from the repository root (vite.config.ts).
const files = readStoryFiles(process.cwd());
const titles = files.map((file) => file.title);
const screens = titles.filter((title) => title.startsWith('Screens/'));

describe('the Storybook sidebar', () => {
  it.each(['Rechnung', 'Karte', 'Nutzer', 'Käferfund', 'Kunde', 'Prognose'])(
    'finds the screens when a person searches "%s"',
    (word) => {
      const found = screens.filter((title) => title.toLowerCase().includes(word.toLowerCase()));
      expect(found.length).toBeGreaterThan(0);
    },
  );

  it('finds the invoice list and the invoice editor under "Rechnung"', () => {
    const found = screens.filter((title) => /rechnung/i.test(title));
    expect(found.some((title) => title.includes('(DocumentListScreen)'))).toBe(true);
    expect(found.some((title) => title.includes('(DocumentEditor)'))).toBe(true);
  });

  it('lists every file under its own title', () => {
    const seen = new Map<string, string>();
    for (const file of files) {
      expect(file.title, file.path).not.toBe('');
      expect(seen.get(file.title), `${file.path} repeats the title of ${seen.get(file.title)}`).toBeUndefined();
      seen.set(file.title, file.path);
    }
  });

  it('files every entry under a known top-level group, screens under a known area', () => {
    const groups = ['Primitives', 'Forms', 'Chrome', 'Screens', 'Template'];
    const areas = [
      'Anmeldung',
      'Dashboard',
      'Back office',
      'Käferfunde prüfen',
      'GIS',
      'Nutzer',
      'Profil',
      'Gemeinsam',
    ];
    for (const title of titles) expect(groups, title).toContain(title.split('/')[0]);
    for (const title of screens) expect(areas, title).toContain(title.split('/')[1]);
  });

  it('names each screen in German with its component in brackets', () => {
    for (const title of screens) expect(title).toMatch(/\/[^/]+ \([A-Za-z]+\)$/);
  });

  it('puts a connected page beside the screen it wires, so a screen has one place', () => {
    for (const title of screens.filter((t) => t.includes(' · verbunden'))) {
      const screenName = title.replace(/ · verbunden \([A-Za-z]+\)$/, ' (');
      // A part of a connected page ("Nutzerliste – Expertenanfragen · verbunden") may sit beside the whole screen.
      const wholeName = title.replace(/ – [^/]+ · verbunden \([A-Za-z]+\)$/, ' (');
      expect(
        screens.some((other) => other !== title && (other.startsWith(screenName) || other.startsWith(wholeName))),
        `${title} has no screen of its name`,
      ).toBe(true);
    }
  });

  it('names every story of the product in German, by its `name`', () => {
    // The export name stays English: the story's id, its baselines and the checks go by it.
    for (const file of files.filter((f) => !f.title.startsWith('Template/'))) {
      for (const story of file.stories)
        expect(story.name, `${file.path} › ${story.exportName}`).not.toBe(story.exportName);
    }
  });

  it('groups the template part as the template’s own menu', () => {
    // The menu's entries (the root's child is the dashboard), its sign-in, and the app's pages
    // that each wire several of them.
    const menu = TEMPLATE_ROUTES.flatMap((route) =>
      route.children?.length === 1 && !route.meta ? route.children : [route],
    )
      .map((route) => route.meta?.title)
      .concat(['Login', 'App Pages']);
    for (const title of titles.filter((t) => t.startsWith('Template/'))) {
      const entry = (title.split('/')[1] ?? '').replace(/ \([A-Za-z0-9]+\)$/, '');
      expect(menu, title).toContain(entry);
    }
  });

  it('keeps the English template part under Template/', () => {
    for (const file of files.filter((f) => /[/\\]template[/\\]/.test(f.path))) {
      expect(file.title, file.path).toMatch(/^Template\//);
    }
  });
});
