import { Dashboard, type DashboardSection, type IconName } from '@waldmonitor/ui';
import { flattenRoutes } from '@waldmonitor/ui/model';
import { useSession } from '../../session/SessionContext';

/** What a person does in each section, shown on the dashboard (keyed by route path). */
const SECTION_DESCRIPTIONS: Record<string, string> = {
  '/gis/index': 'Gescannte Karten verwalten, Metadaten pflegen und georeferenzieren.',
  '/users/index': 'Nutzer anlegen, Rollen ändern und Expertenanfragen entscheiden.',
  '/profile/index': 'Eigene Daten, Benachrichtigungen und Expertenstatus.',
};

/** The dashboard: greeting, role, and the sections this role may open. */
export function DashboardPage() {
  const session = useSession();
  const sections: DashboardSection[] = flattenRoutes(session.routes)
    .filter(({ fullPath }) => fullPath in SECTION_DESCRIPTIONS)
    .map(({ fullPath, route }) => ({
      path: fullPath,
      title: route.meta?.title ?? fullPath,
      description: SECTION_DESCRIPTIONS[fullPath] ?? '',
      icon: route.meta?.icon as IconName | undefined,
    }));
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
