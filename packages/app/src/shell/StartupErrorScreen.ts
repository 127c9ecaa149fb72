/** The start-up error's screen, loaded only when the app cannot start (main.tsx). */
export { StartupError } from '@waldmonitor/ui';
