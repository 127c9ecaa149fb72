import styled from 'styled-components';
import {
  OPEN_ITEM_AGES,
  OPEN_ITEM_LEVELS,
  dunningLevelLabel,
  openItemCountLabel,
  openItemKind,
  overdueDaysLabel,
  type OpenItemsFilter,
} from '../../../model/billing/openItems';
import { formatEuroCents } from '../../../model/billing/totals';
import type { OpenItemTotalsRow } from '../../../model/contract/rpc/billing';
import type { QueryState } from '../../../model/queryState';
import type { OpenItemRow } from '../../../model/resultRows';
import { formatDate, formatEuro } from '../../../model/time';
import { Page } from '../../../primitives/Page';
import type { Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import { color, space } from '../../../theme';
import { activeFilters, filterChip, optionChip } from '../../shared/activeFilters';
import { ClientChoice, chosenClientName, type ClientChoiceSource } from '../../shared/ClientChoice';
import { ListPage, type ListView } from '../../shared/ListPage';
import { ListSums, type ListSum } from '../../shared/ListSums';
import { ListFilterField, ListFilterSlot } from '../../shared/listToolbar';

export interface OpenItemsScreenProps {
  /**
   * One page of GET /offene_posten, filtered by client, age and dunning level, searched
   * (invoice number or client), sorted and paged by the service.
   */
  items: ListView<OpenItemRow, OpenItemsFilter>;
  /** a_get_open_item_totals for the same filters and search: every matching item, over all pages. */
  sums: QueryState<OpenItemTotalsRow>;
  /** The client filter: searched, the first matches from the service (and the filtered client by name). */
  clientFilter: ClientChoiceSource;
  /** Opens the invoice of an item. */
  onOpen: (id: number) => void;
}

/**
 * The days past due, marked when there are any: a person scanning the list sees the overdue
 * items before reading a number.
 */
export function OverdueDays({ item }: { item: Pick<OpenItemRow, 'offen' | 'tage_ueberfaellig'> }) {
  return openItemKind(item) === 'ueberfaellig' ? (
    <NoWrap>
      <Tag label={overdueDaysLabel(item.tage_ueberfaellig)} tone="danger" icon="warning" />
    </NoWrap>
  ) : (
    <Muted>–</Muted>
  );
}

/** The dunning level the item has reached, marked; none yet is a quiet dash. */
export function DunningLevel({ item }: { item: Pick<OpenItemRow, 'mahnstufe'> }) {
  return item.mahnstufe > 0 ? (
    <NoWrap>
      <Tag label={dunningLevelLabel(item.mahnstufe)} tone="warning" />
    </NoWrap>
  ) : (
    <Muted>–</Muted>
  );
}

/** The open amount; a credit (below zero) says "Guthaben" beside it, so its sign is never the only hint. */
export function OpenAmount({ item }: { item: Pick<OpenItemRow, 'offen' | 'tage_ueberfaellig'> }) {
  return openItemKind(item) === 'guthaben' ? (
    <Amount>
      <Tag label="Guthaben" tone="info" />
      <span>{formatEuro(item.offen)}</span>
    </Amount>
  ) : (
    <Amount>{formatEuro(item.offen)}</Amount>
  );
}

/** The columns; the sortable ones are those the service orders by (faellig_am, offen, client_name, id). */
export const OPEN_ITEM_COLUMNS: readonly Column<OpenItemRow>[] = [
  {
    key: 'kunde',
    header: 'Kunde',
    sortable: (row) => row.client_name,
    cell: (row) => (row.client_name ? <Wrap>{row.client_name}</Wrap> : <Tag label="kein Kunde" tone="warning" />),
  },
  {
    key: 'rechnung',
    header: 'Rechnung',
    width: '8rem',
    align: 'end',
    sortable: (row) => row.id,
    cell: (row) => `Nr. ${row.id}`,
  },
  { key: 'rn_datum', header: 'Rechnungsdatum', width: '9rem', cell: (row) => formatDate(row.rn_datum) },
  {
    key: 'faellig',
    header: 'Fällig am',
    width: '8rem',
    sortable: (row) => row.faellig_am,
    cell: (row) => formatDate(row.faellig_am),
  },
  { key: 'tage', header: 'Tage überfällig', width: '9rem', cell: (row) => <OverdueDays item={row} /> },
  {
    key: 'mahnstufe',
    header: 'Mahnstufe',
    width: '7rem',
    cell: (row) => <DunningLevel item={row} />,
  },
  {
    key: 'offen',
    header: 'Offen',
    width: '12rem',
    align: 'end',
    sortable: (row) => row.offen,
    cell: (row) => <OpenAmount item={row} />,
  },
];

/**
 * Dashboard › Offene Posten: every issued invoice with money open and every credit of a
 * client, one page at a time (ListPage), filtered by client, age and dunning level, soonest due
 * first; below it how many items the filters and the search match, what is open and what of it
 * is overdue, summed by the service. A row opens its invoice.
 */
export function OpenItemsScreen({ items, sums, clientFilter, onOpen }: OpenItemsScreenProps) {
  const { filter, onFilterChange, isFiltered } = items;
  const hasRows = (items.list.data?.rows.length ?? 0) > 0;

  return (
    <Page title="Offene Posten">
      <ListPage
        {...items}
        caption="Offene Posten"
        searchLabel="Rechnungsnummer oder Kunde suchen"
        filters={
          <>
            <ListFilterSlot>
              <ClientChoice
                label="Kunde"
                placeholder="Alle Kunden"
                {...clientFilter}
                value={filter.client}
                onChange={(client) => onFilterChange('client', client)}
              />
            </ListFilterSlot>
            <ListFilterField
              label="Alter"
              placeholder="Alle"
              value={filter.age}
              onChange={(age) => onFilterChange('age', age as OpenItemsFilter['age'])}
              options={OPEN_ITEM_AGES}
            />
            <ListFilterField
              label="Mahnstufe"
              placeholder="Alle"
              value={filter.level}
              onChange={(level) => onFilterChange('level', level as OpenItemsFilter['level'])}
              options={OPEN_ITEM_LEVELS}
            />
          </>
        }
        activeFilters={activeFilters(
          filterChip('client', 'Kunde', chosenClientName(clientFilter, filter.client), () =>
            onFilterChange('client', ''),
          ),
          optionChip('age', 'Alter', OPEN_ITEM_AGES, filter.age, () => onFilterChange('age', '')),
          optionChip('level', 'Mahnstufe', OPEN_ITEM_LEVELS, filter.level, () => onFilterChange('level', '')),
        )}
        countLabel={(_, n) => openItemCountLabel(n)}
        columns={OPEN_ITEM_COLUMNS}
        getRowId={(row) => row.id}
        onRowClick={(row) => onOpen(row.id)}
        minWidth="68rem"
        emptyMessage="Keine offenen Posten."
        filteredEmptyMessage="Keine offenen Posten gefunden."
      />
      {hasRows ? (
        <ListSums
          sums={sums}
          label={isFiltered ? 'Summe der gefundenen offenen Posten' : 'Summe aller offenen Posten'}
          terms={(data) => openItemSumTerms(data, true)}
        />
      ) : null}
    </Page>
  );
}

/**
 * The sums of open items as terms: (Anzahl,) Offen and davon überfällig, the overdue part
 * marked when there is one. The list and a client's page show them so.
 */
export function openItemSumTerms(sums: OpenItemTotalsRow, withCount = false): ListSum[] {
  return [
    ...(withCount ? [{ term: 'Anzahl', value: COUNT.format(sums.anzahl) }] : []),
    { term: 'Offen', value: formatEuroCents(sums.offen_cent) },
    {
      term: 'davon überfällig',
      value: formatEuroCents(sums.ueberfaellig_cent),
      isAlarming: sums.ueberfaellig_cent > 0,
    },
  ];
}

const COUNT = new Intl.NumberFormat('de-DE');

const Muted = styled.span`
  color: ${color.textSecondary};
`;

// "240 Tage" is one thing: its tag never breaks between number and word.
const NoWrap = styled.span`
  white-space: nowrap;
`;

// A long client name wraps inside its cell instead of widening the table.
const Wrap = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${space[2]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
