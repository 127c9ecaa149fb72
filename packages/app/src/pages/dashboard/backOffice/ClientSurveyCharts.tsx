import { Card, Grid } from '@waldmonitor/ui';
import { SurveyChart } from '@waldmonitor/ui/charts';
import {
  SURVEY_OVERVIEW_CALLS,
  allQueries,
  lengthByErfqChart,
  lengthByQdtChart,
  surveyObjectsChart,
  mapQuery,
  surveyShare,
} from '@waldmonitor/ui/model';
import { useRpc } from '../../../api';

const percent = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/**
 * The client's survey: the five a_get_*_overview_vermessen as measured
 * versus assumed, and the client's drainage lengths by erfq (a_get_draenage_overview_erfq with its
 * optional client_id) and by qdt (a_get_draenage_overview_qdt, ours). A client's page shows that
 * client's figures only: every client's lengths belong to the Kataster section, and a new client
 * sees its own empty state. Loaded lazily with echarts, only when shown.
 */
export function ClientSurveyCharts({ clientId }: { clientId: number }) {
  const overviews = [
    useRpc('a_get_ausm_overview_vermessen', { client_id: clientId }),
    useRpc('a_get_schae_overview_vermessen', { client_id: clientId }),
    useRpc('a_get_schlu_overview_vermessen', { client_id: clientId }),
    useRpc('a_get_einl_overview_vermessen', { client_id: clientId }),
    useRpc('a_get_drae_overview_vermessen', { client_id: clientId }),
  ] as const;
  const all = allQueries(overviews);
  const erfq = useRpc('a_get_draenage_overview_erfq', { client_id: clientId });
  const qdt = useRpc('a_get_draenage_overview_qdt', { client_id: clientId });
  const byKind = SURVEY_OVERVIEW_CALLS.map((entry, index) => ({
    label: entry.label,
    rows: overviews[index]?.data ?? [],
  }));
  const drainage = byKind[4]?.rows ?? [];
  const share = surveyShare(drainage);

  return (
    <Card title="Erfassungsstand" headingLevel={2}>
      <Grid minColumnWidth="22rem" gap={4} alignItems="start">
        <SurveyChart
          title="Objekte vermessen und vermutet"
          data={mapQuery(all, () => surveyObjectsChart(byKind.slice(0, 4)))}
          categoryHeader="Objektart"
          isStacked
          fileName={`kunde-${clientId}-objekte`}
          emptyTitle="Noch keine Objekte erfasst."
        />
        <SurveyChart
          title={share === null ? 'Dränagen vermessen und vermutet' : `Dränagen: ${percent.format(share)} % vermessen`}
          data={mapQuery(all, () => surveyObjectsChart([{ label: 'Dränagen', rows: drainage }], 'm'))}
          categoryHeader="Objektart"
          isStacked
          fileName={`kunde-${clientId}-draenagen`}
          emptyTitle="Noch keine Dränagen erfasst."
        />
        <SurveyChart
          title="Dränagelänge nach Erfassungsquelle"
          data={mapQuery(erfq, lengthByErfqChart)}
          categoryHeader="Erfassungsquelle"
          fileName={`kunde-${clientId}-draenage-erfq`}
          emptyTitle="Für diesen Kunden sind noch keine Dränagen erfasst."
        />
        <SurveyChart
          title="Dränagelänge nach Querschnitt"
          data={mapQuery(qdt, lengthByQdtChart)}
          categoryHeader="Querschnitt"
          fileName={`kunde-${clientId}-draenage-qdt`}
          emptyTitle="Für diesen Kunden sind noch keine Dränagen erfasst."
        />
      </Grid>
    </Card>
  );
}
