export * from './billing';
export * from './clients';
export * from './kaefer';
export * from './maps';
export * from './positions';
export * from './users';
export * from './views';
export { useDataQuery, useDataQueryWhen, type DataQuery } from './useDataQuery';
export { isRetryable, isConcurrencyConflict, onErrorRetry } from '../retryRule';
export {
  screenQuery,
  screenQueryAll,
  type ScreenQuery,
  type ScreenQueryOptions,
  type ScreenSource,
} from './screenQuery';
export { useDataMutation, useOptimisticChange, type OptimisticChange } from './useDataMutation';
