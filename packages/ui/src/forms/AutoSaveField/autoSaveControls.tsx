import { NumberField } from '../../primitives/NumberField';
import { Select, type SelectOption } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { TextField } from '../../primitives/TextField';
import { Textarea } from '../../primitives/Textarea';
import { AutoSaveField } from './AutoSaveField';

/**
 * The field kinds that save on commit, each through AutoSaveField: text and numbers when
 * the person leaves the field (or presses Enter), choices and the switch at once. Empty
 * text is stored as null, as the service keeps empty columns.
 */

export interface AutoProps<T> {
  label: string;
  value: T;
  onSave: (value: T) => Promise<unknown>;
  hint?: string;
  disabled?: boolean;
}

/** While typing, spaces stay as typed; a field of nothing but spaces is no value. */
const blankAsNull = (text: string): string | null => (text.trim() === '' ? null : text);

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
      {({ input }) => (
        <TextField
          label={label}
          hint={hint}
          disabled={disabled}
          maxLength={maxLength}
          value={input.value ?? ''}
          onChange={(text) => input.onChange(blankAsNull(text))}
          onBlur={input.onBlur}
          onKeyDown={input.onKeyDown}
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
  maxLength,
}: AutoProps<string | null> & { rows?: number; className?: string; maxLength?: number }) {
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {({ input }) => (
        <Textarea
          className={className}
          label={label}
          hint={hint}
          rows={rows}
          disabled={disabled}
          maxLength={maxLength}
          value={input.value ?? ''}
          onChange={(text) => input.onChange(blankAsNull(text))}
          onBlur={input.onBlur}
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
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {({ input }) => (
        <NumberField {...input} label={label} hint={hint} disabled={disabled} min={min} max={max} decimals={decimals} />
      )}
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
          onChange={(checked) => control.onCommit(checked)}
        />
      )}
    </AutoSaveField>
  );
}
