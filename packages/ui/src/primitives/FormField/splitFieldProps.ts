import type { FieldProps } from './FormField';

/**
 * A field primitive's props split in two: what FormField takes (label, hint, error, …) and the
 * rest for the control, so every primitive forwards the field's props the same way.
 */
export function splitFieldProps<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const { label, hint, error, isRequired, isLabelHidden, id, className, ...control } = props;
  return [{ label, hint, error, isRequired, isLabelHidden, id, className }, control];
}
