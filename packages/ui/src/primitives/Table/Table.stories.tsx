import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadingQuery } from '../../model/queryState';
import { Button } from '../Button';
import { Table } from './Table';
import {
  fullName,
  longTextUsers,
  numberedColumns,
  storyUsers,
  tenThousandRows,
  userColumns,
  type StoryUser,
} from './tableStoryData';
import type { RowId, SortState } from './types';

const meta = {
  title: 'Primitives/Table',
  component: Table<StoryUser>,
  args: {
    caption: 'Nutzer',
    columns: userColumns,
    rows: storyUsers,
    getRowId: (user: StoryUser) => user.user_id,
    rowLabel: fullName,
  },
} satisfies Meta<typeof Table<StoryUser>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole<HTMLTableRowElement>('row').slice(1);

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Nutzer' });
    await expect(table).toHaveAttribute('aria-rowcount', String(storyUsers.length + 1));
    await expect(bodyRows(canvasElement)).toHaveLength(storyUsers.length);
    await expect(within(bodyRows(canvasElement)[0]!).getByText('12.04.2023')).toBeInTheDocument();
  },
};

export const Sorting: Story = {
  name: 'Sortieren',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Schneider, Lena');

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Ahrens, Jan');
    // German collation: Ö sorts with O, between "Neumann" and "Richter".
    const names = bodyRows(canvasElement).map((row) => row.cells[0]?.textContent);
    await expect(names.indexOf('Öztürk, Elif')).toBe(names.indexOf('Neumann, David') + 1);

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Zimmermann, Matthias');

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Schneider, Lena');
  },
};

/** The caller owns the sort (e.g. in the URL): the table reports clicks and shows what it is given. */
export const ControlledSort: Story = {
  name: 'Sortierung von außen',
  args: { onSortChange: fn() },
  render: function Render(args) {
    const [sort, setSort] = useState<SortState>({ key: 'registriert', direction: 'desc' });
    return (
      <Table
        {...args}
        sort={sort}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Registrierungsdatum' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Günther, Ida');
    await userEvent.click(canvas.getByRole('button', { name: 'Rolle' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'rolle', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: 'Rolle' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { rows: [], query: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Nutzer' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Einträge werden geladen …');
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Einträge vorhanden.')).toBeInTheDocument();
  },
};

export const EmptyWithAction: Story = {
  name: 'Leer mit Aktion',
  args: {
    rows: [],
    emptyMessage: 'Noch keine Nutzer angelegt.',
    emptyAction: (
      <Button variant="primary" icon="plus">
        Nutzer anlegen
      </Button>
    ),
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: {
    rows: [],
    query: failedQuery(new TypeError('Failed to fetch'), onRetry),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Das hat nicht geklappt.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Meldung des Dienstes: Failed to fetch');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Selection: Story = {
  name: 'Auswahl',
  args: { onSelectionChange: fn() },
  render: function Render(args) {
    const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
    return (
      <Table
        {...args}
        selectedIds={selectedIds}
        onSelectionChange={(ids) => {
          args.onSelectionChange?.(ids);
          setSelectedIds(ids);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Alle Zeilen auswählen' });
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(storyUsers.map((u) => u.user_id));
    await expect(all).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Müller, Jonas auswählen' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      storyUsers.filter((u) => u.user_id !== 102).map((u) => u.user_id),
    );
    await expect(all).not.toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);

    await userEvent.click(all);
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};

export const RowClick: Story = {
  name: 'Zeile anklicken',
  args: { onRowClick: fn() },
  play: async ({ args, canvasElement }) => {
    const rows = bodyRows(canvasElement);
    rows[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(storyUsers[1]);
    await userEvent.tab();
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(storyUsers[2]);
    await userEvent.click(within(rows[3]!).getByText(storyUsers[3]!.email));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(storyUsers[3]);
    await expect(args.onRowClick).toHaveBeenCalledTimes(3);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { caption: 'Nutzer der Forstbetriebsgemeinschaften mit Kartierungsaufträgen', rows: longTextUsers },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { minWidth: '40rem' },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nutzer' });
    // The table keeps its minimum width and the region scrolls sideways.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // A shade on the right says more columns lie there; scrolled to the end, it moves left.
    const shade = (side: 'start' | 'end') => canvasElement.querySelector(`[data-hidden-content="${side}"]`);
    await waitFor(() => expect(shade('end')).not.toBeNull());
    await expect(shade('start')).toBeNull();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(shade('start')).not.toBeNull());
    await expect(shade('end')).toBeNull();
    region.scrollLeft = 0;
    await waitFor(() => expect(shade('start')).toBeNull());
  },
};

/** 10,000 rows scroll smoothly: only the rows in view (plus a few) are in the DOM. */
export const TenThousandRows: Story = {
  name: 'Zehntausend Zeilen',
  render: () => (
    <Table
      caption="Zählungen"
      columns={numberedColumns}
      rows={tenThousandRows}
      getRowId={(row) => row.id}
      maxHeight="25rem"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Zählungen' });
    const region = canvas.getByRole('region', { name: 'Zählungen' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(canvas.getByText('Zeile 1')).toBeVisible());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);

    await waitFor(() => {
      region.scrollTop = region.scrollHeight;
      const last = canvas.getByText('Zeile 10.000');
      const inView = last.getBoundingClientRect().bottom <= region.getBoundingClientRect().bottom + 1;
      expect(inView).toBe(true);
    });
    await expect(canvas.getByText('Zeile 10.000').closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    await expect(canvas.queryByText('Zeile 1')).toBeNull();
  },
};

const Narrow = styled.div`
  max-width: 20rem;
`;
