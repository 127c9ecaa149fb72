import { lazyLoad } from '@waldmonitor/ui';
import { showsBecomeExpert } from '@waldmonitor/ui/model';
import { Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDataClient } from '../api/DataServiceProvider';
import { dashboardOf } from '../pages/dashboard/dashboardByRole';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { loadUserData, loadUserDataOutcome, sessionFor } from '../session/loadSession';
import { SessionProvider, type SessionContextValue } from '../session/SessionContext';
import { useGuardNotices } from './notices';
import { accountName } from './accountName';
import { SavingGuard } from './SavingGuard';
import { sessionStore } from './sessionStore';
import { ShellFrame } from './ShellFrame';
import { menuAhead } from './menuAhead';
import { useNavbarStatus } from './useNavbarStatus';

const UserDataNotice = lazyLoad(() => import('./UserDataNotice')).component((m) => m.UserDataNotice);

export interface ShellLayoutProps {
  config: RuntimeConfig;
  onLogout: () => Promise<void>;
  /** The demo's data back to its seed; the page then loads again, so no screen shows the old data. */
  onResetDemo?: () => Promise<void>;
}

/** The signed-in shell: sidebar, navbar, tags, kept-alive views, settings (requirements §2 Layout). */
export function ShellLayout({ config, onLogout, onResetDemo }: ShellLayoutProps) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const status = useNavbarStatus();
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

  // The menu's code, fetched ahead of the first clicks; again only when the menu changes.
  const routes = session?.routes;
  const ahead = useMemo(() => (routes ? menuAhead(routes) : undefined), [routes]);

  // The role's dashboard beside the dashboard page's own chunk, not after it.
  const role = session?.role;
  useEffect(() => {
    if (role) void dashboardOf(role).preload();
  }, [role]);

  const userName = session ? accountName(session) : undefined;

  if (!sessionValue) return null;

  return (
    <SessionProvider value={sessionValue}>
      <ShellFrame
        productName={config.productName}
        routes={sessionValue.routes}
        ahead={ahead}
        sidebar={{
          showBecomeExpert: showsBecomeExpert(status.role),
          funderName: config.funder.name,
          funderLogoSrc: config.funder.logoUrl,
        }}
        navbar={{
          role: status.role,
          // The banner below says why; "Neuer Nutzer" would misname the person.
          roleText: session?.userDataError ? 'Nutzerdaten fehlen' : undefined,
          groups: status.groups,
          userName,
          canOpenProfile: status.canOpenProfile,
          onLogout: () => void onLogout(),
          onResetDemo: onResetDemo && (() => void onResetDemo().then(() => window.location.reload())),
        }}
        notice={
          session?.userDataError ? (
            <Suspense fallback={null}>
              <UserDataNotice details={session.userDataError} onRetry={sessionValue.refresh} />
            </Suspense>
          ) : null
        }
      />
      <SavingGuard />
    </SessionProvider>
  );
}

/**
 * The template part takes its frame from here, not from ShellFrame.tsx: the bundler then
 * keeps the frame in this chunk instead of cutting it into a chunk of its own that the
 * product's first load would fetch separately (`npm run bench`).
 */
export { ShellFrame } from './ShellFrame';
