import { AWAITING_EXPERT, BUNDESLAENDER, ROLES, fittingEpsgCodes, type ClientListRow } from '@waldmonitor/ui/model';
import type { ListCondition, ListQuery } from '../../../api';

/**
 * A count request: no rows (`limit=0`), only the total of the filter from Content-Range
 * (`Prefer: count=exact`), so a figure does not load the rows it counts.
 */
export const countOf = <Row>(where: ListQuery<Row>['where'] = []): ListQuery<Row> => ({ where, limit: 0, offset: 0 });

export const EXPERT_REQUESTS = countOf<{ app_status: string }>([
  { column: 'app_status', op: 'eq', value: ROLES.expertQuery },
]);
export const AWAITING = countOf<{ status: string }>([{ column: 'status', op: 'in', value: AWAITING_EXPERT }]);
export const ALL_CLIENTS = countOf<ClientListRow>();
export const CADASTRE_CLIENTS = countOf<ClientListRow>([{ column: 'kataster_status', op: 'is', value: true }]);

/** The most clients the overview names; the rest it counts. */
export const ATTENTION_SHOWN = 25;

/**
 * The clients whose coordinate settings need the administrator, as the service finds them
 * (the rule of `clientsNeedingAttention`): no Bundesland, no EPSG, or, per Land, an EPSG that
 * is none of the codes fitting it (`fittingEpsgCodes`: its UTM zone, also written zE-N, and its
 * old systems). One `or` of PostgREST conditions on a_get_all_clients' result, by name.
 */
export const NEEDS_ATTENTION: ListQuery<ClientListRow> = {
  where: [
    {
      op: 'or',
      conditions: [
        { column: 'bundesland', op: 'is', value: null },
        { column: 'epsg', op: 'is', value: null },
        ...BUNDESLAENDER.map(({ value }): ListCondition<ClientListRow> => ({
          op: 'and',
          conditions: [
            { column: 'bundesland', op: 'eq', value },
            ...fittingEpsgCodes(value).map((code) => ({ column: 'epsg' as const, op: 'neq' as const, value: code })),
          ],
        })),
      ],
    },
  ],
  order: [{ column: 'name' }, { column: 'client_id' }],
  limit: ATTENTION_SHOWN,
  offset: 0,
};
