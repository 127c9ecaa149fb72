import { memo } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { NumberField } from '../../../primitives/NumberField';
import { color, fontSize, fontWeights, media, space } from '../../../theme';
import { useForm } from '../../../forms/useForm';
import { isSupportedEpsg } from '../../../model/georef/coordinates';
import type { BBoxRow } from '../../../model/resultRows';
import { EMPTY_DRAFT } from './editorState';
import {
  mapCoordinateWarning,
  validateDraftPoint,
  type DraftPoint,
  type SheetSize,
} from '../../../model/georef/inputChecks';

export interface PointEntryProps {
  draft: DraftPoint;
  /** The map's EPSG code, named at the map coordinates; `null` when the map has none. */
  epsg: number | null;
  /** The sheet in pixels: a typed pixel outside it gets a message at the field. */
  size?: SheetSize;
  /** The client's area (a_get_bbox_from_client): a map coordinate far from it is questioned. */
  bbox?: BBoxRow | null;
  onChange: (changes: Partial<DraftPoint>) => void;
  onAdd: () => void;
  onDiscard: () => void;
}

/**
 * The new point: filled by the clicks (image, then map) or typed, the map coordinate in
 * the map's EPSG ("by typing coordinates in the map's EPSG"). The draft lives in
 * the editor's state, so the form is controlled; the form layer adds the messages at the
 * fields, the focus on the first missing value and Enter to add. Memoised: a drag does
 * not touch the draft, so these fields stay as they are.
 */
export const PointEntry = memo(function PointEntry({
  draft,
  epsg,
  size,
  bbox = null,
  onChange,
  onAdd,
  onDiscard,
}: PointEntryProps) {
  const form = useForm<DraftPoint>({
    initialValues: EMPTY_DRAFT,
    values: draft,
    onValuesChange: (next) => onChange(next),
    validate: (values) => validateDraftPoint(values, size),
    onSubmit: onAdd,
    afterSubmit: 'reset',
  });
  const isEmpty = Object.values(draft).every((value) => value === null);
  const crs = epsg === null ? 'im Koordinatensystem der Karte' : `EPSG:${epsg}`;
  // Questioned, not refused: shown at the Hochwert field (typed last) and read out with it.
  const warning = mapCoordinateWarning(
    { x: draft.mapx, y: draft.mapy },
    epsg !== null && isSupportedEpsg(epsg) ? epsg : null,
    bbox,
  );
  return (
    <Fieldset>
      <legend>Neuer Passpunkt</legend>
      <Hint>
        Ein Klick in den Scan setzt Pixel X und Y, ein Klick auf die Karte Rechts- und Hochwert; sind beide Enden
        gesetzt, wird der Punkt angelegt. Alle vier Werte lassen sich auch eintippen ({crs}).
      </Hint>
      <Fields noValidate aria-label="Neuer Passpunkt" onSubmit={form.handleSubmit}>
        <NumberField label="Pixel X" decimals={2} {...form.numberField('pixelx')} />
        <NumberField label="Pixel Y" decimals={2} {...form.numberField('pixely')} />
        <NumberField label={`Rechtswert (${crs})`} decimals={3} {...form.numberField('mapx')} />
        <NumberField
          label={`Hochwert (${crs})`}
          decimals={3}
          hint={warning ? <Warning>Bitte prüfen: {warning}</Warning> : undefined}
          {...form.numberField('mapy')}
        />
        <Actions>
          <Button type="submit" variant="primary" icon="plus">
            Punkt hinzufügen
          </Button>
          <Button
            variant="text"
            disabled={isEmpty}
            onClick={() => {
              form.reset();
              onDiscard();
            }}
          >
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

const Warning = styled.span`
  color: ${color.warning};
  font-weight: ${fontWeights.semibold};
`;

const Fields = styled.form`
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
