import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery, type QueryState } from '../../../model/queryState';
import type { ClientListRow } from '../../../model/resultRows';
import { sortRows, type SortState } from '../../../primitives/Table';
import type { ListPageData } from '../../shared/ListPage';
import { katasterStatusOf, type ClientFilter } from '../clientFilter';
import { LONG_NAME_CLIENT, STORY_CLIENTS, storyClient } from '../storyData';
import { CLIENT_COLUMNS } from './clientColumns';
import { ClientsScreen, type ClientsScreenProps } from './ClientsScreen';

const PAGE_SIZE = 25;
const NO_FILTER: ClientFilter = { bundesland: '', kataster: '' };

/** 60 generated clients beside the four of the stories: three pages. */
const SIXTY_CLIENTS = Array.from({ length: 60 }, (_, index) =>
  storyClient({ client_id: 100 + index, name: `Forstbetrieb ${String(index + 1).padStart(2, '0')}`, karten: index }),
);

/**
 * The screen with its search, filters, sort and page in story state, and a stand-in for
 * the data service that searches (name, place), filters, sorts and pages `all` as the
 * service would. A story passing `clients` itself (loading, failure) shows that.
 */
function StatefulClientsScreen(props: ClientsScreenProps & { all?: readonly ClientListRow[] }) {
  const { all, ...screenProps } = props;
  const [searchText, setSearchText] = useState(props.searchText);
  const [filter, setFilter] = useState<ClientFilter>(props.filter);
  const [sort, setSort] = useState<SortState>(props.sort);
  const [page, setPage] = useState(props.page);
  let clients: QueryState<ListPageData<ClientListRow>> = props.clients;
  if (all) {
    const words = searchText.toLowerCase().split(/\s+/).filter(Boolean);
    const kataster = katasterStatusOf(filter.kataster);
    const found = all.filter(
      (client) =>
        (filter.bundesland === '' || client.bundesland === filter.bundesland) &&
        (kataster === null || client.kataster_status === kataster) &&
        words.every((word) => `${client.name} ${client.ort ?? ''}`.toLowerCase().includes(word)),
    );
    const sorted = sortRows(found, CLIENT_COLUMNS, sort);
    clients = loadedQuery({ rows: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length });
  }
  const isFiltered = searchText.trim() !== '' || filter.bundesland !== '' || filter.kataster !== '';
  return (
    <ClientsScreen
      {...screenProps}
      clients={clients}
      searchText={searchText}
      onSearchChange={(next) => {
        props.onSearchChange(next);
        setSearchText(next);
        setPage(1);
      }}
      filter={filter}
      onFilterChange={(change) => {
        props.onFilterChange(change);
        setFilter({ ...filter, ...change });
        setPage(1);
      }}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange(next);
        setSort(next);
        setPage(1);
      }}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      isFiltered={isFiltered}
      onResetFilters={() => {
        props.onResetFilters();
        setSearchText('');
        setFilter(NO_FILTER);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Back office/Kunden (ClientsScreen)',
  component: ClientsScreen,
  render: (args) => <StatefulClientsScreen {...args} />,
  args: {
    all: STORY_CLIENTS,
    clients: loadingQuery(),
    searchText: '',
    onSearchChange: fn(),
    filter: NO_FILTER,
    onFilterChange: fn(),
    sort: { key: 'name', direction: 'asc' },
    onSortChange: fn(),
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    isFiltered: false,
    onResetFilters: fn(),
    onOpenClient: fn(),
    onAddClient: fn(),
  },
} satisfies Meta<typeof StatefulClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());
const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Alle Kunden' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Kunden');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByText('Stadtwerke Kassel AG'));
    await expect(args.onOpenClient).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde anlegen' }));
    await expect(args.onAddClient).toHaveBeenCalled();
  },
};

/** Search, Land and cadastre go to the caller, which asks the service; no match offers "Filter zurücksetzen". */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name, Ort oder Ansprechpartner suchen' }), 'stadt');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('stadt');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 Kunden');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'HE');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ bundesland: 'HE' });
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 Kunde$/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kataster' }), 'aus');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ kataster: 'aus' });
    await expect(canvas.getByRole('status')).toHaveTextContent('0 Kunden');
    await expect(canvas.getByText('Keine Kunden gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Kunden');
  },
};

/** A header click asks the service for another order. */
export const SortByMaps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Karten/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'karten', direction: 'asc' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement).at(-1)).toHaveTextContent('Forstbetriebsgemeinschaft Tharandter Wald');
  },
};

/** 64 clients, 25 a page: the service's total in the toolbar, page 3 holds the last 14. */
export const Paged: Story = {
  args: { all: [...STORY_CLIENTS, ...SIXTY_CLIENTS] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('64 Kunden');
    await expect(canvas.getByRole('table', { name: 'Alle Kunden' })).toHaveAttribute('aria-rowcount', '65');
    const pages = canvas.getByRole('navigation', { name: 'Alle Kunden: Seiten' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Seite 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(14));
  },
};

export const Loading: Story = {
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { all: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Kunden angelegt.')).toBeInTheDocument();
    const [, emptyAction] = canvas.getAllByRole('button', { name: 'Kunde anlegen' });
    await userEvent.click(emptyAction!);
    await expect(args.onAddClient).toHaveBeenCalledTimes(1);
  },
};

export const Error: Story = {
  args: { all: undefined, clients: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanText: Story = { args: { all: [LONG_NAME_CLIENT, ...STORY_CLIENTS] } };

export const NarrowWidth: Story = {
  args: { all: [LONG_NAME_CLIENT, ...STORY_CLIENTS] },
  globals: { viewport: { value: 'phone' } },
};
