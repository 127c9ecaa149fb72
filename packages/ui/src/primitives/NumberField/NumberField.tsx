import { forwardRef, useEffect, useRef, useState, type FocusEvent } from 'react';
import { checkGermanNumber, formatGermanNumber, parseGermanNumber } from '../../model/germanNumber';
import { TextField, type TextFieldProps } from '../TextField';

export interface NumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The number shown; `null` for an empty field. */
  value: number | null;
  /**
   * Called as the person types with the number the text stands for: `null` when the
   * field is empty or the text is not a number. Values outside min/max or with too many
   * decimals are passed on too; the field shows the message.
   */
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Decimals shown after leaving the field and the most that may be typed (2 for euros). */
  decimals?: number;
  /** Reports the field's own German message (or `null`) whenever it changes, so a form can refuse to save. */
  onValidationChange?: (message: string | null) => void;
}

const display = (value: number | null, decimals?: number) =>
  value === null ? '' : formatGermanNumber(value, decimals);

/**
 * A number in German notation ("1.234,5"). The typed text is the field's own state: it
 * is never replaced while it is not a valid number, and reformatted only on leaving the
 * field when it is. The German message appears on the first blur and then follows
 * every keystroke (architecture §6: bad input gets a clear German message at the field).
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { value, onChange, min, max, decimals, onValidationChange, isRequired, error, onBlur, ...textFieldProps },
  ref,
) {
  const [text, setText] = useState(() => display(value, decimals));
  // The number `text` stands for; when the parent passes another one, show that instead.
  const [textValue, setTextValue] = useState(value);
  const [isTouched, setTouched] = useState(false);
  if (value !== textValue) {
    setTextValue(value);
    setText(display(value, decimals));
  }

  const { message } = checkGermanNumber(text, { min, max, decimals, isRequired });
  const reportValidation = useRef(onValidationChange);
  useEffect(() => {
    reportValidation.current = onValidationChange;
  });
  useEffect(() => {
    reportValidation.current?.(message);
  }, [message]);

  return (
    <TextField
      {...textFieldProps}
      ref={ref}
      type="text"
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      isRequired={isRequired}
      value={text}
      error={(isTouched ? message : null) ?? error}
      onChange={(nextText) => {
        const parsed = parseGermanNumber(nextText);
        const next = parsed === 'invalid' ? null : parsed;
        setText(nextText);
        setTextValue(next);
        if (next !== value) onChange?.(next);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTouched(true);
        if (message === null) setText(display(textValue, decimals));
        onBlur?.(event);
      }}
    />
  );
});
