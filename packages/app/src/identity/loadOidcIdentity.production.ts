import * as adapter from './keycloakIdentity';

/**
 * A production build signs in through OIDC only: the adapter comes with the entry, one
 * request and ~0.7 kB gzip less than a chunk of its own (loadOidcIdentity.ts says the rest).
 */
export const loadOidcIdentity = async () => adapter;
