import { AppLayout, TopProgressBar, type AppLayoutProps, type LayoutSettings, type NavbarProps } from '@waldmonitor/ui';
import { pageTitle, type AppRoute } from '@waldmonitor/ui/model';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useNavigationPending } from '../routes/navigationContext';
import { isSidebarOpened, sidebarCookie } from '../session/cookies';
import { activityStore } from './activity';
import { FetchAheadContext } from './fetchAhead';
import type { MenuAhead } from './menuAhead';
import { MOBILE_QUERY } from './device';
import { ShellView, type RoutePage } from './pageRoutes';
import { loadSettings, saveSettings, TAGS_KEY } from './persistence';
import { useMediaQuery } from './useMediaQuery';
import { useShellFetchAhead } from './useShellFetchAhead';
import { useSidebarAnimation } from './useSidebarAnimation';
import { useTagsState } from './useTagsState';
import { useUiSize } from './useUiSize';
import { breadcrumbsFor } from './viewForLocation';

export interface ShellFrameProps {
  productName: string;
  /** The routes the signed-in person may open: the sidebar, tags and breadcrumb read them. */
  routes: AppRoute[];
  /** Where this part keeps its visited tags (the template part keeps its own). */
  tagsKey?: string;
  /** The part's pages (`routePages(…)`); the product's by default. */
  pages?: readonly RoutePage[];
  /** The breadcrumb's first crumb. */
  home?: { title: string; path: string };
  sidebar: Pick<AppLayoutProps['sidebar'], 'showBecomeExpert' | 'funderName' | 'funderLogoSrc'>;
  navbar: Pick<
    NavbarProps,
    | 'role'
    | 'roleText'
    | 'groups'
    | 'userName'
    | 'canOpenProfile'
    | 'onLogout'
    | 'onResetDemo'
    | 'tools'
    | 'userMenuItems'
  >;
  notice?: ReactNode;
  /** Wraps each view (the template part catches its render errors into its error log). */
  wrapView?: (view: ReactNode) => ReactNode;
  /** Code the menu leads to, fetched ahead of the first clicks (the product's: menuAhead). */
  ahead?: MenuAhead;
}

/**
 * The signed-in shell's frame (requirements §2 Layout): sidebar, navbar, tags, kept-alive views,
 * settings and the page title. Both parts use it: the product (ShellLayout) and the
 * template part, each with its own session and routes.
 */
export function ShellFrame({
  productName,
  routes,
  tagsKey = TAGS_KEY,
  pages,
  home,
  sidebar,
  navbar,
  notice,
  wrapView = (view) => view,
  ahead,
}: ShellFrameProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const isNavigating = useNavigationPending();
  const activeRequests = useSyncExternalStore(activityStore.subscribe, activityStore.get);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isSidebarOpen, setSidebarOpen] = useState(() => isSidebarOpened(document.cookie));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [settings, setSettings] = useState<LayoutSettings>(loadSettings);
  const { views, tagsViewProps, setTitle } = useTagsState(routes, tagsKey);
  const [uiSize, setUiSize] = useUiSize();
  const sidebarAnimation = useSidebarAnimation(isMobile);
  const fetchAhead = useShellFetchAhead(ahead);

  const activeTitle = views.find((view) => view.isActive)?.title;
  useEffect(() => {
    if (activeTitle) document.title = pageTitle(activeTitle, productName);
  }, [activeTitle, productName]);

  if (location.pathname.startsWith('/redirect/')) {
    return <Navigate replace to={location.pathname.slice('/redirect'.length) + location.search} />;
  }

  const toggleSidebar = () => {
    sidebarAnimation.onToggled();
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    const next = !isSidebarOpen;
    document.cookie = sidebarCookie(next);
    setSidebarOpen(next);
  };

  return (
    <FetchAheadContext.Provider value={fetchAhead}>
      <TopProgressBar isActive={isNavigating || activeRequests > 0} />
      <AppLayout
        sidebar={{
          ...sidebar,
          routes,
          activePath: location.pathname,
          productName,
          withoutAnimation: sidebarAnimation.withoutAnimation,
        }}
        isSidebarOpen={isMobile ? isDrawerOpen : isSidebarOpen}
        onToggleSidebar={toggleSidebar}
        onCloseSidebar={() => setDrawerOpen(false)}
        isMobile={isMobile}
        navbar={{
          ...navbar,
          breadcrumbs: breadcrumbsFor(routes, location.pathname, activeTitle, home),
          size: uiSize,
          onSizeChange: setUiSize,
          onNavigate: (path) => navigate(path),
        }}
        tagsView={tagsViewProps}
        main={{
          views,
          renderView: (view) => wrapView(<ShellView view={view} onTitleChange={setTitle} pages={pages} />),
        }}
        notice={notice}
        settings={settings}
        onSettingsChange={(next) => {
          saveSettings(next);
          setSettings(next);
        }}
      />
    </FetchAheadContext.Provider>
  );
}
