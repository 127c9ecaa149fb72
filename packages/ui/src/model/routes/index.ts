export * from './productRoutes';
export * from './routeTable';
export * from './templatePaths';
export * from './templateRoutes';
