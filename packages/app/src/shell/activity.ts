import { createStore } from './sessionStore';

/** How many data-service requests are running: drives the top progress bar. */
export const activityStore = createStore(0);

/** `doFetch` counting its running requests in `activityStore`. */
export function tracking(doFetch: typeof fetch): typeof fetch {
  return async (...args) => {
    activityStore.set(activityStore.get() + 1);
    try {
      return await doFetch(...args);
    } finally {
      activityStore.set(activityStore.get() - 1);
    }
  };
}

/** The browser's `fetch`, counted. */
export const trackingFetch: typeof fetch = tracking((...args) => fetch(...args));
