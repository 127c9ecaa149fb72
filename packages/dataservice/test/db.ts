/**
 * Connecting to the run's cluster (started once per run by globalSetup.ts, its socket
 * passed in with `inject`).
 */
import pg from 'pg';
import { inject } from 'vitest';

export interface PgConnection {
  host: string;
  port: number;
  user: string;
  database: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's throwaway cluster (schema applied, seed loaded). */
    pg: PgConnection;
  }
}

/**
 * A client on the run's cluster. By default it signs in as `authenticator`, as PostgREST
 * does (no rights of its own; `asRole` switches to the caller's role per call);
 * `connect('postgres')` is the superuser, for looking behind the api's back.
 */
export async function connect(user: 'authenticator' | 'postgres' = 'authenticator'): Promise<pg.Client> {
  const client = new pg.Client({ ...inject('pg'), user });
  await client.connect();
  return client;
}
