import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, fontWeights, lineHeights, radii, space, visuallyHidden } from '../../theme';
import { solidTone, type Tone } from '../Tag/tones';

export interface BadgeProps {
  /** A count or a one-word status. */
  children: ReactNode;
  tone?: Tone;
  /**
   * Words read after the visible content by screen readers only, e.g. "offene
   * Prüfungen" after "3": a bare number says nothing out of context.
   */
  srText?: string;
  className?: string;
}

/**
 * A small coloured count or one-word status beside a label, e.g. the open reviews in the menu. For a status a
 * person can remove or filter by, use Tag.
 */
export function Badge({ children, tone = 'neutral', srText, className }: BadgeProps) {
  return (
    <Pill className={className} $tone={tone}>
      {children}
      {srText ? <Hidden> {srText}</Hidden> : null}
    </Pill>
  );
}

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  padding: ${space[0]} ${space[2]};
  border-radius: ${radii.pill};
  background: ${(p) => solidTone[p.$tone]};
  color: ${color.textInverse};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.normal};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  vertical-align: middle;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
