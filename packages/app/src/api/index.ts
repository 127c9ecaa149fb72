export {
  createDataClient,
  dataServiceBaseUrl,
  DEFAULT_TIMEOUT_MS,
  type DataClient,
  type DataClientOptions,
  type RequestOptions,
} from './client';
export { listPage, type ListName, type ListRow } from './listPage';
export {
  containsPattern,
  searchConditions,
  type ListCondition,
  type ListOrder,
  type ListPage,
  type ListQuery,
} from './listQuery';
export { DataServiceError, FALLBACK_MESSAGES, type DataServiceErrorKind } from './DataServiceError';
export {
  DataServiceProvider,
  useDataClient,
  useDataService,
  type DataServiceContextValue,
  type DataServiceProviderProps,
} from './DataServiceProvider';
export { dataKey, matchKeys, type CallName, type DataKey, type KeyParams } from './keys';
export {
  rowOf,
  useList,
  useRpc,
  useRpcAction,
  useRpcMutation,
  useTable,
  useTableMutation,
  type ActionOutcome,
  type ActionTexts,
  type DataQuery,
  type MutationResult,
  type RpcMutation,
  type TableMutation,
} from './useRpc';
