export * from './article';
export * from './errorLog';
export * from './language';
export * from './permission';
export * from './roleTree';
export * from './dashboard';
export * from './todos';
export * from './uploads';
