export * from './productRoutes';
export * from './routeTable';
