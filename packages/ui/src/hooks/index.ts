export { useSingleFlight } from './useSingleFlight';
export { onDemand, useOpenedOnce, type OnDemand } from './onDemand';
