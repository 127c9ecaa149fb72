import styled from 'styled-components';
import { color, space, visuallyHidden } from '../../../theme';

export const Root = styled.div`
  display: grid;
  gap: ${space[3]};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const StyledTable = styled.table`
  width: 100%;
  /* The columns' fixed widths (38rem) and some room for the description: it fits the card of an
     800 px window (45rem inside), so no position's buttons hide behind a sideways scroll. */
  min-width: 44.5rem;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    text-align: start;
    color: ${color.textSecondary};
    border-bottom: 1px solid ${color.border};
    padding: ${space[2]};
  }
  td {
    padding: ${space[2]};
    border-bottom: 1px solid ${color.border};
    vertical-align: top;
  }
  tr[data-editing] td {
    border-bottom: none;
  }
`;

export const Col = styled.col<{ $width?: string }>`
  width: ${(p) => p.$width ?? 'auto'};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${space[4]};
`;

export const Adders = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
`;
