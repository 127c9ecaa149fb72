// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStoryFiles } from '../../../../.storybook/storyIndex';

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

  it('keeps the English template part under Template/', () => {
    for (const file of files.filter((f) => /[/\\]template[/\\]/.test(f.path))) {
      expect(file.title, file.path).toMatch(/^Template\//);
    }
  });
});
