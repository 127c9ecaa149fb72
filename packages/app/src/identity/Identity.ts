/** What the app needs of whoever signs people in: Keycloak, a generic OIDC issuer, or the demo. */
export interface Identity {
  readonly kind: 'demo' | 'keycloak';
  /** The bearer token for the data service, or null when nobody is signed in. */
  getToken(): string | null;
  /** requirements §4: the guard's "fetch the profile email" step. */
  loadProfile(): Promise<IdentityProfile>;
  /** Clears the token (the guard's failure branch). */
  clearToken(): void;
  /** Abmelden: ends the session at the identity service too. */
  logout(): Promise<void>;
  /**
   * After the session ended ("Sitzung abgelaufen"): off to the identity service's sign-in, and
   * back to the page the person is on. Only identities whose sessions end have it (not the demo).
   */
  signInAgain?(): Promise<void>;
}

export interface IdentityProfile {
  email: string;
  /** The subject id, sent with the e-mail to `a_get_user_data {email, id}`. */
  id: string;
  /** The identity service's groups from the token (`appuser_new` hides 'Profil', requirements §2). */
  groups?: string[];
}

/**
 * The `groups` claim of a token as plain names: Keycloak sends group paths
 * (`/waldmonitor/appuser_new`) when "full group path" is on; anything but strings is ignored.
 */
export function groupsFromClaims(claims: unknown): string[] {
  const groups = (claims as { groups?: unknown } | null | undefined)?.groups;
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((group) => {
    const name = typeof group === 'string' ? group.split('/').filter(Boolean).pop() : undefined;
    return name ? [name] : [];
  });
}

/** requirements §8: a profile that cannot be read. */
export const VERIFICATION_FAILED = 'Verification failed, please Login again.';

/**
 * requirements §8: "a message that the identity service is not initialised". Shown on the
 * start-up error page when keycloak-js cannot start (server unreachable, wrong realm),
 * and by the guard when a profile is asked for before it has started.
 */
export const IDENTITY_NOT_INITIALISED = 'Der Anmeldedienst ist nicht initialisiert. Bitte laden Sie die Seite neu.';
