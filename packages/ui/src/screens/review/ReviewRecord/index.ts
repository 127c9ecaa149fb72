export { ReviewRecord, type RecordSaveFailure, type ReviewRecordProps } from './ReviewRecord';
export { MessageComposer, type ComposerPurpose, type MessageComposerProps } from './MessageComposer';
export { StatusTag } from './StatusTag';
