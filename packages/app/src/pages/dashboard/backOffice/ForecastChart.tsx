import { SurveyChart } from '@waldmonitor/ui/charts';
import { mapQuery, prognoseChart, prognoseMonths, type Prognose } from '@waldmonitor/ui/model';
import { useRpc } from '../../../api';

export interface ForecastChartProps {
  prognose: readonly Prognose[];
  year: number;
}

/**
 * Forecast against invoiced net per month of the year, summed by the data service
 * (a_get_invoiced_per_month: twelve rows, not every invoice). Loaded lazily with echarts,
 * only when the Prognose section shows it.
 */
export function ForecastChart({ prognose, year }: ForecastChartProps) {
  const invoiced = useRpc('a_get_invoiced_per_month', { jahr: year });
  return (
    <SurveyChart
      title={`Prognose und Abrechnung ${year}`}
      data={mapQuery(invoiced, (months) => prognoseChart(prognoseMonths(prognose, months, year)))}
      categoryHeader="Monat"
      fileName={`prognose-${year}`}
    />
  );
}
