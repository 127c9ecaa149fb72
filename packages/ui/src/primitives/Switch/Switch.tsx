import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useSingleFlight } from '../../hooks/useSingleFlight';
import { color, radii, shadows, space, transitions } from '../../theme';
import { FormField, splitFieldProps, type FieldProps } from '../FormField';
import { Spinner } from '../Spinner';

export interface SwitchProps
  extends
    FieldProps,
    Omit<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'id' | 'className' | 'type' | 'role' | 'value' | 'children' | 'onChange' | 'onClick'
    > {
  checked: boolean;
  /**
   * Called with the new state. When it returns a promise (a save), the switch is busy
   * until it settles and ignores further clicks, like Button: a double click saves once.
   */
  onChange?: (checked: boolean) => unknown;
  /** A save started elsewhere is pending: shows a small spinner and ignores clicks. */
  isBusy?: boolean;
}

/**
 * An on/off setting that takes effect at once (a mail flag, a permission). Shown
 * optimistically: the parent flips `checked` right away and sets `isBusy` while it saves.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(props, ref) {
  const [field, { checked, onChange, isBusy = false, ...buttonProps }] = splitFieldProps(props);
  const { run, isPending } = useSingleFlight(onChange);
  const busy = isBusy || isPending;
  return (
    <FormField {...field} layout="inline">
      {(control) => (
        <Track
          {...buttonProps}
          {...control}
          ref={ref}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-busy={busy || undefined}
          $isOn={checked}
          onClick={() => {
            if (!busy) run(!checked);
          }}
        >
          <Thumb $isOn={checked}>{busy ? <Spinner isDecorative size={space[3]} /> : null}</Thumb>
        </Track>
      )}
    </FormField>
  );
});

const Track = styled.button<{ $isOn: boolean }>`
  position: relative;
  flex: none;
  width: calc(${space[4]} * 2 + ${space[1]});
  height: calc(${space[4]} + ${space[1]});
  padding: 0;
  border: 0;
  border-radius: ${radii.pill};
  background: ${(p) => (p.$isOn ? color.primary : color.borderStrong)};
  cursor: pointer;
  transition: background ${transitions.fast};

  &:hover:not(:disabled) {
    background: ${(p) => (p.$isOn ? color.primaryHover : color.textSecondary)};
  }
  &[aria-invalid='true']:not(:focus-visible) {
    outline: 1px solid ${color.danger};
    outline-offset: 1px;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${color.border};
  }
`;

const Thumb = styled.span<{ $isOn: boolean }>`
  position: absolute;
  top: calc(${space[1]} / 2);
  left: calc(${space[1]} / 2);
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${space[4]};
  height: ${space[4]};
  border-radius: ${radii.round};
  background: ${color.surface};
  box-shadow: ${shadows.sm};
  color: ${(p) => (p.$isOn ? color.primary : color.textSecondary)};
  transform: translateX(${(p) => (p.$isOn ? space[4] : '0')});
  transition: transform ${transitions.fast};

  button:disabled & {
    background: ${color.surfaceMuted};
    box-shadow: none;
  }
`;
