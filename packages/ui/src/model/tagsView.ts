/**
 * The tags view's state (requirements §2: "optional tags view"; context menu Refresh / Close /
 * Close Others / Close All). A pure reducer: the app feeds it every navigation and
 * every tag action, navigates to `navigateTo` when that is set, and keeps
 * `serializeTagsView(state)` in sessionStorage so the tags survive a reload.
 *
 * A view is keyed by its path and its VIEW parameters (route `meta.viewParams`,
 * architecture §3): `/users/12` and `/users/13`, or `/gis/index?karte=2` and `?karte=3`, are two tags
 * with two caches. Every other parameter (search, filters, sort, page, inner tab) is
 * state of the view: visiting with it updates the tag's stored query, so the tag links
 * back to the filtered address, but opens no tag and never remounts the view. A pinned
 * route has one pinned tag whatever its other parameters.
 */

/** What the app knows about a route when it is visited. */
export interface TagViewInput {
  /** The location's pathname, e.g. `/users/12`. */
  path: string;
  /** The location's search string, with or without the leading `?`. */
  query?: string;
  /** The tag's label: the route's `meta.title`. */
  title: string;
  /** The route's name, when it has one. */
  name?: string;
  /** Pinned: shown first, never closed (route `meta.affix`). */
  affix?: boolean;
  /** Never kept alive (route `meta.noCache`). */
  noCache?: boolean;
  /** The query parameters that identify the view (route `meta.viewParams`). */
  viewParams?: readonly string[];
}

/** A tag of the tags view. */
export interface TagView {
  /** Path plus the view parameters present (sorted): the tag's identity and its cache key. */
  key: string;
  path: string;
  /** `''` or the search string with its leading `?`, as last visited (view state included). */
  query: string;
  /** The route's title, or the record's once the page names it (`setViewTitle`). */
  title: string;
  name?: string;
  affix: boolean;
  noCache: boolean;
  /** Bumped by Refresh; part of the view's React key, so a refresh remounts it. */
  refreshCount: number;
  /** Present when the route has view parameters. */
  viewParams?: readonly string[];
}

export interface TagsViewState {
  /** Tags in display order: affix tags first, then in order of first visit. */
  views: TagView[];
  /** Keys of the views kept alive, least recently used first. */
  cachedKeys: string[];
  /** The key of the view shown now; `null` before the first visit. */
  activeKey: string | null;
  /** How many views are kept alive at most. */
  maxCached: number;
}

export interface TagsViewOptions {
  /** Views pinned from the start (the route table's `affix` routes). */
  affixViews?: readonly TagViewInput[];
  /** How many views are kept alive at most; the least recently used go first. */
  maxCached?: number;
}

/** The result of an action: the next state and, when the shown view must change, where to go. */
export interface TagsViewResult {
  state: TagsViewState;
  navigateTo: string | null;
}

export type TagsViewAction =
  | { type: 'visit'; view: TagViewInput }
  | { type: 'close'; key: string }
  | { type: 'closeOthers'; key: string }
  | { type: 'closeAll' }
  | { type: 'refresh'; key: string }
  | { type: 'setTitle'; key: string; title: string }
  | { type: 'restore'; saved: string | null };

export const DEFAULT_MAX_CACHED = 10;

/** Where the app goes when no tag is left. */
export const HOME_PATH = '/';

function normaliseQuery(query = ''): string {
  const trimmed = query.startsWith('?') ? query.slice(1) : query;
  return trimmed ? `?${trimmed}` : '';
}

/**
 * The key of a location: the path and only the view parameters present, sorted
 * (`/gis/index?karte=3`); every other parameter is left out.
 */
