export * from './productRoutes';
export * from './routeParts';
export * from './routeTable';
export * from './templatePaths';
export * from './templateRoutes';
