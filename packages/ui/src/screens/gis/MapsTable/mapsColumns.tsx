import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mapStatusLabel, type MapStatus } from '../../../model/domainValues';
import { IconButton } from '../../../primitives/IconButton';
import type { Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import type { Tone } from '../../../primitives/Tag/tones';
import { color, fontWeights, space, visuallyHidden } from '../../../theme';
import type { MapsTableRow } from './filterMaps';

const whole = new Intl.NumberFormat('de-DE');
const metres = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const STATUS_TONES: Record<MapStatus, Tone> = {
  neu: 'neutral',
  in_bearbeitung: 'warning',
  georeferenziert: 'info',
  geprueft: 'success',
};

export interface MapsColumnOptions {
  getMapHref: (row: MapsTableRow) => string;
  onDelete?: (row: MapsTableRow) => void;
}

export function mapsColumns({ getMapHref, onDelete }: MapsColumnOptions): Column<MapsTableRow>[] {
  const dash = (
    <Missing>
      <span aria-hidden="true">–</span>
      <Hidden>keine Angabe</Hidden>
    </Missing>
  );
  const columns: Column<MapsTableRow>[] = [
    {
      key: 'kunde',
      header: 'Kunde',
      width: '20%',
      cell: (row) => row.client_name ?? dash,
      sortable: (row) => row.client_name,
    },
    {
      key: 'name',
      header: 'Kartenname',
      width: '26%',
      cell: (row) => <NameLink to={getMapHref(row)}>{row.map_name}</NameLink>,
      sortable: (row) => row.map_name,
    },
    {
      key: 'jahr',
      header: 'Jahr',
      align: 'end',
      width: '5rem',
      cell: (row) => row.jahr ?? dash,
      sortable: (row) => row.jahr,
    },
    {
      key: 'massstab',
      header: 'Maßstab',
      width: '7rem',
      align: 'end',
      cell: (row) => (row.scale === null ? dash : `1:${whole.format(row.scale)}`),
      sortable: (row) => row.scale,
    },
    { key: 'din', header: 'DIN', width: '4.5rem', cell: (row) => row.din ?? dash, sortable: (row) => row.din },
    {
      key: 'status',
      header: 'Stand',
      width: '10rem',
      cell: (row) =>
        row.status === null ? dash : <Tag label={mapStatusLabel(row.status)} tone={STATUS_TONES[row.status]} />,
      sortable: (row) => row.status && mapStatusLabel(row.status),
    },
    {
      key: 'punkte',
      header: 'Aktive Punkte',
      width: '8.5rem',
      align: 'end',
      // Enabled of saved: a disabled point is kept but does not count for the fit.
      cell: (row) => `${whole.format(row.aktive_punkte)} / ${whole.format(row.punkte)}`,
      sortable: (row) => row.aktive_punkte,
    },
    {
      key: 'rmse',
      header: 'RMSE',
      width: '6.5rem',
      align: 'end',
      cell: (row) => (row.rmse === null ? dash : `${metres.format(row.rmse)} m`),
      sortable: (row) => row.rmse,
    },
  ];
  if (!onDelete) return columns;
  return [
    ...columns,
    {
      key: 'aktionen',
      header: <Hidden>Aktionen</Hidden>,
      width: `calc(${space[10]} + ${space[2]})`,
      align: 'center',
      cell: (row) => (
        <IconButton
          icon="trash"
          variant="ghost"
          size="sm"
          label={`Karte „${row.map_name}“ löschen`}
          onClick={() => onDelete(row)}
        />
      ),
    },
  ];
}

const NameLink = styled(Link)`
  color: ${color.primary};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Missing = styled.span`
  color: ${color.textSecondary};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
