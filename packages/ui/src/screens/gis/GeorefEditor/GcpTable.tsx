import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PointResidual } from '../../../model/georef/residuals';
import type { ResidualUnits } from '../../../model/georef/types';
import { color, fontSize, fontWeights, space, visuallyHidden } from '../../../theme';
import type { EditorPoint, PointChanges } from './editorState';
import { GcpRow } from './GcpRow';
import { InView, ScrollRegion } from '../../../primitives/ScrollRegion';
import { Button } from '../../../primitives/Button';
import { Icon } from '../../../primitives/Icon';
import { useKept } from './useKept';
import { BUSY_NOTICE_MS } from './FitSummary';
import { useDelayedFlag } from '../../../hooks/useDelayedFlag';
import type { SheetSize } from '../../../model/georef/inputChecks';

export interface GcpTableProps {
  points: readonly EditorPoint[];
  /** Aligned with `points`; `null` without a fit. */
  residuals: readonly (PointResidual | null)[] | null;
  units: ResidualUnits;
  selectedKey: number | null;
  /** A row chosen (clicked, a field in it focused, or "Zum größten Fehler"): the panes centre on it. */
  onSelect: (key: number) => void;
  onChange: (key: number, changes: PointChanges) => void;
  onDelete: (key: number) => void;
  /** The scan in pixels: a typed pixel beyond it is refused at the cell. */
  size?: SheetSize;
  /** A newer fit is being computed: the residuals shown are the previous ones, and say so. */
  isUpdating?: boolean;
  /** The rows show figures older than the points (a drag's deferred render): busy, without a notice. */
  isBehind?: boolean;
}

/** Row order: the table's (`nr`), or the largest residual first, points without one last. */
export function residualOrder(residuals: readonly (PointResidual | null)[] | null, count: number): number[] {
  const indices = Array.from({ length: count }, (_, index) => index);
  const value = (index: number) => residuals?.[index]?.residual ?? -1;
  return indices.sort((a, b) => value(b) - value(a) || a - b);
}

/** A first guess for a row with fields; rows are measured once rendered. */
const ROW_HEIGHT = 45;
/** Rows rendered beyond the visible ones. */
const OVERSCAN = 8;

/**
 * The GCP table (nr, enable, pixelx, pixely, mapx, mapy, dx, dy, residual), editable in
 * place. Its own table rather than the Table primitive: every cell is a field. Virtualised
 * like the primitive, so a drag (which changes every point's residuals) renders only the
 * rows in view, and those only redraw their figures (GcpRow).
 */
