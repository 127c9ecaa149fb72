import { useCallback } from 'react';
import { failureSentence } from '@waldmonitor/ui/model';
import { useSWRConfig } from 'swr';
import type { DataClient } from '../client';
import { useDataService } from '../DataServiceProvider';
import type { DataKey, KeyFilter } from '../keys';

/**
 * The base of every write hook: runs the call, then revalidates exactly the reads it
 * changes (`affected` names them with `matchKeys`), and resolves once they are fresh.
 * A failure rejects with the DataServiceError; the screen shows its message and keeps
 * what the person typed. `run` and `affected` are module constants, so the returned
 * function is stable.
 */
export function useDataMutation<A extends unknown[], R>(
  // The arguments come from `affected` alone, so the call's optional RequestOptions stay out.
  run: (client: DataClient, ...args: NoInfer<A>) => Promise<R>,
  affected: (args: A, result: R) => readonly KeyFilter[],
): (...args: A) => Promise<R> {
  const { client } = useDataService();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...args: A) => {
      const result = await run(client, ...args);
      await Promise.all(affected(args, result).map((filter) => mutate(filter)));
      return result;
    },
    [client, mutate, run, affected],
  );
}

export interface OptimisticChange<A extends unknown[], T> {
  run: (client: DataClient, ...args: A) => Promise<unknown>;
  /** The read that shows the change at once. */
  target: (...args: A) => DataKey;
  /** The target's data with the change applied. */
  apply: (current: T | undefined, ...args: A) => T | undefined;
  /** Other reads the change reaches, revalidated after it is saved. */
  affected: (...args: A) => readonly KeyFilter[];
  /** The German message shown when saving fails; the service's message follows it. */
  failure: (...args: A) => string;
}

/**
 * A write the person sees at once (a switch, a flag): the target read shows the change
 * before the service answers; when the service refuses, SWR rolls it back and the person
 * reads a German message that says what to do, with the service's own text as details. The returned function resolves to
 * whether the change was saved, as the failure is already reported.
 */
export function useOptimisticChange<A extends unknown[], T>(
  change: OptimisticChange<A, T>,
): (...args: A) => Promise<boolean> {
  const { client, notify } = useDataService();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...args: A) => {
      try {
        await mutate<T>(
          change.target(...args),
          async () => {
            await change.run(client, ...args);
            return undefined;
          },
          {
            optimisticData: (current) => change.apply(current, ...args) as T,
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
      } catch (error) {
        // The one mapping says what to do; the service's own text follows as details.
        notify(failureSentence(change.failure(...args), error));
        return false;
      }
      await Promise.all(change.affected(...args).map((filter) => mutate(filter)));
      return true;
    },
    [client, notify, mutate, change],
  );
}
