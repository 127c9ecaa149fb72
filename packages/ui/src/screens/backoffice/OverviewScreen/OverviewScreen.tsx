import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backOfficeHref } from '../../../model/backOffice/sections';
import type { BillingOverviewRow } from '../../../model/contract/rpc/billing';
import type { Client } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { Card } from '../../../primitives/Card';
import { Grid } from '../../../primitives/Grid';
import { Page } from '../../../primitives/Page';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';
import { EXPERT_REQUESTS_PATH } from '../../users/UsersScreen/usersTabs';
import { clientsNeedingAttention } from '../clientAttention';
import { MoneyTiles } from './MoneyTiles';

/** A figure of one area (clients, cadastre; later offers, invoices), linked to where it is worked on. */
export interface OverviewFigure {
  label: string;
  value: number;
  href: string;
}

export interface OverviewScreenProps {
  /** The clients needing attention the service found (a page of a_get_all_clients): the page waits for it. */
  clients: QueryState<readonly Client[]>;
  /** How many more clients need attention than are shown. */
  moreClients?: number;
  /** Users with a pending expert request (ogf_expert_query); null while unknown. */
  expertRequests: number | null;
  /** The areas' figures; each later area adds its own. */
  figures: readonly OverviewFigure[];
  /** The money tiles (a_get_billing_overview): open, overdue, this month's payments, this year's revenue. */
  billing: QueryState<BillingOverviewRow>;
}

const count = new Intl.NumberFormat('de-DE');

/** Dashboard › Übersicht: what needs the administrator now. */
export function OverviewScreen({ clients, moreClients = 0, expertRequests, figures, billing }: OverviewScreenProps) {
  const attention = clientsNeedingAttention(clients.data ?? []);

  return (
    <Page
      title="Übersicht"
      query={clients}
      loadingLabel="Übersicht wird geladen …"
      errorTitle="Die Übersicht konnte nicht geladen werden."
    >
      <Figures aria-label="Kennzahlen">
        {figures.map((figure) => (
          <li key={figure.label}>
            <FigureLink to={figure.href}>
              <strong>{count.format(figure.value)}</strong>
              <span>{figure.label}</span>
            </FigureLink>
          </li>
        ))}
      </Figures>
      <MoneyTiles billing={billing} />
      <Grid minColumnWidth="20rem" gap={4} alignItems="start">
        <Card title="Expertenanfragen" headingLevel={2}>
          {expertRequests === null ? (
            <Muted>Wird geladen …</Muted>
          ) : expertRequests === 0 ? (
            <Muted>Keine offenen Anfragen.</Muted>
          ) : (
            <Link to={EXPERT_REQUESTS_PATH}>
              {expertRequests === 1
                ? '1 offene Anfrage entscheiden'
                : `${count.format(expertRequests)} offene Anfragen entscheiden`}
            </Link>
          )}
        </Card>
        <Card title="Kunden ohne passende Koordinaten" headingLevel={2}>
          {attention.length === 0 ? (
            <Muted>Alle Kunden haben Bundesland und Koordinatensystem.</Muted>
          ) : (
            <List>
              {attention.map((item) => (
                <li key={item.client_id}>
                  <Link to={backOfficeHref('kunden', item.client_id)}>{item.name}</Link>
                  <Muted>{item.reasons.join(', ')}</Muted>
                </li>
              ))}
              {moreClients > 0 ? (
                <li>
                  <Muted>
                    {moreClients === 1 ? 'und 1 weiterer Kunde' : `und ${count.format(moreClients)} weitere Kunden`}
                  </Muted>
                </li>
              ) : null}
            </List>
          )}
        </Card>
      </Grid>
    </Page>
  );
}

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FigureLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  text-decoration: none;
  color: ${color.textSecondary};
  strong {
    color: ${color.text};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeights.semibold};
  }
  &:hover {
    border-color: ${color.primary};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
  }
`;

const Muted = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
