import { describe, expect, it } from 'vitest';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  createTagsViewState,
  mountedViews,
  reduceTagsView,
  refreshView,
  restoreTagsView,
  serializeTagsView,
  tagFullPath,
  tagKey,
  tagRenderKey,
  visitView,
  type TagView,
  type TagViewInput,
  type TagsViewState,
} from './tagsView';

const dashboard: TagViewInput = {
  path: '/dashboard',
  title: 'Dashboard',
  name: 'Dashboard',
  affix: true,
  noCache: true,
};
const gis: TagViewInput = { path: '/gis/index', title: 'GIS', name: 'Gis' };
const users: TagViewInput = { path: '/users/index', title: 'Nutzer', name: 'Users' };
const user12: TagViewInput = { path: '/users/12', title: 'Nutzerdetails', name: 'UserDetail' };
const user13: TagViewInput = { path: '/users/13', title: 'Nutzerdetails', name: 'UserDetail' };

/** The expected tag for an input, as the reducer stores it. */
function tag(input: TagViewInput, refreshCount = 0): TagView {
  const query = input.query ? (input.query.startsWith('?') ? input.query : `?${input.query}`) : '';
  return {
    key: tagKey(input.path, query),
    path: input.path,
    query,
    title: input.title,
    ...(input.name ? { name: input.name } : {}),
    affix: input.affix ?? false,
    noCache: input.noCache ?? false,
    refreshCount,
  };
}

function visitAll(state: TagsViewState, inputs: TagViewInput[]): TagsViewState {
  return inputs.reduce(visitView, state);
}

const start = () => createTagsViewState({ affixViews: [dashboard] });

describe('tagKey', () => {
  it.each([
    ['/users/12', '', '/users/12'],
    ['/users/12', '?', '/users/12'],
    ['/profile/index', 'tab=experte', '/profile/index?tab=experte'],
    ['/profile/index', '?tab=experte', '/profile/index?tab=experte'],
    ['/gis/index', '?jahr=2024&kunde=3', '/gis/index?jahr=2024&kunde=3'],
    ['/gis/index', '?kunde=3&jahr=2024', '/gis/index?jahr=2024&kunde=3'],
  ])('%s with %j is %s', (path, query, expected) => {
    expect(tagKey(path, query)).toBe(expected);
  });
});

describe('createTagsViewState', () => {
  it('starts with the affix views, nothing cached, nothing active', () => {
    expect(createTagsViewState({ affixViews: [dashboard, dashboard], maxCached: 3 })).toEqual({
      views: [tag(dashboard)],
      cachedKeys: [],
      activeKey: null,
      maxCached: 3,
    });
  });

  it('keeps ten views alive by default', () => {
    expect(createTagsViewState().maxCached).toBe(10);
  });
});

