export { StartupError, type StartupErrorProps } from './StartupError';
