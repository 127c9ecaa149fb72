import { describe, expect, it } from 'vitest';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  createTagsViewState,
  mountedViews,
  refreshView,
  setViewTitle,
  tagFullPath,
  tagKey,
  tagRenderKey,
  tagsViewControls,
  visitView,
  type TagViewInput,
} from './tagsView';
import { dashboard, gis, start, tag, user12, user13, users, visitAll } from './tagsViewTestData';

describe('tagKey', () => {
  it.each([
    ['/users/12', '', [], '/users/12'],
    ['/users/12', '?', [], '/users/12'],
    ['/profile/index', 'tab=experte', [], '/profile/index'],
    ['/users/index', '?suche=Brand&rolle=ogf_citizens', [], '/users/index'],
    ['/gis/index', '?jahr=2024&kunde=3', ['karte'], '/gis/index'],
    ['/gis/index', '?karte=3&jahr=2024', ['karte'], '/gis/index?karte=3'],
    ['/gis/index', '?karte=', ['karte'], '/gis/index'],
    ['/dashboard', '?id=12&x=1&bereich=rechnungen', ['bereich', 'id'], '/dashboard?bereich=rechnungen&id=12'],
    ['/dashboard', '?x=1', ['bereich', 'id'], '/dashboard'],
  ])('%s with %j and view parameters %j is %s', (path, query, viewParams, expected) => {
    expect(tagKey(path, query, viewParams)).toBe(expected);
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

  it('keys views by view parameters: ?karte=2 and ?karte=3 are two tags, each linking to its own query', () => {
    const state = visitAll(start(), [
      { ...gis, query: '?karte=2' },
      { ...gis, query: 'karte=3' },
    ]);
    expect(state.views.map((v) => [v.key, tagFullPath(v)])).toEqual([
      ['/dashboard', '/dashboard'],
      ['/gis/index?karte=2', '/gis/index?karte=2'],
      ['/gis/index?karte=3', '/gis/index?karte=3'],
    ]);
  });

  it('typing a search is state of the view: one tag, same render key, title kept, the tag links to the last query', () => {
    const typed = ['B', 'Br', 'Bra', 'Bran', 'Brand'].map((suche) => ({ ...users, query: `?suche=${suche}` }));
    const state = visitAll(start(), [users, ...typed, { ...users, query: '?suche=Brand&rolle=ogf_citizens' }]);
    expect(state).toEqual({
      views: [tag(dashboard), tag({ ...users, query: '?suche=Brand&rolle=ogf_citizens' })],
      cachedKeys: ['/users/index'],
      activeKey: '/users/index',
      maxCached: 10,
    });
    expect(state.views.map((v) => [tagRenderKey(v), v.title, tagFullPath(v)])).toEqual([
      ['/dashboard#0', 'Dashboard', '/dashboard'],
      ['/users/index#0', 'Nutzer', '/users/index?suche=Brand&rolle=ogf_citizens'],
    ]);
  });

  it('a pinned route has one tag whatever its other parameters', () => {
    const state = visitAll(start(), [dashboard, { ...dashboard, query: '?x=1' }]);
    expect(state.views).toEqual([tag({ ...dashboard, query: '?x=1' })]);
    expect(state.activeKey).toBe('/dashboard');
  });

  it('a record of a pinned route (its view parameters) is a closable tag of its own', () => {
    const record = { ...dashboard, query: '?bereich=rechnungen&id=12' };
    const state = visitAll(start(), [record]);
    expect(state.views).toEqual([tag(dashboard), { ...tag(record), affix: false }]);
    expect(closeView(state, '/dashboard?bereich=rechnungen&id=12').state.views).toEqual([tag(dashboard)]);
  });

  it('revisiting keeps the tag in place with its title and marks it most recently used', () => {
    const state = visitAll(start(), [gis, users, { ...gis, title: 'GIS-Karten' }]);
    expect(state).toEqual({
      views: [tag(dashboard), tag(gis), tag(users)],
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

describe('setViewTitle', () => {
  it('names the record; a later visit with other filters keeps the name', () => {
    const map3 = { ...gis, query: '?karte=3' };
    let state = setViewTitle(visitAll(start(), [gis, map3]), '/gis/index?karte=3', '  Karte Dachsberg 1928 ');
    state = visitView(state, { ...map3, query: '?karte=3&tab=punkte' });
    expect(state.views).toEqual([
      tag(dashboard),
      tag(gis),
      { ...tag({ ...map3, query: '?karte=3&tab=punkte' }), title: 'Karte Dachsberg 1928' },
    ]);
  });

  it('an empty title, an unknown key or the same title change nothing (the same state object)', () => {
    const state = visitAll(start(), [gis]);
    expect(setViewTitle(state, '/gis/index', '  ')).toBe(state);
    expect(setViewTitle(state, '/weg', 'Karte')).toBe(state);
    expect(setViewTitle(state, '/gis/index', 'GIS')).toBe(state);
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
        cachedKeys: ['/users/index'],
        activeKey: '/users/index',
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

describe('tagsViewControls', () => {
  const state = visitAll(start(), [gis, users]);

  it('shows the views and the active key of the state', () => {
    const { views, activeKey } = tagsViewControls(state, () => undefined);
    expect({ views, activeKey }).toEqual({
      views: [tag(dashboard), tag(gis), tag(users)],
      activeKey: '/users/index',
    });
  });

  it.each([
    ['onRefresh', '/gis/index', refreshView(state, '/gis/index')],
    ['onClose', '/users/index', closeView(state, '/users/index')],
    ['onCloseOthers', '/gis/index', closeOtherViews(state, '/gis/index')],
    ['onCloseAll', undefined, closeAllViews(state)],
  ] as const)("%s(%s) hands the action's result to apply", (action, key, expected) => {
    const results: unknown[] = [];
    const controls = tagsViewControls(state, (result) => results.push(result));
    if (action === 'onCloseAll') controls.onCloseAll();
    else controls[action](key ?? '');
    expect(results).toEqual([expected]);
  });
});
