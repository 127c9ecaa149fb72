export { PersonNameFields, type PersonNameFieldsProps } from './PersonNameFields';
