import { SurveyChart } from '@waldmonitor/ui/charts';
import {
  mapQuery,
  prognoseChart,
  prognoseMonths,
  type Prognose,
  type QueryState,
  type RpcResult,
} from '@waldmonitor/ui/model';

export interface ForecastChartProps {
  prognose: readonly Prognose[];
  year: number;
  /** The year's invoiced net per month (a_get_invoiced_per_month), read with the section's list. */
  invoiced: QueryState<RpcResult<'a_get_invoiced_per_month'>>;
}

/**
 * Forecast against invoiced net per month of the year, summed by the data service
 * (a_get_invoiced_per_month: twelve rows, not every invoice). Loaded lazily with echarts,
 * only when the Prognose section shows it; its data is read with the section's list
 * (useForecastReads), so the request does not wait for echarts.
 */
export function ForecastChart({ prognose, year, invoiced }: ForecastChartProps) {
  return (
    <SurveyChart
      title={`Prognose und Abrechnung ${year}`}
      data={mapQuery(invoiced, (months) => prognoseChart(prognoseMonths(prognose, months, year)))}
      categoryHeader="Monat"
      fileName={`prognose-${year}`}
    />
  );
}
