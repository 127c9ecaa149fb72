import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { NO_DOCUMENT_FILTER, type DocumentFilter } from '../../../model/billing/documentList';
import { createSeed } from '@waldmonitor/mocks';
import { documentStoryData } from '../documentStoryData';
import { DocumentListScreen, type DocumentListScreenProps } from './DocumentListScreen';

const {
  clients: STORY_DOCUMENT_CLIENTS,
  invoices: STORY_INVOICE_ROWS,
  longRows: STORY_LONG_ROWS,
  offers: STORY_OFFER_ROWS,
} = documentStoryData(createSeed());

/** Keeps the filter as the page keeps it in the address. */
function Stateful(props: Omit<DocumentListScreenProps, 'filter' | 'onFilterChange'>) {
  const [filter, setFilter] = useState<DocumentFilter>(NO_DOCUMENT_FILTER);
  return (
    <DocumentListScreen {...props} filter={filter} onFilterChange={(change) => setFilter({ ...filter, ...change })} />
  );
}

const meta = {
  title: 'Screens/Back office/Rechnungen und Angebote (DocumentListScreen)',
  component: Stateful,
  args: {
    kind: 'rechnung',
    rows: loadedQuery(STORY_INVOICE_ROWS),
    clients: STORY_DOCUMENT_CLIENTS,
    onOpen: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${STORY_INVOICE_ROWS.length} Rechnungen`);
    await userEvent.click(canvas.getAllByRole('row')[1] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(STORY_INVOICE_ROWS.at(-1)?.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Rechnung anlegen' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Filters narrow the rows, and the sums below follow what is shown. */
export const FilterAndTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sums = canvas.getByLabelText('Summe der gezeigten Rechnungen');
    const before = sums.textContent;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Archiv' }), 'ja');
    const archived = STORY_INVOICE_ROWS.filter((row) => row.archiviert).length;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${archived} von ${STORY_INVOICE_ROWS.length} Rechnungen`,
    );
    await expect(sums.textContent).not.toBe(before);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nummer, Kunde oder Bearbeiter suchen' }), 'zzz');
    await expect(canvas.getByText('Keine Rechnungen gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${STORY_INVOICE_ROWS.length} Rechnungen`);
  },
};

export const Offers: Story = {
  args: { kind: 'angebot', rows: loadedQuery(STORY_OFFER_ROWS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'angenommen');
    const accepted = STORY_OFFER_ROWS.filter((row) => row.status === 'angenommen').length;
    await expect(canvas.getByRole('status')).toHaveTextContent(`${accepted} von ${STORY_OFFER_ROWS.length} Angebote`);
  },
};

export const Loading: Story = {
  args: { rows: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Rechnungen angelegt.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { rows: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Erneut/ })).toBeInTheDocument();
  },
};

export const LongGermanText: Story = { args: { rows: loadedQuery(STORY_LONG_ROWS) } };

export const NarrowWidth: Story = {
  args: { rows: loadedQuery(STORY_LONG_ROWS) },
  globals: { viewport: { value: 'phone' } },
};

/** At 800 px the last columns are out of view: the list says so above the table. */
export const TabletArchiveColumnHint: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const archive = canvas.getByRole('columnheader', { name: /Archiv|Status/ });
    const box = canvas.getByRole('region', { name: /Alle/ }).getBoundingClientRect();
    await expect(archive.getBoundingClientRect().right).toBeGreaterThan(box.right);
    await expect(
      canvas.getByText(/Die Tabelle ist breiter als das Fenster: weitere Spalten stehen rechts\./),
    ).toBeVisible();
  },
};
