import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { BUNDESLAENDER, bundeslandLabel, type BundeslandCode } from '../../../model/domainValues';
import type { QueryState } from '../../../model/queryState';
import { shadeClasses, shadeStep, type ShadeClass } from '../../../model/review';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, fontWeights, space, visuallyHidden } from '../../../theme';
import { loadGermanyShapes, type GermanyShapes } from './germanyShapes';

export type LandCounts = Partial<Record<BundeslandCode, number>>;

export interface GermanyMapProps {
  title: string;
  /** The count per Land, as one read; a Land left out counts 0. */
  counts: QueryState<LandCounts>;
  /** What is counted, e.g. "veröffentlichte Funde". */
  unit: string;
  /** Stories and tests may hand the shapes in; otherwise they are loaded lazily. */
  shapes?: GermanyShapes;
}

const number = new Intl.NumberFormat('de-DE');
/** The fill strength of the five shade steps (none, then quartiles of the largest count); a Land without finds stays faintly visible. */
const STEP_OPACITY = [0.06, 0.3, 0.5, 0.75, 1] as const;

const NO_COUNTS: LandCounts = {};

/** What a shade stands for, as a person reads it: "keine", "25", "1 bis 12" (German number format). */
function shadeRange({ from, to }: ShadeClass): string {
  if (to === 0) return 'keine';
  return from === to ? number.format(from) : `${number.format(from)} bis ${number.format(to)}`;
}

/**
 * Germany shaded by Land: inline SVG, no map library. The drawing is one
 * image with a name; the legend below it says which counts each shade stands for, and the
 * table beside it (shown with "Tabelle zeigen") says every figure.
 */
export function GermanyMap({ title, counts: query, unit, shapes: given }: GermanyMapProps) {
  const counts = query.data ?? NO_COUNTS;
  const [shapes, setShapes] = useState<GermanyShapes | null>(given ?? null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [isTableShown, setTableShown] = useState(false);
  const titleId = useId();
  const legendId = useId();

  useEffect(() => {
    if (given || shapes) return;
    let isCurrent = true;
    loadGermanyShapes().then(
      (loaded) => isCurrent && setShapes(loaded),
      (failure: unknown) => isCurrent && setLoadError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      isCurrent = false;
    };
  }, [given, shapes]);

  const max = Math.max(0, ...BUNDESLAENDER.map((b) => counts[b.value] ?? 0));
  const failure = query.error ?? loadError;
  const table = (
    <DataTable>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Bundesland</th>
          <th scope="col">Anzahl</th>
        </tr>
      </thead>
      <tbody>
        {BUNDESLAENDER.map((land) => (
          <tr key={land.value}>
            <th scope="row">{land.label}</th>
            <td>{number.format(counts[land.value] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );

  return (
    <Card
      title={title}
      headingLevel={2}
      actions={
        <Button size="sm" variant="text" onClick={() => setTableShown((shown) => !shown)} aria-expanded={isTableShown}>
          {isTableShown ? 'Tabelle verbergen' : 'Tabelle zeigen'}
        </Button>
      }
    >
      {query.isLoading ? (
        <Spinner label="Karte wird geladen …" placement="centre" />
      ) : failure !== null ? (
        <ErrorState
          title="Die Karte konnte nicht geladen werden."
          error={failure}
          onRetry={query.onRetry}
          headingLevel={3}
        />
      ) : (
        <Figure>
          {shapes ? (
            <svg viewBox={shapes.viewBox} role="img" aria-labelledby={titleId}>
              <title id={titleId}>{`Karte: ${title}, je dunkler, desto mehr ${unit}`}</title>
              {shapes.paths.map((path) => {
                const count = counts[path.code] ?? 0;
                return (
                  <Land key={path.code} d={path.d} style={{ fillOpacity: STEP_OPACITY[shadeStep(count, max)] }}>
                    <title>{`${bundeslandLabel(path.code)}: ${number.format(count)} ${unit}`}</title>
                  </Land>
                );
              })}
            </svg>
          ) : (
            <Spinner label="Karte wird geladen …" placement="centre" />
          )}
          <Legend>
            <LegendTitle id={legendId}>{`Legende: ${unit} je Bundesland, von hell nach dunkel`}</LegendTitle>
            <LegendList aria-labelledby={legendId}>
              {shadeClasses(max).map((shade) => (
                <li key={shade.step}>
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <Swatch x="0.5" y="0.5" width="15" height="15" style={{ fillOpacity: STEP_OPACITY[shade.step] }} />
                  </svg>
                  {shadeRange(shade)}
                </li>
              ))}
            </LegendList>
          </Legend>
          <figcaption>
            Kartengrundlage: <a href="https://github.com/VictorCazanave/svg-maps">svg-maps</a> von Victor Cazanave,{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/deed.de">CC BY 4.0</a>
          </figcaption>
        </Figure>
      )}
      {isTableShown ? table : <Hidden>{table}</Hidden>}
    </Card>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  > svg {
    width: 100%;
    max-height: 28rem;
  }
  figcaption {
    font-size: ${fontSize.sm};
    color: ${color.textSecondary};
  }
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[1]} ${space[3]};
  font-size: ${fontSize.sm};
`;

const LegendTitle = styled.span`
  font-weight: ${fontWeights.semibold};
`;

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
    white-space: nowrap;
  }
  svg {
    width: 1em;
    height: 1em;
  }
`;

/** A shade as the map draws it: the Land's fill and outline. */
const Swatch = styled.rect`
  fill: ${color.primary};
  stroke: ${color.borderStrong};
  stroke-width: 1;
`;

const Land = styled.path`
  fill: ${color.primary};
  stroke: ${color.borderStrong};
  stroke-width: 1;
  &:hover {
    stroke: ${color.text};
  }
`;

const DataTable = styled.table`
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: ${fontWeights.semibold};
  }
  th,
  td {
    padding: ${space[1]} ${space[2]};
    border-bottom: 1px solid ${color.border};
    text-align: start;
  }
  td {
    text-align: end;
  }
`;

const Hidden = styled.div`
  ${visuallyHidden}
`;
