import { forwardRef, useEffect, useRef, useState, type FocusEvent } from 'react';
import { TextField, type TextFieldProps } from '../../primitives/TextField';

export interface YearFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  value: number | null;
  /** The year the text stands for as the person types; `null` while it is empty or not a year. */
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Reports the field's own German message (or `null`), so a form can refuse to save. */
  onValidationChange?: (message: string | null) => void;
}

/** The year a text stands for, or the German message why it is none; `null` for an empty text. */
export function checkYear(text: string, min?: number, max?: number): { value: number | null; message: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, message: null };
  if (!/^\d{4}$/.test(trimmed)) return { value: null, message: 'Bitte ein Jahr mit vier Ziffern eingeben.' };
  const year = Number(trimmed);
  if ((min !== undefined && year < min) || (max !== undefined && year > max)) {
    return { value: null, message: `Das Jahr muss zwischen ${min ?? 1000} und ${max ?? 9999} liegen.` };
  }
  return { value: year, message: null };
}

/** True when a text can never become a year by typing on (a letter, a dot, a space inside). */
export function isNeverAYear(text: string): boolean {
  return /[^\d\s]/.test(text) || /\d\s+\d/.test(text);
}

/**
 * A year ("1936", never "1.936" as a German number field would group it). The typed text is
 * the field's own; the message appears once the person has left the field, or at once for
 * text that can never become a year ("abc"): a filter applied as the person types must not
 * silently ignore it.
 */
export const YearField = forwardRef<HTMLInputElement, YearFieldProps>(function YearField(
  { value, onChange, min, max, onValidationChange, error, onBlur, ...textFieldProps },
  ref,
) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [textValue, setTextValue] = useState(value);
  const [isTouched, setTouched] = useState(false);
  if (value !== textValue) {
    setTextValue(value);
    setText(value === null ? '' : String(value));
  }
  const { message } = checkYear(text, min, max);
  const report = useRef(onValidationChange);
  useEffect(() => {
    report.current = onValidationChange;
  });
  useEffect(() => {
    report.current?.(message);
  }, [message]);

  return (
    <TextField
      {...textFieldProps}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={text}
      error={(isTouched || isNeverAYear(text) ? message : null) ?? error}
      onChange={(next) => {
        const year = checkYear(next, min, max).value;
        setText(next);
        setTextValue(year);
        if (year !== value) onChange?.(year);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTouched(true);
        onBlur?.(event);
      }}
    />
  );
});
