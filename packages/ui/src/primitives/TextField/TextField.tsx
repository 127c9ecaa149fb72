import { forwardRef, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useChromeText } from '../../i18n';
import { color, controlHeight, space } from '../../theme';
import {
  FormField,
  bareInput,
  controlPadding,
  controlSurface,
  type ControlSurfaceProps,
  type FieldProps,
} from '../FormField';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { stripControlChars } from '../../model/controlChars';

const limitCount = new Intl.NumberFormat('de-DE');

export type TextFieldType = 'text' | 'email' | 'tel' | 'password';

export interface TextFieldProps
  extends
    FieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'className' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'size' | 'prefix' | 'required'
    > {
  value: string;
  onChange?: (value: string) => void;
  type?: TextFieldType;
  /** A decorative icon before the text, e.g. `search` or `euro`. */
  icon?: IconName;
  /** Shows a button that empties the field while it has text. */
  isClearable?: boolean;
}

/**
 * A one-line text input with label, hint and error at the field: text, e-mail, phone or password, optionally
 * with an icon and a clear button. Numbers, dates and long texts have their own fields (NumberField,
 * DateField, Textarea).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    isRequired,
    isLabelHidden,
    id,
    className,
    value,
    onChange,
    type = 'text',
    icon,
    isClearable = false,
    disabled = false,
    readOnly = false,
    ...inputProps
  },
  ref,
) {
  const t = useChromeText();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const canClear = isClearable && value !== '' && !disabled && !readOnly;
  // maxLength stops typing without a word; at the limit the field says why (pasted text is cut there).
  const { maxLength } = inputProps;
  const limitNote =
    maxLength !== undefined && !readOnly && value.length >= maxLength
      ? `Höchstens ${limitCount.format(maxLength)} Zeichen – die Grenze ist erreicht.`
      : null;

  return (
    <FormField
      label={label}
      hint={
        limitNote && hint ? (
          <>
            {hint} {limitNote}
          </>
        ) : (
          (limitNote ?? hint)
        )
      }
      error={error}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      id={id}
      className={className}
    >
      {(control) => (
        <Frame $isInvalid={Boolean(error)} $isDisabled={disabled} $isReadOnly={readOnly}>
          {icon ? <PrefixIcon name={icon} /> : null}
          <Input
            ref={inputRef}
            {...inputProps}
            {...control}
            type={type}
            value={value}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(event) => onChange?.(stripControlChars(event.target.value))}
          />
          {canClear ? (
            <IconButton
              icon="close"
              label={t('ui.clearInput')}
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange?.('');
                inputRef.current?.focus();
              }}
            />
          ) : null}
        </Frame>
      )}
    </FormField>
  );
});

const Frame = styled.div<ControlSurfaceProps>`
  ${controlSurface}
  display: flex;
  align-items: center;
  gap: ${space[2]};
  height: ${controlHeight.md};
  padding: ${controlPadding};
  /* The clear button sits near the edge without growing the control. */
  &:has(button) {
    padding-right: ${space[1]};
  }
`;

const PrefixIcon = styled(Icon)`
  color: ${color.textSecondary};
`;

const Input = styled.input`
  ${bareInput}
`;
