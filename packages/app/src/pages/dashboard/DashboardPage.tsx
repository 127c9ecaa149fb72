import { Dashboard, type DashboardSection, type IconName } from '@waldmonitor/ui';
import { ROLES, flattenRoutes } from '@waldmonitor/ui/model';
import { useSession } from '../../session/SessionContext';
import { BackOfficePage } from './backOffice/BackOfficePage';

/**
 * The dashboard. Administrators work in the back office here (DESIGN.md §4); every other
 * role gets the greeting, its role, and the sections it may open: the routes of the
 * table that say what a person does there (`meta.description`).
 */
export function DashboardPage() {
  const session = useSession();
  return session.role === ROLES.admin ? <BackOfficePage /> : <RoleDashboard />;
}

function RoleDashboard() {
  const session = useSession();
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
  return (
    <Dashboard
      userName={name}
      role={session.role}
      sections={sections}
      clientNames={user?.clients.map((client) => client.name) ?? []}
    />
  );
}
