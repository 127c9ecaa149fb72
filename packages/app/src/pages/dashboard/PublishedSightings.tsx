import { Card, GermanyMap, Grid } from '@waldmonitor/ui';
import { SurveyChart } from '@waldmonitor/ui/charts';
import { publishedByLandChart, publishedBySpeciesChart, publishedPerLand } from '@waldmonitor/ui/model';
import { screenQuery, useRpc } from '../../api';

const number = new Intl.NumberFormat('de-DE');

/**
 * Published sightings for citizens and pending experts: by Land and by
 * species as charts with their tables, and Germany shaded by Land. Loaded lazily with
 * echarts and the map outlines, only on these dashboards.
 */
export function PublishedSightings() {
  const byLand = screenQuery(useRpc('a_get_kaefer_by_bundesland', {}));
  const byArt = screenQuery(useRpc('a_get_kaefer_by_art', {}));
  const total = byLand.data?.reduce((sum, row) => sum + row.anzahl, 0);
  return (
    <>
      <Card title="Veröffentlichte Käferfunde" headingLevel={2}>
        {total === undefined ? (
          <p>{byLand.error ? 'Die Zahl konnte nicht geladen werden.' : 'Wird geladen …'}</p>
        ) : (
          <p role="status">
            <strong>{number.format(total)}</strong> geprüfte und veröffentlichte Funde
          </p>
        )}
      </Card>
      <Grid minColumnWidth="22rem" alignItems="start">
        <SurveyChart
          title="Veröffentlichte Funde nach Bundesland"
          data={publishedByLandChart(byLand.data ?? [])}
          categoryHeader="Bundesland"
          fileName="funde-nach-bundesland"
          isLoading={byLand.isLoading}
          error={byLand.errorText}
          onRetry={byLand.onRetry}
        />
        <SurveyChart
          title="Veröffentlichte Funde nach Art"
          data={publishedBySpeciesChart(byArt.data ?? [])}
          categoryHeader="Art"
          fileName="funde-nach-art"
          isLoading={byArt.isLoading}
          error={byArt.errorText}
          onRetry={byArt.onRetry}
        />
      </Grid>
      <GermanyMap
        title="Veröffentlichte Funde auf der Karte"
        counts={publishedPerLand(byLand.data ?? [])}
        unit="veröffentlichte Funde"
        isLoading={byLand.isLoading}
        error={byLand.error}
        onRetry={byLand.onRetry}
      />
    </>
  );
}