describe('visitView', () => {
  it('appends a new view, makes it active and caches it', () => {
    expect(visitAll(start(), [gis, users])).toEqual({
      views: [tag(dashboard), tag(gis), tag(users)],
      cachedKeys: ['/gis/index', '/users/index'],
      activeKey: '/users/index',
      maxCached: 10,
    });
  });

  it('keys views by path: two records of one page are two tags', () => {
    const state = visitAll(start(), [user12, user13]);
    expect(state.views.map((v) => v.key)).toEqual(['/dashboard', '/users/12', '/users/13']);
    expect(state.cachedKeys).toEqual(['/users/12', '/users/13']);
  });

  it('keys views by query: ?tab=a and ?tab=b are two tags, each linking to its own query', () => {
    const state = visitAll(start(), [
      { path: '/dashboard', query: '?tab=a', title: 'Dashboard' },
      { path: '/dashboard', query: 'tab=b', title: 'Dashboard' },
    ]);
    expect(state.views.map((v) => [v.key, tagFullPath(v)])).toEqual([
      ['/dashboard', '/dashboard'],
      ['/dashboard?tab=a', '/dashboard?tab=a'],
      ['/dashboard?tab=b', '/dashboard?tab=b'],
    ]);
  });

  it('revisiting keeps the tag in place, updates its title and marks it most recently used', () => {
    const state = visitAll(start(), [gis, users, { ...gis, title: 'GIS-Karten' }]);
    expect(state).toEqual({
      views: [tag(dashboard), { ...tag(gis), title: 'GIS-Karten' }, tag(users)],
      cachedKeys: ['/users/index', '/gis/index'],
      activeKey: '/gis/index',
      maxCached: 10,
    });
  });

  it('never caches a noCache view, though it becomes the active tag', () => {
    const state = visitAll(start(), [gis, dashboard, { path: '/users/14', title: 'Nutzerdetails', noCache: true }]);
    expect(state.cachedKeys).toEqual(['/gis/index']);
    expect(state.activeKey).toBe('/users/14');
  });

  it('puts a newly visited affix view after the other affix views', () => {
    const docs: TagViewInput = { path: '/documentation/index', title: 'Dokumentation', affix: true };
    const state = visitAll(start(), [gis, docs]);
    expect(state.views.map((v) => v.key)).toEqual(['/dashboard', '/documentation/index', '/gis/index']);
  });

  it('caps the kept views: the least recently used goes first', () => {
    const capped = createTagsViewState({ affixViews: [dashboard], maxCached: 2 });
    const state = visitAll(capped, [gis, users, gis, user12]);
    expect(state.cachedKeys).toEqual(['/gis/index', '/users/12']);
    // The tag stays; only its kept-alive view is dropped.
    expect(state.views.map((v) => v.key)).toEqual(['/dashboard', '/gis/index', '/users/index', '/users/12']);
  });
});

describe('closeView', () => {
  it('closing an inactive tag removes it and its cache entry and navigates nowhere', () => {
    const state = visitAll(start(), [gis, users]);
    expect(closeView(state, '/gis/index')).toEqual({
      state: {
        views: [tag(dashboard), tag(users)],
        cachedKeys: ['/users/index'],
        activeKey: '/users/index',
        maxCached: 10,
      },
      navigateTo: null,
    });
  });

  it('closing the active tag selects the last remaining tag', () => {
    const state = visitAll(start(), [gis, { ...users, query: '?rolle=ogf_expert' }, gis]);
    expect(closeView(state, '/gis/index')).toEqual({
      state: {
        views: [tag(dashboard), tag({ ...users, query: '?rolle=ogf_expert' })],
        cachedKeys: ['/users/index?rolle=ogf_expert'],
        activeKey: '/users/index?rolle=ogf_expert',
        maxCached: 10,
      },
      navigateTo: '/users/index?rolle=ogf_expert',
    });
  });

  it("closing the last tag goes to '/'", () => {
    const state = visitView(createTagsViewState(), gis);
    expect(closeView(state, '/gis/index')).toEqual({
      state: { views: [], cachedKeys: [], activeKey: null, maxCached: 10 },
      navigateTo: '/',
    });
  });

  it('an affix tag is not closable', () => {
    const state = visitAll(start(), [gis, dashboard]);
    expect(closeView(state, '/dashboard')).toEqual({ state, navigateTo: null });
  });

  it('an unknown key changes nothing', () => {
    const state = visitAll(start(), [gis]);
    expect(closeView(state, '/nirgendwo')).toEqual({ state, navigateTo: null });
  });
});

describe('closeOtherViews', () => {
  it('keeps the affix tags and the chosen tag', () => {
    const state = visitAll(start(), [gis, users, user12]);
    expect(closeOtherViews(state, '/users/12')).toEqual({
      state: { views: [tag(dashboard), tag(user12)], cachedKeys: ['/users/12'], activeKey: '/users/12', maxCached: 10 },
      navigateTo: null,
    });
  });

  it('on an inactive tag, that tag becomes active and the app navigates to it', () => {
    const state = visitAll(start(), [gis, users, user12]);
    expect(closeOtherViews(state, '/gis/index')).toEqual({
      state: { views: [tag(dashboard), tag(gis)], cachedKeys: ['/gis/index'], activeKey: '/gis/index', maxCached: 10 },
      navigateTo: '/gis/index',
    });
  });

  it('on an affix tag, only the affix tags remain', () => {
    const state = visitAll(start(), [gis, dashboard]);
    expect(closeOtherViews(state, '/dashboard')).toEqual({
      state: { views: [tag(dashboard)], cachedKeys: [], activeKey: '/dashboard', maxCached: 10 },
      navigateTo: null,
    });
  });
});

