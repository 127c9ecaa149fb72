import { useState } from 'react';
import { fn, within } from 'storybook/test';
import { loadingQuery } from '../../../model/queryState';
import type { SortState } from '../../../primitives/Table';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { storyPage } from '../../shared/ListPage/storyList';
import { storyClients, storyMapRows } from '../storyData';
import { NO_FILTERS, filterMaps, type MapsFilters, type MapsTableRow } from './filterMaps';
import { MapsTable, type MapsTableProps } from './MapsTable';
import { mapsColumns } from './mapsColumns';

export const twelve = storyMapRows(12);
export const many = storyMapRows(140);
const PAGE_SIZE = 50;

type StoryProps = MapsTableProps & { all?: readonly MapsTableRow[] };

/**
 * The table with its filters, sort and page in story state, and a stand-in for the data
 * service that filters, sorts and pages `all` as the service would (filterMaps). A story
 * passing `maps` itself (loading, failure) shows that.
 */
function StatefulMapsTable(props: StoryProps) {
  const { all, ...tableProps } = props;
  const [filters, setFilters] = useState<MapsFilters>(props.filters);
  const [sort, setSort] = useState<SortState>(props.sort);
  const [page, setPage] = useState(props.page);
  const columns = mapsColumns({ getMapHref: props.getMapHref });
  const maps = all ? storyPage(filterMaps(all, filters), columns, sort, page, PAGE_SIZE) : props.maps;
  return (
    <MapsTable
      {...tableProps}
      maps={maps}
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange(next);
        setFilters(next);
        setPage(1);
      }}
      onResetFilters={() => {
        props.onResetFilters();
        setFilters(NO_FILTERS);
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
    />
  );
}

/** What the maps table's story files share: the stateful table over twelve story maps. */
export const mapsTableStoryMeta = {
  component: MapsTable,
  render: (args: StoryProps) => <StatefulMapsTable {...args} />,
  args: {
    all: twelve,
    maps: loadingQuery(),
    clientFilter: fixedClientChoice(storyClients),
    newMapClients: fixedClientChoice(storyClients),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    onResetFilters: fn(),
    sort: null,
    onSortChange: fn(),
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    getMapHref: (row: MapsTableRow) => `/gis/index?karte=${row.id}`,
    onOpen: fn(),
    onCreate: fn(async () => null),
    onDelete: fn(async () => null),
  } satisfies StoryProps,
};

export const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Karten' }))
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1);
