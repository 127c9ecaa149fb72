export * from './roles';
export * from './routeMeta';
export * from './entities';
export * from './domainValues';
export * from './resultRows';
export * from './contract';
export * from './time';
export * from './routeFilter';
