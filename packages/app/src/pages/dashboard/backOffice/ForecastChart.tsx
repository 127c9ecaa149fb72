import { SurveyChart } from '@waldmonitor/ui/charts';
import {
  allQueries,
  mapQuery,
  prognoseChart,
  prognoseMonths,
  type Prognose,
  type QueryState,
  type RpcResult,
} from '@waldmonitor/ui/model';

export interface ForecastChartProps {
  /** The year's forecasts (the section's read of the year). */
  prognose: QueryState<readonly Prognose[]>;
  year: number;
  /** The year's invoiced net per month (a_get_invoiced_per_month), read with the section's list. */
  invoiced: QueryState<RpcResult<'a_get_invoiced_per_month'>>;
}

/**
 * Forecast against invoiced net per month of the year, summed by the data service
 * (a_get_invoiced_per_month: twelve rows, not every invoice). Loaded lazily with echarts,
 * only when the Prognose section shows it; its data is read with the section's list
 * (useForecastReads), so the request does not wait for echarts. Drawn once both reads are
 * there, not first without the forecasts and again with them.
 */
export function ForecastChart({ prognose, year, invoiced }: ForecastChartProps) {
  return (
    <SurveyChart
      title={`Prognose und Abrechnung ${year}`}
      data={mapQuery(allQueries([prognose, invoiced] as const), ([rows, months]) =>
        prognoseChart(prognoseMonths(rows, months, year)),
      )}
      categoryHeader="Monat"
      fileName={`prognose-${year}`}
    />
  );
}
