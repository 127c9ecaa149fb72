import { createContext, useContext, useEffect } from 'react';

/** The view a page is rendered in, and how it names its record in the tags state. */
export interface ViewIdentity {
  /** The tag key of the view (path plus view parameters). */
  viewKey: string;
  setTitle: (viewKey: string, title: string) => void;
}

export const ViewContext = createContext<ViewIdentity | null>(null);

/**
 * Names the record a view shows (`Karte Dachsberg 1928`): the tag, the page title and
 * the breadcrumb's last crumb show it instead of the route's title. Nothing happens
 * while `title` is empty (still loading) or outside the shell (a page's story).
 */
export function useViewTitle(title: string | null | undefined): void {
  const view = useContext(ViewContext);
  useEffect(() => {
    if (view && title) view.setTitle(view.viewKey, title);
  }, [view, title]);
}
