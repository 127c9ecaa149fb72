import styled from 'styled-components';
import { GEOREF_TYPES, type GeorefType } from '../../../model/domainValues';
import { MIN_CONTROL_POINTS, type ResidualUnits } from '../../../model/georef/types';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { media, space } from '../../../theme';

export interface FitSettingsProps {
  type: GeorefType;
  units: ResidualUnits;
  /** Scan resolution in dpi, saved with the georeferencing. */
  res: number | null;
  onTypeChange: (type: GeorefType) => void;
  onUnitsChange: (units: ResidualUnits) => void;
  onResChange: (res: number | null) => void;
}

const UNIT_OPTIONS = [
  { value: 'pixels', label: 'Pixel (wie QGIS)' },
  { value: 'map', label: 'Karteneinheiten (m)' },
];
const TYPE_OPTIONS = GEOREF_TYPES.map((type) => ({
  value: type.value,
  label: `${type.label} (mind. ${MIN_CONTROL_POINTS[type.value]} Punkte)`,
}));

/** The editor's settings above the fit: transformation type, residual units, scan resolution. */
export function FitSettings({ type, units, res, onTypeChange, onUnitsChange, onResChange }: FitSettingsProps) {
  return (
    <Settings>
      <Select
        label="Transformationstyp"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(value) => onTypeChange(value as GeorefType)}
      />
      <Select
        label="Residuen in"
        options={UNIT_OPTIONS}
        value={units}
        onChange={(value) => onUnitsChange(value as ResidualUnits)}
      />
      <NumberField
        label="Scanauflösung (dpi)"
        hint="Für die Maßstabsprüfung; wird mit gespeichert."
        decimals={0}
        min={1}
        max={4800}
        value={res}
        onChange={onResChange}
      />
    </Settings>
  );
}

const Settings = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr);
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${space[3]} ${space[4]};
  align-items: start;
`;
