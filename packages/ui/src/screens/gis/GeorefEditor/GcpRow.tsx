import { memo, useState, type KeyboardEvent } from 'react';
import { Badge } from '../../../primitives/Badge';
import { Checkbox } from '../../../primitives/Checkbox';
import { IconButton } from '../../../primitives/IconButton';
import { NumberField } from '../../../primitives/NumberField';
import { formatGermanNumber } from '../../../model/germanNumber';
import type { EditorPoint, PointChanges } from './editorState';
import { pixelOutsideMessage, type SheetSize } from '../../../model/georef/inputChecks';

// A residual of −0,001 rounds to "-0,00": a sign on nothing. Only real negatives keep theirs.
const fixed2 = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

export interface GcpRowProps {
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
  /** The row's position, for the virtualiser's measuring. */
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
  /** The scan in pixels, for the pixel cells' range. */
  size?: SheetSize;
}

const figure = (value: number | null) => (value === null ? '–' : fixed2.format(value));

/**
 * One point's row. While a point is dragged every row's residuals change, so every row
 * renders; its fields and buttons are memoised parts that render only for the point that
 * moved, and the rest is plain markup styled by the table.
 */
export const GcpRow = memo(function GcpRow({
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
  index,
  measure,
  size,
}: GcpRowProps) {
  const select = () => {
    if (!isSelected) onSelect(point.key);
  };
  return (
    <tr
      data-index={index}
      ref={measure}
      data-selected={isSelected || undefined}
      data-outlier={isOutlier || undefined}
      onFocus={select}
      onClick={select}
    >
      <th scope="row" className="nr">
        {nr}
      </th>
      <PointFields point={point} nr={nr} onChange={onChange} size={size} />
      <td className="figure">{figure(dx)}</td>
      <td className="figure">{figure(dy)}</td>
      <td className="figure">
        <span className="residual">
          {figure(residual)}
          {isOutlier ? <Badge tone="danger">Ausreißer</Badge> : null}
        </span>
      </td>
      <td>
        <DeleteButton pointKey={point.key} nr={nr} onDelete={onDelete} />
      </td>
    </tr>
  );
});

const PointFields = memo(function PointFields({
  point,
  nr,
  onChange,
  size,
}: {
  point: EditorPoint;
  nr: number;
  onChange: (key: number, changes: PointChanges) => void;
  size?: SheetSize;
}) {
  const { key } = point;
  const name = `Punkt ${nr}`;
  return (
    <>
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
          pointKey={key}
          field="pixelx"
          onChange={onChange}
          outside={(value) => pixelOutsideMessage(value, 'x', size)}
        />
      </td>
      <td>
        <CellNumber
          label={`${name}: Pixel Y`}
          value={point.pixely}
          decimals={2}
          pointKey={key}
          field="pixely"
          onChange={onChange}
          outside={(value) => pixelOutsideMessage(value, 'y', size)}
        />
      </td>
      <td>
        <CellNumber
          label={`${name}: Rechtswert`}
          value={point.mapx}
          decimals={3}
          pointKey={key}
          field="mapx"
          onChange={onChange}
        />
      </td>
      <td>
        <CellNumber
          label={`${name}: Hochwert`}
          value={point.mapy}
          decimals={3}
          pointKey={key}
          field="mapy"
          onChange={onChange}
        />
      </td>
    </>
  );
});

const DeleteButton = memo(function DeleteButton({
  pointKey,
  nr,
  onDelete,
}: {
  pointKey: number;
  nr: number;
  onDelete: (key: number) => void;
}) {
  return (
    <IconButton
      icon="trash"
      variant="ghost"
      size="sm"
      label={`Punkt ${nr} löschen`}
      onClick={() => onDelete(pointKey)}
    />
  );
});

type CoordinateField = 'pixelx' | 'pixely' | 'mapx' | 'mapy';

/**
 * A coordinate cell: typed freely, written to the point on leaving the field or Enter.
 * Memoised on plain props, so the fields of points that did not move stay as they are
 * while a drag changes every row's residuals. A cleared cell is not
 * written (a point needs all four values) and says so with the value that still holds;
 * Escape brings that value back. A value `outside` refuses (a pixel beyond the scan) is
 * not written either.
 */
const CellNumber = memo(function CellNumber({
  label,
  value,
  decimals,
  pointKey,
  field,
  onChange,
  outside,
}: {
  label: string;
  value: number;
  decimals: number;
  pointKey: number;
  field: CoordinateField;
  onChange: (key: number, changes: PointChanges) => void;
  outside?: (value: number | null) => string | null;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  const [message, setMessage] = useState<string | null>(null);
  const [isLeftEmpty, setLeftEmpty] = useState(false);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const refusal = outside?.(draft) ?? null;
  const emptyMessage =
    isLeftEmpty && draft === null
      ? `Bitte einen Wert eingeben; bis dahin gilt ${formatGermanNumber(value, decimals)}. Esc stellt ihn wieder her.`
      : null;
  const commit = () => {
    if (message !== null || refusal !== null) return;
    if (draft === null) setLeftEmpty(true);
    else if (draft !== value) onChange(pointKey, { [field]: draft });
  };
  return (
    <NumberField
      label={label}
      isLabelHidden
      decimals={decimals}
      value={draft}
      error={refusal ?? emptyMessage}
      onChange={(next) => {
        setDraft(next);
        if (next !== null) setLeftEmpty(false);
      }}
      onValidationChange={setMessage}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') {
          setDraft(value);
          setLeftEmpty(false);
        }
      }}
    />
  );
});
