import { Dashboard, lazyLoad, Spinner, type DashboardSection, type IconName } from '@waldmonitor/ui';
import { ROLES, flattenRoutes } from '@waldmonitor/ui/model';
import { Suspense } from 'react';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { useSession } from '../../session/SessionContext';
import { BackOfficePage } from './backOffice/BackOfficePage';

/** echarts and the map outlines arrive only with a dashboard that shows published sightings. */
const ReviewQueuePage = lazyLoad(() => import('./review/ReviewQueuePage')).component((m) => m.ReviewQueuePage);

const PublishedSightings = lazyLoad(() => import('./PublishedSightings')).component((m) => m.PublishedSightings);

/**
 * The dashboard by role: administrators work in the back office,
 * experts in their review queue; citizens and pending experts see the published sightings
 * and how to become an expert; new users what happens next.
 */
export function DashboardPage() {
  const session = useSession();
  if (session.role === ROLES.admin) return <BackOfficePage />;
  if (session.role === ROLES.expert)
    return (
      <Suspense fallback={<Spinner label="Prüfliste wird geladen …" placement="centre" />}>
        <ReviewQueuePage />
      </Suspense>
    );
  return <RoleDashboard />;
}

function RoleDashboard() {
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
