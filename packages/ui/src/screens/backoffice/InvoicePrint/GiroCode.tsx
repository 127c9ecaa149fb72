import styled from 'styled-components';
import { giroCodePayload } from '../../../model/billing/giroCode';
import { giroCodeModules } from '../../../model/billing/giroCodeModules';
import type { Issuer } from '../../../model/billing/issuer';
import { formatEuroCents } from '../../../model/billing/totals';
import { fontWeights, palette } from '../../../theme';
import { din } from './Letter.styles';

export interface GiroCodeProps {
  /** The beneficiary: no code without a bank account whose IBAN passes the check. */
  issuer: Issuer | null;
  /** What is left to pay, in cents; no code for nothing or a credit. */
  amountCents: number;
  /** The text the transfer carries to the issuer's account statement, e.g. "Rechnung 2025017". */
  remittance: string;
}

/** The dark modules as one SVG path (giroCodeModules: one rectangle per run). */
function modulePath(payload: string): { size: number; d: string } {
  const { size, runs } = giroCodeModules(payload);
  return { size, d: runs.map(({ row, col, length }) => `M${col} ${row}h${length}v1h-${length}z`).join('') };
}

/**
 * The GiroCode (EPC QR code) for a banking app to fill in the transfer: beneficiary, IBAN,
 * BIC, amount and remittance. Nothing when the issuer has no valid IBAN or nothing is to pay.
 */
export function GiroCode({ issuer, amountCents, remittance }: GiroCodeProps) {
  const payload = giroCodePayload(issuer, amountCents, remittance);
  if (payload === null || issuer === null) return null;
  const { size, d } = modulePath(payload);
  return (
    <Figure>
      <svg
        role="img"
        aria-label={`GiroCode: ${formatEuroCents(amountCents)} an ${issuer.name}, ${remittance}`}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        {/* A scanner needs dark modules on a light ground in either theme: the light palette's own values. */}
        <rect width={size} height={size} fill={palette.surface} />
        <path d={d} fill={palette.text} />
      </svg>
      <Caption>
        <strong>GiroCode</strong>
        <span>Mit der Banking-App scannen und bezahlen</span>
      </Caption>
    </Figure>
  );
}

/**
 * 31 mm with the quiet zone: the code itself stays above 2.5 cm (the EPC recommends at least
 * 2 cm in print). The caption stands to its right, so the figure is no taller than the code.
 */
const Figure = styled.figure`
  display: flex;
  align-items: flex-end;
  gap: 2mm;
  flex: none;
  margin: 0;
  break-inside: avoid;
  svg {
    display: block;
    width: 31mm;
    height: 31mm;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  width: 28mm;
  padding-bottom: 2mm;
  font-size: ${din.smallSize};
  line-height: 1.2;
  strong {
    font-weight: ${fontWeights.semibold};
  }
`;
