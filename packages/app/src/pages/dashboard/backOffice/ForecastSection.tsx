import { ForecastScreen, lazyLoad, Spinner, useMessage } from '@waldmonitor/ui';
import { describeServiceError, formatDate, prognoseYears, type ExplainedFailure } from '@waldmonitor/ui/model';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRpc, useRpcMutation } from '../../../api';
import { useSetViewParams } from '../../../shell/useSearchParamState';
import { useViewTitle } from '../../../shell/viewTitle';

// echarts comes with the chart: its own chunk, loaded when this section shows it.
const ForecastChart = lazyLoad(() => import('./ForecastChart')).component((m) => m.ForecastChart);

/** `&jahr=2026` of the address; the current year without one. */
function yearParam(value: string | null, currentYear: number): number {
  return value !== null && /^\d{4}$/.test(value) ? Number(value) : currentYear;
}

/**
 * Dashboard › Prognose: a_get_prognose for the chosen year (`&jahr=`, state of the view),
 * add (a_insert_prognose), edit (a_update_prognose), delete (a_delete_prognose), and the
 * chart of forecast against invoiced net (a_get_invoices) per month.
 */
export function ForecastSection() {
  useViewTitle('Prognose');
  const message = useMessage();
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const currentYear = new Date().getFullYear();
  const year = yearParam(params.get('jahr'), currentYear);
  const prognose = useRpc('a_get_prognose', {});
  const invoices = useRpc('a_get_invoices', {});
  const insertPrognose = useRpcMutation('a_insert_prognose');
  const updatePrognose = useRpcMutation('a_update_prognose');
  const deletePrognose = useRpcMutation('a_delete_prognose');
  const years = prognoseYears(prognose.data ?? [], invoices.data ?? [], currentYear);

  return (
    <ForecastScreen
      prognose={prognose}
      year={year}
      years={years.includes(year) ? years : [year, ...years]}
      onYearChange={(next) => setViewParams({ jahr: next === currentYear ? null : String(next) })}
      chart={
        <Suspense fallback={<Spinner label="Diagramm wird geladen …" />}>
          <ForecastChart prognose={prognose.data ?? []} year={year} />
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
        const row = prognose.data?.find((p) => p.id === prognoseId);
        const subject = row ? `Die Prognose „${row.art}“ vom ${formatDate(row.datum)}` : `Die Prognose ${prognoseId}`;
        try {
          await deletePrognose({ prognose_id: prognoseId });
        } catch (cause) {
          // The dialog shows this sentence, the service's text as its details line.
          const explanation = `${subject} wurde nicht gelöscht. ${describeServiceError(cause).message}`;
          throw Object.assign(new Error(explanation, { cause }), { explanation } satisfies ExplainedFailure);
        }
        message.success(`${subject} wurde gelöscht.`);
      }}
    />
  );
}
