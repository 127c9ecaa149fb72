export { useSingleFlight } from './useSingleFlight';
export { lazyLoad, type LazyComponent, type LazyModule } from './lazyLoad';
export { preloadCode, useCodeArrived } from './useCodeArrived';
export { useOpenedOnce } from './useOpenedOnce';
export { useDelayedFlag } from './useDelayedFlag';
