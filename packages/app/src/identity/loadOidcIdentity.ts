/**
 * The OIDC adapter (keycloak-js), loaded before the first render when the configuration signs
 * in through Keycloak or another OpenID Connect issuer. A chunk of its own in a build with the
 * demo, whose sign-in is mostly the demo's; a production build takes
 * loadOidcIdentity.production.ts instead (vite.config.ts), which bundles it with the entry.
 */
export const loadOidcIdentity = () => import('./keycloakIdentity');
