import { AppLayout, SessionNotice, TopProgressBar, type LayoutSettings } from '@waldmonitor/ui';
import { pageTitle, showsBecomeExpert } from '@waldmonitor/ui/model';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useDataClient } from '../api/DataServiceProvider';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { loadUserData, loadUserDataOutcome, sessionFor } from '../session/loadSession';
import { SessionProvider, type SessionContextValue } from '../session/SessionContext';
import { isSidebarOpened, sidebarCookie } from '../session/cookies';
import { activityStore } from './activity';
import { MOBILE_QUERY } from './device';
import { ShellView } from './pageRoutes';
import { useGuardNotices } from './notices';
import { loadSettings, saveSettings } from './persistence';
import { sessionStore } from './sessionStore';
import { useMediaQuery } from './useMediaQuery';
import { useNavbarStatus } from './useNavbarStatus';
import { useSidebarAnimation } from './useSidebarAnimation';
import { useTagsState } from './useTagsState';
import { useUiSize } from './useUiSize';
import { breadcrumbsFor } from './viewForLocation';

export interface ShellLayoutProps {
  config: RuntimeConfig;
  onLogout: () => Promise<void>;
}

/** The signed-in shell: sidebar, navbar, tags, kept-alive views, settings (spec §2 Layout). */
export function ShellLayout({ config, onLogout }: ShellLayoutProps) {
  const location = useLocation();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const routes = session?.routes ?? [];
  const navigate = useNavigate();
  const navigation = useNavigation();
  const activeRequests = useSyncExternalStore(activityStore.subscribe, activityStore.get);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isSidebarOpen, setSidebarOpen] = useState(() => isSidebarOpened(document.cookie));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [settings, setSettings] = useState<LayoutSettings>(loadSettings);
  const { views, tagsViewProps, setTitle } = useTagsState(routes);
  const status = useNavbarStatus();
  const [uiSize, setUiSize] = useUiSize();
  const sidebarAnimation = useSidebarAnimation(isMobile);
  useGuardNotices();
  const client = useDataClient();
  const sessionValue = useMemo<SessionContextValue | null>(
    () =>
      session && {
        ...session,
        // After a change of the own role (the expert request) the navbar and menu follow.
        refresh: async () => {
          const outcome = await loadUserDataOutcome((email, id) => loadUserData(client, email, id), session);
          sessionStore.set(sessionFor(session, outcome, PRODUCT_ROUTES));
        },
        logout: onLogout,
      },
    [client, session, onLogout],
  );

  const activeTitle = views.find((view) => view.isActive)?.title;
  useEffect(() => {
    if (activeTitle) document.title = pageTitle(activeTitle, config.productName);
  }, [activeTitle, config.productName]);

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

  const user = session?.user;
  const userName = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email : undefined;

  if (!sessionValue) return null;

  return (
    <SessionProvider value={sessionValue}>
      <TopProgressBar isActive={navigation.state !== 'idle' || activeRequests > 0} />
      <AppLayout
        sidebar={{
          routes,
          activePath: location.pathname,
          productName: config.productName,
          showBecomeExpert: showsBecomeExpert(status.role),
          funderName: config.funder.name,
          funderLogoSrc: config.funder.logoUrl,
          withoutAnimation: sidebarAnimation.withoutAnimation,
        }}
        isSidebarOpen={isMobile ? isDrawerOpen : isSidebarOpen}
        onToggleSidebar={toggleSidebar}
        onCloseSidebar={() => setDrawerOpen(false)}
        isMobile={isMobile}
        navbar={{
          breadcrumbs: breadcrumbsFor(routes, location.pathname, activeTitle),
          role: status.role,
          groups: status.groups,
          userName,
          canOpenProfile: status.canOpenProfile,
          size: uiSize,
          onSizeChange: setUiSize,
          onNavigate: (path) => navigate(path),
          onLogout: () => void onLogout(),
        }}
        tagsView={tagsViewProps}
        main={{
          views,
          renderView: (view) => <ShellView view={view} onTitleChange={setTitle} />,
        }}
        notice={
          session?.userDataError ? (
            <SessionNotice
              title="Ihre Nutzerdaten konnten nicht geladen werden."
              message="Bis sie geladen sind, sind Sie als neuer Nutzer angemeldet und sehen nur, was neue Nutzer sehen."
              details={session.userDataError}
              onRetry={sessionValue.refresh}
            />
          ) : null
        }
        settings={settings}
        onSettingsChange={(next) => {
          saveSettings(next);
          setSettings(next);
        }}
      />
    </SessionProvider>
  );
}
