export { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';
export type { UndoEntry } from './useQueueActions';
