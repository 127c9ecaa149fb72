import type { ForecastFilter } from '@waldmonitor/ui';
import type { Prognose } from '@waldmonitor/ui/model';
import { useList, useRpc, type ListCondition, type ListOrder } from '../../../api';
import { defineList, equals, type ListFilter } from '../../../lists/defineList';
import { useListView } from '../../../lists/useListView';

/** The columns the list sorts by, as the data service orders them. */
const FORECAST_SORTS: Record<string, readonly ListOrder<Prognose>[]> = {
  datum: [{ column: 'datum' }],
  art: [{ column: 'art' }, { column: 'datum' }],
  betrag: [{ column: 'betrag' }],
};

/** The year in the address (`jahr=2025`); anything else, and the current year, is the current year. */
function yearFilter(currentYear: number): ListFilter<number, Prognose> {
  return {
    key: 'jahr',
    parse: (raw) => (raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : currentYear),
    format: (year) => (year === currentYear ? null : String(year)),
    where: yearConditions,
    choosesView: true,
  };
}

/** A kind of work (`art=Beratung`), any text; '' every kind. */
const kindFilter: ListFilter<string, Prognose> = {
  key: 'art',
  parse: (raw) => raw?.trim() ?? '',
  format: (kind) => kind || null,
  where: equals('art'),
};

/**
 * The forecasts of a year inside the back office's view
 * (`?bereich=prognose&jahr=…&suche=…&art=…&sortierung=…&seite=…`), so a year's filtered,
 * sorted page can be linked and survives a reload (architecture §3: view state): the year,
 * the kind, the search in the kind.
 */
export function forecastList(currentYear: number) {
  return defineList<'a_get_prognose', ForecastFilter>({
    call: 'a_get_prognose',
    filters: { year: yearFilter(currentYear), art: kindFilter },
    sorts: FORECAST_SORTS,
    defaultSort: { key: 'datum', direction: 'asc' },
    rowKey: 'id',
    pageSize: 25,
  });
}

/** The dates of a year, both days included: the condition that serves the year from the date index. */
export function yearConditions(year: number): ListCondition<Prognose>[] {
  return [
    { column: 'datum', op: 'gte', value: `${year}-01-01` },
    { column: 'datum', op: 'lte', value: `${year}-12-31` },
  ];
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
  const forecasts = useListView(FORECAST_LIST);
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
