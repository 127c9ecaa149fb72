import styled, { keyframes } from 'styled-components';
import { color, space } from '../../theme';
import { useChromeText } from '../../i18n';

/**
 * Where the spinner sits. `inline` flows with the text (a busy button); `centre` fills
 * the box it is in and sits in its middle (a page or card that is loading); `screen`
 * fills the viewport (the start-up, before any layout exists).
 */
export type SpinnerPlacement = 'inline' | 'centre' | 'screen';

export interface SpinnerProps {
  /** Size in CSS units. */
  size?: string;
  /** Announced to screen readers; defaults to "Wird geladen …". */
  label?: string;
  /** Inside a control that announces its own busy state, the spinner stays silent. */
  isDecorative?: boolean;
  /** Default `inline`. */
  placement?: SpinnerPlacement;
  className?: string;
}

/**
 * Shows that something is loading: inline in a busy button, centred in a loading card or page, or over the
 * whole screen at start-up. Announced to screen readers unless the control around it announces its own busy
 * state.
 */
export function Spinner({
  size = '1.25em',
  label,
  isDecorative = false,
  placement = 'inline',
  className,
}: SpinnerProps) {
  const t = useChromeText();
  label ??= t('ui.loading');
  const ring = isDecorative ? (
    <Ring className={placement === 'inline' ? className : undefined} $size={size} aria-hidden="true" />
  ) : (
    <Ring className={placement === 'inline' ? className : undefined} $size={size} role="status" aria-label={label} />
  );
  if (placement === 'inline') return ring;
  return (
    <Centre className={className} $isScreen={placement === 'screen'}>
      {ring}
    </Centre>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

const Centre = styled.div<{ $isScreen: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 100%;
  /* A page body has no height of its own yet: the padding keeps the ring off its edges. */
  min-height: ${(p) => (p.$isScreen ? '100vh' : 'auto')};
  min-height: ${(p) => (p.$isScreen ? '100dvh' : 'auto')};
  padding: ${(p) => (p.$isScreen ? space[0] : `${space[12]} ${space[4]}`)};
  color: ${color.primary};
`;
