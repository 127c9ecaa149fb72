export * from './QueueMatrix';
export * from './PictureViewer';
export * from './ReviewRecord';
export * from './ReviewQueue';
