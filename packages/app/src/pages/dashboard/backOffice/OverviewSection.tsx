import { OverviewScreen, type OverviewFigure } from '@waldmonitor/ui';
import { backOfficeHref, mapQuery, type BillingOverviewRow } from '@waldmonitor/ui/model';
import { useList, useRpc } from '../../../api';
import { ALL_CLIENTS, AWAITING, CADASTRE_CLIENTS, EXPERT_REQUESTS, NEEDS_ATTENTION } from './overviewQueries';

/** a_get_billing_overview answers one row; none would be no money at all. */
const NO_MONEY: BillingOverviewRow = {
  offen_cent: 0,
  offen_anzahl: 0,
  ueberfaellig_cent: 0,
  ueberfaellig_anzahl: 0,
  eingang_monat_cent: 0,
  umsatz_jahr_cent: 0,
};

/**
 * Dashboard › Übersicht: the clients without fitting coordinates (the first page of them,
 * found by the data service, and how many there are), and the figures counted by the
 * service: clients, clients with cadastre (a_get_all_clients), pending expert requests
 * (GET /benutzer) and the sightings waiting for an expert (GET /kaefer_liste, the rows of
 * a_get_kaefer_overview, which the service counts from an index: requirements §7 "Table paths
 * of ours"); a later area adds its figure here. Nothing loads the rows it only counts. The money
 * tiles (open, overdue, this month's payments, this year's revenue) are a_get_billing_overview's
 * one row, summed by the service.
 */
export function OverviewSection() {
  // No own tag title: the overview is what the pinned Dashboard tag opens.
  const attention = useList('a_get_all_clients', {}, NEEDS_ATTENTION);
  const clients = useList('a_get_all_clients', {}, ALL_CLIENTS);
  const cadastre = useList('a_get_all_clients', {}, CADASTRE_CLIENTS);
  const requests = useList('getBenutzer', {}, EXPERT_REQUESTS);
  const awaiting = useList('getKaeferListe', {}, AWAITING);
  const billing = useRpc('a_get_billing_overview', {});
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
      billing={mapQuery(billing, (rows) => rows[0] ?? NO_MONEY)}
    />
  );
}
