import { useState, type Ref } from 'react';
import styled from 'styled-components';
import { describeServiceError } from '../../../model/contract/errors';
import { clientOptions } from '../../../model/clientOptions';
import type { Client } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';

export type ClientChoiceRow = Pick<Client, 'client_id' | 'name'> & Partial<Pick<Client, 'ort' | 'epsg'>>;

/** The first matches of a search and how many the service found in all. */
export interface ClientMatches {
  rows: readonly ClientChoiceRow[];
  total: number;
}

/**
 * What the data glue hands the choice: the search text, the first matches of it (read by
 * the service, never every client), and the chosen client by name when it is not among them.
 */
export interface ClientChoiceSource {
  search: string;
  onSearchChange: (text: string) => void;
  matches: QueryState<ClientMatches>;
  /** The chosen client, read on its own (`client_id=eq.`); null while none is chosen or it loads. */
  current: ClientChoiceRow | null;
}

export interface ClientChoiceProps extends ClientChoiceSource {
  /** The select's label, e.g. "Kunde". */
  label: string;
  /** The chosen client's id as text; '' for none. */
  value: string;
  /** The chosen id ('' for none) and its row, e.g. for the client's EPSG. */
  onChange: (value: string, row: ClientChoiceRow | null) => void;
  /** The empty entry, e.g. "Kein Kunde" or "Alle Kunden". */
  placeholder: string;
  isRequired?: boolean;
  error?: string;
  /** Under the select, e.g. "Wird sofort gespeichert." */
  hint?: string;
  disabled?: boolean;
  /** The select, e.g. for a form's focus on its first invalid field. */
  ref?: Ref<HTMLSelectElement>;
}

/** Only the first matches are offered: the search narrows them (requirements §7 reads, one page). */
function matchHint(matches: QueryState<ClientMatches>, search: string): string | undefined {
  if (matches.error) return `Die Kunden konnten nicht geladen werden: ${describeServiceError(matches.error).message}`;
  const found = matches.data;
  if (!found) return undefined;
  if (found.rows.length === 0 && search.trim() !== '') return 'Keine Treffer';
  if (found.total > found.rows.length) return 'Weitere Treffer: bitte genauer suchen';
  return undefined;
}

/**
 * A client chosen by searching: "Kunde suchen" asks the service for the first matches, the
 * select offers them (and the chosen client, always by its name). Two labelled native
 * controls, so keyboard, screen readers and the phone's picker work as everywhere else.
 */
export function ClientChoice({
  label,
  value,
  onChange,
  placeholder,
  isRequired,
  error,
  hint,
  disabled = false,
  ref,
  search,
  onSearchChange,
  matches,
  current,
}: ClientChoiceProps) {
  const rows = matches.data?.rows ?? [];
  // The row last chosen here stays offered while another search runs, even without `current`.
  const [picked, setPicked] = useState<ClientChoiceRow | null>(null);
  const chosen =
    [current, picked].find((row): row is ClientChoiceRow => row !== null && String(row.client_id) === value) ?? null;
  const shown = chosen && !rows.some((row) => row.client_id === chosen.client_id) ? [chosen, ...rows] : rows;
  return (
    <Root>
      <TextField
        label={`${label} suchen`}
        icon="search"
        isClearable
        autoComplete="off"
        value={search}
        onChange={onSearchChange}
        disabled={disabled}
        hint={matchHint(matches, search)}
      />
      <Select
        label={label}
        placeholder={matches.isLoading && shown.length === 0 ? 'Kunden werden gesucht …' : placeholder}
        isRequired={isRequired}
        error={error}
        ref={ref}
        hint={hint}
        disabled={disabled}
        options={clientOptions(shown)}
        value={value}
        onChange={(next) => {
          const row = shown.find((candidate) => String(candidate.client_id) === next) ?? null;
          setPicked(row);
          onChange(next, row);
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${space[3]};
  align-items: start;
`;

/** A choice among clients already at hand (stories, tests): no search, every one offered. */
export function fixedClientChoice(
  rows: readonly ClientChoiceRow[],
  current: ClientChoiceRow | null = null,
): ClientChoiceSource {
  return {
    search: '',
    onSearchChange: () => undefined,
    matches: { data: { rows, total: rows.length }, isLoading: false, error: null, onRetry: async () => undefined },
    current,
  };
}
