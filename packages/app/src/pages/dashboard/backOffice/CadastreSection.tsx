import { CadastreScreen, lazyLoad, Spinner, Stack, useCodeArrived } from '@waldmonitor/ui';
import { Suspense } from 'react';
import { useList } from '../../../api';
import { useListView } from '../../../lists/useListView';
import { useViewTitle } from '../../../shell/viewTitle';
import { ALL_CLIENTS, CADASTRE_LIST, WITH_KATASTER, cadastreListQuery } from './cadastreListQuery';

// echarts comes with the charts: its own chunk, loaded when this section shows them.
const surveyCharts = lazyLoad(() => import('./CadastreSurveyCharts'));
const CadastreSurveyCharts = surveyCharts.component((m) => m.CadastreSurveyCharts);

/**
 * Dashboard › Kataster: one page of a_get_kataster_overview at a time, searched by name,
 * filtered by cadastre, sorted and counted by the data service, the view in the address
 * (`&suche=…&kataster=…&sortierung=…&seite=…`); "x von y Kunden mit Kataster" from two count
 * requests; each client linked to its page; the survey views below.
 */
export function CadastreSection() {
  useViewTitle('Kataster');
  const clients = useListView('a_get_kataster_overview', CADASTRE_LIST, cadastreListQuery);
  const all = useList('a_get_kataster_overview', {}, ALL_CLIENTS);
  const withKataster = useList('a_get_kataster_overview', {}, WITH_KATASTER);
  const counts =
    all.data && withKataster.data ? { clients: all.data.total, withKataster: withKataster.data.total } : undefined;
  // Rendered once their chunk is there, not suspended: they read the survey views themselves.
  const chartsArrived = useCodeArrived(surveyCharts);
  const chartsLoading = <Spinner label="Erfassungsstand wird geladen …" />;
  return (
    <Stack gap={4}>
      <CadastreScreen clients={clients} counts={counts} />
      <Suspense fallback={chartsLoading}>{chartsArrived ? <CadastreSurveyCharts /> : chartsLoading}</Suspense>
    </Stack>
  );
}
