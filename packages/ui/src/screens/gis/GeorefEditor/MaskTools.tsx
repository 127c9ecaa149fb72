import styled from 'styled-components';
import type { ScanMask } from '../../../model/georef/scanMask';
import type { XY } from '../../../model/georef/types';
import { Button } from '../../../primitives/Button';
import { color, space } from '../../../theme';

export interface MaskToolsProps {
  mask: ScanMask | null;
  /** The vertices set so far while a mask is drawn; `null` when none is. */
  drawing: readonly XY[] | null;
  /** Why the drawn polygon cannot be the mask (maskProblem), German. */
  problem: string | null;
  onStart: () => void;
  onUndoVertex: () => void;
  onClose: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

const count = new Intl.NumberFormat('de-DE');

/**
 * The scan pane's mask controls: draw a polygon around the part of the sheet that is map, so
 * the margin, legend and title stay out of the preview, the script and the results.
 */
export function MaskTools({
  mask,
  drawing,
  problem,
  onStart,
  onUndoVertex,
  onClose,
  onCancel,
  onRemove,
}: MaskToolsProps) {
  if (drawing) {
    return (
      <Tools role="group" aria-label="Maske zeichnen">
        <p role="status">
          Maske: Klicken (oder Enter am Fadenkreuz) setzt Eckpunkte, {count.format(drawing.length)} gesetzt.
        </p>
        <Button size="sm" variant="primary" disabled={drawing.length < 3} onClick={onClose}>
          Maske schließen
        </Button>
        <Button size="sm" disabled={drawing.length === 0} onClick={onUndoVertex}>
          Letzten Eckpunkt entfernen
        </Button>
        <Button size="sm" variant="text" onClick={onCancel}>
          Abbrechen
        </Button>
        {problem ? <Problem role="alert">{problem}</Problem> : null}
      </Tools>
    );
  }
  return (
    <Tools role="group" aria-label="Maske">
      <p>
        {mask
          ? `Maske mit ${count.format(mask.length)} Eckpunkten: Vorschau, Skript und Ergebnis lassen das Grau aus.`
          : 'Ohne Maske: der ganze Scan mit Rand und Legende wird entzerrt.'}
      </p>
      <Button size="sm" onClick={onStart}>
        {mask ? 'Maske neu zeichnen' : 'Maske zeichnen'}
      </Button>
      {mask ? (
        <Button size="sm" variant="text" onClick={onRemove}>
          Maske entfernen
        </Button>
      ) : null}
    </Tools>
  );
}

const Tools = styled.div`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${space[2]};
`;

const Problem = styled.p`
  flex-basis: 100%;
  && {
    color: ${color.danger};
  }
`;
