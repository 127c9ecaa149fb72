import { useState } from 'react';
import styled from 'styled-components';
import { MAP_STATUSES, type MapStatus } from '../../../model/domainValues';
import { Checkbox } from '../../../primitives/Checkbox';
import { NumberField } from '../../../primitives/NumberField';
import { controlHeight, space } from '../../../theme';
import { activeFilters, filterChip, optionChip, type ActiveFilter } from '../../shared/activeFilters';
import { ClientChoice, chosenClientName, type ClientChoiceSource } from '../../shared/ClientChoice';
import { ListFilterField, ListFilterSlot } from '../../shared/listToolbar';
import { YearField } from '../YearField';
import { reversedRangeMessage, type MapsFilters } from './filterMaps';

export interface MapsFilterBarProps {
  filters: MapsFilters;
  onChange: (filters: MapsFilters) => void;
  /** The client filter: searched, the first matches from the service. */
  clientChoice: ClientChoiceSource;
}

const thisYear = new Date().getFullYear();
const STATUS_OPTIONS = MAP_STATUSES.map((status) => ({ value: status.value, label: status.label }));
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/**
 * Client, status, year range and the georeferencing figures, as fields of the list's one
 * filter row beside its search (ListPage's toolbar), applied as the person types.
 */
export function MapsFilterBar({ filters, onChange, clientChoice }: MapsFilterBarProps) {
  const set = <K extends keyof MapsFilters>(key: K, value: MapsFilters[K]) => onChange({ ...filters, [key]: value });
  const rangeError = reversedRangeMessage(filters);
  // Applied as typed, so a threshold that is no number says so at once instead of silently filtering nothing.
  const [rmseError, setRmseError] = useState<string | null>(null);
  return (
    <>
      <ListFilterSlot>
        <ClientChoice
          label="Kunde"
          placeholder="Alle Kunden"
          {...clientChoice}
          value={filters.clientId === null ? '' : String(filters.clientId)}
          onChange={(value) => set('clientId', value === '' ? null : Number(value))}
        />
      </ListFilterSlot>
      <ListFilterField
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
      <NotYet>
        <Checkbox
          label="Noch nicht georeferenziert"
          hint="Ohne Transformationstyp oder mit zu wenigen aktiven Passpunkten"
          checked={filters.notGeoreferenced}
          onChange={(checked) => set('notGeoreferenced', checked)}
        />
      </NotYet>
    </>
  );
}

/** The filters in force as the list's chips; the search is not one (its field has its own ×). */
export function mapsFilterChips(
  filters: MapsFilters,
  onChange: (filters: MapsFilters) => void,
  clientChoice: ClientChoiceSource,
): ActiveFilter[] {
  const clear = (patch: Partial<MapsFilters>) => () => onChange({ ...filters, ...patch });
  return activeFilters(
    filterChip(
      'client',
      'Kunde',
      chosenClientName(clientChoice, filters.clientId === null ? '' : String(filters.clientId)),
      clear({ clientId: null }),
    ),
    optionChip('status', 'Bearbeitungsstand', STATUS_OPTIONS, filters.status ?? '', clear({ status: null })),
    filterChip('yearFrom', 'Jahr von', filters.yearFrom?.toString() ?? null, clear({ yearFrom: null })),
    filterChip('yearTo', 'Jahr bis', filters.yearTo?.toString() ?? null, clear({ yearTo: null })),
    filterChip(
      'rmse',
      'RMSE über',
      filters.rmseAbove === null ? null : `${decimal.format(filters.rmseAbove)} m`,
      clear({ rmseAbove: null }),
    ),
    filters.notGeoreferenced
      ? { key: 'notGeoreferenced', label: 'Noch nicht georeferenziert', onRemove: clear({ notGeoreferenced: false }) }
      : null,
  );
}

const Years = styled.div`
  display: grid;
  flex: 0 1 13rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[2]};
`;

const Threshold = styled.div`
  flex: 0 1 8rem;
`;

/** Beside the fields' controls, not their labels: the row aligns at the bottom. */
const NotYet = styled.div`
  display: flex;
  flex: 0 1 16rem;
  align-items: center;
  min-height: ${controlHeight.md};
`;
