export * from './theme';
export * from './hooks';
export * from './forms';
export * from './primitives';
export * from './screens';
export * from './chrome';
export * from './i18n';
export * from './browser';
