export * from './billing';
export * from './clients';
export * from './kaefer';
export * from './maps';
export * from './positions';
export * from './users';
export * from './views';
