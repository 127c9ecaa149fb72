import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, fontSize, fontWeights, lineHeights, space, visuallyHidden } from '../../theme';
import { Icon } from '../Icon';

/**
 * The props every field component takes (TextField, NumberField, DateField, Select,
 * Textarea, Checkbox, Switch). Each renders a FormField internally, so a screen never
 * wires ids or aria attributes itself.
 */
export interface FieldProps {
  /** Visible label and the control's accessible name. */
  label: string;
  /** Help text under the control, read out with it (aria-describedby). */
  hint?: ReactNode;
  /**
   * The value's own problem (a rule of the model, a parse message): marks the control invalid, is
   * announced and read out with it. A failed save is FormError's, beside the form or field.
   */
  error?: ReactNode;
  /** Shows the required marker and sets aria-required. */
  isRequired?: boolean;
  /** Keeps the label for screen readers only, e.g. in a table cell with a column header. */
  isLabelHidden?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
}

/** What FormField hands to its control so label, hint and error are linked to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export type FormFieldLayout = 'stacked' | 'inline';

export interface FormFieldProps extends FieldProps {
  /** `stacked`: label above the control; `inline`: control before the label (Checkbox, Switch). */
  layout?: FormFieldLayout;
  /** Shown at the end of the help line and read out with the control, e.g. a character counter. */
  aside?: ReactNode;
  /** Renders the control with the props that link it to label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame of every form control: label, required marker, hint and error message, linked to the control by
 * ids and aria attributes. Field components (TextField, Select, …) render it themselves; use it directly only
 * for a control of your own.
 */
export function FormField({
  label,
  hint,
  error,
  isRequired = false,
  isLabelHidden = false,
  id,
  className,
  layout = 'stacked',
  aside,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const asideId = `${controlId}-aside`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, aside ? asideId : null].filter(Boolean).join(' ');

  const control = children({
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired ? true : undefined,
  });

  return (
    <Root className={className} $layout={layout}>
      <LabelLine $isHidden={isLabelHidden} $layout={layout}>
        <Label htmlFor={controlId} $layout={layout}>
          {label}
        </Label>
        {/* Outside the label, so the label's text is exactly the field's name; aria-required tells it. */}
        {isRequired ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
      </LabelLine>
      <ControlSlot $layout={layout}>{control}</ControlSlot>
      {error ? (
        // role="alert": an error that appears on blur or after saving is announced at once.
        <ErrorText id={errorId} role="alert" $layout={layout}>
          <Icon name="error" />
          <span>{error}</span>
        </ErrorText>
      ) : null}
      {hint || aside ? (
        <HelpRow $layout={layout}>
          {hint ? <Hint id={hintId}>{hint}</Hint> : null}
          {aside ? <Aside id={asideId}>{aside}</Aside> : null}
        </HelpRow>
      ) : null}
    </Root>
  );
}

type LayoutProps = { $layout: FormFieldLayout };

const Root = styled.div<LayoutProps>`
  display: grid;
  /* Stretched by a parent grid, the field keeps its rows together at the top. */
  align-content: start;
  min-width: 0;
  /* A disabled control greys its label too. */
  &:has(:is(input, select, textarea, button):disabled) label {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
  ${(p) =>
    p.$layout === 'stacked'
      ? css`
          grid-template-columns: minmax(0, 1fr);
          row-gap: ${space[1]};
        `
      : css`
          grid-template-columns: auto minmax(0, 1fr);
          column-gap: ${space[2]};
          row-gap: ${space[1]};
          align-items: start;
        `}
`;

/** Inline: the label sits in the second column, beside the control. */
const secondColumn = (p: LayoutProps) =>
  p.$layout === 'inline' &&
  css`
    grid-column: 2;
  `;

const LabelLine = styled.div<LayoutProps & { $isHidden: boolean }>`
  min-width: 0;
  line-height: ${lineHeights.tight};
  ${(p) =>
    p.$layout === 'inline' &&
    css`
      grid-column: 2;
      grid-row: 1;
    `}
  ${(p) => p.$isHidden && visuallyHidden}
`;

const Label = styled.label<LayoutProps>`
  font-size: ${fontSize.md};
  overflow-wrap: anywhere;
  color: ${color.text};
  ${(p) =>
    p.$layout === 'stacked'
      ? css`
          font-weight: ${fontWeights.semibold};
        `
      : css`
          cursor: pointer;
        `}
`;

const RequiredMarker = styled.span`
  margin-left: ${space[1]};
  color: ${color.danger};
`;

const ControlSlot = styled.div<LayoutProps>`
  min-width: 0;
  ${(p) =>
    p.$layout === 'inline' &&
    css`
      grid-column: 1;
      grid-row: 1;
      display: flex;
      align-items: center;
      /* One label line high: the control sits beside the label's first line, however long it wraps. */
      min-height: calc(${fontSize.md} * ${lineHeights.tight});
    `}
`;

const ErrorText = styled.p<LayoutProps>`
  display: flex;
  align-items: baseline;
  gap: ${space[1]};
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeights.tight};
  color: ${color.danger};
  overflow-wrap: anywhere;
  ${secondColumn}
`;

const HelpRow = styled.div<LayoutProps>`
  display: flex;
  gap: ${space[2]};
  justify-content: space-between;
  font-size: ${fontSize.sm};
  line-height: ${lineHeights.tight};
  color: ${color.textSecondary};
  ${secondColumn}
`;

const Hint = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Aside = styled.div`
  margin-left: auto;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
