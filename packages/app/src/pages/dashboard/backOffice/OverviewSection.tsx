import { OverviewScreen, type OverviewFigure } from '@waldmonitor/ui';
import { ROLES, backOfficeHref, isAwaitingExpert } from '@waldmonitor/ui/model';
import { useRpc } from '../../../api';

/**
 * Dashboard › Übersicht: clients without fitting coordinates (a_get_all_clients), pending
 * expert requests (a_get_all_users), and the areas' figures; a later area adds its figure here.
 */
export function OverviewSection() {
  // No own tag title: the overview is what the pinned Dashboard tag opens.
  const clients = useRpc('a_get_all_clients', {});
  const users = useRpc('a_get_all_users', {});
  const kaefer = useRpc('a_get_kaefer_overview', { bundesland: null, kaeferart: null });
  const rows = clients.data ?? [];
  const figures: OverviewFigure[] = [
    { label: 'Kunden', value: rows.length, href: backOfficeHref('kunden') },
    {
      label: 'Kunden mit Kataster',
      value: rows.filter((client) => client.kataster_status).length,
      href: backOfficeHref('kataster'),
    },
    // The sightings waiting for an expert, into the Käferfunde section.
    ...(kaefer.data
      ? [
          {
            label: 'Offene Prüfungen',
            value: kaefer.data.filter((row) => isAwaitingExpert(row.status)).length,
            href: backOfficeHref('kaeferfunde'),
          },
        ]
      : []),
  ];
  return (
    <OverviewScreen
      clients={clients}
      expertRequests={users.data ? users.data.filter((user) => user.app_status === ROLES.expertQuery).length : null}
      figures={figures}
    />
  );
}
