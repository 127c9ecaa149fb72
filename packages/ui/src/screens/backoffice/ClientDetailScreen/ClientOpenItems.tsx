import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backOfficeHref } from '../../../model/backOffice/sections';
import type { OpenItemTotalsRow } from '../../../model/contract/rpc/billing';
import type { QueryState } from '../../../model/queryState';
import type { OpenItemRow } from '../../../model/resultRows';
import { formatDate } from '../../../model/time';
import { Card } from '../../../primitives/Card';
import { Table, type Column } from '../../../primitives/Table';
import { color, fontSize, space } from '../../../theme';
import { DunningLevel, OpenAmount, OverdueDays, openItemSumTerms } from '../OpenItemsScreen/OpenItemsScreen';
import { SumList } from '../../shared/ListSums';
import type { ListPageData } from '../../shared/ListPage';

export interface ClientOpenItemsProps {
  /** The first page of the client's open items (GET /offene_posten?client_id=eq.…), soonest due first, and how many there are. */
  items: QueryState<ListPageData<OpenItemRow>>;
  /** a_get_open_item_totals for the client. */
  sums: QueryState<OpenItemTotalsRow>;
  /** The Offene Posten filtered by this client. */
  allHref: string;
}

const COLUMNS: readonly Column<OpenItemRow>[] = [
  {
    key: 'rechnung',
    header: 'Rechnung',
    cell: (row) => <Link to={backOfficeHref('rechnungen', row.id)}>Nr. {row.id}</Link>,
  },
  { key: 'faellig', header: 'Fällig am', cell: (row) => formatDate(row.faellig_am) },
  { key: 'tage', header: 'Tage überfällig', cell: (row) => <OverdueDays item={row} /> },
  { key: 'mahnstufe', header: 'Mahnstufe', cell: (row) => <DunningLevel item={row} /> },
  { key: 'offen', header: 'Offen', align: 'end', cell: (row) => <OpenAmount item={row} /> },
];

const COUNT = new Intl.NumberFormat('de-DE');

/**
 * A client's open items on its page: the first few, each linked to its invoice, the client's
 * sums, and the way to all of them in the Offene Posten.
 */
export function ClientOpenItems({ items, sums, allHref }: ClientOpenItemsProps) {
  const page = items.data;
  const more = page ? page.total - page.rows.length : 0;
  return (
    <Card title="Offene Posten" headingLevel={2}>
      <Body>
        <Table
          aria-label="Offene Posten des Kunden"
          columns={COLUMNS}
          rows={page?.rows ?? []}
          getRowId={(row) => row.id}
          query={items}
          page={page ? { rowCount: page.total, offset: 0 } : undefined}
          emptyMessage="Keine offenen Posten."
          minWidth="26rem"
        />
        {page && page.total > 0 && sums.data ? (
          <SumList label="Summe der offenen Posten des Kunden" terms={openItemSumTerms(sums.data)} />
        ) : null}
        {page && page.total > 0 ? (
          <Footer>
            {more > 0 ? <Muted>{more === 1 ? 'und 1 weiterer' : `und ${COUNT.format(more)} weitere`}</Muted> : null}
            <Link to={allHref}>Alle offenen Posten des Kunden</Link>
          </Footer>
        ) : null}
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space[2]};
`;

const Muted = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
