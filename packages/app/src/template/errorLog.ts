import { describeThrown, type ErrorLogEntry, type ErrorSource } from '@waldmonitor/ui/model';
import { useSyncExternalStore } from 'react';
import { createStore } from '../shell/sessionStore';

/**
 * The template part's error log: one store for every error captured there,
 * thrown by a page (window `error`), by React while rendering (`ErrorLogBoundary`) or
 * by a promise nobody handled (`unhandledrejection`). It lives for the page's lifetime,
 * as the template's does; the navbar badge and the error-log page read it.
 */
export const errorLogStore = createStore<readonly ErrorLogEntry[]>([]);

let nextId = 1;

const INFO: Record<ErrorSource, string> = {
  error: 'Uncaught error',
  render: 'React render',
  promise: 'Unhandled promise rejection',
};

export function captureError(thrown: unknown, source: ErrorSource, info?: string): void {
  const { message, stack } = describeThrown(thrown);
  const entry: ErrorLogEntry = {
    id: nextId++,
    message,
    stack,
    source,
    info: info ?? INFO[source],
    url: window.location.href,
    time: Date.now(),
  };
  errorLogStore.set([...errorLogStore.get(), entry]);
}

export function clearErrorLog(): void {
  errorLogStore.set([]);
}

let isInstalled = false;

/**
 * Listens for uncaught errors and unhandled rejections, once per page however often it
 * is called (the template shell and the error-log page both call it). The events are
 * marked handled: they are in the log, so the browser need not report them again.
 */
export function installErrorCapture(): void {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener('error', (event) => {
    captureError(event.error ?? event.message, 'error');
    event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    captureError(event.reason, 'promise');
    event.preventDefault();
  });
}

export function useErrorLog(): readonly ErrorLogEntry[] {
  return useSyncExternalStore(errorLogStore.subscribe, errorLogStore.get);
}

/** For the template navbar's badge: how many errors were captured. Starts the capture. */
export function useErrorLogCount(): number {
  installErrorCapture();
  return useErrorLog().length;
}
