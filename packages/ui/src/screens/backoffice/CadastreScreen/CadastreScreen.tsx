import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backOfficeHref } from '../../../model/backOffice/sections';
import type { KatasterOverviewRow } from '../../../model/resultRows';
import { Page } from '../../../primitives/Page';
import type { Column } from '../../../primitives/Table';
import { color, fontSize } from '../../../theme';
import { ListPage, type ListView } from '../../shared/ListPage';
import { activeFilters, filterChip } from '../../shared/activeFilters';
import { ListFilterField } from '../../shared/listToolbar';
import { KATASTER_FILTERS, type KatasterFilter } from '../clientFilter';
import { countColumn, katasterColumn } from '../listCells';

/** The cadastre list's filter: cadastre switched on, off, or '' for either (`?kataster=an|aus`). */
export type CadastreFilter = { kataster: KatasterFilter };

/** How many clients have the cadastre, of how many: counted by the service, whatever the list shows. */
export interface CadastreCounts {
  withKataster: number;
  clients: number;
}

export interface CadastreScreenProps {
  /** One page of a_get_kataster_overview, searched (name), filtered by cadastre, sorted and paged by the service. */
  clients: ListView<KatasterOverviewRow, CadastreFilter>;
  /** Undefined while counted. */
  counts?: CadastreCounts;
}

const count = new Intl.NumberFormat('de-DE');

export const CADASTRE_COLUMNS: Column<KatasterOverviewRow>[] = [
  {
    key: 'name',
    header: 'Kunde',
    width: '46%',
    sortable: (row) => row.name,
    cell: (row) => <Link to={backOfficeHref('kunden', row.client_id)}>{row.name}</Link>,
  },
  katasterColumn((row) => row.kataster_status, '14%'),
  countColumn('karten', 'Karten', (row) => row.karten, '14%'),
  countColumn('georeferenziert', 'Georeferenziert', (row) => row.karten_georeferenziert, '16%'),
];

/**
 * Dashboard › Kataster: which clients have the drainage cadastre, and how far their maps are,
 * one page at a time (ListPage): search by name, cadastre filter, sort.
 */
export function CadastreScreen({ clients, counts }: CadastreScreenProps) {
  return (
    <Page
      title="Kataster"
      subtitle={
        counts ? (
          <Summary>{`${count.format(counts.withKataster)} von ${count.format(counts.clients)} Kunden mit Kataster`}</Summary>
        ) : undefined
      }
    >
      <ListPage
        {...clients}
        caption="Kataster der Kunden"
        searchLabel="Kunde suchen"
        filters={
          <ListFilterField
            label="Kataster"
            placeholder="Mit und ohne Kataster"
            value={clients.filter.kataster}
            onChange={(value) => clients.onFilterChange('kataster', value as KatasterFilter)}
            options={KATASTER_FILTERS}
          />
        }
        activeFilters={activeFilters(
          // "Kataster: an" rather than repeating the option's "Kataster eingeschaltet".
          filterChip('kataster', 'Kataster', clients.filter.kataster, () => clients.onFilterChange('kataster', '')),
        )}
        countLabel={(total, n) => (n === 1 ? '1 Kunde' : `${total} Kunden`)}
        columns={CADASTRE_COLUMNS}
        getRowId={(row) => row.client_id}
        minWidth="36rem"
        emptyMessage="Noch keine Kunden angelegt."
        filteredEmptyMessage="Keine Kunden gefunden."
      />
    </Page>
  );
}

const Summary = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
`;
