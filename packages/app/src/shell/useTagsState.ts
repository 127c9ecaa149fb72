import {
  flattenRoutes,
  mountedViews,
  setViewTitle,
  tagsViewControls,
  visitView,
  type AppRoute,
  type TagsViewState,
} from '@waldmonitor/ui/model';
import type { TagsViewProps } from '@waldmonitor/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TAGS_KEY } from './persistence';
import { loadTags, saveTags } from './tagsPersistence';
import { viewForLocation } from './viewForLocation';

/** The pinned views of the allowed routes (requirements §2: the dashboard is pinned). */
function affixViews(routes: readonly AppRoute[]) {
  return flattenRoutes(routes)
    .filter(({ route }) => route.meta?.affix && !route.children?.length)
    .map(({ fullPath }) => viewForLocation(routes, fullPath, ''));
}

/**
 * The tags view driven by the location: every navigation visits a view (a change of a
 * view's filters only updates the query its tag links to); the state is kept in
 * sessionStorage so tags survive a reload (the template lost them).
 */
export function useTagsState(routes: readonly AppRoute[], storageKey = TAGS_KEY) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<TagsViewState>(() =>
    loadTags({ affixViews: affixViews(routes) }, sessionStorage, storageKey),
  );
  const locationKey = `${location.pathname}${location.search}`;
  const [visitedKey, setVisitedKey] = useState<string | null>(null);
  if (visitedKey !== locationKey) {
    setVisitedKey(locationKey);
    setState((s) => visitView(s, viewForLocation(routes, location.pathname, location.search)));
  }

  useEffect(() => saveTags(state, sessionStorage, storageKey), [state, storageKey]);

  /** A page names its record (`useViewTitle`); stable, so pages' effects run once per title. */
  const setTitle = useCallback((key: string, title: string) => setState((s) => setViewTitle(s, key, title)), []);

  const tagsViewProps: TagsViewProps = tagsViewControls(state, (result) => {
    setState(result.state);
    if (result.navigateTo) navigate(result.navigateTo);
  });
  return { views: mountedViews(state), tagsViewProps, setTitle };
}
