import { Activity, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tagRenderKey, type TagView } from '../../model/tagsView';
import { space } from '../../theme';
import { scrollParent } from '../../browser/scrollParent';

/** A view the main area mounts: `mountedViews(state)` of the tags view model. */
export type MountedView = TagView & { isActive: boolean };

export interface AppMainProps {
  /** The kept-alive views and the active one; only the active one is visible. */
  views: readonly MountedView[];
  /**
   * Renders a view's page. It is called for hidden views too, so it must render the
   * page of `view` (its path and query), not of the current location.
   */
  renderView: (view: MountedView) => ReactNode;
  /** Shown while no view is active. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * Shows the active view and keeps the others alive, hidden, with React's `<Activity>`:
 * their state (typed input, open panels) survives a tag switch at any menu depth.
 * Each view is keyed by path + query + refresh counter, so two records of one page are
 * two views and Refresh remounts only its own view. The scroll position is kept per
 * view, because a hidden view's boxes (and the shared scroller's offset) are gone.
 */
export function AppMain({ views, renderView, fallback = null, className }: AppMainProps) {
  const rootRef = useRef<HTMLElement>(null);
  const positions = useRef(new Map<string, number>());
  const active = views.find((v) => v.isActive);
  const activeKey = active ? tagRenderKey(active) : null;

  // The view a scroll event belongs to: the one active when it arrives. A scroll event comes
  // at the next frame, after the layout effect below has switched views, while a listener per
  // view would be swapped only with the passive effects, which React may run later.
  const scrolledKey = useRef(activeKey);

  // Listening from the commit on (a layout effect): a passive effect runs after the paint, and a
  // scroll before it (a quick hand, a page's own play) was not remembered.
  useLayoutEffect(() => {
    const scroller = scrollParent(rootRef.current);
    const target: EventTarget = scroller === document.scrollingElement ? document : scroller;
    const remember = () => {
      if (scrolledKey.current !== null) positions.current.set(scrolledKey.current, scroller.scrollTop);
    };
    target.addEventListener('scroll', remember, { passive: true });
    return () => target.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    scrolledKey.current = activeKey;
    if (activeKey === null) return;
    scrollParent(rootRef.current).scrollTop = positions.current.get(activeKey) ?? 0;
  }, [activeKey]);

  useEffect(() => {
    const mounted = new Set(views.map(tagRenderKey));
    for (const key of positions.current.keys()) if (!mounted.has(key)) positions.current.delete(key);
  }, [views]);

  return (
    <Main ref={rootRef} id="main-content" className={className}>
      {views.map((view) => (
        <Activity key={tagRenderKey(view)} name={view.key} mode={view.isActive ? 'visible' : 'hidden'}>
          {renderView(view)}
        </Activity>
      ))}
      {active ? null : fallback}
    </Main>
  );
}

const Main = styled.main`
  position: relative;
  padding: ${space[5]};
`;
