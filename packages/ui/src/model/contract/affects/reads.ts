import type { ReadFilter, ReadName } from './writes';
import type { CallParams } from '../calls';

/**
 * A key filter: the reads of `call` whose params contain `params`. A module of its own so the
 * affects table's parts (affects.ts, affects/billing.ts) build their filters without importing
 * each other at run time.
 */
export function reads<N extends ReadName>(call: N, params?: Partial<CallParams<N>>): ReadFilter {
  return (params === undefined ? { call } : { call, params }) as ReadFilter;
}
