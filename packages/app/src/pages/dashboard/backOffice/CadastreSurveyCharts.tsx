import { Card, Grid } from '@waldmonitor/ui';
import { ErfqLengthChart, SurveyChart } from '@waldmonitor/ui/charts';
import { allQueries, mapQuery, surveyObjectsChart } from '@waldmonitor/ui/model';
import type { SurveyReads } from './cadastreListQuery';

/**
 * The survey over every client: the four `*_einmessung_uebersicht` views (requirements §7) as
 * measured versus assumed, and the drainage lengths by capture source
 * (`/drae_laenge_nach_erfq`). Loaded lazily with echarts, only when the Kataster section shows;
 * the views are read with the section's list (useCadastreReads), so the requests do not wait
 * for echarts.
 */
export function CadastreSurveyCharts({ survey: { ausm, scha, schl, drae, erfq } }: { survey: SurveyReads }) {
  const all = allQueries([ausm, scha, schl, drae] as const);
  return (
    <Card title="Erfassungsstand aller Kunden" headingLevel={2}>
      <Grid minColumnWidth="22rem" gap={4} alignItems="start">
        <SurveyChart
          title="Einmessung: Objekte"
          data={mapQuery(all, ([ausmRows, schaRows, schlRows]) =>
            surveyObjectsChart([
              { label: 'Ausmündungen', rows: ausmRows },
              { label: 'Schächte', rows: schaRows },
              { label: 'Schluckbrunnen', rows: schlRows },
            ]),
          )}
          categoryHeader="Objektart"
          isStacked
          fileName="einmessung-objekte"
        />
        <SurveyChart
          title="Einmessung: Dränagen"
          data={mapQuery(all, ([, , , draeRows]) => surveyObjectsChart([{ label: 'Dränagen', rows: draeRows }], 'm'))}
          categoryHeader="Objektart"
          isStacked
          fileName="einmessung-draenagen"
        />
        <ErfqLengthChart rows={erfq} />
      </Grid>
    </Card>
  );
}
