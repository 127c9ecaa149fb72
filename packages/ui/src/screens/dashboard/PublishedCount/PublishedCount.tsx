import type { QueryState } from '../../../model/queryState';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';

export interface PublishedCountProps {
  /** How many sightings are checked and published (the sum over the Länder), as one read. */
  total: QueryState<number>;
}

const number = new Intl.NumberFormat('de-DE');

/** The citizens' headline figure: how many checked sightings are published. */
export function PublishedCount({ total }: PublishedCountProps) {
  return (
    <Card title="Veröffentlichte Käferfunde" headingLevel={2}>
      {total.isLoading ? (
        <Spinner label="Die Zahl wird geladen …" />
      ) : total.error !== null ? (
        <ErrorState
          title="Die Zahl konnte nicht geladen werden."
          error={total.error}
          onRetry={total.onRetry}
          headingLevel={3}
        />
      ) : total.data === undefined ? null : (
        <p role="status">
          <strong>{number.format(total.data)}</strong> geprüfte und veröffentlichte Funde
        </p>
      )}
    </Card>
  );
}
