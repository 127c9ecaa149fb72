import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createSeed } from '@waldmonitor/mocks';
import type { DocumentFilter, DocumentListRow } from '../../../model/billing/documentList';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import type { ListPageData, ListView } from '../../shared/ListPage';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { expectCompactToolbar, storyListView } from '../../shared/ListPage/storyList';
import { StoryClientSearch } from '../clientSearchStory';
import { documentStoryData } from '../documentStoryData';
import { DocumentListScreen, type DocumentListScreenProps } from './DocumentListScreen';

const {
  clients: STORY_DOCUMENT_CLIENTS,
  invoices: STORY_INVOICE_ROWS,
  longRows: STORY_LONG_ROWS,
  offers: STORY_OFFER_ROWS,
} = documentStoryData(createSeed());
const SEED_CLIENTS = createSeed().kunde;

const PAGE_SIZE = 25;
const NO_FILTER: DocumentFilter = { client: '', status: '', archiv: '', von: '', bis: '' };

/** The service's newest-first page of `rows`, with the total over all pages. */
const pageOf = (rows: readonly DocumentListRow[], page = 1) =>
  loadedQuery<ListPageData<DocumentListRow>>({
    rows: [...rows].sort((a, b) => b.id - a.id).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: rows.length,
  });

/** Sums as a_get_invoice_totals answers them, for the stories (the service sums in the app). */
const sumsOf = (rows: readonly DocumentListRow[]) =>
  loadedQuery({
    netCents: rows.reduce((sum, row) => sum + row.netCents, 0),
    grossCents: rows.reduce((sum, row) => sum + row.grossCents, 0),
  });

/** Keeps the page as the app keeps it in the address; the page's rows come from `all` (newest first). */
function Stateful({ all, ...props }: DocumentListScreenProps & { all?: readonly DocumentListRow[] }) {
  const [page, setPage] = useState(props.documents.page);
  const documents: ListView<DocumentListRow, DocumentFilter> = {
    ...props.documents,
    list: all ? pageOf(all, page) : props.documents.list,
    page,
    onPageChange: (next) => {
      setPage(next);
      props.documents.onPageChange(next);
    },
  };
  return <DocumentListScreen {...props} documents={documents} />;
}

const START = storyListView<DocumentListRow, DocumentFilter>(NO_FILTER, { key: 'id', direction: 'desc' }, PAGE_SIZE);

const meta = {
  title: 'Screens/Back office/Rechnungen und Angebote (DocumentListScreen)',
  component: Stateful,
  args: {
    kind: 'rechnung',
    all: STORY_INVOICE_ROWS,
    documents: START,
    sums: sumsOf(STORY_INVOICE_ROWS),
    clientFilter: fixedClientChoice(STORY_DOCUMENT_CLIENTS),
    onOpen: fn(),
    onAdd: fn(),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Die Listen „Angebote“ und „Rechnungen“ der Verwaltung: seitenweise, durchsuchbar nach Nummer, Kunde oder Bearbeiter, gefiltert nach Kunde, Zeitraum und Status bzw. Archiv und sortierbar. Darunter Netto und Brutto aller passenden Dokumente; eine Zeile öffnet das Dokument.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Angebote und Rechnungen), §7 GET /angebot_liste, GET /rechnung_liste, a_get_offer_totals, a_get_invoice_totals',
      tun: [
        'Anzahl und Summen vom Datendienst über alle Seiten holen, nicht aus den geladenen Zeilen.',
        'Gesetzte Filter unter den Feldern einzeln entfernbar zeigen.',
      ],
      lassen: [
        'Brutto nicht sortierbar machen: Es wird je Dokument aus Netto und Steuersatz berechnet und ist keine Spalte des Datendienstes.',
        'Nicht alle Kunden in den Kundenfilter laden: Er sucht beim Datendienst.',
      ],
    },
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());
const newest = [...STORY_INVOICE_ROWS].sort((a, b) => b.id - a.id);

/** The total is the service's count over all pages; a page holds 25 rows; the sums cover every invoice. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${STORY_INVOICE_ROWS.length} Rechnungen`);
    // The page's 25 rows and the header, once the list has laid itself out for the window.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(PAGE_SIZE + 1));
    await expect(canvas.getByLabelText('Summe aller Rechnungen')).toHaveTextContent('Netto');
    await userEvent.click(canvas.getAllByRole('row')[1] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(newest[0]?.id);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Rechnung anlegen' })[0] as HTMLElement);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Search, filters, sort and page are the caller's (the address): each change is reported. */
