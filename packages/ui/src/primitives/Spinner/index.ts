export { Spinner, type SpinnerPlacement, type SpinnerProps } from './Spinner';
