import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { useSingleFlight } from '../../hooks/useSingleFlight';
import { color, controlHeight, fontSize, radii, transitions } from '../../theme';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { buttonTones } from '../Button/buttonTones';

export type IconButtonVariant = 'default' | 'primary' | 'danger' | 'ghost';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children' | 'title' | 'aria-label'
> {
  icon: IconName;
  /** Accessible name and tooltip: an icon alone says nothing to a screen reader. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Shows a spinner instead of the icon and ignores clicks. */
  isLoading?: boolean;
  /** As on Button: a returned promise makes the button busy until it settles, so a double click sends once. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

/**
 * A button that shows only an icon, for compact rows and toolbars (bearbeiten, löschen, schließen). Its label
 * is the accessible name and the tooltip; where space allows, prefer Button with text.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'default', size = 'md', isLoading = false, onClick, disabled, type = 'button', ...rest },
  ref,
) {
  const { run, isPending } = useSingleFlight(onClick);
  const busy = isLoading || isPending;
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      $variant={variant}
      $size={size}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        run(event);
      }}
      {...rest}
    >
      {busy ? <Spinner isDecorative size="1em" /> : <Icon name={icon} />}
    </StyledIconButton>
  );
});

const variants = {
  default: buttonTones.secondary,
  primary: buttonTones.primary,
  danger: buttonTones.danger,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${color.textSecondary};
    &:hover:not(:disabled) {
      background: ${color.primarySoft};
      color: ${color.primary};
    }
  `,
};

const iconSizes = { sm: fontSize.md, md: fontSize.lg, lg: fontSize.xl };

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => controlHeight[p.$size]};
  height: ${(p) => controlHeight[p.$size]};
  padding: 0;
  font-size: ${(p) => iconSizes[p.$size]};
  line-height: 1;
  border: 1px solid transparent;
  border-radius: ${radii.md};
  cursor: pointer;
  transition:
    background ${transitions.fast},
    border-color ${transitions.fast},
    color ${transitions.fast};
  ${(p) => variants[p.$variant]}
  &:disabled {
    cursor: not-allowed;
    background: ${(p) => (p.$variant === 'ghost' ? 'transparent' : color.surfaceMuted)};
    border-color: ${(p) => (p.$variant === 'ghost' ? 'transparent' : color.border)};
    color: ${color.textDisabled};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
