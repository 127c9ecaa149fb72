import { katasterStatusOf, type KatasterFilter } from '@waldmonitor/ui';
import type { ListCondition } from '../../../api';

/** The cadastre filter of the clients and the cadastre lists: `kataster_status=is.true` or `is.false`, none for either. */
export function katasterCondition(filter: KatasterFilter): ListCondition<{ kataster_status: boolean }>[] {
  const kataster = katasterStatusOf(filter);
  return kataster === null ? [] : [{ column: 'kataster_status', op: 'is', value: kataster }];
}