describe('closeAllViews', () => {
  it('keeps the affix tags and goes to the last of them', () => {
    const state = visitAll(start(), [gis, users]);
    expect(closeAllViews(state)).toEqual({
      state: { views: [tag(dashboard)], cachedKeys: [], activeKey: '/dashboard', maxCached: 10 },
      navigateTo: '/dashboard',
    });
  });

  it('stays where it is when the active tag is an affix tag', () => {
    const state = visitAll(start(), [gis, dashboard]);
    expect(closeAllViews(state)).toEqual({
      state: { views: [tag(dashboard)], cachedKeys: [], activeKey: '/dashboard', maxCached: 10 },
      navigateTo: null,
    });
  });

  it("without affix tags goes to '/'", () => {
    const state = visitAll(createTagsViewState(), [gis, users]);
    expect(closeAllViews(state)).toEqual({
      state: { views: [], cachedKeys: [], activeKey: null, maxCached: 10 },
      navigateTo: '/',
    });
  });
});

describe('refreshView', () => {
  it('bumps the refresh counter of that view only, which changes its render key', () => {
    const state = visitAll(start(), [user12, user13]);
    const { state: next, navigateTo } = refreshView(state, '/users/13');
    expect(navigateTo).toBeNull();
    expect(next.views).toEqual([tag(dashboard), tag(user12), tag(user13, 1)]);
    expect(next.views.map(tagRenderKey)).toEqual(['/dashboard#0', '/users/12#0', '/users/13#1']);
  });

  it('refreshing an inactive tag shows it', () => {
    const state = visitAll(start(), [user12, user13]);
    expect(refreshView(state, '/users/12')).toEqual({
      state: {
        views: [tag(dashboard), tag(user12, 1), tag(user13)],
        cachedKeys: ['/users/13', '/users/12'],
        activeKey: '/users/12',
        maxCached: 10,
      },
      navigateTo: '/users/12',
    });
  });
});

describe('mountedViews', () => {
  it('mounts the kept views and the active one, in tag order', () => {
    const state = visitAll(start(), [gis, users, dashboard]);
    expect(mountedViews(state).map((v) => [v.key, v.isActive])).toEqual([
      ['/dashboard', true],
      ['/gis/index', false],
      ['/users/index', false],
    ]);
  });
});

describe('serializeTagsView and restoreTagsView', () => {
  it('round-trip the tags and the active key; refresh counts and the cache start afresh', () => {
    const state = refreshView(visitAll(start(), [gis, { ...users, query: '?rolle=ogf_admin' }]), '/gis/index').state;
    const restored = restoreTagsView(serializeTagsView(state), { affixViews: [dashboard] });
    expect(restored).toEqual({
      views: [tag(dashboard), tag(gis), tag({ ...users, query: '?rolle=ogf_admin' })],
      cachedKeys: [],
      activeKey: '/gis/index',
      maxCached: 10,
    });
  });

  it('writes the documented shape', () => {
    expect(JSON.parse(serializeTagsView(visitAll(start(), [gis])))).toEqual({
      version: 1,
      views: [
        { path: '/dashboard', query: '', title: 'Dashboard', name: 'Dashboard', affix: true, noCache: true },
        { path: '/gis/index', query: '', title: 'GIS', name: 'Gis', affix: false, noCache: false },
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

  it('skips entries that are not views and an active key that is not a tag', () => {
    const saved = JSON.stringify({
      version: 1,
      views: [{ path: '/gis/index', title: 'GIS' }, { path: 'relativ', title: 'X' }, { title: 'ohne Pfad' }, 7],
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
    const saved = serializeTagsView(state);
    expect(reduceTagsView(start(), { type: 'restore', saved }).state).toEqual({ ...state, cachedKeys: [] });
  });
});
