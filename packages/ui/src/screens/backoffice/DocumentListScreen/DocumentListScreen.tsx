import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  NO_DOCUMENT_FILTER,
  documentYears,
  filterDocuments,
  isDocumentFilterSet,
  sumDocuments,
  type DocumentFilter,
  type DocumentKind,
  type DocumentListRow,
} from '../../../model/billing/documentList';
import { formatEuroCents } from '../../../model/billing/totals';
import { OFFER_STATUSES } from '../../../model/domainValues';
import { Button } from '../../../primitives/Button';
import type { QueryState } from '../../../model/queryState';
import { Page } from '../../../primitives/Page';
import { Table, type SortState } from '../../../primitives/Table';
import { color, fontSize, fontWeights, space } from '../../../theme';
import { ListCount, ListFilterField, ListSearchField, ListToolbar } from '../../shared/listToolbar';
import { documentColumns } from './documentColumns';
import { clientOptions } from '../../../model/clientOptions';

export interface DocumentListScreenProps {
  kind: DocumentKind;
  /** a_get_offers or a_get_invoices, as list rows, as one read. */
  rows: QueryState<readonly DocumentListRow[]>;
  /** The client filter's options (a_get_all_clients). */
  clients: readonly { client_id: number; name: string }[];
  /** Kept by the caller in the address. */
  filter: DocumentFilter;
  onFilterChange: (change: Partial<DocumentFilter>) => void;
  onOpen: (id: number) => void;
  /** Opens "Angebot anlegen" / "Rechnung anlegen". */
  onAdd: () => void;
}

const DEFAULT_SORT: SortState = { key: 'id', direction: 'desc' };

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

/** Dashboard › Angebote / Rechnungen: searchable, filtered, sortable, virtualised, with the totals of what is shown. */
const NO_ROWS: readonly DocumentListRow[] = [];

export function DocumentListScreen({
  kind,
  rows: read,
  clients,
  filter,
  onFilterChange,
  onOpen,
  onAdd,
}: DocumentListScreenProps) {
  const text = TEXT[kind];
  const rows = read.data ?? NO_ROWS;
  const shown = useMemo(() => filterDocuments(rows, filter), [rows, filter]);
  const totals = useMemo(() => sumDocuments(shown), [shown]);
  const years = useMemo(() => documentYears(rows).map((year) => ({ value: year, label: year })), [rows]);
  const clientFilterOptions = useMemo(
    () => clientOptions(clients.map(({ client_id, name }) => ({ client_id, name }))),
    [clients],
  );
  const columns = useMemo(() => documentColumns(kind), [kind]);
  const { tableBox, isCut } = useCutOffColumns(shown.length);
  const isFiltered = isDocumentFilterSet(filter);
  const hasList = !read.isLoading && read.error === null;
  const addButton = (
    <Button variant="primary" icon="plus" onClick={onAdd}>
      {text.add}
    </Button>
  );
  const count = (n: number) => `${n} ${n === 1 ? text.one : text.many}`;

  return (
    <Page title={text.title} actions={addButton}>
      <ListToolbar role="search" aria-label={`${text.title} filtern`}>
        <ListSearchField
          label="Nummer, Kunde oder Bearbeiter suchen"
          icon="search"
          isClearable
          value={filter.query}
          onChange={(query) => onFilterChange({ query })}
          autoComplete="off"
        />
        <ListFilterField
          label="Kunde"
          placeholder="Alle Kunden"
          value={filter.client}
          onChange={(client) => onFilterChange({ client })}
          options={clientFilterOptions}
        />
        <ListFilterField
          label="Jahr"
          placeholder="Alle Jahre"
          value={filter.year}
          onChange={(year) => onFilterChange({ year })}
          options={years}
        />
        {kind === 'angebot' ? (
          <ListFilterField
            label="Status"
            placeholder="Jeder Status"
            value={filter.status}
            onChange={(status) => onFilterChange({ status })}
            options={OFFER_STATUSES}
          />
        ) : (
          <ListFilterField
            label="Archiv"
            placeholder="Offen und archiviert"
            value={filter.archiv}
            onChange={(archiv) => onFilterChange({ archiv: archiv as DocumentFilter['archiv'] })}
            options={[
              { value: 'nein', label: 'Nur offene' },
              { value: 'ja', label: 'Nur archivierte' },
            ]}
          />
        )}
        {hasList ? (
          <ListCount role="status">
            {isFiltered ? `${shown.length} von ${count(rows.length)}` : count(rows.length)}
          </ListCount>
        ) : null}
      </ListToolbar>

      {isCut ? (
        <ScrollHint>
          Die Tabelle ist breiter als das Fenster: weitere Spalten stehen rechts. Seitlich scrollen, oder die Tabelle
          anklicken und die Pfeiltasten nutzen.
        </ScrollHint>
      ) : null}
      <div ref={tableBox}>
        <Table
          caption={`Alle ${text.title}`}
          columns={columns}
          rows={shown}
          getRowId={(row) => row.id}
          defaultSort={DEFAULT_SORT}
          query={read}
          onRowClick={(row) => onOpen(row.id)}
          minWidth="56rem"
          emptyMessage={isFiltered ? `Keine ${text.many} gefunden.` : text.none}
          emptyAction={
            isFiltered ? (
              <Button onClick={() => onFilterChange(NO_DOCUMENT_FILTER)}>Filter zurücksetzen</Button>
            ) : (
              addButton
            )
          }
        />
      </div>
      {hasList && shown.length > 0 ? (
        <Totals aria-label={`Summe der gezeigten ${text.many}`}>
          <div>
            <dt>Netto</dt>
            <dd>{formatEuroCents(totals.netCents)}</dd>
          </div>
          <div>
            <dt>Brutto</dt>
            <dd>{formatEuroCents(totals.grossCents)}</dd>
          </div>
        </Totals>
      ) : null}
    </Page>
  );
}

/**
 * Whether the table's scroll box is narrower than the table (below about 900 px): the last
 * columns are then out of view, which nothing said at 800 px.
 */
function useCutOffColumns(rowCount: number) {
  const tableBox = useRef<HTMLDivElement>(null);
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    const region = tableBox.current?.querySelector<HTMLElement>('[role="region"]');
    if (!region) return undefined;
    const check = () => setCut(region.scrollWidth > region.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(region);
    return () => observer.disconnect();
  }, [rowCount]);
  return { tableBox, isCut };
}

const ScrollHint = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]} ${space[5]};
  margin: 0;
  font-variant-numeric: tabular-nums;

  div {
    display: flex;
    gap: ${space[2]};
  }
  dt {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeights.semibold};
  }
`;
