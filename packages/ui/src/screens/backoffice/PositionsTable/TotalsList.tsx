import styled from 'styled-components';
import { formatEuroCents, type DocumentTotals } from '../../../model/billing/totals';
import { formatGermanNumber } from '../../../model/germanNumber';
import { color, fontSize, fontWeights, space } from '../../../theme';

/** Net, VAT at the document's rate and gross, in euros. */
export function TotalsList({ totals, ustSatz }: { totals: DocumentTotals; ustSatz: number }) {
  return (
    <List aria-label="Summen">
      <div>
        <dt>Netto</dt>
        <dd>{formatEuroCents(totals.netCents)}</dd>
      </div>
      <div>
        <dt>USt {formatGermanNumber(ustSatz)} %</dt>
        <dd>{formatEuroCents(totals.vatCents)}</dd>
      </div>
      <Gross>
        <dt>Brutto</dt>
        <dd>{formatEuroCents(totals.grossCents)}</dd>
      </Gross>
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: ${space[1]} ${space[4]};
  margin: 0;
  font-variant-numeric: tabular-nums;

  div {
    display: contents;
  }
  dt {
    color: ${color.textSecondary};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

const Gross = styled.div`
  dt,
  dd {
    color: ${color.text};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeights.semibold};
  }
`;
