/**
 * swr imports `useSyncExternalStore` from the `use-sync-external-store/shim` package, a stand-in
 * for React versions before 18 that React 19 no longer needs; vite.config.ts resolves the
 * shim to React's own hook.
 */
export { useSyncExternalStore } from 'react';
