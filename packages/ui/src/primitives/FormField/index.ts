export {
  FormField,
  type FieldControlProps,
  type FieldProps,
  type FormFieldLayout,
  type FormFieldProps,
} from './FormField';
export { bareInput, controlPadding, controlSurface, type ControlSurfaceProps } from './controlSurface';
export { splitFieldProps } from './splitFieldProps';
