/** The start-up error's screen, loaded only when the app cannot start (main.tsx, issue 17). */
export { StartupError } from '@waldmonitor/ui';
