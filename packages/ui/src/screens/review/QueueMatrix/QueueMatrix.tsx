import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { QueryState } from '../../../model/queryState';
import { matrixLandLabel, type MatrixArt, type MatrixLand, type QueueMatrix as Matrix } from '../../../model/review';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorState } from '../../../primitives/ErrorState';
import { ScrollRegion } from '../../../primitives/ScrollRegion';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';

export interface QueueMatrixProps {
  /** The queue shaped by the model (queueMatrix), as one read. */
  matrix: QueryState<Matrix>;
  /** The chosen cell; `alle` for a whole row or column. */
  selected?: { land: MatrixLand | 'alle'; art: MatrixArt | 'alle' } | null;
  onSelect: (land: MatrixLand | 'alle', art: MatrixArt | 'alle') => void;
}

const number = new Intl.NumberFormat('de-DE');

/**
 * The review queue as species × Bundesland with the records waiting for an expert:
 * the expert picks the cell they know. Species are rows (their names are long),
 * the Länder columns by their codes with the full name for assistive technology.
 */
export function QueueMatrix({ matrix: query, selected = null, onSelect }: QueueMatrixProps) {
  const captionId = useId();
  const matrix = query.data;
  const body = (() => {
    if (query.isLoading) return <Spinner label="Prüfliste wird geladen …" placement="centre" />;
    if (query.error !== null)
      return (
        <ErrorState title="Die Prüfliste konnte nicht geladen werden." error={query.error} onRetry={query.onRetry} />
      );
    if (!matrix || matrix.species.length === 0)
      return <EmptyState icon="beetle" title="Keine Meldungen" description="Es sind noch keine Käferfunde gemeldet." />;
    const isChosen = (land: MatrixLand | 'alle', art: MatrixArt | 'alle') =>
      selected !== null && selected.land === land && selected.art === art;
    const cell = (land: MatrixLand | 'alle', art: MatrixArt | 'alle', open: number, name: string) => (
      <CellButton
        type="button"
        aria-label={`${name}: ${number.format(open)} offen`}
        aria-pressed={isChosen(land, art)}
        $isEmpty={open === 0}
        onClick={() => onSelect(land, art)}
      >
        {open === 0 ? '–' : number.format(open)}
      </CellButton>
    );
    return (
      <>
        {/* Above the scroll box, not a caption in it: a caption is as wide as the table and
            its end scrolled out of view on a phone. */}
        <Caption id={captionId}>Offene Meldungen nach Art und Bundesland; wählen Sie eine Zelle.</Caption>
        <ScrollRegion aria-label="Prüfliste nach Art und Bundesland" maxHeight="60vh">
          <Grid aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col">Art</th>
                {matrix.lands.map((land) => (
                  <th scope="col" key={land.code ?? 'ohne'}>
                    <abbr title={land.label}>{land.code ?? '–'}</abbr>
                  </th>
                ))}
                <th scope="col">Alle Länder</th>
              </tr>
            </thead>
            <tbody>
              {matrix.species.map((species) => (
                <tr key={species.id ?? 'ohne'}>
                  <th scope="row">{species.name}</th>
                  {matrix.lands.map((land) => (
                    <td key={land.code ?? 'ohne'}>
                      {cell(
                        land.code,
                        species.id,
                        matrix.open(land.code, species.id),
                        `${species.name} in ${matrixLandLabel(land.code)}`,
                      )}
                    </td>
                  ))}
                  <td>{cell('alle', species.id, species.open, `${species.name} in allen Ländern`)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Alle Arten</th>
                {matrix.lands.map((land) => (
                  <td key={land.code ?? 'ohne'}>{cell(land.code, 'alle', land.open, `Alle Arten in ${land.label}`)}</td>
                ))}
                <td>{cell('alle', 'alle', matrix.total, 'Alle Meldungen')}</td>
              </tr>
            </tfoot>
          </Grid>
        </ScrollRegion>
      </>
    );
  })();
  return (
    <Card
      title="Prüfliste"
      headingLevel={2}
      padding="sm"
      actions={
        matrix && query.error === null ? (
          <Total role="status">{number.format(matrix.total)} warten auf Prüfung</Total>
        ) : null
      }
    >
      {body}
    </Card>
  );
}

const Caption = styled.p`
  margin: 0 0 ${space[2]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Grid = styled.table`
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  th,
  td {
    border: 1px solid ${color.border};
    padding: 0;
    text-align: center;
  }
  th {
    padding: ${space[1]} ${space[2]};
    font-weight: ${fontWeights.semibold};
    background: ${color.surfaceMuted};
  }
  /* The species' names wrap where the box is short of room (at spaces, never inside a word):
     kept on one line, the longest pushed Thüringen and the totals out of an 800 px window's box. */
  tbody th,
  tfoot th {
    min-width: 7rem;
    text-align: start;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 2;
  }
  /* The names stay at the left edge while the Länder scroll past them (a phone's width). */
  thead th:first-child,
  tbody th,
  tfoot th {
    position: sticky;
    left: 0;
    z-index: 1;
  }
  /* The totals stay in view at the box's foot: with many species they sat below its end. */
  tfoot th,
  tfoot td {
    position: sticky;
    bottom: 0;
    z-index: 2;
    background: ${color.surfaceMuted};
    box-shadow: inset 0 1px 0 ${color.borderStrong};
  }
  /* The corners stick both ways, above the rows and columns that pass under them. */
  thead th:first-child,
  tfoot th {
    z-index: 3;
  }
  abbr {
    text-decoration: none;
  }
`;

const CellButton = styled.button<{ $isEmpty: boolean }>`
  display: block;
  width: 100%;
  /* Above the 24 px of WCAG's target size, and narrow enough for the 16 Länder in 800 px. */
  min-width: 2.2em;
  padding: ${space[1]};
  border: 0;
  border-radius: ${radii.none};
  background: transparent;
  color: ${color.text};
  font: inherit;
  cursor: pointer;
  ${(p) =>
    p.$isEmpty
      ? css`
          color: ${color.textSecondary};
        `
      : css`
          font-weight: ${fontWeights.semibold};
          color: ${color.primary};
        `}
  &:hover {
    background: ${color.primarySoft};
  }
  &[aria-pressed='true'] {
    background: ${color.primary};
    color: ${color.textInverse};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
`;

const Total = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
