import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backOfficeHref } from '../../../model/backOffice/sections';
import type { QueryState } from '../../../model/queryState';
import type { KatasterOverviewRow } from '../../../model/resultRows';
import { Page } from '../../../primitives/Page';
import { Table, type Column, type SortState } from '../../../primitives/Table';
import { color, fontSize } from '../../../theme';
import { countColumn, katasterColumn } from '../listCells';

export interface CadastreScreenProps {
  /** a_get_kataster_overview, as one read. */
  rows: QueryState<readonly KatasterOverviewRow[]>;
}

const count = new Intl.NumberFormat('de-DE');

const COLUMNS: Column<KatasterOverviewRow>[] = [
  {
    key: 'name',
    header: 'Kunde',
    width: '46%',
    sortValue: (row) => row.name,
    cell: (row) => <Link to={backOfficeHref('kunden', row.client_id)}>{row.name}</Link>,
  },
  katasterColumn((row) => row.kataster_status, '14%'),
  countColumn('karten', 'Karten', (row) => row.karten, '14%'),
  countColumn('georeferenziert', 'Georeferenziert', (row) => row.karten_georeferenziert, '16%'),
];

// The clients with the cadastre first: that is what the section is about.
const DEFAULT_SORT: SortState = { key: 'kataster', direction: 'desc' };

/** Dashboard › Kataster: which clients have the drainage cadastre, and how far their maps are. */
export function CadastreScreen({ rows: read }: CadastreScreenProps) {
  const rows = read.data ?? [];
  const withKataster = rows.filter((row) => row.kataster_status).length;
  const hasList = !read.isLoading && read.error === null;
  return (
    <Page
      title="Kataster"
      subtitle={
        hasList ? (
          <Summary>{`${count.format(withKataster)} von ${count.format(rows.length)} Kunden mit Kataster`}</Summary>
        ) : undefined
      }
    >
      <Table
        caption="Kataster der Kunden"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.client_id}
        defaultSort={DEFAULT_SORT}
        query={read}
        minWidth="36rem"
        emptyMessage="Noch keine Kunden angelegt."
      />
    </Page>
  );
}

const Summary = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
`;
