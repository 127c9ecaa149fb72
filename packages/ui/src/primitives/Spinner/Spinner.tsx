import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  /** Size in CSS units. */
  size?: string;
  /** Announced to screen readers; defaults to "Wird geladen …". */
  label?: string;
  /** Inside a control that announces its own busy state, the spinner stays silent. */
  isDecorative?: boolean;
  className?: string;
}

export function Spinner({ size = '1.25em', label = 'Wird geladen …', isDecorative = false, className }: SpinnerProps) {
  if (isDecorative) return <Ring className={className} $size={size} aria-hidden="true" />;
  return <Ring className={className} $size={size} role="status" aria-label={label} />;
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
