import styled, { css } from 'styled-components';
import { color, space, transitions, zIndex } from '../../theme';
import { SHOW_DELAY_MS, useProgressPhase, type ProgressPhase } from './progressPhase';
import { useChromeText } from '../../i18n';

export interface TopProgressBarProps {
  /** True while a page or its data loads. */
  isActive: boolean;
  /** Milliseconds before the bar shows; shorter loads never show it. */
  delay?: number;
  label?: string;
}

/** A thin bar in the theme colour along the top edge of the window while a page loads. */
export function TopProgressBar({ isActive, delay = SHOW_DELAY_MS, label }: TopProgressBarProps) {
  const t = useChromeText();
  label ??= t('ui.progress');
  const phase = useProgressPhase(isActive, delay);
  if (phase === 'hidden') return null;
  const isFinishing = phase === 'finishing';
  // While waiting the bar is laid out at zero width but hidden, so that it grows from there once shown.
  const a11y =
    phase === 'waiting'
      ? { 'aria-hidden': true }
      : {
          role: 'progressbar',
          'aria-label': label,
          'aria-busy': !isFinishing,
          'aria-valuemin': 0,
          'aria-valuemax': 100,
          'aria-valuenow': isFinishing ? 100 : undefined,
        };
  return (
    <Track $phase={phase} {...a11y}>
      <Bar $phase={phase} />
    </Track>
  );
}

/** Slows down as it nears 90 %, so a long load still looks alive without reaching the end. */
const GROW = '10s cubic-bezier(0.1, 0.7, 0.3, 1)';

const Track = styled.div<{ $phase: ProgressPhase }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${zIndex.progress};
  height: calc(${space[1]} * 0.75);
  pointer-events: none;
  visibility: ${(p) => (p.$phase === 'waiting' ? 'hidden' : 'visible')};
`;

const phases: Record<Exclude<ProgressPhase, 'hidden'>, ReturnType<typeof css>> = {
  waiting: css`
    transform: scaleX(0);
  `,
  running: css`
    transform: scaleX(0.9);
    transition: transform ${GROW};
  `,
  finishing: css`
    transform: scaleX(1);
    opacity: 0;
    transition:
      transform ${transitions.fast},
      opacity ${transitions.normal} 120ms;
  `,
};

const Bar = styled.div<{ $phase: ProgressPhase }>`
  height: 100%;
  background: ${color.primary};
  transform-origin: left center;
  ${(p) => (p.$phase === 'hidden' ? null : phases[p.$phase])}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
