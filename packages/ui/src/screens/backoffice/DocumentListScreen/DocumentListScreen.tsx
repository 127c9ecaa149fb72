import { useMemo } from 'react';
import styled from 'styled-components';
import type { DocumentFilter, DocumentKind, DocumentListRow } from '../../../model/billing/documentList';
import { formatEuroCents } from '../../../model/billing/totals';
import { OFFER_STATUSES, type OfferStatus } from '../../../model/domainValues';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { DateField } from '../../../primitives/DateField';
import { Page } from '../../../primitives/Page';
import { space } from '../../../theme';
import { formatDate } from '../../../model/time';
import { activeFilters, filterChip, optionChip } from '../../shared/activeFilters';
import { ClientChoice, chosenClientName, type ClientChoiceSource } from '../../shared/ClientChoice';
import { ListPage, type ListView } from '../../shared/ListPage';
import { ListSums } from '../../shared/ListSums';
import { ListFilterField, ListFilterSlot } from '../../shared/listToolbar';
import { documentColumns } from './documentColumns';

/** Net and gross of every document the filter matches, over all pages (the data service sums them). */
interface DocumentSums {
  netCents: number;
  grossCents: number;
}

export interface DocumentListScreenProps {
  kind: DocumentKind;
  /**
   * One page of a_get_offers or a_get_invoices, as list rows, searched (number, client or
   * editor), filtered by client, date range and status or archive, sorted and paged by the service.
   */
  documents: ListView<DocumentListRow, DocumentFilter>;
  /** The sums of the filtered documents (a_get_invoice_totals / a_get_offer_totals). */
  sums: QueryState<DocumentSums>;
  /** The client filter: searched, the first matches from the service (and the filtered client by name). */
  clientFilter: ClientChoiceSource;
  onOpen: (id: number) => void;
  /** Opens "Angebot anlegen" / "Rechnung anlegen". */
  onAdd: () => void;
}

const TEXT = {
  angebot: {
    title: 'Angebote',
    add: 'Angebot anlegen',
    one: 'Angebot',
    many: 'Angebote',
    none: 'Noch keine Angebote angelegt.',
  },
  rechnung: {
    title: 'Rechnungen',
    add: 'Rechnung anlegen',
    one: 'Rechnung',
    many: 'Rechnungen',
    none: 'Noch keine Rechnungen angelegt.',
  },
} as const;

/**
 * Dashboard › Angebote / Rechnungen: one page at a time from the data service (ListPage),
 * searched, filtered by client, date range and status or archive, sorted; below it the Netto
 * and Brutto of every document the filter matches, summed by the service.
 */
export function DocumentListScreen({ kind, documents, sums, clientFilter, onOpen, onAdd }: DocumentListScreenProps) {
  const { filter, onFilterChange, isFiltered } = documents;
  const text = TEXT[kind];
  const columns = useMemo(() => documentColumns(kind), [kind]);
  const rowCount = documents.list.data?.rows.length ?? 0;
  const addButton = (
    <Button variant="primary" icon="plus" onClick={onAdd}>
      {text.add}
    </Button>
  );

  return (
    <Page title={text.title} actions={addButton}>
      <ListPage
        {...documents}
        caption={`Alle ${text.title}`}
        searchLabel="Nummer, Kunde oder Bearbeiter suchen"
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
            {kind === 'angebot' ? (
              <ListFilterField
                label="Status"
                placeholder="Jeder Status"
                value={filter.status}
                onChange={(status) => onFilterChange('status', status as OfferStatus | '')}
                options={OFFER_STATUSES}
              />
            ) : (
              <ListFilterField
                label="Archiv"
                placeholder="Offen und archiviert"
                value={filter.archiv}
                onChange={(archiv) => onFilterChange('archiv', archiv as DocumentFilter['archiv'])}
                options={ARCHIVE_OPTIONS}
              />
            )}
            <DateRange>
              <DateField
                label="Datum von"
                value={filter.von}
                max={filter.bis || undefined}
                onChange={(von) => onFilterChange('von', von)}
              />
              <DateField
                label="Datum bis"
                value={filter.bis}
                min={filter.von || undefined}
                onChange={(bis) => onFilterChange('bis', bis)}
              />
            </DateRange>
          </>
        }
        activeFilters={activeFilters(
          filterChip('client', 'Kunde', chosenClientName(clientFilter, filter.client), () =>
            onFilterChange('client', ''),
          ),
          kind === 'angebot'
            ? optionChip('status', 'Status', OFFER_STATUSES, filter.status, () => onFilterChange('status', ''))
            : optionChip('archiv', 'Archiv', ARCHIVE_OPTIONS, filter.archiv, () => onFilterChange('archiv', '')),
          filterChip('von', 'Datum von', formatDate(filter.von), () => onFilterChange('von', '')),
          filterChip('bis', 'Datum bis', formatDate(filter.bis), () => onFilterChange('bis', '')),
        )}
        countLabel={(total, n) => `${total} ${n === 1 ? text.one : text.many}`}
        columns={columns}
        getRowId={(row) => row.id}
        onRowClick={(row) => onOpen(row.id)}
        minWidth="56rem"
        emptyMessage={text.none}
        filteredEmptyMessage={`Keine ${text.many} gefunden.`}
        emptyAction={addButton}
      />
      {rowCount > 0 ? (
        <ListSums
          sums={sums}
          label={isFiltered ? `Summe der gefundenen ${text.many}` : `Summe aller ${text.many}`}
          terms={(data) => [
            { term: 'Netto', value: formatEuroCents(data.netCents) },
            { term: 'Brutto', value: formatEuroCents(data.grossCents) },
          ]}
        />
      ) : null}
    </Page>
  );
}

const ARCHIVE_OPTIONS: readonly { value: DocumentFilter['archiv']; label: string }[] = [
  { value: 'nein', label: 'Nur offene' },
  { value: 'ja', label: 'Nur archivierte' },
];

/** The two ends of the date range wrap together, never one left alone on a line. */
const DateRange = styled.div`
  display: grid;
  flex: 0 1 19rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[2]};
`;
