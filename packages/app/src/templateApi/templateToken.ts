/**
 * The template part's own token (its mock sign-in, requirements §2 template routes). It never
 * shares a key with the identity service's `Admin-Token` (requirements §9), so a template page
 * can never send the real bearer token to the template API as `X-Token`.
 */
export const TEMPLATE_TOKEN_KEY = 'Template-Admin-Token';

export const templateTokenStorage = {
  get: (): string | null => localStorage.getItem(TEMPLATE_TOKEN_KEY),
  set: (token: string): void => localStorage.setItem(TEMPLATE_TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TEMPLATE_TOKEN_KEY),
};
