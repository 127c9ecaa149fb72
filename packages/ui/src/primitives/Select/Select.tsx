import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { color, space } from '../../theme';
import {
  FormField,
  controlPadding,
  controlSurface,
  splitFieldProps,
  type ControlSurfaceProps,
  type FieldProps,
} from '../FormField';
import { Icon } from '../Icon';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'children' | 'required'
    > {
  options: readonly SelectOption[];
  /** The chosen option's value; '' while nothing is chosen. */
  value: string;
  onChange?: (value: string) => void;
  /**
   * First entry with the value '', e.g. "Bitte wählen …". In a required field it can be
   * seen but not chosen again; otherwise choosing it empties the field.
   */
  placeholder?: string;
}

/** The browser's own select, styled: keyboard, type-ahead and the phone picker come with it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const [field, { options, value, onChange, placeholder, disabled = false, ...selectProps }] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <Wrapper>
          <NativeSelect
            {...selectProps}
            {...control}
            ref={ref}
            value={value}
            disabled={disabled}
            $isInvalid={Boolean(field.error)}
            $isDisabled={disabled}
            $isPlaceholder={value === ''}
            onChange={(event) => onChange?.(event.target.value)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled={field.isRequired}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Chevron name="chevronDown" />
        </Wrapper>
      )}
    </FormField>
  );
});

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const NativeSelect = styled.select<ControlSurfaceProps & { $isPlaceholder: boolean }>`
  ${controlSurface}
  display: block;
  appearance: none;
  padding: ${controlPadding};
  /* Room for the chevron. */
  padding-right: ${space[8]};
  text-overflow: ellipsis;
  cursor: pointer;
  ${(p) =>
    p.$isPlaceholder &&
    !p.$isDisabled &&
    css`
      color: ${color.textSecondary};
    `}

  option {
    color: ${color.text};
  }
`;

const Chevron = styled(Icon)`
  position: absolute;
  top: 50%;
  right: ${space[3]};
  transform: translateY(-50%);
  color: ${color.textSecondary};
  pointer-events: none;
`;
