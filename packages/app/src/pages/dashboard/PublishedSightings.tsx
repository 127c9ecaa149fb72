import { GermanyMap, Grid, PublishedCount } from '@waldmonitor/ui';
import { SurveyChart } from '@waldmonitor/ui/charts';
import { mapQuery, publishedByLandChart, publishedBySpeciesChart, publishedPerLand } from '@waldmonitor/ui/model';
import { useRpc } from '../../api';

/**
 * Published sightings for citizens and pending experts: by Land and by
 * species as charts with their tables, and Germany shaded by Land. Loaded lazily with
 * echarts and the map outlines, only on these dashboards.
 */
export function PublishedSightings() {
  const byLand = useRpc('a_get_kaefer_by_bundesland', {});
  const byArt = useRpc('a_get_kaefer_by_art', {});
  return (
    <>
      <PublishedCount total={mapQuery(byLand, (rows) => rows.reduce((sum, row) => sum + row.anzahl, 0))} />
      <Grid minColumnWidth="22rem" alignItems="start">
        <SurveyChart
          title="Veröffentlichte Funde nach Bundesland"
          data={mapQuery(byLand, publishedByLandChart)}
          categoryHeader="Bundesland"
          fileName="funde-nach-bundesland"
        />
        <SurveyChart
          title="Veröffentlichte Funde nach Art"
          data={mapQuery(byArt, publishedBySpeciesChart)}
          categoryHeader="Art"
          fileName="funde-nach-art"
        />
      </Grid>
      <GermanyMap
        title="Veröffentlichte Funde auf der Karte"
        counts={mapQuery(byLand, publishedPerLand)}
        unit="veröffentlichte Funde"
      />
    </>
  );
}
