import { FALLBACK_ROLE, matchRoute } from '@waldmonitor/ui/model';
import { useEffect, useState } from 'react';
import type { SessionState } from '../session/sessionState';
import { sessionStore } from './sessionStore';

export interface NavbarStatus {
  role: string;
  /** The identity groups; `appuser_new` hides 'Profil' (requirements §2). */
  groups: readonly string[];
  canOpenProfile: boolean;
}

const NO_GROUPS: readonly string[] = [];

/** The navbar's status for a session: role label, groups and whether 'Profil' is offered. */
export function navbarStatus(session: SessionState | null): NavbarStatus {
  const groups = session?.groups ?? NO_GROUPS;
  return {
    role: session?.role ?? FALLBACK_ROLE,
    groups,
    // requirements §2: "Profil (hidden when the role is appuser_new)"; the group arrives in the token.
    canOpenProfile:
      session !== null && matchRoute(session.routes, '/profile/index') !== null && !groups.includes('appuser_new'),
  };
}

const sameStatus = (a: NavbarStatus, b: NavbarStatus) =>
  a.role === b.role && a.canOpenProfile === b.canOpenProfile && a.groups.join() === b.groups.join();

/** requirements §4 and §9: "Navbar status is re-evaluated every second." */
export function useNavbarStatus(intervalMs = 1000): NavbarStatus {
  const [status, setStatus] = useState(() => navbarStatus(sessionStore.get()));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = navbarStatus(sessionStore.get());
      setStatus((prev) => (sameStatus(prev, next) ? prev : next));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return status;
}
