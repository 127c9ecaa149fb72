/** What the app needs of whoever signs people in: Keycloak, a generic OIDC issuer, or the demo. */
export interface Identity {
  readonly kind: 'demo' | 'keycloak';
  /** The bearer token for the data service, or null when nobody is signed in. */
  getToken(): string | null;
  /** spec §4: the guard's "fetch the profile email" step. */
  loadProfile(): Promise<IdentityProfile>;
  /** Clears the token (the guard's failure branch). */
  clearToken(): void;
  /** Abmelden: ends the session at the identity service too. */
  logout(): Promise<void>;
}

export interface IdentityProfile {
  email: string;
  /** The subject id, sent with the e-mail to `a_get_user_data {email, id}`. */
  id: string;
}

/** spec §8: a profile that cannot be read. */
export const VERIFICATION_FAILED = 'Verification failed, please Login again.';
