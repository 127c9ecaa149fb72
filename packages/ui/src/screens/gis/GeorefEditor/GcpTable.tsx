import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { PointResidual } from '../../../model/georef/residuals';
import type { ResidualUnits } from '../../../model/georef/types';
import { Badge } from '../../../primitives/Badge';
import { Checkbox } from '../../../primitives/Checkbox';
import { IconButton } from '../../../primitives/IconButton';
import { NumberField } from '../../../primitives/NumberField';
import { color, fontSize, fontWeights, space, visuallyHidden } from '../../../theme';
import type { EditorPoint, PointChanges } from './editorState';

export interface GcpTableProps {
  points: readonly EditorPoint[];
  /** Aligned with `points`; `null` without a fit. */
  residuals: readonly (PointResidual | null)[] | null;
  units: ResidualUnits;
  selectedKey: number | null;
  onSelect: (key: number) => void;
  onChange: (key: number, changes: PointChanges) => void;
  onDelete: (key: number) => void;
}

const fixed2 = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The GCP table (nr, enable, pixelx, pixely, mapx, mapy, dx, dy, residual), editable in
 * place. A plain table rather than the virtualised Table primitive: every cell is a field,
 * and the rows are memoised so a drag re-renders only rows whose figures changed.
 */
export function GcpTable({ points, residuals, units, selectedKey, onSelect, onChange, onDelete }: GcpTableProps) {
  const unit = units === 'pixels' ? 'px' : 'm';
  return (
    <Scroller role="region" aria-label="Passpunkte, Tabelle" tabIndex={0}>
      <Table>
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
            <th scope="col">Residuum ({unit})</th>
            <th scope="col">
              <Hidden>Aktionen</Hidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {points.length === 0 ? (
            <tr>
              <EmptyCell colSpan={10}>
                Noch keine Passpunkte: in den Scan klicken und danach auf die Karte, oder Koordinaten eingeben.
              </EmptyCell>
            </tr>
          ) : (
            points.map((point, index) => {
              const r = residuals?.[index] ?? null;
              return (
                <GcpRow
                  key={point.key}
                  point={point}
                  nr={index + 1}
                  dx={r?.dx ?? null}
                  dy={r?.dy ?? null}
                  residual={r?.residual ?? null}
                  isOutlier={r?.isOutlier ?? false}
                  isSelected={point.key === selectedKey}
                  onSelect={onSelect}
                  onChange={onChange}
                  onDelete={onDelete}
                />
              );
            })
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}

interface GcpRowProps {
  point: EditorPoint;
  nr: number;
  dx: number | null;
  dy: number | null;
  residual: number | null;
  isOutlier: boolean;
  isSelected: boolean;
  onSelect: (key: number) => void;
  onChange: (key: number, changes: PointChanges) => void;
  onDelete: (key: number) => void;
}

const figure = (value: number | null) => (value === null ? '–' : fixed2.format(value));

const GcpRow = memo(function GcpRow({
  point,
  nr,
  dx,
  dy,
  residual,
  isOutlier,
  isSelected,
  onSelect,
  onChange,
  onDelete,
}: GcpRowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    // A point picked on a map comes into view in the table.
    if (isSelected && !ref.current?.contains(document.activeElement))
      ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isSelected]);
  const { key } = point;
  const name = `Punkt ${nr}`;
  return (
    <Row
      ref={ref}
      data-selected={isSelected || undefined}
      data-outlier={isOutlier || undefined}
      onFocus={() => {
        if (!isSelected) onSelect(key);
      }}
      onClick={() => {
        if (!isSelected) onSelect(key);
      }}
    >
      <Nr scope="row">{nr}</Nr>
      <td>
        <Checkbox
          label={`${name} aktiv`}
          isLabelHidden
          checked={point.enable}
          onChange={(enable) => onChange(key, { enable })}
        />
      </td>
      <td>
        <CellNumber
          label={`${name}: Pixel X`}
          value={point.pixelx}
          decimals={2}
          onCommit={(pixelx) => onChange(key, { pixelx })}
        />
      </td>
      <td>
        <CellNumber
          label={`${name}: Pixel Y`}
          value={point.pixely}
          decimals={2}
          onCommit={(pixely) => onChange(key, { pixely })}
        />
      </td>
      <td>
        <CellNumber
          label={`${name}: Rechtswert`}
          value={point.mapx}
          decimals={3}
          onCommit={(mapx) => onChange(key, { mapx })}
        />
      </td>
      <td>
        <CellNumber
          label={`${name}: Hochwert`}
          value={point.mapy}
          decimals={3}
          onCommit={(mapy) => onChange(key, { mapy })}
        />
      </td>
      <Figure>{figure(dx)}</Figure>
      <Figure>{figure(dy)}</Figure>
      <Figure>
        <ResidualCell>
          {figure(residual)}
          {isOutlier ? <Badge tone="danger">Ausreißer</Badge> : null}
        </ResidualCell>
      </Figure>
      <td>
        <IconButton icon="trash" variant="ghost" size="sm" label={`${name} löschen`} onClick={() => onDelete(key)} />
      </td>
    </Row>
  );
});

/** A coordinate cell: typed freely, written to the point on leaving the field or Enter; emptied, it reverts. */
function CellNumber({
  label,
  value,
  decimals,
  onCommit,
}: {
  label: string;
  value: number;
  decimals: number;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  const [message, setMessage] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (message !== null) return;
    if (draft === null) setDraft(value);
    else if (draft !== value) onCommit(draft);
  };
  return (
    <NumberField
      label={label}
      isLabelHidden
      decimals={decimals}
      value={draft}
      onChange={setDraft}
      onValidationChange={setMessage}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

const Scroller = styled.div`
  max-height: 60vh;
  overflow: auto;
  border: 1px solid ${color.border};
  &:focus-visible {
    outline: 3px solid ${color.focus};
  }
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
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${color.surfaceMuted};
    text-align: left;
    white-space: nowrap;
  }
`;

const Row = styled.tr`
  &[data-outlier] {
    background: ${color.dangerBg};
  }
  &[data-selected] {
    box-shadow: inset ${space[1]} 0 0 ${color.focus};
    background: ${color.infoBg};
  }
`;

const Nr = styled.th`
  width: ${space[10]};
  text-align: right;
`;

const Figure = styled.td`
  text-align: right;
  white-space: nowrap;
`;

const ResidualCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
`;

const EmptyCell = styled.td`
  padding: ${space[6]} ${space[4]};
  color: ${color.textSecondary};
  text-align: center;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
