import styled from 'styled-components';
import { a4 } from './a4';

/**
 * A plain A4 sheet for the print view, black on white in either theme, padded by the page
 * margins on screen; in print the page box gives the margins (the left one stays the sheet's,
 * see a4.ts).
 */
export const A4Sheet = styled.article`
  box-sizing: border-box;
  width: 210mm;
  min-height: 297mm;
  margin: 0 auto;
  padding: ${a4.pageMargin.top} ${a4.pageMargin.right} ${a4.pageMargin.bottom} ${a4.pageMargin.left};
  background: #fff;
  color: #000;
  @media print {
    width: auto;
    min-height: 0;
    padding: 0 0 0 ${a4.pageMargin.left};
  }
`;
