import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backOfficeHref } from '../../../model/backOffice/sections';
import { openItemsHref } from '../../../model/billing/openItems';
import { formatEuroCents } from '../../../model/billing/totals';
import type { BillingOverviewRow } from '../../../model/contract/rpc/billing';
import type { QueryState } from '../../../model/queryState';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';

const COUNT = new Intl.NumberFormat('de-DE');

const invoices = (n: number) => (n === 1 ? '1 Rechnung' : `${COUNT.format(n)} Rechnungen`);

interface Tile {
  label: string;
  cents: number;
  /** Under the amount, e.g. how many invoices it is. */
  detail?: string;
  href: string;
  isAlert?: boolean;
}

/** The four tiles of a_get_billing_overview, each linked to where its money is worked on. */
function tilesOf(row: BillingOverviewRow): Tile[] {
  return [
    { label: 'Offen', cents: row.offen_cent, detail: invoices(row.offen_anzahl), href: openItemsHref() },
    {
      label: 'Überfällig',
      cents: row.ueberfaellig_cent,
      detail: invoices(row.ueberfaellig_anzahl),
      href: openItemsHref({ age: 'ueberfaellig' }),
      isAlert: row.ueberfaellig_anzahl > 0,
    },
    { label: 'Zahlungseingang diesen Monat', cents: row.eingang_monat_cent, href: backOfficeHref('rechnungen') },
    { label: 'Umsatz laufendes Jahr (netto)', cents: row.umsatz_jahr_cent, href: backOfficeHref('rechnungen') },
  ];
}

/**
 * The Übersicht's money: what is open and overdue today, this month's payments and this
 * year's net revenue (a_get_billing_overview, summed by the service). Loads and fails on its
 * own, so the rest of the overview stays usable.
 */
export function MoneyTiles({ billing }: { billing: QueryState<BillingOverviewRow> }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Forderungen und Umsatz</Heading>
      {billing.error ? (
        <ErrorState
          title="Die Beträge konnten nicht geladen werden."
          error={billing.error}
          onRetry={billing.onRetry}
          headingLevel={3}
        />
      ) : billing.data === undefined ? (
        billing.isLoading ? (
          <Spinner label="Beträge werden geladen …" />
        ) : null
      ) : (
        <Tiles>
          {tilesOf(billing.data).map((tile) => (
            <li key={tile.label}>
              <TileLink to={tile.href} $isAlert={tile.isAlert ?? false}>
                <strong>{formatEuroCents(tile.cents)}</strong>
                <span>{tile.label}</span>
                {tile.detail ? <small>{tile.detail}</small> : null}
              </TileLink>
            </li>
          ))}
        </Tiles>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${space[2]};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TileLink = styled(Link)<{ $isAlert: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  height: 100%;
  box-sizing: border-box;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${({ $isAlert }) => ($isAlert ? color.danger : color.border)};
  border-radius: ${radii.md};
  text-decoration: none;
  color: ${color.textSecondary};
  strong {
    color: ${({ $isAlert }) => ($isAlert ? color.danger : color.text)};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  small {
    font-size: ${fontSize.sm};
  }
  &:hover {
    border-color: ${color.primary};
  }
`;
