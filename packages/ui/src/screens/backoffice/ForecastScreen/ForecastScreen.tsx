import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatEuroCents } from '../../../model/billing/totals';
import type { RpcParams } from '../../../model/contract';
import type { Prognose } from '../../../model/entities';
import { formatDate } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { IconButton } from '../../../primitives/IconButton';
import { Inline } from '../../../primitives/Inline';
import { Page } from '../../../primitives/Page';
import { Select } from '../../../primitives/Select';
import { Stack } from '../../../primitives/Stack';
import type { Column } from '../../../primitives/Table';
import { color, fontSize, fontWeights, visuallyHidden } from '../../../theme';
import { ListPage, type ListView } from '../../shared/ListPage';
import { activeFilters, optionChip } from '../../shared/activeFilters';
import { ListFilterField } from '../../shared/listToolbar';
import { ForecastDialog } from './ForecastDialog';

/** The forecasts list's filters: the year (its dates) and a kind ('' every kind). */
export type ForecastFilter = { year: number; art: string };

/** The chosen year's forecasts, all of them: their sum and number beside the list. */
export interface ForecastYearTotal {
  cents: number;
  count: number;
}

export interface ForecastScreenProps {
  /** One page of a_get_prognose, of the chosen year, searched (kind), filtered, sorted and paged by the service. */
  forecasts: ListView<Prognose, ForecastFilter>;
  /** The years to choose from, newest first. */
  years: readonly number[];
  /** The kinds of work the year's forecasts name: the kind filter's choices and the dialog's suggestions. */
  kinds: readonly string[];
  /** Sum and number of the chosen year's forecasts; undefined while they are read. */
  yearTotal?: ForecastYearTotal;
  /** Forecast against invoiced net per month; the app loads it with the charts chunk. */
  chart?: ReactNode;
  onAdd: (params: RpcParams<'a_insert_prognose'>) => Promise<unknown>;
  onUpdate: (params: RpcParams<'a_update_prognose'>) => Promise<unknown>;
  onDelete: (prognoseId: number) => Promise<unknown>;
}

const euro = (betrag: number) => formatEuroCents(Math.round(betrag * 100));
const monthYear = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The longest kind a row button's name repeats; a longer one is cut with "…". */
const KIND_IN_NAME = 30;

/**
 * A row button's accessible name: short and specific ("Prognose Beratung, Februar 2026"), not
 * the whole row: a kind of 100 characters made every button's name as long as the row.
 */
function describe(p: Prognose): string {
  const kind = p.art.length > KIND_IN_NAME ? `${p.art.slice(0, KIND_IN_NAME).trimEnd()}…` : p.art;
  return `Prognose ${kind}, ${monthYear.format(new Date(`${p.datum.slice(0, 10)}T00:00:00Z`))}`;
}

/**
 * Dashboard › Prognose: the chosen year's forecasts one page at a time (ListPage: search in
 * the kind, kind filter, sort; add, edit, delete), their sum, and the chart against invoiced net.
 */
export function ForecastScreen({
  forecasts,
  years,
  kinds,
  yearTotal,
  chart,
  onAdd,
  onUpdate,
  onDelete,
}: ForecastScreenProps) {
  const chartHeadingId = useId();
  const [dialog, setDialog] = useState<{ editing: Prognose | null } | null>(null);
  const [deleting, setDeleting] = useState<Prognose | null>(null);
  const { filter, onFilterChange } = forecasts;
  const { year } = filter;
  const kindOptions = useMemo(() => kinds.map((kind) => ({ value: kind, label: kind })), [kinds]);
  const addButton = (
    <Button variant="primary" icon="plus" onClick={() => setDialog({ editing: null })}>
      Prognose anlegen
    </Button>
  );

  const columns: Column<Prognose>[] = [
    { key: 'datum', header: 'Datum', width: '8rem', sortable: (p) => p.datum, cell: (p) => formatDate(p.datum) },
    { key: 'art', header: 'Art der Leistung', sortable: (p) => p.art, cell: (p) => p.art },
    {
      key: 'betrag',
      header: 'Betrag (netto)',
      width: '9rem',
      align: 'end',
      sortable: (p) => p.betrag,
      cell: (p) => euro(p.betrag),
    },
    {
      key: 'aktionen',
      header: <Hidden>Aktionen</Hidden>,
      width: '6rem',
      align: 'end',
      cell: (p) => (
        <Inline gap={1} justify="end">
          <IconButton icon="edit" label={`${describe(p)} bearbeiten`} onClick={() => setDialog({ editing: p })} />
          <IconButton icon="trash" label={`${describe(p)} löschen`} onClick={() => setDeleting(p)} />
        </Inline>
      ),
    },
  ];

  return (
    <Page title="Prognose" actions={addButton}>
      <Stack gap={4}>
        {yearTotal ? (
          <Sum>{`Summe ${year}: ${formatEuroCents(yearTotal.cents)} in ${yearTotal.count} ${yearTotal.count === 1 ? 'Prognose' : 'Prognosen'}`}</Sum>
        ) : null}
        {chart ? (
          <Stack gap={2} as="section" aria-labelledby={chartHeadingId}>
            <SectionHeading id={chartHeadingId}>Monatsvergleich</SectionHeading>
            {chart}
          </Stack>
        ) : null}
        <ListPage
          {...forecasts}
          caption={`Prognosen ${year}`}
          searchLabel="Art der Leistung suchen"
          filters={
            <>
              <YearSelect
                label="Jahr"
                value={String(year)}
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
                onChange={(value) => onFilterChange('year', Number(value))}
              />
              <ListFilterField
                label="Art"
                placeholder="Alle Arten"
                value={filter.art}
                onChange={(art) => onFilterChange('art', art)}
                options={kindOptions}
              />
            </>
          }
          activeFilters={activeFilters(
            optionChip('art', 'Art', kindOptions, filter.art, () => onFilterChange('art', '')),
          )}
          countLabel={(total, count) => `${total} ${count === 1 ? 'Prognose' : 'Prognosen'}`}
          columns={columns}
          getRowId={(p) => p.id}
          minWidth="36rem"
          emptyMessage={`Für ${year} ist noch keine Prognose erfasst.`}
          filteredEmptyMessage="Keine Prognosen gefunden."
          emptyAction={addButton}
        />
      </Stack>
      <ForecastDialog
        isOpen={dialog !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDialog(null);
        }}
        editing={dialog?.editing ?? null}
        kinds={kinds}
        onSubmit={(params) => {
          const editing = dialog?.editing;
          return editing ? onUpdate({ prognose_id: editing.id, ...params }) : onAdd(params);
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title="Prognose löschen?"
        message={
          deleting
            ? `Die Prognose „${deleting.art}“ vom ${formatDate(deleting.datum)} über ${euro(deleting.betrag)} wird gelöscht.`
            : ''
        }
        confirmLabel="Löschen"
        tone="danger"
        failed={
          deleting
            ? `Die Prognose „${deleting.art}“ vom ${formatDate(deleting.datum)} wurde nicht gelöscht.`
            : undefined
        }
        onConfirm={() => (deleting ? onDelete(deleting.id) : undefined)}
      />
    </Page>
  );
}

const YearSelect = styled(Select)`
  flex: 0 1 8rem;
`;

const Sum = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
`;
