/**
 * Story-only wiring: what the app will do with the chrome's callbacks, done with local
 * state and the story's MemoryRouter, so stories can prove behaviour end to end.
 */
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { flattenRoutes, matchRoute } from '../model/routeMatch';
import {
  createTagsViewState,
  tagFullPath,
  tagKey,
  tagsViewControls,
  visitView,
  type TagViewInput,
  type TagsViewState,
} from '../model/tagsView';
import { color, controlHeight, fontSize, fontWeights, radii, space } from '../theme';
import type { MountedView } from './AppMain';
import type { BreadcrumbItem } from './Breadcrumb';
import type { TagsViewProps } from './TagsView';
import { dashboardView, storyRoutes, storyView } from './storyData';

/** The tag a location makes: from the known views first, then from the route table. */
export function storyViewFor(pathname: string, search: string, known: readonly TagViewInput[]): TagViewInput {
  const fromTable = storyView(pathname, search);
  const key = tagKey(pathname, search, fromTable.viewParams);
  const fromKnown = known.find((v) => tagKey(v.path, v.query, v.viewParams) === key);
  return fromKnown ? { ...fromKnown, query: search } : fromTable;
}

/** The breadcrumb of a location: the titles of the matched routes, outermost first. */
export function storyBreadcrumbs(pathname: string): BreadcrumbItem[] {
  const fullPaths = new Map(flattenRoutes(storyRoutes).map((flat) => [flat.route, flat.fullPath]));
  return (matchRoute(storyRoutes, pathname)?.chain ?? []).flatMap((route) =>
    route.meta?.title && route.meta.breadcrumb !== false
      ? [{ title: route.meta.title, path: route.redirect ?? fullPaths.get(route) }]
      : [],
  );
}

export interface StoryTagsOptions {
  /** Tags already open when the story starts (the location is visited last). */
  initialViews?: readonly TagViewInput[];
  maxCached?: number;
}

/** The tags view state driven by the router location, as the app will drive it. */
export function useStoryTags({ initialViews = [], maxCached }: StoryTagsOptions = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<TagsViewState>(() =>
    initialViews.reduce(visitView, createTagsViewState({ affixViews: [dashboardView], maxCached })),
  );
  const locationKey = `${location.pathname}${location.search}`;
  const [visitedKey, setVisitedKey] = useState<string | null>(null);
  if (visitedKey !== locationKey) {
    setVisitedKey(locationKey);
    setState((s) => visitView(s, storyViewFor(location.pathname, location.search, initialViews)));
  }

  const tagsViewProps: TagsViewProps = tagsViewControls(state, (result) => {
    setState(result.state);
    if (result.navigateTo) navigate(result.navigateTo);
  });
  return { state, tagsViewProps };
}

/** A sample page with its own state: a note field and enough text to scroll. */
function StoryPage({ view }: { view: MountedView }) {
  const [note, setNote] = useState('');
  const label = view.query ? `${view.title} (${view.query.slice(1)})` : view.title;
  const noteId = useId();
  return (
    <PageCard>
      <h1>{label}</h1>
      <p>Adresse: {tagFullPath(view)}</p>
      <NoteLabel htmlFor={noteId}>Notiz zu {label}</NoteLabel>
      <NoteInput id={noteId} value={note} onChange={(event) => setNote(event.target.value)} />
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>
          Abschnitt {i + 1}: Käfermeldungen, Karten und Rechnungen dieser Seite stehen hier, damit die Seite scrollt.
        </p>
      ))}
    </PageCard>
  );
}

/** `AppMain`'s `renderView` for stories: the page of the view's own address. */
export function renderStoryView(view: MountedView) {
  return <StoryPage view={view} />;
}

/** Taller than the window by 500 px at every size, so that plays can scroll it by 400. */
const PageCard = styled.article`
  min-height: calc(100vh + 500px);
  padding: ${space[5]};
  background: ${color.surface};
  border-radius: ${radii.md};
  h1 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.xl};
  }
`;

const NoteLabel = styled.label`
  display: block;
  margin-bottom: ${space[1]};
  font-weight: ${fontWeights.semibold};
`;

const NoteInput = styled.input`
  width: 100%;
  max-width: 30em;
  height: ${controlHeight.md};
  padding: 0 ${space[2]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radii.md};
`;
