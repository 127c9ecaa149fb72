import { lengthByErfqChart } from '../../model/backOffice/surveyCharts';
import type { LengthByErfqRow } from '../../model/entities';
import { mapQuery, type QueryState } from '../../model/queryState';
import { SurveyChart } from '../SurveyChart';

export interface ErfqLengthChartProps {
  /**
   * The drainage lengths by capture source over every client (GET /drae_laenge_nach_erfq or
   * a_get_draenage_overview_erfq: the same rows), metres rounded by the service.
   */
  rows: QueryState<readonly LengthByErfqRow[]>;
  /** Default: animate unless the person asked for reduced motion; stories pass false. */
  animate?: boolean;
}

/**
 * How many metres of drainage each capture source (erfq) recorded, over every client: a bar
 * per source, lines without one as "Andere" (requirements §3), with the table alternative.
 */
export function ErfqLengthChart({ rows, animate }: ErfqLengthChartProps) {
  return (
    <SurveyChart
      title="Dränagelänge nach Erfassungsquelle (alle Kunden)"
      data={mapQuery(rows, lengthByErfqChart)}
      categoryHeader="Erfassungsquelle"
      fileName="draenage-erfq"
      emptyTitle="Noch keine Dränagen erfasst."
      animate={animate}
    />
  );
}
