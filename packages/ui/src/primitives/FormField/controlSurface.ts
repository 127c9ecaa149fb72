import { css } from 'styled-components';
import { color, controlHeight, fontSize, radii, space, transitions } from '../../theme';

export interface ControlSurfaceProps {
  $isInvalid?: boolean;
  $isDisabled?: boolean;
  $isReadOnly?: boolean;
}

/**
 * The box of every text-like control (inputs, select, textarea, the frame around an
 * input with icons): one look for border, focus, error, disabled and read-only.
 * `:focus-within` also matches the element itself, so it serves frames and bare controls.
 */
export const controlSurface = css<ControlSurfaceProps>`
  box-sizing: border-box;
  width: 100%;
  min-height: ${controlHeight.md};
  font-size: ${fontSize.md};
  color: ${color.text};
  background: ${color.surface};
  border: 1px solid ${(p) => (p.$isInvalid ? color.danger : color.borderStrong)};
  border-radius: ${radii.md};
  transition:
    border-color ${transitions.fast},
    box-shadow ${transitions.fast};

  &:hover {
    border-color: ${(p) => (p.$isInvalid ? color.danger : color.primary)};
  }
  &:focus-within {
    outline: none;
    border-color: ${(p) => (p.$isInvalid ? color.danger : color.focus)};
    box-shadow: 0 0 0 1px ${(p) => (p.$isInvalid ? color.danger : color.focus)};
  }
  ${(p) =>
    p.$isReadOnly &&
    css`
      background: ${color.surfaceMuted};
      border-style: dashed;
    `}
  ${(p) =>
    p.$isDisabled &&
    css`
      &,
      &:hover {
        cursor: not-allowed;
        background: ${color.surfaceMuted};
        border-color: ${color.border};
        color: ${color.textDisabled};
      }
    `}
`;

/** Inner padding of single-line controls. */
export const controlPadding = `0 ${space[3]}`;

/** A bare input inside a framed control: the frame draws border and focus. */
export const bareInput = css`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: inherit;

  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${color.textSecondary};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
