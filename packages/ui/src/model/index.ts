export * from './roles';
export * from './routeMeta';
