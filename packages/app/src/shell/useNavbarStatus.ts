import { FALLBACK_ROLE, matchRoute } from '@waldmonitor/ui/model';
import { useEffect, useState } from 'react';
import { sessionStore } from './sessionStore';

interface NavbarStatus {
  role: string;
  canOpenProfile: boolean;
}

function readStatus(): NavbarStatus {
  const session = sessionStore.get();
  return {
    role: session?.role ?? FALLBACK_ROLE,
    canOpenProfile: session ? matchRoute(session.routes, '/profile/index') !== null : false,
  };
}

/** spec §4 and §9: "Navbar status is re-evaluated every second." */
export function useNavbarStatus(intervalMs = 1000): NavbarStatus {
  const [status, setStatus] = useState(readStatus);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = readStatus();
      setStatus((prev) => (prev.role === next.role && prev.canOpenProfile === next.canOpenProfile ? prev : next));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return status;
}
