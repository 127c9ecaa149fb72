import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { color, space } from '../../theme';
import { FormField, splitFieldProps, type FieldProps } from '../FormField';

export interface CheckboxProps
  extends
    FieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'className' | 'type' | 'checked' | 'defaultChecked' | 'onChange' | 'required'
    > {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  /** Neither checked nor unchecked, e.g. "select all" when only some rows are selected. */
  isIndeterminate?: boolean;
}

/** The browser's own checkbox in the theme colour, with the label beside it (FormField `inline`). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const [field, { checked, onChange, isIndeterminate = false, ...inputProps }] = splitFieldProps(props);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  // `indeterminate` exists only as a DOM property, not as an attribute.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  });

  return (
    <FormField {...field} layout="inline">
      {(control) => (
        <Input
          {...inputProps}
          {...control}
          ref={inputRef}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange?.(event.target.checked)}
        />
      )}
    </FormField>
  );
});

const Input = styled.input`
  flex: none;
  width: ${space[4]};
  height: ${space[4]};
  margin: 0;
  accent-color: ${color.primary};
  cursor: pointer;

  &[aria-invalid='true']:not(:focus-visible) {
    outline: 1px solid ${color.danger};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
