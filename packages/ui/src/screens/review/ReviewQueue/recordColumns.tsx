import styled from 'styled-components';
import type { KaeferOverviewRow } from '../../../model/resultRows';
import { formatRelativeTime } from '../../../model/time';
import type { Column } from '../../../primitives/Table';
import { color, fontWeights, visuallyHidden } from '../../../theme';
import { StatusTag } from '../ReviewRecord';

/**
 * The records list of a cell: number, status, species (only when the cell holds every
 * species; otherwise the card's title names it), found, last editor. Widths in rem so every
 * header fits as whole words ("Zuletzt bearbeitet" may wrap between its words); the publish
 * date is in the open record. With six columns in percentages the headers broke mid-word at
 * 1440 px and letter by letter on a phone, and rows grew to two or three lines.
 */
export function recordColumns(currentId: number | null, now: Date, withSpecies: boolean): Column<KaeferOverviewRow>[] {
  const columns: (Column<KaeferOverviewRow> | null)[] = [
    {
      key: 'id',
      header: 'Meldung',
      width: '6.5rem',
      sortable: (row) => row.id,
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
    { key: 'status', header: 'Status', width: '9.5rem', cell: (row) => <StatusTag status={row.status} /> },
    withSpecies
      ? {
          key: 'art',
          header: 'Art',
          width: '10rem',
          sortable: (row) => row.art_name,
          cell: (row) => <OneLine title={row.art_name ?? 'unbestimmt'}>{row.art_name ?? 'unbestimmt'}</OneLine>,
        }
      : null,
    {
      key: 'fund',
      header: 'Gefunden',
      width: '7.5rem',
      sortable: (row) => row.fund_datum,
      cell: (row) => <OneLine>{formatRelativeTime(row.fund_datum, now, '{d}.{m}.{y}')}</OneLine>,
    },
    {
      key: 'bearbeiter',
      header: 'Zuletzt bearbeitet',
      sortable: (row) => row.letzter_bearbeiter,
      cell: (row) => <OneLine title={row.letzter_bearbeiter ?? undefined}>{row.letzter_bearbeiter ?? '–'}</OneLine>,
    },
  ];
  return columns.filter((column): column is Column<KaeferOverviewRow> => column !== null);
}

/** The table's least width: the fixed columns and 9rem for the editor's name. */
export function recordListMinWidth(withSpecies: boolean): string {
  return withSpecies ? '43rem' : '33rem';
}

/** A cell's text on one line, cut with "…" (the whole text in its tooltip): rows stay one line high. */
const OneLine = styled.span`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Current = styled.strong`
  color: ${color.primary};
  font-weight: ${fontWeights.bold};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
