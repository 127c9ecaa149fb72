import { ForecastScreen, Spinner, useCodeArrived, useMessage } from '@waldmonitor/ui';
import { formatDate, mapQuery, prognoseYears } from '@waldmonitor/ui/model';
import { Suspense, useMemo } from 'react';
import { useRpcMutation } from '../../../api';
import { useViewTitle } from '../../../shell/viewTitle';
import { useForecastReads } from './forecastListQuery';
import { forecastChart } from './sectionCharts';

// echarts comes with the chart: its own chunk, fetched with this section's (sectionCharts.ts).
const ForecastChart = forecastChart.component((m) => m.ForecastChart);

/**
 * Dashboard › Prognose: one page of a_get_prognose at a time, of the chosen year, searched
 * and filtered by kind, sorted and counted by the data service, the view in the address
 * (`&jahr=…&suche=…&art=…&sortierung=…&seite=…`); the year's forecasts for the sum and the
 * chart against the invoiced net per month (a_get_invoiced_per_month), the first and the last forecast for the years
 * to choose from; add (a_insert_prognose), edit (a_update_prognose), delete (a_delete_prognose).
 */
export function ForecastSection() {
  useViewTitle('Prognose');
  const message = useMessage();
  const { forecasts, ofYear, first, last, invoiced } = useForecastReads();
  const { year } = forecasts.filter;
  const insertPrognose = useRpcMutation('a_insert_prognose');
  const updatePrognose = useRpcMutation('a_update_prognose');
  const deletePrognose = useRpcMutation('a_delete_prognose');
  const yearRows = ofYear.data?.rows;
  const years = prognoseYears(
    [first.data?.rows[0]?.datum, last.data?.rows[0]?.datum, `${year}-01-01`],
    new Date().getFullYear(),
  );
  const kinds = useMemo(
    () => [...new Set((yearRows ?? []).map((p) => p.art))].sort((a, b) => a.localeCompare(b, 'de')),
    [yearRows],
  );
  // Rendered once its chunk is there, not suspended.
  const chartArrived = useCodeArrived(forecastChart);
  const chartLoading = <Spinner label="Diagramm wird geladen …" />;
  const yearTotal = yearRows && {
    cents: yearRows.reduce((sum, p) => sum + Math.round(p.betrag * 100), 0),
    count: ofYear.data?.total ?? yearRows.length,
  };

  return (
    <ForecastScreen
      forecasts={forecasts}
      years={years}
      kinds={kinds}
      yearTotal={yearTotal}
      chart={
        <Suspense fallback={chartLoading}>
          {chartArrived ? (
            <ForecastChart prognose={mapQuery(ofYear, (page) => page.rows)} year={year} invoiced={invoiced} />
          ) : (
            chartLoading
          )}
        </Suspense>
      }
      onAdd={async (values) => {
        await insertPrognose(values);
        message.success(`Die Prognose „${values.art}“ wurde angelegt.`);
      }}
      onUpdate={async (values) => {
        await updatePrognose(values);
        message.success(`Die Prognose „${values.art}“ wurde gespeichert.`);
      }}
      onDelete={async (prognoseId) => {
        const row = forecasts.list.data?.rows.find((p) => p.id === prognoseId);
        const subject = row ? `Die Prognose „${row.art}“ vom ${formatDate(row.datum)}` : `Die Prognose ${prognoseId}`;
        // A refusal rejects: the confirmation shows it and stays open.
        await deletePrognose({ prognose_id: prognoseId });
        message.success(`${subject} wurde gelöscht.`);
      }}
    />
  );
}