export const GcpTable = memo(function GcpTable(props: GcpTableProps) {
  const { points, residuals, units, selectedKey, onSelect, onChange, onDelete, size } = props;
  const { isUpdating = false, isBehind = false } = props;
  const unit = units === 'pixels' ? 'px' : 'm';
  const scrollRef = useRef<HTMLDivElement>(null);
  const [byResidual, setByResidual] = useState(false);
  // While a cell is being edited the rows keep their places: a row moving away under the
  // cursor (its residual changed with the typed value) would lose the field's focus.
  const [isEditing, setEditing] = useState(false);
  const sorted = useMemo(
    () => (byResidual ? residualOrder(residuals, points.length) : null),
    [byResidual, residuals, points.length],
  );
  const order = useKept(sorted, !isEditing || sorted?.length !== points.length);
  const pointAt = (row: number) => order?.[row] ?? row;
  const worst = residualOrder(residuals, points.length)[0];
  const worstKey = worst !== undefined && residuals?.[worst] ? (points[worst]?.key ?? null) : null;
  // The virtualizer re-renders this component on scroll by itself; nothing below memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: points.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: 800 },
    getItemKey: (row) => points[pointAt(row)]?.key ?? row,
  });
  const selectedPoint = points.findIndex((point) => point.key === selectedKey);
  const selectedIndex = order ? order.indexOf(selectedPoint) : selectedPoint;
  useEffect(() => {
    // A point picked on a map comes into view in the table.
    if (selectedIndex !== -1 && !scrollRef.current?.contains(document.activeElement)) {
      virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    }
  }, [selectedIndex, virtualizer]);
  const updatingId = useId();
  // Greyed figures and the notice only for a wait a person notices (FitSummary says why).
  const showsBusy = useDelayedFlag(isUpdating, BUSY_NOTICE_MS);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <Frame onFocus={(event) => setEditing(event.target instanceof HTMLInputElement)} onBlur={() => setEditing(false)}>
      <Tools>
        <Button
          size="sm"
          icon="crosshair"
          disabled={worstKey === null}
          onClick={() => worstKey !== null && onSelect(worstKey)}
        >
          Zum größten Fehler
        </Button>
      </Tools>
      <Scroller ref={scrollRef} aria-label="Passpunkte, Tabelle" maxHeight="60vh">
        <Table
          aria-busy={isUpdating || isBehind}
          aria-describedby={showsBusy ? updatingId : undefined}
          data-stale={showsBusy || undefined}
        >
          <caption>Passpunkte</caption>
          <thead>
            <tr>
              <th scope="col">Nr.</th>
              <th scope="col">Aktiv</th>
              <th scope="col">Pixel X</th>
              <th scope="col">Pixel Y</th>
              <th scope="col">Rechtswert</th>
              <th scope="col">Hochwert</th>
              <th scope="col">dX ({unit})</th>
              <th scope="col">dY ({unit})</th>
              <th scope="col" aria-sort={byResidual ? 'descending' : 'none'}>
                <SortButton
                  type="button"
                  onClick={() => setByResidual((on) => !on)}
                  title={byResidual ? 'Wieder nach Nummer ordnen' : 'Größtes Residuum zuerst'}
                >
                  Residuum ({unit}) <Icon name={byResidual ? 'sortDesc' : 'sort'} />
                </SortButton>
              </th>
              <th scope="col">
                <Hidden>Aktionen</Hidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.length === 0 ? (
              <tr>
                <EmptyCell colSpan={10}>
                  <EmptyText>
                    Noch keine Passpunkte: in den Scan klicken und danach auf die Karte, oder Koordinaten eingeben.
                  </EmptyText>
                </EmptyCell>
              </tr>
            ) : (
              <>
                {before > 0 ? <Spacer height={before} /> : null}
                {items.map((item) => {
                  const at = pointAt(item.index);
                  const point = points[at] as EditorPoint;
                  const r = residuals?.[at] ?? null;
                  return (
                    <GcpRow
                      key={point.key}
                      index={item.index}
                      measure={virtualizer.measureElement}
                      point={point}
                      nr={at + 1}
                      dx={r?.dx ?? null}
                      dy={r?.dy ?? null}
                      residual={r?.residual ?? null}
                      isOutlier={r?.isOutlier ?? false}
                      isSelected={point.key === selectedKey}
                      onSelect={onSelect}
                      onChange={onChange}
                      onDelete={onDelete}
                      size={size}
                    />
                  );
                })}
                {after > 0 ? <Spacer height={after} /> : null}
              </>
            )}
          </tbody>
        </Table>
        {showsBusy ? (
          <Updating id={updatingId} role="status">
            Residuen werden neu berechnet – die Tabelle zeigt noch die vorigen Werte.
          </Updating>
        ) : null}
      </Scroller>
    </Frame>
  );
});

function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={10} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

const Frame = styled.div`
  display: grid;
  gap: ${space[2]};
  min-width: 0;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Scroller = styled(ScrollRegion)`
  border: 1px solid ${color.border};
`;

const Table = styled.table`
  width: 100%;
  min-width: 64rem;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${space[2]} ${space[3]};
    text-align: left;
    font-weight: ${fontWeights.semibold};
  }
  th,
  td {
    padding: ${space[1]} ${space[2]};
    border-top: 1px solid ${color.border};
    vertical-align: middle;
  }
  &[data-stale] td.figure {
    color: ${color.textSecondary};
    font-style: italic;
  }
  tbody tr[data-outlier] {
    background: ${color.dangerBg};
  }
  tbody tr[data-selected] {
    box-shadow: inset ${space[1]} 0 0 ${color.focus};
    background: ${color.infoBg};
  }
  th.nr {
    width: ${space[10]};
    text-align: right;
  }
  td.figure {
    text-align: right;
    white-space: nowrap;
  }
  .residual {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${color.surfaceMuted};
    text-align: left;
    white-space: nowrap;
  }
`;

const Updating = styled.p`
  position: sticky;
  bottom: 0;
  margin: 0;
  padding: ${space[1]} ${space[3]};
  border-top: 1px solid ${color.border};
  background: ${color.infoBg};
  color: ${color.text};
  font-size: ${fontSize.sm};
`;

const EmptyCell = styled.td`
  padding: ${space[6]} 0;
  color: ${color.textSecondary};
  text-align: center;
`;

/** Held in the visible part of the box: the table is 64rem wide, a phone shows a third of it. */
const EmptyText = styled(InView)`
  padding: 0 ${space[4]};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
