import { createContext, useContext, type ReactNode } from 'react';
import type { SessionState } from './sessionState';

export interface SessionContextValue extends SessionState {
  /** Loads the user data again, e.g. after the expert request changed the role. */
  refresh: () => Promise<void>;
  /** Abmelden. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ value, children }: { value: SessionContextValue; children?: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in person: role, user data, allowed routes. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() must be called inside a <SessionProvider>.');
  return value;
}
