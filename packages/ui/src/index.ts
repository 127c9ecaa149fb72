export * from './theme';
export * from './hooks';
export * from './primitives';
