import { PRODUCT_ROUTES, ROLES, type AppUserData } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../session/loadSession';
import { navbarStatus } from './useNavbarStatus';

const citizen = (groups: string[]) =>
  sessionFor(
    { email: 'b@waldmonitor.example', id: 'b', groups },
    { user: { app_status: ROLES.citizen } as AppUserData, error: null },
    PRODUCT_ROUTES,
  );

describe('navbarStatus (requirements §2: Profil hidden for appuser_new)', () => {
  it('offers Profil to a citizen of group appuser_validated', () => {
    expect(navbarStatus(citizen(['appuser_validated']))).toEqual({
      role: 'ogf_citizens',
      groups: ['appuser_validated'],
      canOpenProfile: true,
    });
  });

  it('hides Profil when the token carries the group appuser_new', () => {
    expect(navbarStatus(citizen(['appuser_new'])).canOpenProfile).toBe(false);
  });

  it('signed out: ogf_new, no groups, no Profil', () => {
    expect(navbarStatus(null)).toEqual({ role: 'ogf_new', groups: [], canOpenProfile: false });
  });
});
