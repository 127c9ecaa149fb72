import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demoUsers';

describe('the demo sign-in’s role descriptions', () => {
  it.each([
    ['experte', 'Experte, prüft und veröffentlicht Meldungen und georeferenziert Karten'],
    ['admin', 'Administratorin, führt das Backoffice, verwaltet und löscht Karten'],
  ] as const)('%s: %s', (key, description) => {
    expect(DEMO_USERS[key].description).toBe(description);
  });
});
