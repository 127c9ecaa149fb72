import { OverviewScreen, type OverviewFigure } from '@waldmonitor/ui';
import { AWAITING_EXPERT, ROLES, backOfficeHref } from '@waldmonitor/ui/model';
import { useList, useRpc, type ListQuery } from '../../../api';

/**
 * A count request: no rows (`limit=0`), only the total of the filter from Content-Range
 * (`Prefer: count=exact`), so a figure does not load the rows it counts.
 */
const countOf = <Row,>(where: ListQuery<Row>['where']): ListQuery<Row> => ({ where, limit: 0, offset: 0 });

const EXPERT_REQUESTS = countOf<{ app_status: string }>([{ column: 'app_status', op: 'eq', value: ROLES.expertQuery }]);
const AWAITING = countOf<{ status: string }>([{ column: 'status', op: 'in', value: AWAITING_EXPERT }]);

/**
 * Dashboard › Übersicht: clients without fitting coordinates (a_get_all_clients), and the
 * figures counted by the data service: pending expert requests (GET /benutzer) and the
 * sightings waiting for an expert (a_get_kaefer_overview); a later area adds its figure here.
 */
export function OverviewSection() {
  // No own tag title: the overview is what the pinned Dashboard tag opens.
  const clients = useRpc('a_get_all_clients', {});
  const requests = useList('getBenutzer', {}, EXPERT_REQUESTS);
  const awaiting = useList('a_get_kaefer_overview', { bundesland: null, kaeferart: null }, AWAITING);
  const rows = clients.data ?? [];
  const figures: OverviewFigure[] = [
    { label: 'Kunden', value: rows.length, href: backOfficeHref('kunden') },
    {
      label: 'Kunden mit Kataster',
      value: rows.filter((client) => client.kataster_status).length,
      href: backOfficeHref('kataster'),
    },
    // The sightings waiting for an expert, into the Käferfunde section.
    ...(awaiting.data
      ? [{ label: 'Offene Prüfungen', value: awaiting.data.total, href: backOfficeHref('kaeferfunde') }]
      : []),
  ];
  return <OverviewScreen clients={clients} expertRequests={requests.data?.total ?? null} figures={figures} />;
}
