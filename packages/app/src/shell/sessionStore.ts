import type { SessionState } from '../session/sessionState';

type Listener = () => void;

/** A tiny external store: the guard writes the session, React reads it with useSyncExternalStore. */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The signed-in person's session; null until the guard has derived it (requirements §4). */
export const sessionStore = createStore<SessionState | null>(null);
