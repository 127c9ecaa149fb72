import { PRODUCT_ROUTES, ROLES, type AppUserData } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import type { SessionState } from './sessionState';
import { loadUserDataOutcome, sessionFor } from './loadSession';

const profile = { email: 'buerger@waldmonitor.example', id: 'sub-2', groups: ['appuser_validated'] };
const user = (app_status: AppUserData['app_status']) =>
  ({ user_id: 2, email: profile.email, app_status }) as AppUserData;

describe('sessionFor', () => {
  it('a refresh after the expert request takes the new role, not the session it started from', () => {
    const before: SessionState = sessionFor(profile, { user: user(ROLES.citizen), error: null }, PRODUCT_ROUTES);
    const after = sessionFor(before, { user: user(ROLES.expertQuery), error: null }, PRODUCT_ROUTES);
    expect(after.role).toBe('ogf_expert_query');
    expect(after.user?.app_status).toBe('ogf_expert_query');
    expect(after.groups).toEqual(['appuser_validated']);
  });

  it('user data that failed gives ogf_new and keeps why (requirements §4)', () => {
    const session = sessionFor(profile, { user: null, error: 'Failed to fetch' }, PRODUCT_ROUTES);
    expect(session).toMatchObject({ role: 'ogf_new', user: null, userDataError: 'Failed to fetch' });
  });
});

describe('loadUserDataOutcome', () => {
  it('turns a rejection into the outcome with its message', async () => {
    await expect(loadUserDataOutcome(() => Promise.reject(new Error('kaputt')), profile)).resolves.toEqual({
      user: null,
      error: 'kaputt',
    });
  });

  it('passes the e-mail and id on and returns the row', async () => {
    const row = user(ROLES.admin);
    const calls: string[][] = [];
    const outcome = await loadUserDataOutcome(async (email, id) => {
      calls.push([email, id]);
      return row;
    }, profile);
    expect(outcome).toEqual({ user: row, error: null });
    expect(calls).toEqual([['buerger@waldmonitor.example', 'sub-2']]);
  });
});
