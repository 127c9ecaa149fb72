import styled from 'styled-components';
import { formatEuroCents } from '../../../model/billing/totals';
import { formatGermanNumber } from '../../../model/germanNumber';
import { IconButton } from '../../../primitives/IconButton';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, fontWeights, space } from '../../../theme';
import { Amount } from './PositionEditRow';
import type { PositionRowData } from './positionRows';

export interface PositionRowProps {
  row: PositionRowData;
  lineCents: number;
  isReadOnly: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** Another change runs or another row is edited. */
  isBusy: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/**
 * A position: the explanation under the description when it is printed (erl_on). A new one the
 * service has not answered yet (no id) says "Wird gespeichert …" in place of its buttons; a
 * refusal takes it away and opens the row again with what it held (PositionsTable).
 */
export function PositionRow({
  row,
  lineCents,
  isReadOnly,
  isFirst,
  isLast,
  isBusy,
  onEdit,
  onMove,
  onDelete,
}: PositionRowProps) {
  const of = `Position ${row.lfd_nr}`;
  const isSaving = row.id === null;
  return (
    <tr aria-busy={isSaving || undefined}>
      <td>{row.lfd_nr}</td>
      <Amount>{row.anzahl === null ? '–' : formatGermanNumber(row.anzahl)}</Amount>
      <td>{row.einheit}</td>
      <td>
        <Text>{row.bez}</Text>
        {row.erl_on && row.erl ? (
          <Explanation>
            {row.erl_titel ? <strong>{row.erl_titel}: </strong> : null}
            {row.erl}
          </Explanation>
        ) : null}
      </td>
      <Amount>{row.ep === null ? '–' : formatEuroCents(Math.round(row.ep * 100))}</Amount>
      <Amount>{formatEuroCents(lineCents)}</Amount>
      <td>
        {isSaving ? (
          <Saving role="status">
            <Spinner isDecorative size="1em" />
            Wird gespeichert …
          </Saving>
        ) : isReadOnly ? null : (
          <Actions>
            <IconButton icon="edit" label={`${of} bearbeiten`} variant="ghost" disabled={isBusy} onClick={onEdit} />
            <IconButton
              icon="chevronUp"
              label={`${of} nach oben`}
              variant="ghost"
              disabled={isBusy || isFirst}
              onClick={() => onMove(-1)}
            />
            <IconButton
              icon="chevronDown"
              label={`${of} nach unten`}
              variant="ghost"
              disabled={isBusy || isLast}
              onClick={() => onMove(1)}
            />
            <IconButton icon="trash" label={`${of} löschen`} variant="ghost" disabled={isBusy} onClick={onDelete} />
          </Actions>
        )}
      </td>
    </tr>
  );
}

const Saving = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Text = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const Explanation = styled.span`
  display: block;
  margin-top: ${space[1]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;

  strong {
    font-weight: ${fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  /* Should the buttons ever be wider than their column (a larger UI size), they wrap instead of sticking out. */
  flex-wrap: wrap;
  gap: ${space[1]};
`;
