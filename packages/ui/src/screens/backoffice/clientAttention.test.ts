import { describe, expect, it } from 'vitest';
import { clientsNeedingAttention } from './clientAttention';
import { STORY_CLIENTS, storyClient } from './storyData';

describe('clientsNeedingAttention', () => {
  it('lists missing Land or EPSG and a zone that does not fit, not old Gauß-Krüger data', () => {
    expect(
      clientsNeedingAttention([
        ...STORY_CLIENTS,
        storyClient({ client_id: 5, name: 'Stadt Eberswalde', bundesland: 'BB', epsg: null }),
      ]),
    ).toEqual([
      { client_id: 3, name: 'Stadtwerke Kassel AG', reasons: ['EPSG passt nicht zum Bundesland'] },
      { client_id: 4, name: 'Wasser- und Bodenverband Aller-Örtze', reasons: ['Bundesland fehlt', 'EPSG fehlt'] },
      { client_id: 5, name: 'Stadt Eberswalde', reasons: ['EPSG fehlt'] },
    ]);
  });

  it('lists nobody when every client is set up', () => {
    expect(clientsNeedingAttention([storyClient({ client_id: 1 })])).toEqual([]);
  });
});
