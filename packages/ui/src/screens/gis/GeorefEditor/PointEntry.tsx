import { memo } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { NumberField } from '../../../primitives/NumberField';
import { color, fontSize, fontWeights, media, space } from '../../../theme';
import { completeDraft, type DraftPoint } from './editorState';

export interface PointEntryProps {
  draft: DraftPoint;
  /** The map's EPSG code, named at the map coordinates; `null` when the map has none. */
  epsg: number | null;
  onChange: (changes: Partial<DraftPoint>) => void;
  onAdd: () => void;
  onDiscard: () => void;
}

/**
 * The new point: filled by the clicks (image, then map) or typed, the map coordinate in
 * the map's EPSG (issue 7: "by typing coordinates in the map's EPSG"). Memoised: a drag
 * does not touch the draft, so these fields stay as they are.
 */
export const PointEntry = memo(function PointEntry({ draft, epsg, onChange, onAdd, onDiscard }: PointEntryProps) {
  const isComplete = completeDraft(draft) !== null;
  const isEmpty = Object.values(draft).every((value) => value === null);
  const crs = epsg === null ? 'im Koordinatensystem der Karte' : `EPSG:${epsg}`;
  return (
    <Fieldset>
      <legend>Neuer Passpunkt</legend>
      <Hint>
        Ein Klick in den Scan setzt Pixel X und Y, ein Klick auf die Karte Rechts- und Hochwert; sind beide Enden
        gesetzt, wird der Punkt angelegt. Alle vier Werte lassen sich auch eintippen ({crs}).
      </Hint>
      <Fields
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isComplete) {
            event.preventDefault();
            onAdd();
          }
        }}
      >
        <NumberField
          label="Pixel X"
          decimals={2}
          min={0}
          value={draft.pixelx}
          onChange={(pixelx) => onChange({ pixelx })}
        />
        <NumberField
          label="Pixel Y"
          decimals={2}
          min={0}
          value={draft.pixely}
          onChange={(pixely) => onChange({ pixely })}
        />
        <NumberField
          label={`Rechtswert (${crs})`}
          decimals={3}
          value={draft.mapx}
          onChange={(mapx) => onChange({ mapx })}
        />
        <NumberField
          label={`Hochwert (${crs})`}
          decimals={3}
          value={draft.mapy}
          onChange={(mapy) => onChange({ mapy })}
        />
        <Actions>
          <Button variant="primary" icon="plus" disabled={!isComplete} onClick={onAdd}>
            Punkt hinzufügen
          </Button>
          <Button variant="text" disabled={isEmpty} onClick={onDiscard}>
            Verwerfen
          </Button>
        </Actions>
      </Fields>
    </Fieldset>
  );
});

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  min-width: 0;
  margin: 0;
  padding: ${space[3]} ${space[4]} ${space[4]};
  border: 1px solid ${color.border};
  legend {
    padding: 0 ${space[1]};
    font-weight: ${fontWeights.semibold};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns:
    repeat(2, minmax(calc(${space[12]} * 2), 1fr)) repeat(2, minmax(calc(${space[12]} * 3), 1.5fr))
    auto;
  align-items: end;
  gap: ${space[3]};
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${space[2]};
  ${media.mobile} {
    grid-column: 1 / -1;
  }
`;
