import type { QueryState } from '@waldmonitor/ui/model';
import useSWR from 'swr';
import { useDataClient } from '../../api';

/**
 * Which of the given clients the user's login account is connected to
 * (a_connect_user_to_client). The service answers per client (a_get_users_from_client
 * {client_id}), and a user has a handful of clients, so the lists are read together under
 * one key of this page; the data hooks key one call each, which a varying number of
 * clients cannot use. Connect and disconnect call `mutate` afterwards.
 */
export function useClientAccounts(userId: number | null, clientIds: readonly number[]) {
  const client = useDataClient();
  const ids = [...clientIds].sort((a, b) => a - b);
  const key = userId === null || ids.length === 0 ? null : (['userClientAccounts', userId, ids.join(',')] as const);
  const swr = useSWR(key, async () => {
    const lists = await Promise.all(
      ids.map((clientId) => client.rpc('a_get_users_from_client', { client_id: clientId })),
    );
    return ids.filter((_, index) => lists[index]?.some((row) => row.user_id === userId));
  });
  // A read like every data hook's: it waits while the user or their clients are unknown (null key).
  const error = (swr.error as Error | undefined) ?? null;
  const { mutate } = swr;
  const read: QueryState<number[]> & { mutate: typeof mutate } = {
    data: swr.data,
    isLoading: key !== null && swr.data === undefined && error === null,
    error,
    onRetry: () => mutate(),
    mutate,
  };
  return read;
}