export function tagKey(path: string, query = '', viewParams: readonly string[] = []): string {
  const all = new URLSearchParams(normaliseQuery(query));
  const params = new URLSearchParams();
  for (const [name, value] of all) if (viewParams.includes(name) && value !== '') params.append(name, value);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

/** The address a tag links to. */
export function tagFullPath(view: Pick<TagView, 'path' | 'query'>): string {
  return `${view.path}${view.query}`;
}

/** The React key of a view's subtree: changes on Refresh, so only that view remounts. */
export function tagRenderKey(view: Pick<TagView, 'key' | 'refreshCount'>): string {
  return `${view.key}#${view.refreshCount}`;
}

function toTagView(input: TagViewInput): TagView {
  const query = normaliseQuery(input.query);
  const viewParams = input.viewParams ?? [];
  const key = tagKey(input.path, query, viewParams);
  return {
    key,
    path: input.path,
    query,
    title: input.title,
    ...(input.name ? { name: input.name } : {}),
    // The pinned tag is the route's own view; a record opened by view parameters
    // (`/dashboard?bereich=rechnungen&id=12`) is an ordinary, closable tag.
    affix: (input.affix ?? false) && key === input.path,
    noCache: input.noCache ?? false,
    refreshCount: 0,
    ...(viewParams.length > 0 ? { viewParams: [...viewParams] } : {}),
  };
}

/** Inserts a new view: affix views after the last affix view, others at the end. */
function insertView(views: readonly TagView[], view: TagView): TagView[] {
  if (!view.affix) return [...views, view];
  const firstOther = views.findIndex((v) => !v.affix);
  if (firstOther < 0) return [...views, view];
  return [...views.slice(0, firstOther), view, ...views.slice(firstOther)];
}

export function createTagsViewState(options: TagsViewOptions = {}): TagsViewState {
  const views: TagView[] = [];
  for (const input of options.affixViews ?? []) {
    const view = toTagView({ ...input, affix: true });
    if (!views.some((v) => v.key === view.key)) views.push(view);
  }
  return { views, cachedKeys: [], activeKey: null, maxCached: options.maxCached ?? DEFAULT_MAX_CACHED };
}

/** Marks `key` as most recently used; drops the least recently used beyond the cap. */
function touchCache(cachedKeys: readonly string[], key: string, maxCached: number): string[] {
  const next = [...cachedKeys.filter((k) => k !== key), key];
  return next.slice(Math.max(0, next.length - maxCached));
}

/**
 * A navigation happened: add the tag, or, for a view already open, store the visited
 * query (its filters) and keep its title and render key; make it the active one.
 */
export function visitView(state: TagsViewState, input: TagViewInput): TagsViewState {
  const incoming = toTagView(input);
  const existing = state.views.find((v) => v.key === incoming.key);
  const views = existing
    ? state.views.map((v) =>
        v.key === incoming.key && v.query !== incoming.query ? { ...v, query: incoming.query } : v,
      )
    : insertView(state.views, incoming);
  const view = existing ?? incoming;
  const cachedKeys = view.noCache ? state.cachedKeys : touchCache(state.cachedKeys, view.key, state.maxCached);
  return { ...state, views, cachedKeys, activeKey: view.key };
}

/** After the active view was closed: the last remaining view, or home. */
function leaveTo(state: TagsViewState): TagsViewResult {
  const last = state.views.at(-1);
  if (!last) return { state: { ...state, activeKey: null }, navigateTo: HOME_PATH };
  return {
    state: { ...state, activeKey: last.key, cachedKeys: touchCacheIfKept(state, last) },
    navigateTo: tagFullPath(last),
  };
}

function touchCacheIfKept(state: TagsViewState, view: TagView): string[] {
  return view.noCache ? state.cachedKeys : touchCache(state.cachedKeys, view.key, state.maxCached);
}

/** Keeps only the views `keep` accepts, and their cache entries. */
function keepViews(state: TagsViewState, keep: (view: TagView) => boolean): TagsViewState {
  const views = state.views.filter(keep);
  const keys = new Set(views.map((v) => v.key));
  const activeKey = state.activeKey !== null && keys.has(state.activeKey) ? state.activeKey : null;
  return { ...state, views, cachedKeys: state.cachedKeys.filter((k) => keys.has(k)), activeKey };
}

/** Close one tag. Affix tags are not closable. Closing the active tag goes to the last remaining one or home. */
export function closeView(state: TagsViewState, key: string): TagsViewResult {
  const view = state.views.find((v) => v.key === key);
  if (!view || view.affix) return { state, navigateTo: null };
  const next = keepViews(state, (v) => v.key !== key);
  return state.activeKey === key ? leaveTo(next) : { state: next, navigateTo: null };
}

/** Close every tag except `key` and the affix tags; `key` becomes the active tag. */
export function closeOtherViews(state: TagsViewState, key: string): TagsViewResult {
  const view = state.views.find((v) => v.key === key);
  if (!view) return { state, navigateTo: null };
  const next = keepViews(state, (v) => v.affix || v.key === key);
  if (state.activeKey === key) return { state: next, navigateTo: null };
  return {
    state: { ...next, activeKey: key, cachedKeys: touchCacheIfKept(next, view) },
    navigateTo: tagFullPath(view),
  };
}

/** Close every tag but the affix tags. */
export function closeAllViews(state: TagsViewState): TagsViewResult {
  const next = keepViews(state, (v) => v.affix);
  return next.activeKey === null && state.activeKey !== null ? leaveTo(next) : { state: next, navigateTo: null };
}

/** Refresh a view: its subtree remounts (fresh state); it becomes the active tag. */
export function refreshView(state: TagsViewState, key: string): TagsViewResult {
  const view = state.views.find((v) => v.key === key);
  if (!view) return { state, navigateTo: null };
  const views = state.views.map((v) => (v.key === key ? { ...v, refreshCount: v.refreshCount + 1 } : v));
  if (state.activeKey === key) return { state: { ...state, views }, navigateTo: null };
  return {
    state: { ...state, views, activeKey: key, cachedKeys: touchCacheIfKept(state, view) },
    navigateTo: tagFullPath(view),
  };
}

/** A page names its record (`Karte Dachsberg 1928`): the tag, page title and breadcrumb show it. */
export function setViewTitle(state: TagsViewState, key: string, title: string): TagsViewState {
  const trimmed = title.trim();
  const view = state.views.find((v) => v.key === key);
  if (!view || !trimmed || view.title === trimmed) return state;
  return { ...state, views: state.views.map((v) => (v.key === key ? { ...v, title: trimmed } : v)) };
}

/**
 * What the tags view shows and does over `state`: each menu action's result goes to `apply`,
 * which keeps the state and follows `navigateTo` (the app's shell and the chrome's stories).
 */
export function tagsViewControls(state: TagsViewState, apply: (result: TagsViewResult) => void) {
  return {
    views: state.views,
    activeKey: state.activeKey,
    onRefresh: (key: string) => apply(refreshView(state, key)),
    onClose: (key: string) => apply(closeView(state, key)),
    onCloseOthers: (key: string) => apply(closeOtherViews(state, key)),
    onCloseAll: () => apply(closeAllViews(state)),
  };
}

/** The views the main area mounts: the kept ones plus the active one, each once. */
export function mountedViews(state: TagsViewState): (TagView & { isActive: boolean })[] {
  const kept = new Set(state.cachedKeys);
  return state.views
    .filter((v) => kept.has(v.key) || v.key === state.activeKey)
    .map((v) => ({ ...v, isActive: v.key === state.activeKey }));
}

interface SavedTagsView {
  version: 1;
  views: TagViewInput[];
  activeKey: string | null;
}

/** The visited tags as JSON for sessionStorage (refresh counts and the cache are not kept). */
export function serializeTagsView(state: TagsViewState): string {
  const saved: SavedTagsView = {
    version: 1,
    views: state.views.map(({ path, query, title, name, affix, noCache, viewParams }) => ({
      path,
      query,
      title,
      ...(name ? { name } : {}),
      affix,
      noCache,
      ...(viewParams ? { viewParams } : {}),
    })),
    activeKey: state.activeKey,
  };
  return JSON.stringify(saved);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseSavedView(value: unknown): TagViewInput | null {
  if (!isObject(value) || typeof value.path !== 'string' || typeof value.title !== 'string') return null;
  if (!value.path.startsWith('/')) return null;
  return {
    path: value.path,
    query: typeof value.query === 'string' ? value.query : '',
    title: value.title,
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    affix: value.affix === true,
    noCache: value.noCache === true,
    ...(Array.isArray(value.viewParams) && value.viewParams.every((p) => typeof p === 'string')
      ? { viewParams: value.viewParams as string[] }
      : {}),
  };
}

/**
 * Restores saved tags on top of the configured affix views. Anything that is not what
 * `serializeTagsView` wrote (invalid JSON, another shape) gives the initial state.
 */
export function restoreTagsView(saved: string | null, options: TagsViewOptions = {}): TagsViewState {
  const initial = createTagsViewState(options);
  let parsed: unknown;
  try {
    parsed = saved === null ? null : JSON.parse(saved);
  } catch {
    return initial;
  }
  if (!isObject(parsed) || parsed.version !== 1 || !Array.isArray(parsed.views)) return initial;
  let state = initial;
  for (const input of parsed.views.map(parseSavedView)) {
    if (!input || state.views.some((v) => v.key === tagKey(input.path, input.query, input.viewParams))) continue;
    state = { ...state, views: insertView(state.views, toTagView(input)) };
  }
  const activeKey = typeof parsed.activeKey === 'string' ? parsed.activeKey : null;
  return { ...state, activeKey: state.views.some((v) => v.key === activeKey) ? activeKey : null };
}

/** One entry point for `useReducer`-style callers. */
export function reduceTagsView(
  state: TagsViewState,
  action: TagsViewAction,
  options: TagsViewOptions = {},
): TagsViewResult {
  switch (action.type) {
    case 'visit':
      return { state: visitView(state, action.view), navigateTo: null };
    case 'close':
      return closeView(state, action.key);
    case 'closeOthers':
      return closeOtherViews(state, action.key);
    case 'closeAll':
      return closeAllViews(state);
    case 'refresh':
      return refreshView(state, action.key);
    case 'setTitle':
      return { state: setViewTitle(state, action.key, action.title), navigateTo: null };
    case 'restore':
      return { state: restoreTagsView(action.saved, { maxCached: state.maxCached, ...options }), navigateTo: null };
  }
}
