export { AddressFields, type AddressFieldsProps } from './AddressFields';
