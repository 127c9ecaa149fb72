export { ErrorLogScreen, type ErrorLogScreenProps } from './ErrorLogScreen';
