export { DateField, type DateFieldProps } from './DateField';
export { checkIsoDate, type DateLimits } from './dateLimits';
