import { OverviewScreen, type OverviewFigure } from '@waldmonitor/ui';
import { backOfficeHref, mapQuery } from '@waldmonitor/ui/model';
import { useList } from '../../../api';
import { ALL_CLIENTS, AWAITING, CADASTRE_CLIENTS, EXPERT_REQUESTS, NEEDS_ATTENTION } from './overviewQueries';

/**
 * Dashboard › Übersicht: the clients without fitting coordinates (the first page of them,
 * found by the data service, and how many there are), and the figures counted by the
 * service: clients, clients with cadastre (a_get_all_clients), pending expert requests
 * (GET /benutzer) and the sightings waiting for an expert (GET /kaefer_liste, the rows of
 * a_get_kaefer_overview, which the service counts from an index: requirements §7 "Table paths
 * of ours"); a later area adds its figure here. Nothing loads the rows it only counts.
 */
export function OverviewSection() {
  // No own tag title: the overview is what the pinned Dashboard tag opens.
  const attention = useList('a_get_all_clients', {}, NEEDS_ATTENTION);
  const clients = useList('a_get_all_clients', {}, ALL_CLIENTS);
  const cadastre = useList('a_get_all_clients', {}, CADASTRE_CLIENTS);
  const requests = useList('getBenutzer', {}, EXPERT_REQUESTS);
  const awaiting = useList('getKaeferListe', {}, AWAITING);
  const figures: OverviewFigure[] = [
    ...(clients.data ? [{ label: 'Kunden', value: clients.data.total, href: backOfficeHref('kunden') }] : []),
    ...(cadastre.data
      ? [{ label: 'Kunden mit Kataster', value: cadastre.data.total, href: backOfficeHref('kataster') }]
      : []),
    // The sightings waiting for an expert, into the Käferfunde section.
    ...(awaiting.data
      ? [{ label: 'Offene Prüfungen', value: awaiting.data.total, href: backOfficeHref('kaeferfunde') }]
      : []),
  ];
  return (
    <OverviewScreen
      clients={mapQuery(attention, (page) => page.rows)}
      moreClients={attention.data ? attention.data.total - attention.data.rows.length : 0}
      expertRequests={requests.data?.total ?? null}
      figures={figures}
    />
  );
}
