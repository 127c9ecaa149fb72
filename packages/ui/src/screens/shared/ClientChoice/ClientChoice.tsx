import { useMemo, useState, type Ref } from 'react';
import { describeServiceError } from '../../../model/contract/errors';
import { clientOptions } from '../../../model/clientOptions';
import type { Client } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { Combobox } from '../../../primitives/Combobox';

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
  /** The field's label, e.g. "Kunde". */
  label: string;
  /** The chosen client's id as text; '' for none. */
  value: string;
  /** The chosen id ('' for none) and its row, e.g. for the client's EPSG. */
  onChange: (value: string, row: ClientChoiceRow | null) => void;
  /** Shown while no client is chosen, e.g. "Kein Kunde" or "Alle Kunden". */
  placeholder: string;
  isRequired?: boolean;
  error?: string;
  /** Under the field, e.g. "Wird sofort gespeichert." */
  hint?: string;
  disabled?: boolean;
  /** The input, e.g. for a form's focus on its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** Why the list is empty when the service failed; the field says it without being opened. */
function failureHint(matches: QueryState<ClientMatches>): string | undefined {
  return matches.error
    ? `Die Kunden konnten nicht geladen werden: ${describeServiceError(matches.error).message}`
    : undefined;
}

/**
 * A client chosen by searching, in one field (Combobox): typing asks the service for the
 * first matches of name or place, the list offers them and says when there are more, a pick
 * chooses; the chosen client is always shown by its name, even when the search no longer
 * finds it. The × clears the choice ("Alle Kunden" in a filter, "Kein Kunde" in a form).
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
  const rows = matches.data?.rows ?? NO_ROWS;
  // The row last chosen here keeps its name while another search runs, even without `current`.
  const [picked, setPicked] = useState<ClientChoiceRow | null>(null);
  const chosen =
    [current, picked, ...rows].find(
      (row): row is ClientChoiceRow => row !== null && row !== undefined && String(row.client_id) === value,
    ) ?? null;
  const options = useMemo(() => clientOptions(rows), [rows]);
  const failure = failureHint(matches);
  return (
    <Combobox
      ref={ref}
      label={label}
      placeholder={placeholder}
      isRequired={isRequired}
      error={error}
      hint={failure && hint ? `${failure} ${hint}` : (failure ?? hint)}
      disabled={disabled}
      options={options}
      value={value}
      valueLabel={chosen ? clientOptions([chosen])[0]?.label : undefined}
      search={search}
      onSearchChange={onSearchChange}
      isLoading={matches.isLoading}
      total={matches.data?.total}
      onChange={(next) => {
        const row = rows.find((candidate) => String(candidate.client_id) === next) ?? null;
        setPicked(row);
        onChange(next, row);
      }}
    />
  );
}

const NO_ROWS: readonly ClientChoiceRow[] = [];

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

/**
 * The chosen client's name for a filter's chip ("Kunde: Stadt Calw"): from the row read on its
 * own or the matches; "Nr. <id>" while neither has come, null when none is chosen.
 */
export function chosenClientName(source: ClientChoiceSource, value: string): string | null {
  if (value === '') return null;
  const row = [source.current, ...(source.matches.data?.rows ?? [])].find(
    (candidate) => candidate !== null && candidate !== undefined && String(candidate.client_id) === value,
  );
  return row?.name ?? `Nr. ${value}`;
}
