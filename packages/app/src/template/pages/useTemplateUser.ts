import { TEMPLATE_ROUTES, templateRoutesFor, type TemplateUserInfo } from '@waldmonitor/ui/model';
import { useCallback, useSyncExternalStore } from 'react';
import { useTemplateApi } from '../../templateApi';
import { templateTokenStorage } from '../../templateApi/templateToken';
import { templateSessionStore } from '../templateSession';

/** The template user the demo pages show and decide by: the template part's session (its guard builds it). */
export function useTemplateUser(): TemplateUserInfo | null {
  return useSyncExternalStore(templateSessionStore.subscribe, templateSessionStore.get)?.info ?? null;
}

/**
 * The permission demos' role switch, as the template's `user/changeRoles` does it: the
 * token of the chosen role's mock account, its user info, then the routes for its roles.
 * The sidebar reads the same session, so the menu changes at once. Resolves with the
 * new roles; a failure has been shown by the template API and leaves the session as it was.
 */
export function useSwitchTemplateRole(): (role: string) => Promise<readonly string[]> {
  const api = useTemplateApi();
  return useCallback(
    async (role: string) => {
      const token = `${role}-token`;
      const info = await api.getInfo(token);
      templateTokenStorage.set(token);
      templateSessionStore.set({ token, info, routes: templateRoutesFor(TEMPLATE_ROUTES, info.roles) });
      return info.roles;
    },
    [api],
  );
}
