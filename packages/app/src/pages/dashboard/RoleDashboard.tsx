import { Dashboard, lazyLoad, Spinner, type DashboardSection, type IconName } from '@waldmonitor/ui';
import { ROLES, flattenRoutes } from '@waldmonitor/ui/model';
import { Suspense } from 'react';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { useSession } from '../../session/SessionContext';

/** echarts and the map outlines arrive only with a dashboard that shows published sightings. */
const PublishedSightings = lazyLoad(() => import('./PublishedSightings')).component((m) => m.PublishedSightings);

/**
 * The dashboard of citizens, pending experts and new users: their sections, and the published
 * sightings with how to become an expert, or what happens next.
 */
export function RoleDashboard() {
  const session = useSession();
  const config = useRuntimeConfig();
  const sections: DashboardSection[] = flattenRoutes(session.routes).flatMap(({ fullPath, route }) =>
    route.meta?.description
      ? [
          {
            path: fullPath,
            title: route.meta.title,
            description: route.meta.description,
            icon: route.meta.icon as IconName | undefined,
          },
        ]
      : [],
  );
  const user = session.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || null : null;
  const seesSightings = session.role === ROLES.citizen || session.role === ROLES.expertQuery;
  return (
    <Dashboard
      userName={name}
      role={session.role}
      sections={sections}
      clients={user?.clients ?? []}
      reportingLink={config.reporting ?? null}
      width={seesSightings ? 'full' : 'narrow'}
      hasUserDataError={session.userDataError !== null}
    >
      {seesSightings ? (
        <Suspense fallback={<Spinner label="Veröffentlichte Funde werden geladen …" placement="centre" />}>
          <PublishedSightings />
        </Suspense>
      ) : null}
    </Dashboard>
  );
}
