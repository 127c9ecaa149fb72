import { CadastreScreen, Spinner, Stack, useCodeArrived } from '@waldmonitor/ui';
import { Suspense } from 'react';
import { useViewTitle } from '../../../shell/viewTitle';
import { useCadastreReads } from './cadastreListQuery';
import { surveyCharts } from './sectionCharts';

// echarts comes with the charts: its own chunk, fetched with this section's (sectionCharts.ts).
const CadastreSurveyCharts = surveyCharts.component((m) => m.CadastreSurveyCharts);

/**
 * Dashboard › Kataster: one page of a_get_kataster_overview at a time, searched by name,
 * filtered by cadastre, sorted and counted by the data service, the view in the address
 * (`&suche=…&kataster=…&sortierung=…&seite=…`); "x von y Kunden mit Kataster" from two count
 * requests; each client linked to its page; the survey views below.
 */
export function CadastreSection() {
  useViewTitle('Kataster');
  const { clients, counts, survey } = useCadastreReads();
  // Rendered once their chunk is there, not suspended.
  const chartsArrived = useCodeArrived(surveyCharts);
  const chartsLoading = <Spinner label="Erfassungsstand wird geladen …" />;
  return (
    <Stack gap={4}>
      <CadastreScreen clients={clients} counts={counts} />
      <Suspense fallback={chartsLoading}>
        {chartsArrived ? <CadastreSurveyCharts survey={survey} /> : chartsLoading}
      </Suspense>
    </Stack>
  );
}
