import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { prognoseOfYear } from '../../../model/billing/prognose';
import { formatEuroCents } from '../../../model/billing/totals';
import type { RpcParams } from '../../../model/contract';
import type { Prognose } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { formatDate } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { IconButton } from '../../../primitives/IconButton';
import { Inline } from '../../../primitives/Inline';
import { Page } from '../../../primitives/Page';
import { Select } from '../../../primitives/Select';
import { Stack } from '../../../primitives/Stack';
import { Table, type Column } from '../../../primitives/Table';
import { color, fontSize, fontWeights, visuallyHidden } from '../../../theme';
import { ForecastDialog } from './ForecastDialog';

export interface ForecastScreenProps {
  /** a_get_prognose, as one read: every forecast; the screen shows the chosen year's. */
  prognose: QueryState<readonly Prognose[]>;
  year: number;
  /** The years to choose from, newest first. */
  years: readonly number[];
  onYearChange: (year: number) => void;
  /** Forecast against invoiced net per month; the app loads it with the charts chunk. */
  chart?: ReactNode;
  onAdd: (params: RpcParams<'a_insert_prognose'>) => Promise<unknown>;
  onUpdate: (params: RpcParams<'a_update_prognose'>) => Promise<unknown>;
  onDelete: (prognoseId: number) => Promise<unknown>;
}

const NO_PROGNOSE: readonly Prognose[] = [];
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

/** Dashboard › Prognose: the year's forecasts (add, edit, delete) and the chart against invoiced net. */
export function ForecastScreen({
  prognose: read,
  year,
  years,
  onYearChange,
  chart,
  onAdd,
  onUpdate,
  onDelete,
}: ForecastScreenProps) {
  const chartHeadingId = useId();
  const [dialog, setDialog] = useState<{ editing: Prognose | null } | null>(null);
  const [deleting, setDeleting] = useState<Prognose | null>(null);
  const prognose = read.data ?? NO_PROGNOSE;
  const rows = useMemo(() => prognoseOfYear(prognose, year), [prognose, year]);
  const kinds = useMemo(
    () => [...new Set(prognose.map((p) => p.art))].sort((a, b) => a.localeCompare(b, 'de')),
    [prognose],
  );
  const totalCents = rows.reduce((sum, p) => sum + Math.round(p.betrag * 100), 0);

  const columns: Column<Prognose>[] = [
    { key: 'datum', header: 'Datum', width: '8rem', sortValue: (p) => p.datum, cell: (p) => formatDate(p.datum) },
    { key: 'art', header: 'Art der Leistung', sortValue: (p) => p.art, cell: (p) => p.art },
    {
      key: 'betrag',
      header: 'Betrag (netto)',
      width: '9rem',
      align: 'end',
      sortValue: (p) => p.betrag,
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
    <Page
      title="Prognose"
      query={read}
      loadingLabel="Prognosen werden geladen …"
      errorTitle="Die Prognosen konnten nicht geladen werden."
      actions={
        <Button variant="primary" icon="plus" onClick={() => setDialog({ editing: null })}>
          Prognose anlegen
        </Button>
      }
    >
      <Stack gap={4}>
        <Inline gap={4} align="end" wrap>
          <YearSelect>
            <Select
              label="Jahr"
              value={String(year)}
              options={years.map((y) => ({ value: String(y), label: String(y) }))}
              onChange={(value) => onYearChange(Number(value))}
            />
          </YearSelect>
          <Sum role="status">{`Summe ${year}: ${formatEuroCents(totalCents)} in ${rows.length} ${rows.length === 1 ? 'Prognose' : 'Prognosen'}`}</Sum>
        </Inline>
        {chart ? (
          <Stack gap={2} as="section" aria-labelledby={chartHeadingId}>
            <SectionHeading id={chartHeadingId}>Monatsvergleich</SectionHeading>
            {chart}
          </Stack>
        ) : null}
        <Table
          caption={`Prognosen ${year}`}
          columns={columns}
          rows={rows}
          getRowId={(p) => p.id}
          minWidth="36rem"
          emptyMessage={`Für ${year} ist noch keine Prognose erfasst.`}
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
        onConfirm={() => (deleting ? onDelete(deleting.id) : undefined)}
      />
    </Page>
  );
}

const YearSelect = styled.div`
  min-width: 8rem;
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
