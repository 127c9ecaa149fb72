import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSingleFlight } from '../../hooks/useSingleFlight';
import { color, controlHeight, fontSize, fontWeights, radii, space, transitions } from '../../theme';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { buttonTones } from './buttonTones';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks. */
  isLoading?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /**
   * Click handler. When it returns a promise the button shows the loading state and
   * ignores further clicks until the promise settles: a double click sends once.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  children?: ReactNode;
}

/**
 * The button for every action: primary for the one main action of a view, secondary for the others, danger
 * for what deletes, text for minor links in a line. A click handler returning a promise makes it busy until
 * it settles, so a double click sends once.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    isLoading = false,
    icon,
    onClick,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const { run, isPending } = useSingleFlight(onClick);
  const busy = isLoading || isPending;
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        run(event);
      }}
      {...rest}
    >
      {busy ? <Spinner isDecorative size="1em" /> : icon ? <Icon name={icon} /> : null}
      {children}
    </StyledButton>
  );
});

const paddings = { sm: `0 ${space[2]}`, md: `0 ${space[3]}`, lg: `0 ${space[5]}` };
const fonts = { sm: fontSize.sm, md: fontSize.md, lg: fontSize.lg };

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  height: ${(p) => controlHeight[p.$size]};
  padding: ${(p) => paddings[p.$size]};
  font-size: ${(p) => fonts[p.$size]};
  font-weight: ${fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${radii.md};
  cursor: pointer;
  transition:
    background ${transitions.fast},
    border-color ${transitions.fast},
    color ${transitions.fast};
  ${(p) => buttonTones[p.$variant]}
  &:disabled {
    cursor: not-allowed;
    background: ${color.surfaceMuted};
    border-color: ${color.border};
    color: ${color.textDisabled};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
