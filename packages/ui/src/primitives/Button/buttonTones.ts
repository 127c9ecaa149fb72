import { css } from 'styled-components';
import { color } from '../../theme';

/** The colours of the button variants; IconButton uses the same ones. */
export const buttonTones = {
  primary: css`
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.textInverse};
    &:hover:not(:disabled) {
      background: ${color.primaryHover};
      border-color: ${color.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${color.primaryActive};
    }
  `,
  secondary: css`
    background: ${color.surface};
    border-color: ${color.borderStrong};
    color: ${color.text};
    &:hover:not(:disabled) {
      border-color: ${color.primary};
      color: ${color.primary};
      background: ${color.primarySoft};
    }
  `,
  danger: css`
    background: ${color.danger};
    border-color: ${color.danger};
    color: ${color.textInverse};
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${color.primary};
    &:hover:not(:disabled) {
      background: ${color.primarySoft};
    }
  `,
};
