import { Card, Grid } from '@waldmonitor/ui';
import { SurveyChart } from '@waldmonitor/ui/charts';
import { surveyObjectsChart } from '@waldmonitor/ui/model';
import { screenQueryAll, useTable } from '../../../api';

/**
 * The survey over every client: the four `*_einmessung_uebersicht` views (requirements §7) as
 * measured versus assumed. Loaded lazily with echarts, only when the Kataster section shows.
 */
export function CadastreSurveyCharts() {
  const ausm = useTable('getAusmEinmessungUebersicht', {});
  const scha = useTable('getSchaEinmessungUebersicht', {});
  const schl = useTable('getSchlEinmessungUebersicht', {});
  const drae = useTable('getDraeEinmessungUebersicht', {});
  const all = screenQueryAll([ausm, scha, schl, drae] as const);
  return (
    <Card title="Erfassungsstand aller Kunden" headingLevel={2}>
      <Grid minColumnWidth="22rem" gap={4} alignItems="start">
        <SurveyChart
          title="Einmessung: Objekte"
          data={surveyObjectsChart([
            { label: 'Ausmündungen', rows: ausm.data ?? [] },
            { label: 'Schächte', rows: scha.data ?? [] },
            { label: 'Schluckbrunnen', rows: schl.data ?? [] },
          ])}
          categoryHeader="Objektart"
          isStacked
          fileName="einmessung-objekte"
          isLoading={all.isLoading}
          error={all.errorText}
          onRetry={all.onRetry}
        />
        <SurveyChart
          title="Einmessung: Dränagen"
          data={surveyObjectsChart([{ label: 'Dränagen', rows: drae.data ?? [] }], 'm')}
          categoryHeader="Objektart"
          isStacked
          fileName="einmessung-draenagen"
          isLoading={all.isLoading}
          error={all.errorText}
          onRetry={all.onRetry}
        />
      </Grid>
    </Card>
  );
}
