import styled from 'styled-components';
import type { QueryState } from '../../model/queryState';
import { Button } from '../../primitives/Button';
import { color, fontSize, fontWeights, space } from '../../theme';

/** One term under a list: its name, its value as shown, and whether it asks for attention (money overdue). */
export interface ListSum {
  term: string;
  value: string;
  isAlarming?: boolean;
}

export interface ListSumsProps<T> {
  /** The sums as the service answers them for the list's filters and search, over all pages. */
  sums: QueryState<T>;
  /** The list's name for them: 'Summe aller …' or 'Summe der gefundenen …'. */
  label: string;
  /** The terms shown, in order, from the answer. */
  terms: (data: T) => readonly ListSum[];
}

/**
 * The sums under a list (the documents' net and gross, the open items' count, open and
 * overdue amounts) as one right-aligned line of terms. Nothing while they load; a failed read
 * says so and offers another try, so the list above stays usable.
 */
export function ListSums<T>({ sums, label, terms }: ListSumsProps<T>) {
  if (sums.error) {
    return (
      <SumsFailed role="alert">
        Die Summen konnten nicht geladen werden.
        <Button variant="text" size="sm" icon="refresh" onClick={() => void sums.onRetry()}>
          Erneut versuchen
        </Button>
      </SumsFailed>
    );
  }
  if (sums.data === undefined) return null;
  return <SumList label={label} terms={terms(sums.data)} />;
}

/** Terms already at hand (a client's page shows its open items' sums so) in the list's line. */
export function SumList({ label, terms }: { label: string; terms: readonly ListSum[] }) {
  return (
    <Terms aria-label={label}>
      {terms.map(({ term, value, isAlarming = false }) => (
        <div key={term}>
          <dt>{term}</dt>
          <Value $isAlarming={isAlarming}>{value}</Value>
        </div>
      ))}
    </Terms>
  );
}

const Terms = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]} ${space[5]};
  margin: 0;
  font-variant-numeric: tabular-nums;

  div {
    display: flex;
    gap: ${space[2]};
  }
  dt {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
`;

const Value = styled.dd<{ $isAlarming: boolean }>`
  margin: 0;
  font-weight: ${fontWeights.semibold};
  color: ${({ $isAlarming }) => ($isAlarming ? color.danger : 'inherit')};
`;

const SumsFailed = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
