import { CadastreScreen, lazyLoad, Spinner, Stack } from '@waldmonitor/ui';
import { Suspense } from 'react';
import { useRpc } from '../../../api';
import { useViewTitle } from '../../../shell/viewTitle';

// echarts comes with the charts: its own chunk, loaded when this section shows them.
const CadastreSurveyCharts = lazyLoad(() => import('./CadastreSurveyCharts')).component((m) => m.CadastreSurveyCharts);

/** Dashboard › Kataster: a_get_kataster_overview, each client linked to its page, and the survey views. */
export function CadastreSection() {
  useViewTitle('Kataster');
  const overview = useRpc('a_get_kataster_overview', {});
  return (
    <Stack gap={4}>
      <CadastreScreen rows={overview} />
      <Suspense fallback={<Spinner label="Erfassungsstand wird geladen …" />}>
        <CadastreSurveyCharts />
      </Suspense>
    </Stack>
  );
}