export const ViewChangesReported: Story = {
  name: 'Änderungen der Ansicht gemeldet',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nummer, Kunde oder Bearbeiter suchen' }), 'F');
    await expect(args.documents.onSearchChange).toHaveBeenCalledWith('F');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Archiv' }), 'ja');
    await expect(args.documents.onFilterChange).toHaveBeenCalledWith('archiv', 'ja');
    await userEvent.type(canvas.getByLabelText('Datum von'), '2026-01-01');
    await expect(args.documents.onFilterChange).toHaveBeenCalledWith('von', '2026-01-01');
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Netto/ })).getByRole('button'));
    await expect(args.documents.onSortChange).toHaveBeenCalledWith({ key: 'netCents', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 2' }));
    await expect(args.documents.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(String(newest[PAGE_SIZE]?.id));
  },
};

/** The Brutto column follows from net and rate per document: no column of the service, so not sortable. */
export const GrossNotSortable: Story = {
  name: 'Brutto nicht sortierbar',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('columnheader', { name: 'Brutto' })).queryByRole('button')).toBeNull();
  },
};

const archived = STORY_INVOICE_ROWS.filter((row) => row.archiviert);

/** A filter's page and the service's sums of every matching invoice. */
export const FilteredWithSums: Story = {
  name: 'Gefiltert mit Summen',
  args: {
    all: archived,
    documents: { ...START, filter: { ...NO_FILTER, archiv: 'ja' }, isFiltered: true },
    sums: loadedQuery({ netCents: 1234567, grossCents: 1469135 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${archived.length} Rechnungen`);
    const sums = canvas.getByLabelText('Summe der gefundenen Rechnungen');
    await expect(sums).toHaveTextContent('12.345,67');
    await expect(sums).toHaveTextContent('14.691,35');
  },
};

export const FilteredEmpty: Story = {
  name: 'Gefiltert ohne Treffer',
  args: {
    all: undefined,
    documents: { ...START, list: loadedQuery({ rows: [], total: 0 }), searchText: 'zzz', isFiltered: true },
    sums: loadedQuery({ netCents: 0, grossCents: 0 }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Rechnungen gefunden.')).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/Summe/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.documents.onResetFilters).toHaveBeenCalled();
  },
};

const calw = SEED_CLIENTS.find((client) => client.ort === 'Calw')!;

/**
 * The client filter is searched on the service (the first 20 matches of the name or place,
 * "Weitere Treffer" while more match); the chosen client goes into the filter (the address).
 */
export const ClientFilterSearched: Story = {
  name: 'Kundenfilter mit Suche',
  render: (args) => (
    <StoryClientSearch clients={SEED_CLIENTS}>
      {(choice) => <Stateful {...args} clientFilter={choice} />}
    </StoryClientSearch>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One field: no separate "Kunde suchen" beside a select.
    await expect(canvas.queryByRole('textbox', { name: 'Kunde suchen' })).toBeNull();
    const field = canvas.getByRole('combobox', { name: 'Kunde' });
    await userEvent.click(field);
    await expect(canvas.getByText(/weitere Treffer: zum Eingrenzen weiter tippen/)).toBeVisible();
    await userEvent.type(field, 'calw');
    const listbox = canvas.getByRole('listbox', { name: 'Kunde' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .every((option) => /calw/i.test(option.textContent ?? '')),
      ).toBe(true),
    );
    await userEvent.click(canvas.getByRole('option', { name: `${calw.name} (${calw.ort})` }));
    await expect(args.documents.onFilterChange).toHaveBeenCalledWith('client', String(calw.client_id));
  },
};

/** Filtered by a client from the address (`?kunde=`): shown by its name though no search found it yet. */
export const ClientFilterFromAddress: Story = {
  name: 'Kundenfilter aus der Adresse',
  args: {
    documents: { ...START, filter: { ...NO_FILTER, client: String(calw.client_id) }, isFiltered: true },
    clientFilter: fixedClientChoice([], calw),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Kunde' })).toHaveDisplayValue(`${calw.name} (${calw.ort})`);
    // The filter in force as a chip; its × clears the client filter.
    await userEvent.click(canvas.getByRole('button', { name: `Kunde: ${calw.name} entfernen` }));
    await expect(args.documents.onFilterChange).toHaveBeenCalledWith('client', '');
  },
};

export const ClientFilterNoMatch: Story = {
  name: 'Kundenfilter ohne Treffer',
  args: { clientFilter: { ...fixedClientChoice([]), search: 'Harz' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Kunde' }));
    await expect(within(canvasElement).getByText('Keine Treffer')).toBeVisible();
  },
};

export const ClientFilterLoading: Story = {
  name: 'Kundenfilter lädt',
  args: { clientFilter: { ...fixedClientChoice([]), matches: loadingQuery() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Kunde' }));
    await expect(within(canvasElement).getByText('Wird gesucht …')).toBeVisible();
  },
};

/** The clients cannot be searched: said at the filter; the list itself still shows. */
export const ClientFilterFails: Story = {
  name: 'Kundenfilter scheitert',
  args: {
    clientFilter: {
      ...fixedClientChoice([]),
      matches: failedQuery(new globalThis.Error('Datenbank nicht erreichbar.')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Die Kunden konnten nicht geladen werden/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${STORY_INVOICE_ROWS.length} Rechnungen`);
  },
};

export const Offers: Story = {
  name: 'Angebote',
  args: { kind: 'angebot', all: STORY_OFFER_ROWS, sums: sumsOf(STORY_OFFER_ROWS) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${STORY_OFFER_ROWS.length} Angebote`);
    await expect(canvas.queryByRole('combobox', { name: 'Archiv' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'angenommen');
    await expect(args.documents.onFilterChange).toHaveBeenCalledWith('status', 'angenommen');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined, sums: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: {
    all: undefined,
    documents: { ...START, list: loadedQuery({ rows: [], total: 0 }) },
    sums: loadedQuery({ netCents: 0, grossCents: 0 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Rechnungen angelegt.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { all: undefined, documents: { ...START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Erneut/ })).toBeInTheDocument();
  },
};

export const LongGermanText: Story = { name: 'Langer deutscher Text', args: { all: STORY_LONG_ROWS } };

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { all: STORY_LONG_ROWS },
  globals: { viewport: { value: 'phone' } },
};

/** At 768 px the last columns are out of view: the table's right edge is shaded (the Table's own hint). */
export const TabletArchiveColumnHint: Story = {
  name: 'Tablet, Hinweis auf weitere Spalten',
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const archive = canvas.getByRole('columnheader', { name: /Archiv|Status/ });
    const box = canvas.getByRole('region', { name: /Alle/ }).getBoundingClientRect();
    await expect(archive.getBoundingClientRect().right).toBeGreaterThan(box.right);
    await waitFor(() => expect(canvasElement.querySelector('[data-hidden-content="end"]')).not.toBeNull());
  },
};

/** Every filter set: the client, the archive and a date range, as chips under the fields. */
const ALL_FILTERS: DocumentFilter = {
  client: String(calw.client_id),
  status: '',
  archiv: 'nein',
  von: '2025-01-01',
  bis: '2026-12-31',
};
const allFiltersArgs = {
  documents: { ...START, filter: ALL_FILTERS, isFiltered: true },
  clientFilter: fixedClientChoice(STORY_DOCUMENT_CLIENTS, calw),
};

/**
 * At 1440 px (the sidebar's 210 px beside it) with every filter set: fields in one row, the
 * chips and count in a second; the first invoice shows without scrolling (900 px high).
 */
export const CompactFiltersWide: Story = {
  name: 'Alle Filter, breites Fenster',
  args: allFiltersArgs,
  globals: { viewport: { value: 'wide' } },
  tags: ['visual'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(100vw - 210px)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCompactToolbar(canvasElement, 'Alle Rechnungen filtern', 100);
    await expect(
      within(canvas.getByRole('list', { name: 'Aktive Filter' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([`Kunde: ${calw.name}`, 'Archiv: Nur offene', 'Datum von: 01.01.2025', 'Datum bis: 31.12.2026']);
    await expect(canvas.getByRole('button', { name: 'Alle Filter zurücksetzen' })).toBeVisible();
  },
};

/** At 800 px: the fields wrap to two rows, the chips take a third; the list still starts in view. */
export const CompactFiltersSmallWindow: Story = {
  name: 'Alle Filter, kleines Fenster',
  args: allFiltersArgs,
  globals: { viewport: { value: 'small' } },
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectCompactToolbar(canvasElement, 'Alle Rechnungen filtern', 180);
    await userEvent.click(canvas.getByRole('button', { name: 'Alle Filter zurücksetzen' }));
    await expect(args.documents.onResetFilters).toHaveBeenCalledTimes(1);
  },
};
