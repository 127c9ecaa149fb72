import { forwardRef, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { color } from '../../theme';
import {
  FormField,
  controlPadding,
  controlSurface,
  splitFieldProps,
  type ControlSurfaceProps,
  type FieldProps,
} from '../FormField';
import { checkIsoDate } from '../../model/validation/isoDate';
import { icons } from '../Icon/icons';

/**
 * The picker's button shows our calendar icon, drawn as a mask in the text colour: Chromium's own
 * glyph stays black on the dark theme and is painted a few pixels differently from one render to
 * the next, which the visual check saw as a change (docs/decisions.md).
 */
const calendarMask = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='${icons.calendar}'/></svg>`,
)}") center / 1.1em no-repeat`;

export interface DateFieldProps
  extends
    FieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'className' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'required'
    > {
  /** The day as ISO `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange?: (value: string) => void;
  /** Earliest day, ISO; the picker stops there and an earlier typed day gets a German message. */
  min?: string;
  /** Latest day, ISO. */
  max?: string;
  /** Reports the field's own German message (or `null`) whenever it changes, so a form can refuse to save. */
  onValidationChange?: (message: string | null) => void;
}

/**
 * A day with the browser's own date input (keyboard entry and picker come with it).
 * The message appears on the first blur and then follows every change.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  const [
    field,
    { value, onChange, min, max, onValidationChange, onBlur, disabled = false, readOnly = false, ...inputProps },
  ] = splitFieldProps(props);
  const [isTouched, setTouched] = useState(false);
  // Part of a date typed (the input then reports '' as its value).
  const [isIncomplete, setIncomplete] = useState(false);
  const message = checkIsoDate(value, isIncomplete, { min, max, isRequired: field.isRequired });

  const reportValidation = useRef(onValidationChange);
  useEffect(() => {
    reportValidation.current = onValidationChange;
  });
  useEffect(() => {
    reportValidation.current?.(message);
  }, [message]);

  const shownError = (isTouched ? message : null) ?? field.error;
  return (
    <FormField {...field} error={shownError}>
      {(control) => (
        <Input
          {...inputProps}
          {...control}
          ref={ref}
          type="date"
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          readOnly={readOnly}
          $isInvalid={Boolean(shownError)}
          $isDisabled={disabled}
          $isReadOnly={readOnly}
          onChange={(event) => {
            setIncomplete(event.target.validity.badInput);
            onChange?.(event.target.value);
          }}
          onBlur={(event) => {
            setTouched(true);
            setIncomplete(event.target.validity.badInput);
            onBlur?.(event);
          }}
        />
      )}
    </FormField>
  );
});

const Input = styled.input<ControlSurfaceProps>`
  ${controlSurface}
  padding: ${controlPadding};
  font-variant-numeric: tabular-nums;

  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    appearance: none;
    background: ${color.textSecondary};
    mask: ${calendarMask};
    width: 1.1em;
    height: 1.1em;
  }
  &:disabled::-webkit-calendar-picker-indicator {
    background: ${color.textDisabled};
  }
  &::-webkit-datetime-edit-fields-wrapper {
    color: ${color.text};
  }
  &:disabled::-webkit-datetime-edit-fields-wrapper {
    color: ${color.textDisabled};
  }
`;
