import type { ForecastFilter, SortState } from '@waldmonitor/ui';
import type { Prognose } from '@waldmonitor/ui/model';
import { searchConditions, useList, useRpc, type ListCondition, type ListOrder, type ListQuery } from '../../../api';
import type { FilterParam, ListSchema } from '../../../lists/useListParams';
import { pageRange, sortOrder, useListView, type ListRequest } from '../../../lists/useListView';

/** The columns the list sorts by, as the data service orders them (the id breaks ties, so pages never overlap). */
const FORECAST_SORTS: Record<string, readonly ListOrder<Prognose>[]> = {
  datum: [{ column: 'datum' }],
  art: [{ column: 'art' }, { column: 'datum' }],
  betrag: [{ column: 'betrag' }],
};

const DEFAULT_SORT: NonNullable<SortState> = { key: 'datum', direction: 'asc' };

/** The year in the address (`jahr=2025`); anything else, and the current year, is the current year. */
function yearParam(currentYear: number): FilterParam<number> {
  return {
    key: 'jahr',
    parse: (raw) => (raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : currentYear),
    format: (year) => (year === currentYear ? null : String(year)),
    choosesView: true,
  };
}

/** A kind of work (`art=Beratung`), any text; '' every kind. */
const kindParam: FilterParam<string> = {
  key: 'art',
  parse: (raw) => raw?.trim() ?? '',
  format: (kind) => kind || null,
};

/**
 * The list's address inside the back office's view
 * (`?bereich=prognose&jahr=…&suche=…&art=…&sortierung=…&seite=…`), so a year's filtered,
 * sorted page can be linked and survives a reload (architecture §5: view state).
 */
export function forecastList(currentYear: number): ListSchema<ForecastFilter> {
  return {
    search: 'suche',
    filters: { year: yearParam(currentYear), art: kindParam },
    sort: { key: 'sortierung', columns: Object.keys(FORECAST_SORTS), default: DEFAULT_SORT },
    page: 'seite',
    pageSize: 25,
  };
}

/** The dates of a year, both days included: the condition that serves the year from the date index. */
export function yearConditions(year: number): ListCondition<Prognose>[] {
  return [
    { column: 'datum', op: 'gte', value: `${year}-01-01` },
    { column: 'datum', op: 'lte', value: `${year}-12-31` },
  ];
}

/** One page of the forecasts list as the data service is asked for it: the year, the kind, the search in the kind. */
export function forecastListQuery({
  search,
  filters,
  sort,
  ...page
}: ListRequest<ForecastFilter>): ListQuery<Prognose> {
  const where: ListCondition<Prognose>[] = [...yearConditions(filters.year)];
  if (filters.art) where.push({ column: 'art', op: 'eq', value: filters.art });
  where.push(...searchConditions<Prognose>(search));
  return { where, order: sortOrder(FORECAST_SORTS, sort, DEFAULT_SORT, 'id'), ...pageRange(page) };
}

const FORECAST_LIST = forecastList(new Date().getFullYear());

/**
 * A year's forecasts, for the chart, the sum and the kinds: one per month and kind of work,
 * a few dozen; the limit only guards against a runaway year.
 */
const YEAR_LIMIT = 1000;
const FIRST = { order: [{ column: 'datum' as const }, { column: 'id' as const }], limit: 1, offset: 0 };
const LAST = {
  order: [
    { column: 'datum' as const, descending: true },
    { column: 'id' as const, descending: true },
  ],
  limit: 1,
  offset: 0,
};

/**
 * The forecast section's reads: the page the address asks for, the year's forecasts (sum,
 * kinds, chart), the first and the last forecast (the years to choose from), and the chart's
 * invoiced net per month. Called by
 * ForecastSection, and by the back office while the section's code loads (ReadAhead).
 */
export function useForecastReads() {
  const forecasts = useListView('a_get_prognose', FORECAST_LIST, forecastListQuery);
  const { year } = forecasts.filter;
  const ofYear = useList(
    'a_get_prognose',
    {},
    { where: yearConditions(year), order: FIRST.order, limit: YEAR_LIMIT, offset: 0 },
  );
  const first = useList('a_get_prognose', {}, FIRST);
  const last = useList('a_get_prognose', {}, LAST);
  const invoiced = useRpc('a_get_invoiced_per_month', { jahr: year });
  return { forecasts, ofYear, first, last, invoiced };
}
