export {
  useForm,
  type FieldBinding,
  type NumberFieldBinding,
  type FormApi,
  type FormErrors,
  type FormValues,
  type UseFormOptions,
} from './useForm';
export { NEW_ROW, useRows, type RowSave, type RowsApi, type UseRowsOptions } from './useRows';
export { FormError, type FormErrorProps, type SaveFailure } from './FormError';
export { LeaveConfirmDialog, type LeaveConfirmDialogProps } from './LeaveConfirmDialog';
export { FormDialog, FormDialogWide, type FormDialogProps } from './FormDialog';
export {
  AutoNumber,
  AutoSaveField,
  AutoSelect,
  AutoSwitch,
  AutoText,
  AutoTextarea,
  type AutoProps,
  type AutoSaveControl,
  type AutoSaveFieldProps,
} from './AutoSaveField';
