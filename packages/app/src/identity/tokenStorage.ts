/** requirements §9: "Token kept in local storage under the key Admin-Token." */
export const TOKEN_KEY = 'Admin-Token';

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY),
};
