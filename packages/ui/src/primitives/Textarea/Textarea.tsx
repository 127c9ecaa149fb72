import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { color, lineHeights, space } from '../../theme';
import { FormField, controlSurface, splitFieldProps, type ControlSurfaceProps, type FieldProps } from '../FormField';
import { stripControlChars } from '../../model/controlChars';

export interface TextareaProps
  extends
    FieldProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'id' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'required'
    > {
  value: string;
  onChange?: (value: string) => void;
  /** Visible lines before it scrolls; the person can drag it taller. */
  rows?: number;
  /** Most characters; shows a live counter "120 / 500 Zeichen" read out with the field. */
  maxLength?: number;
}

const count = new Intl.NumberFormat('de-DE');

/** Remaining characters below which the counter turns to the warning colour. */
const nearLimitShare = 0.1;

/**
 * A text input of several lines for letters, notes and messages; with a length limit it counts the characters
 * as the person types and says when the limit is near.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  const [field, { value, onChange, rows = 4, maxLength, disabled = false, readOnly = false, ...textareaProps }] =
    splitFieldProps(props);
  const isNearLimit = maxLength !== undefined && maxLength - value.length <= maxLength * nearLimitShare;
  const counter =
    maxLength === undefined ? undefined : (
      <Counter $isNearLimit={isNearLimit}>
        {count.format(value.length)} / {count.format(maxLength)} Zeichen
      </Counter>
    );
  return (
    <FormField {...field} aside={counter}>
      {(control) => (
        <Area
          {...textareaProps}
          {...control}
          ref={ref}
          value={value}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          readOnly={readOnly}
          $isInvalid={Boolean(field.error)}
          $isDisabled={disabled}
          $isReadOnly={readOnly}
          onChange={(event) => onChange?.(stripControlChars(event.target.value))}
        />
      )}
    </FormField>
  );
});

const Area = styled.textarea<ControlSurfaceProps>`
  ${controlSurface}
  display: block;
  padding: ${space[2]} ${space[3]};
  line-height: ${lineHeights.normal};
  resize: vertical;

  &::placeholder {
    color: ${color.textSecondary};
    opacity: 1;
  }
`;

const Counter = styled.span<{ $isNearLimit: boolean }>`
  ${(p) =>
    p.$isNearLimit &&
    css`
      color: ${color.warning};
    `}
`;
