export * from './Button';
export * from './Icon';
export * from './Spinner';
