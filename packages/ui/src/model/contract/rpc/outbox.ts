import type { OutboxRow } from '../../resultRows';
import type { NoParams } from './shared';

/** Remote procedures about the mail the data service sends (ours, requirements §7 "Procedures of ours"). */
export interface OutboxRpcs {
  /** The outbox, newest first: every mail written, its state, attempts and last error. Administrators only. */
  a_get_outbox: { params: NoParams; result: OutboxRow[] };
}
