// The contract types the data hooks end to end: `npm run typecheck` fails when a
// `@ts-expect-error` below has no error to expect, so each line proves a mistake is caught.
import { RPC_WRITES, TABLE_WRITES, type AppUserData, type Karte, type RpcResult } from '@waldmonitor/ui/model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { rowOf, useRpc, useRpcMutation, useTable, useTableMutation, type DataQuery } from './useRpc';

/** Never called: the hooks need a React render; only their types are checked here. */
function useEveryKindOfCall() {
  // A right read, with its result typed by the contract.
  expectTypeOf(useRpc('a_get_all_clients', {})).toEqualTypeOf<DataQuery<RpcResult<'a_get_all_clients'>>>();
  expectTypeOf(rowOf(useTable('getKarte', { id: 5 }))).toEqualTypeOf<DataQuery<Karte | null>>();
  expectTypeOf(rowOf(useRpc('a_get_user_data', { email: 'a@b.de', id: 'sub-1' })).data).toEqualTypeOf<
    AppUserData | null | undefined
  >();

  // A wrong RPC name.
  // @ts-expect-error a_get_all_client is no procedure of the contract
  useRpc('a_get_all_client', {});
  // A write is no read, and a read no write.
  // @ts-expect-error a_update_kaefer changes data: it is called through useRpcMutation
  useRpc('a_update_kaefer', null);
  // @ts-expect-error a_get_invoices reads: it is called through useRpc
  useRpcMutation('a_get_invoices');

  // A wrong RPC argument: a misnamed param, a param of the wrong type, a missing param.
  // @ts-expect-error a_get_client_details takes client_id, not id
  useRpc('a_get_client_details', { id: 3 });
  // @ts-expect-error invoice_id is a number
  useRpc('a_get_invoice_details', { invoice_id: '3' });
  const archive = useRpcMutation('a_set_archive_for_rn');
  // @ts-expect-error a_set_archive_for_rn needs invoice_id
  void archive({});

  // A position write names its document beside the params.
  const update = useRpcMutation('a_update_position');
  const position = {
    position_id: 1,
    anzahl: 1,
    bez: 'Anfahrt',
    einheit: 'pausch.',
    ep: 65,
    lfd_nr: 1,
    erl: null,
    erl_on: null,
    erl_titel: null,
  };
  void update(position, { rechnung_id: 58 });
  // @ts-expect-error without the document the reads to refresh are unknown
  void update(position);

  // A wrong table path, a wrong table query, a wrong table body.
  // @ts-expect-error getMapPoint is no table call of the contract
  useTable('getMapPoint', { id: 1 });
  // @ts-expect-error getMapPoints is filtered by the map's id
  useTable('getMapPoints', { karte_id: 1 });
  const patchKarte = useTableMutation('patchKarte');
  void patchKarte({ id: 5 }, { jahr: 1911 });
  // @ts-expect-error map_name is no field requirements §7 lets a PATCH /karte change
  void patchKarte({ id: 5 }, { map_name: 'Flurkarte' });

  // An optimistic write resolves to whether it was saved.
  expectTypeOf(useTableMutation('patchBenutzer')).returns.resolves.toEqualTypeOf<boolean>();
  expectTypeOf(useRpcMutation('a_add_client')).returns.resolves.toEqualTypeOf<number>();
}

describe('the data hooks’ types', () => {
  it('split reads from writes by the affects table’s lists, as the lines above expect', () => {
    expectTypeOf(useEveryKindOfCall).returns.toBeVoid();
    expect(RPC_WRITES).toContain('a_update_kaefer');
    expect(RPC_WRITES).toContain('a_set_archive_for_rn');
    expect(RPC_WRITES).not.toContain('a_get_invoices');
    expect(TABLE_WRITES).toEqual(expect.arrayContaining(['patchKarte', 'patchBenutzer']));
    expect(TABLE_WRITES).not.toContain('getMapPoints');
  });
});
