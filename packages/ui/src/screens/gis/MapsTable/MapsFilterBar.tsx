import { useState } from 'react';
import styled from 'styled-components';
import { MAP_STATUSES, type MapStatus } from '../../../model/domainValues';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { media, space } from '../../../theme';
import { YearField } from '../YearField';
import { hasFilters, reversedRangeMessage, type MapsFilters } from './filterMaps';
import { ClientChoice, type ClientChoiceSource } from '../../shared/ClientChoice';

export interface MapsFilterBarProps {
  filters: MapsFilters;
  onChange: (filters: MapsFilters) => void;
  /** Clears search and filters. */
  onReset: () => void;
  /** The client filter: searched, the first matches from the service. */
  clientChoice: ClientChoiceSource;
}

const thisYear = new Date().getFullYear();
const STATUS_OPTIONS = MAP_STATUSES.map((status) => ({ value: status.value, label: status.label }));

/**
 * Client, status, year range and the georeferencing figures beside the list's search,
 * applied as the person types.
 */
export function MapsFilterBar({ filters, onChange, onReset, clientChoice }: MapsFilterBarProps) {
  const set = <K extends keyof MapsFilters>(key: K, value: MapsFilters[K]) => onChange({ ...filters, [key]: value });
  const rangeError = reversedRangeMessage(filters);
  // Applied as typed, so a threshold that is no number says so at once instead of silently filtering nothing.
  const [rmseError, setRmseError] = useState<string | null>(null);
  return (
    <Bar>
      <ClientChoice
        label="Kunde"
        placeholder="Alle Kunden"
        {...clientChoice}
        value={filters.clientId === null ? '' : String(filters.clientId)}
        onChange={(value) => set('clientId', value === '' ? null : Number(value))}
      />
      <Select
        label="Bearbeitungsstand"
        placeholder="Alle"
        options={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(value) => set('status', value === '' ? null : (value as MapStatus))}
      />
      <Years>
        <YearField
          label="Jahr von"
          min={1500}
          max={thisYear}
          value={filters.yearFrom}
          onChange={(value) => set('yearFrom', value)}
        />
        <YearField
          label="Jahr bis"
          min={1500}
          max={thisYear}
          value={filters.yearTo}
          error={rangeError}
          onChange={(value) => set('yearTo', value)}
        />
      </Years>
      <Figures>
        <Checkbox
          label="Noch nicht georeferenziert"
          hint="Ohne Transformationstyp oder mit zu wenigen aktiven Passpunkten"
          checked={filters.notGeoreferenced}
          onChange={(checked) => set('notGeoreferenced', checked)}
        />
        <Threshold>
          <NumberField
            label="RMSE über (m)"
            placeholder="z. B. 2,5"
            min={0}
            decimals={2}
            value={filters.rmseAbove}
            error={rmseError}
            onValidationChange={setRmseError}
            onChange={(value) => set('rmseAbove', value)}
          />
        </Threshold>
      </Figures>
      <Reset>
        <Button variant="text" icon="close" disabled={!hasFilters(filters)} onClick={onReset}>
          Filter zurücksetzen
        </Button>
      </Reset>
    </Bar>
  );
}

const Bar = styled.div`
  flex: 1 1 100%;
  display: grid;
  grid-template-columns: repeat(2, minmax(calc(${space[12]} * 3), 1fr)) auto auto;
  align-items: end;
  gap: ${space[3]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Years = styled.div`
  display: grid;
  grid-template-columns: repeat(2, calc(${space[12]} * 2));
  gap: ${space[2]};
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Figures = styled.div`
  grid-column: 1 / -2;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space[3]} ${space[6]};
  ${media.mobile} {
    grid-column: auto;
  }
`;

const Threshold = styled.div`
  width: calc(${space[12]} * 3);
`;

const Reset = styled.div`
  justify-self: start;
`;
