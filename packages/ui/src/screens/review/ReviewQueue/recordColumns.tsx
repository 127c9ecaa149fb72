import styled from 'styled-components';
import type { KaeferOverviewRow } from '../../../model/resultRows';
import { formatDate, formatRelativeTime } from '../../../model/time';
import type { Column } from '../../../primitives/Table';
import { color, fontWeights, visuallyHidden } from '../../../theme';
import { StatusTag } from '../ReviewRecord';

/** The records list of a cell: status, species, last editor, publish date. */
export function recordColumns(currentId: number | null, now: Date): Column<KaeferOverviewRow>[] {
  return [
    {
      key: 'id',
      header: 'Meldung',
      width: '16%',
      sortValue: (row) => row.id,
      cell: (row) =>
        row.id === currentId ? (
          <Current>
            {row.id}
            <Hidden> (geöffnet)</Hidden>
          </Current>
        ) : (
          row.id
        ),
    },
    { key: 'status', header: 'Status', width: '20%', cell: (row) => <StatusTag status={row.status} /> },
    {
      key: 'art',
      header: 'Art',
      width: '24%',
      sortValue: (row) => row.art_name,
      cell: (row) => row.art_name ?? 'unbestimmt',
    },
    {
      key: 'fund',
      header: 'Gefunden',
      width: '14%',
      sortValue: (row) => row.fund_datum,
      cell: (row) => formatRelativeTime(row.fund_datum, now, '{d}.{m}.{y}'),
    },
    {
      key: 'bearbeiter',
      header: 'Zuletzt bearbeitet',
      width: '14%',
      sortValue: (row) => row.letzter_bearbeiter,
      cell: (row) => row.letzter_bearbeiter ?? '–',
    },
    {
      key: 'published',
      header: 'Veröffentlicht ab',
      width: '12%',
      sortValue: (row) => row.published_from,
      cell: (row) => formatDate(row.published_from) || '–',
    },
  ];
}

const Current = styled.strong`
  color: ${color.primary};
  font-weight: ${fontWeights.bold};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
