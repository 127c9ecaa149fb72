import styled, { css } from 'styled-components';
import { color, fontWeights } from '../../../theme';
import { a4 } from '../../shared/PrintView/a4';

/**
 * DIN 5008 form B measures, in millimetres of the A4 sheet. They are the standard's,
 * not design tokens: a window envelope only fits when the address field sits exactly here.
 *
 * In print the page box has no left margin (`printMargin`): the fold and hole marks sit 5 mm
 * from the left edge, where a margin would clip them, and the sheet's own 25 mm padding keeps
 * the text off that edge on every page. Everything ends at 190 mm (the right margin): a
 * block that ran past it made Chromium shrink the whole page to fit (94 %).
 */
export const din = {
  ...a4,
  /** The address field begins 45 mm from the top edge, 20 mm from the left, 85 × 45 mm. */
  addressTop: '45mm',
  addressLeft: '20mm',
  addressWidth: '85mm',
  addressHeight: '45mm',
  /** The information block: 125 mm from the left edge, 50 mm from the top, 65 mm wide (to the right margin). */
  infoLeft: '125mm',
  infoTop: '50mm',
  infoWidth: '65mm',
  /** The text begins below the address field (98.46 mm, form B). */
  textTop: '98.46mm',
  /** Folding marks (105 mm, 210 mm) and the hole mark (148.5 mm). */
  marks: { first: '105mm', hole: '148.5mm', second: '210mm' },
  fontSize: '10.5pt',
  smallSize: '8pt',
} as const;

/** One A4 sheet on screen; in print, the page box itself (its margins come from @page). */
export const Sheet = styled.article`
  position: relative;
  box-sizing: border-box;
  width: 210mm;
  min-height: 297mm;
  margin: 0 auto;
  padding: ${din.pageMargin.top} ${din.pageMargin.right} ${din.pageMargin.bottom} ${din.pageMargin.left};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${din.fontSize};
  line-height: 1.35;
  @media print {
    width: auto;
    min-height: 0;
    padding: 0 0 0 ${din.pageMargin.left};
  }
`;

/** Positions measured from the sheet's edge: on screen the sheet's padding box, in print the page margin is subtracted. */
const fromPageTop = (mm: string) => css`
  top: ${mm};
  @media print {
    top: calc(${mm} - ${din.pageMargin.top});
  }
`;

const fromPageLeft = (mm: string) => css`
  left: ${mm};
  @media print {
    left: calc(${mm} - ${din.printMargin.left});
  }
`;

export const FoldMark = styled.span<{ $at: keyof typeof din.marks }>`
  position: absolute;
  ${({ $at }) => fromPageTop(din.marks[$at])}
  ${fromPageLeft('5mm')}
  width: ${({ $at }) => ($at === 'hole' ? '7mm' : '5mm')};
  border-top: 1px solid ${color.borderStrong};
  @media print {
    border-top-color: ${color.text};
  }
`;

export const Letterhead = styled.header`
  position: absolute;
  ${fromPageTop(din.pageMargin.top)}
  right: ${din.pageMargin.right};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  text-align: right;
  @media print {
    right: 0;
  }
`;

/** A note of the letter: payment terms, service period, tax notes, deductions. */
export const Note = styled.p`
  margin: 0;
  white-space: pre-wrap;
  break-inside: avoid;
`;

export const IssuerName = styled.strong`
  font-size: 16pt;
  font-weight: ${fontWeights.semibold};
  color: ${color.primary};
`;

export const AddressField = styled.div`
  position: absolute;
  ${fromPageTop(din.addressTop)}
  ${fromPageLeft(din.addressLeft)}
  box-sizing: border-box;
  width: ${din.addressWidth};
  height: ${din.addressHeight};
  padding-left: 5mm;
`;

/** The return address in the Zusatz- und Vermerkzone, small and underlined. */
export const SenderLine = styled.p`
  height: 17.7mm;
  margin: 0;
  display: flex;
  align-items: flex-end;
  font-size: 7pt;
  text-decoration: underline;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** 9 pt at 1.2 gives seven lines (26.7 mm) within the Anschriftzone's 27.3 mm. */
export const Recipient = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding-top: 0.5mm;
  font-size: 9pt;
  line-height: 1.2;
`;

/** One line of the address, wrapped anywhere and cut with "…" after the lines it may take. */
export const RecipientLine = styled.span<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  overflow-wrap: anywhere;
`;

export const InfoBlock = styled.dl`
  position: absolute;
  ${fromPageTop(din.infoTop)}
  ${fromPageLeft(din.infoLeft)}
  width: ${din.infoWidth};
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 3mm;
  font-size: 9pt;
  dt {
    color: ${color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Everything after the address field flows, so long letters break onto further pages. */
export const Body = styled.div`
  padding-top: calc(${din.textTop} - ${din.pageMargin.top});
  display: flex;
  flex-direction: column;
  gap: 4mm;
`;

export const Subject = styled.h2`
  margin: 0;
  font-size: 12pt;
  font-weight: ${fontWeights.bold};
`;

export const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Positions = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 9.5pt;
  /* The header repeats on every printed page; a row is never split across two. */
  thead {
    display: table-header-group;
  }
  tr {
    break-inside: avoid;
  }
  th,
  td {
    padding: 1.5mm 1.5mm;
    vertical-align: top;
    text-align: right;
    border-bottom: 1px solid ${color.border};
  }
  th {
    border-bottom: 1px solid ${color.text};
    font-weight: ${fontWeights.semibold};
    white-space: nowrap;
  }
  th:nth-child(3),
  td:nth-child(3),
  th:nth-child(4),
  td:nth-child(4) {
    text-align: left;
  }
  td:nth-child(5),
  td:nth-child(6) {
    white-space: nowrap;
  }
  td:nth-child(4) {
    width: 100%;
    overflow-wrap: anywhere;
  }
`;

export const Explanation = styled.span`
  display: flex;
  flex-direction: column;
  margin-top: 1mm;
  color: ${color.textSecondary};
  white-space: pre-wrap;
`;

/** The totals at the right; the GiroCode, if any, in the space to their left, so it adds little height. */
export const Settlement = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 6mm;
  break-inside: avoid;
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  column-gap: 8mm;
  row-gap: 1mm;
  margin: 0 0 0 auto;
  break-inside: avoid;
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
`;

export const GrossTerm = styled.dt`
  padding-top: 1mm;
  border-top: 1px solid ${color.text};
  font-weight: ${fontWeights.bold};
`;

export const GrossValue = styled.dd`
  padding-top: 1mm;
  border-top: 1px solid ${color.text};
  font-weight: ${fontWeights.bold};
`;

export const Footer = styled.footer`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4mm;
  margin-top: 6mm;
  padding-top: 2mm;
  border-top: 1px solid ${color.border};
  font-size: ${din.smallSize};
  color: ${color.textSecondary};
  break-inside: avoid;
  div {
    display: flex;
    flex-direction: column;
  }
`;

/** §35a GmbHG: register court, register number and managing directors, across the footer. */
export const CompanyLine = styled.span`
  grid-column: 1 / -1;
`;

export const Signature = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12mm;
  break-inside: avoid;
`;

export const SignatureLine = styled.span`
  width: 60mm;
  padding-top: 1mm;
  border-top: 1px solid ${color.text};
`;
