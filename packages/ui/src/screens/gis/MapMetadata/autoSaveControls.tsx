import { useRef, type KeyboardEvent } from 'react';
import { NumberField } from '../../../primitives/NumberField';
import { Select, type SelectOption } from '../../../primitives/Select';
import { Switch } from '../../../primitives/Switch';
import { TextField } from '../../../primitives/TextField';
import { Textarea } from '../../../primitives/Textarea';
import { YearField } from '../YearField';
import { AutoSaveField } from './AutoSaveField';

/**
 * The field kinds of the metadata form, each saving on its own through AutoSaveField:
 * text and numbers when the person leaves the field (or presses Enter), choices and the
 * switch at once. Empty text is stored as null, as the service keeps empty columns.
 */

interface AutoProps<T> {
  label: string;
  value: T;
  onSave: (value: T) => Promise<unknown>;
  hint?: string;
  disabled?: boolean;
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

const commitOnEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') commit();
};

export function AutoText({
  label,
  value,
  onSave,
  hint,
  disabled,
  maxLength,
}: AutoProps<string | null> & { maxLength?: number }) {
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {(control) => (
        <TextField
          label={label}
          hint={hint}
          disabled={disabled}
          maxLength={maxLength}
          value={control.value ?? ''}
          error={control.error}
          onChange={(text) => control.onChange(textOrNull(text))}
          onBlur={() => control.onCommit()}
          onKeyDown={commitOnEnter(() => control.onCommit())}
        />
      )}
    </AutoSaveField>
  );
}

export function AutoTextarea({
  label,
  value,
  onSave,
  hint,
  disabled,
  rows = 3,
  className,
}: AutoProps<string | null> & { rows?: number; className?: string }) {
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {(control) => (
        <Textarea
          className={className}
          label={label}
          hint={hint}
          rows={rows}
          disabled={disabled}
          value={control.value ?? ''}
          error={control.error}
          onChange={(text) => control.onChange(textOrNull(text))}
          onBlur={() => control.onCommit()}
        />
      )}
    </AutoSaveField>
  );
}

export function AutoNumber({
  label,
  value,
  onSave,
  hint,
  disabled,
  min,
  max,
  decimals = 0,
}: AutoProps<number | null> & { min?: number; max?: number; decimals?: number }) {
  // The field's own message: an invalid text is never saved (it would arrive as null).
  const invalid = useRef<string | null>(null);
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {(control) => {
        const commit = () => {
          if (invalid.current === null) control.onCommit();
        };
        return (
          <NumberField
            label={label}
            hint={hint}
            disabled={disabled}
            min={min}
            max={max}
            decimals={decimals}
            value={control.value}
            error={control.error}
            onValidationChange={(message) => {
              invalid.current = message;
            }}
            onChange={control.onChange}
            onBlur={commit}
            onKeyDown={commitOnEnter(commit)}
          />
        );
      }}
    </AutoSaveField>
  );
}

export function AutoSelect<T extends string | number>({
  label,
  value,
  onSave,
  hint,
  disabled,
  options,
  placeholder = 'Nicht gesetzt',
}: AutoProps<T | null> & { options: readonly { value: T; label: string }[]; placeholder?: string }) {
  const selectOptions: SelectOption[] = options.map((option) => ({ value: String(option.value), label: option.label }));
  const parse = (text: string): T | null => options.find((option) => String(option.value) === text)?.value ?? null;
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {(control) => (
        <Select
          label={label}
          hint={hint}
          disabled={disabled || control.isSaving}
          options={selectOptions}
          placeholder={placeholder}
          value={control.value === null ? '' : String(control.value)}
          error={control.error}
          onChange={(text) => control.onCommit(parse(text))}
        />
      )}
    </AutoSaveField>
  );
}

export function AutoSwitch({ label, value, onSave, hint, disabled }: AutoProps<boolean>) {
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {(control) => (
        <Switch
          label={label}
          hint={hint}
          disabled={disabled}
          checked={control.value}
          isBusy={control.isSaving}
          error={control.error}
          onChange={(checked) => control.onCommit(checked)}
        />
      )}
    </AutoSaveField>
  );
}

export function AutoYear({
  label,
  value,
  onSave,
  hint,
  disabled,
  min,
  max,
}: AutoProps<number | null> & { min?: number; max?: number }) {
  const invalid = useRef<string | null>(null);
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {(control) => {
        const commit = () => {
          if (invalid.current === null) control.onCommit();
        };
        return (
          <YearField
            label={label}
            hint={hint}
            disabled={disabled}
            min={min}
            max={max}
            value={control.value}
            error={control.error}
            onValidationChange={(message) => {
              invalid.current = message;
            }}
            onChange={control.onChange}
            onBlur={commit}
            onKeyDown={commitOnEnter(commit)}
          />
        );
      }}
    </AutoSaveField>
  );
}
