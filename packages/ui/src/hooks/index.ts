export { useSingleFlight } from './useSingleFlight';
