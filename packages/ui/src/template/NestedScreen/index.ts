export { NestedScreen, type NestedScreenProps } from './NestedScreen';
