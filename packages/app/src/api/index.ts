export {
  createDataClient,
  dataServiceBaseUrl,
  tableQuery,
  DEFAULT_TIMEOUT_MS,
  type DataClient,
  type DataClientOptions,
  type RequestOptions,
  type SelectOptions,
  type EqFilters,
  type OrderBy,
} from './client';
export { DataServiceError, FALLBACK_MESSAGES, isDataServiceError, type DataServiceErrorKind } from './DataServiceError';
export {
  DataServiceProvider,
  useDataClient,
  useDataService,
  type DataServiceContextValue,
  type DataServiceProviderProps,
} from './DataServiceProvider';
export { dataKey, matchKeys, type CallName, type DataKey, type KeyFilter, type KeyParams } from './keys';
export { CALL_REGISTRY, type CallEntry } from './registry';
export * from './calls';
export * from './hooks';
