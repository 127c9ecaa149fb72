import { describe, expect, it } from 'vitest';
import {
  createTagsViewState,
  reduceTagsView,
  refreshView,
  restoreTagsView,
  serializeTagsView,
  setViewTitle,
} from './tagsView';
import { dashboard, gis, start, tag, users, visitAll } from './tagsViewTestData';

describe('serializeTagsView and restoreTagsView', () => {
  it('round-trip the tags and the active key; refresh counts and the cache start afresh', () => {
    const visited = visitAll(start(), [gis, { ...gis, query: '?karte=3' }, { ...users, query: '?rolle=ogf_admin' }]);
    const state = refreshView(setViewTitle(visited, '/gis/index?karte=3', 'Karte Dachsberg'), '/gis/index').state;
    const restored = restoreTagsView(serializeTagsView(state), { affixViews: [dashboard] });
    expect(restored).toEqual({
      views: [
        tag(dashboard),
        tag(gis),
        { ...tag({ ...gis, query: '?karte=3' }), title: 'Karte Dachsberg' },
        tag({ ...users, query: '?rolle=ogf_admin' }),
      ],
      cachedKeys: [],
      activeKey: '/gis/index',
      maxCached: 10,
    });
  });

  it('writes the documented shape', () => {
    expect(JSON.parse(serializeTagsView(visitAll(start(), [gis])))).toEqual({
      version: 1,
      views: [
        {
          path: '/dashboard',
          query: '',
          title: 'Dashboard',
          name: 'Dashboard',
          affix: true,
          noCache: true,
          viewParams: ['bereich', 'id'],
        },
        {
          path: '/gis/index',
          query: '',
          title: 'GIS',
          name: 'Gis',
          affix: false,
          noCache: false,
          viewParams: ['karte'],
        },
      ],
      activeKey: '/gis/index',
    });
  });

  it.each([
    ['invalid JSON', '{"version":1,'],
    ['null', null],
    ['another shape', '[1,2,3]'],
    ['another version', '{"version":2,"views":[]}'],
  ])('%s gives the initial state', (_label, saved) => {
    expect(restoreTagsView(saved, { affixViews: [dashboard], maxCached: 4 })).toEqual(
      createTagsViewState({ affixViews: [dashboard], maxCached: 4 }),
    );
  });

  it('an old save keyed by the whole query restores one tag per view', () => {
    const saved = JSON.stringify({
      version: 1,
      views: ['B', 'Br', 'Bra'].map((suche) => ({ path: '/users/index', query: `?suche=${suche}`, title: 'Nutzer' })),
      activeKey: '/users/index?suche=Bra',
    });
    expect(restoreTagsView(saved, { affixViews: [dashboard] }).views).toEqual([
      tag(dashboard),
      tag({ path: '/users/index', query: '?suche=B', title: 'Nutzer' }),
    ]);
  });

  it('skips entries that are not views and an active key that is not a tag', () => {
    const saved = JSON.stringify({
      version: 1,
      views: [
        { path: '/gis/index', title: 'GIS', viewParams: [3] },
        { path: 'relativ', title: 'X' },
        { title: 'ohne Pfad' },
        7,
      ],
      activeKey: '/weg',
    });
    expect(restoreTagsView(saved, { affixViews: [dashboard] })).toEqual({
      views: [tag(dashboard), tag({ path: '/gis/index', title: 'GIS' })],
      cachedKeys: [],
      activeKey: null,
      maxCached: 10,
    });
  });
});

describe('reduceTagsView', () => {
  it('dispatches each action to its rule', () => {
    let state = start();
    state = reduceTagsView(state, { type: 'visit', view: gis }).state;
    state = reduceTagsView(state, { type: 'visit', view: users }).state;
    expect(reduceTagsView(state, { type: 'close', key: '/users/index' }).navigateTo).toBe('/gis/index');
    expect(reduceTagsView(state, { type: 'closeOthers', key: '/gis/index' }).navigateTo).toBe('/gis/index');
    expect(reduceTagsView(state, { type: 'closeAll' }).navigateTo).toBe('/dashboard');
    expect(reduceTagsView(state, { type: 'refresh', key: '/users/index' }).state.views[2]?.refreshCount).toBe(1);
    expect(reduceTagsView(state, { type: 'setTitle', key: '/gis/index', title: 'Karten' }).state.views[1]?.title).toBe(
      'Karten',
    );
    const saved = serializeTagsView(state);
    expect(reduceTagsView(start(), { type: 'restore', saved }).state).toEqual({ ...state, cachedKeys: [] });
  });
});
