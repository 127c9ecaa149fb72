export * from './access';
export * from './affects';
export * from './calls';
export * from './errors';
export * from './rpc';
export * from './specCalls';
export * from './tables';
export * from './templateApi';
