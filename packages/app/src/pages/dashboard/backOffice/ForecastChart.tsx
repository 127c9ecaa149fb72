import { SurveyChart } from '@waldmonitor/ui/charts';
import { mapQuery, prognoseChart, prognoseMonths, type Prognose } from '@waldmonitor/ui/model';
import { useRpc } from '../../../api';

export interface ForecastChartProps {
  prognose: readonly Prognose[];
  year: number;
}

/**
 * Forecast against invoiced net per month of the year (a_get_invoices' `netto`). Loaded
 * lazily with echarts, only when the Prognose section shows it.
 */
export function ForecastChart({ prognose, year }: ForecastChartProps) {
  const invoices = useRpc('a_get_invoices', {});
  return (
    <SurveyChart
      title={`Prognose und Abrechnung ${year}`}
      data={mapQuery(invoices, (rows) => prognoseChart(prognoseMonths(prognose, rows, year)))}
      categoryHeader="Monat"
      fileName={`prognose-${year}`}
    />
  );
}
