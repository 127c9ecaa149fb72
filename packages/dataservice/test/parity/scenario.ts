/**
 * A parity scenario: one call, made once on each host of the SQL (a PostgreSQL cluster, PGlite),
 * whose replies must be equal. A mutation names a `then` read, so the state it leaves behind is
 * compared too.
 */
import type { Caller, Method } from '../harness';

/**
 * `query`: PostgREST's query string on a procedure's set of rows (filters, order, limit,
 * offset). `count`: `Prefer: count=exact`; the reply's data is then `{ contentRange, rows }`
 * and its status PostgREST's 200, 206 or 416.
 */
export type Call =
  | { rpc: string; args?: Record<string, unknown>; query?: string; count?: boolean }
  | { method: Method; path: string; body?: unknown; representation?: boolean; count?: boolean };

export interface Scenario {
  name: string;
  /** Who calls: the role (PostgREST's role claim) and the claims, `email` naming the user. */
  caller: Caller;
  call: Call;
  /** A read after the call (same caller unless given), compared as well. */
  then?: Call & { caller?: Caller };
  /** The call has no order: compare arrays as sets (sorted by their JSON). */
  unordered?: boolean;
  /** Fields left out of both sides, with the reason in a comment where the scenario is written. */
  ignoreFields?: readonly string[];
}

/** A demo user as the caller (packages/dataservice/src/seed/demoUsers.ts). */
export const as = (role: string, email: string): Caller => ({ role, claims: { email } });

export const ADMIN = as('ogf_admin', 'admin@waldmonitor.example');
export const EXPERT = as('ogf_expert', 'experte@waldmonitor.example');
export const CITIZEN = as('ogf_citizens', 'buerger@waldmonitor.example');
export const EXPERT_QUERY = as('ogf_expert_query', 'anfrage@waldmonitor.example');
export const NEW_USER = as('ogf_new', 'neu@waldmonitor.example');
