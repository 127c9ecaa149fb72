import { createStore } from './sessionStore';

/** How many data-service requests are running: drives the top progress bar. */
export const activityStore = createStore(0);

/** `fetch` that counts running requests in `activityStore`. */
export const trackingFetch: typeof fetch = async (...args) => {
  activityStore.set(activityStore.get() + 1);
  try {
    return await fetch(...args);
  } finally {
    activityStore.set(activityStore.get() - 1);
  }
};
