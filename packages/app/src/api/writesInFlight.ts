import { createStore } from '../shell/sessionStore';

/**
 * How many writes to the data service are under way. While one is, the shell asks before the
 * page is left (SavingGuard): a reload or a closed tab would leave the person not knowing
 * whether it was saved.
 */
export const writesInFlight = createStore(0);

/** Runs a write, counted in `writesInFlight` until it settles. */
export async function counted<T>(write: () => Promise<T>): Promise<T> {
  writesInFlight.set(writesInFlight.get() + 1);
  try {
    return await write();
  } finally {
    writesInFlight.set(writesInFlight.get() - 1);
  }
}
