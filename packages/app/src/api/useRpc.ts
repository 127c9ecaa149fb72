import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  affectsOf,
  failureMessage,
  isConflict,
  isRpcName,
  type ActionContext,
  type CallName,
  type CallParams,
  type CallResult,
  type OptimisticWriteName,
  type QueryState,
  type RpcParams,
  type RpcReadName,
  type RpcResult,
  type RpcWriteName,
  type TableBody,
  type TableReadName,
  type TableWriteName,
  type WriteContext,
  type WriteName,
} from '@waldmonitor/ui/model';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import type { DataClient } from './client';
import { listPage, type ListName, type ListRow } from './listPage';
import { tableCall } from './tableCall';
import { DataServiceError } from './DataServiceError';
import { useDataService } from './DataServiceProvider';
import { registryFor } from './inflight';
import { counted } from './writesInFlight';
import { dataKey, listKey, matchKeys, type DataKey } from './keys';
import { listSearchParams, type ListPage, type ListQuery } from './listQuery';
import { isRetryable, onErrorRetry } from './retryRule';

const isAborted = (error: unknown) => error instanceof DataServiceError && error.kind === 'aborted';

/** A read as the hooks return it: what a screen takes (`QueryState`), and what a page may need beside it. */
export interface DataQuery<T> extends QueryState<T> {
  /**
   * The params are null: the read waits for what it needs (an id, the user's e-mail) and
   * sends nothing. It is neither loading nor failed, so a page whose id is missing for
   * good does not spin forever.
   */
  isWaiting: boolean;
  /** A request for this read is running (also while data is shown). */
  isValidating: boolean;
  /** Reads again (SWR's `mutate()`); resolves when the read settled. */
  mutate: () => Promise<unknown>;
}

/**
 * The base of every read: SWR under the key `[name, params]` (null waits), the request
 * aborted when its last reader unmounts, and the retry rule (`retryRule.ts`). A failure
 * keeps its message while a retry runs, so the error does not flicker into a spinner; an
 * aborted read is no error.
 */
function useDataQuery<T>(
  key: DataKey | null,
  load: (client: DataClient, signal: AbortSignal) => Promise<T>,
  config: Pick<SWRConfiguration, 'keepPreviousData'> = {},
): DataQuery<T> {
  const { client } = useDataService();
  const { cache } = useSWRConfig();
  const inflight = registryFor(cache);
  const id = key ? unstable_serialize(key) : null;

  useEffect(() => (id === null ? undefined : inflight.subscribe(id)), [id, inflight]);

  const swr = useSWR<T, Error>(key, () => inflight.run(id ?? '', (signal) => load(client, signal)), {
    shouldRetryOnError: isRetryable,
    onErrorRetry,
    ...config,
  });
  const { mutate } = swr;
  const readAgain = useCallback(() => mutate(), [mutate]);
  const error = swr.error === undefined || isAborted(swr.error) ? null : swr.error;
  return {
    data: swr.data,
    isLoading: key !== null && swr.data === undefined && error === null,
    error,
    onRetry: readAgain,
    isWaiting: key === null,
    isValidating: swr.isValidating,
    mutate: readAgain,
  };
}

/**
 * A remote procedure that reads (`POST /rpc/{name}`), typed by the contract: a wrong name
 * or param is a type error. `params` null waits and sends nothing (an id not known yet):
 * never send a stand-in such as `id ?? 0`.
 */
export function useRpc<N extends RpcReadName>(name: N, params: RpcParams<N> | null): DataQuery<RpcResult<N>> {
  return useDataQuery(params === null ? null : dataKey(name, params as CallParams<N>), (client, signal) =>
    client.rpc(name, params as RpcParams<N>, { signal }),
  );
}

/** A table call that reads (`getMapPoints` is `GET /mappoint?karte_id=eq.{id}&order=nr.asc`); null waits. */
export function useTable<N extends TableReadName>(path: N, query: CallParams<N> | null): DataQuery<CallResult<N>> {
  return useDataQuery(query === null ? null : dataKey(path, query), (client, signal) =>
    tableCall(client, path, query as CallParams<N>, undefined as TableBody<N>, { signal }),
  );
}

/**
 * One page of a list read — a table path (`getBenutzer`) or a set-returning procedure
 * (`a_get_all_users`) — filtered, ordered and paged by the data service, with the total
 * the filter matches: `useList('getBenutzer', {}, { where, order, limit: 50, offset: 100 })`.
 * Each page is its own cache entry; while the next page loads, the previous one stays
 * shown (`isValidating` says a request runs), so paging does not flash a spinner.
 * Null params or query wait.
 */
export function useList<N extends ListName>(
  name: N,
  params: CallParams<N> | null,
  query: ListQuery<ListRow<N>> | null,
): DataQuery<ListPage<ListRow<N>>> {
  const search = query === null ? '' : listSearchParams(query).toString();
  return useDataQuery(
    params === null || query === null ? null : listKey(name, params, search),
    (client, signal) => listPage(client, name, params as CallParams<N>, query as ListQuery<ListRow<N>>, { signal }),
    { keepPreviousData: true },
  );
}

/** The single row of a "details" read (PostgREST answers a set), or null when the service knows none. */
export function rowOf<T>(query: DataQuery<readonly T[]>): DataQuery<T | null> {
  return { ...query, data: query.data === undefined ? undefined : (query.data[0] ?? null) };
}

/** An optimistic write resolves to whether it was saved (its failure is already shown); the others to the answer. */
export type MutationResult<N extends WriteName> = N extends OptimisticWriteName ? boolean : CallResult<N>;

export type RpcMutation<N extends RpcWriteName> = (
  params: CallParams<N>,
  ...context: WriteContext<N> extends undefined ? [] : [context: WriteContext<N>]
) => Promise<MutationResult<N>>;

export type TableMutation<N extends TableWriteName> = (
  params: CallParams<N>,
  ...body: TableBody<N> extends undefined ? [] : [body: TableBody<N>]
) => Promise<MutationResult<N>>;

type WriteArgs = { params: unknown; context?: unknown; body?: unknown };
type AnyFilter = { call: CallName; params?: Record<string, unknown> };
type AnyFill = AnyFilter & { data: unknown };
interface AnyEffect {
  refreshes: (input: unknown, result: unknown) => readonly AnyFilter[];
  fills?: (input: unknown, result: unknown) => readonly AnyFill[];
  optimistic?: {
    call: CallName;
    params: (input: unknown) => Record<string, unknown>;
    apply: (current: unknown, input: unknown) => unknown;
    failure: (input: unknown) => string;
  };
}

/** A conflict's way forward in its message: read every shown list and record again. */
export const RELOAD_LABEL = 'Neu laden';

/**
 * Shows a write's failure as a message and takes the previous one of the same write away, so a
 * failed try and a later success never stand side by side. A conflict (409) offers "Neu laden".
 */
function useFailureNotice() {
  const { notify, dismiss } = useDataService();
  const { mutate } = useSWRConfig();
  const shown = useRef<string | null>(null);
  return useMemo(() => {
    const clear = () => {
      if (shown.current !== null) dismiss?.(shown.current);
      shown.current = null;
    };
    const report = (failed: string, cause: unknown, context?: ActionContext) => {
      clear();
      const reload = isConflict(cause) ? { label: RELOAD_LABEL, onAction: () => void mutate(() => true) } : undefined;
      shown.current =
        notify({ ...failureMessage(failed, cause, context), ...(reload ? { action: reload } : {}) }) ?? null;
    };
    return { report, clear };
  }, [notify, dismiss, mutate]);
}

/**
 * The base of every write: runs it, then brings the reads it changes up to date as the
 * affects table (`@waldmonitor/ui/model`, `affects.ts`) says, and resolves once they are
 * fresh. A plain write rejects with the DataServiceError, so a form shows the German
 * message and keeps what the person typed. An optimistic write shows the change in its
 * read at once; when the service refuses, SWR rolls it back and the write's failure notice
 * shows a German message with the service's reason.
 */
function useWrite(name: WriteName) {
  const { client } = useDataService();
  const { mutate } = useSWRConfig();
  const notice = useFailureNotice();
  return useCallback(
    async (input: WriteArgs): Promise<unknown> => {
      // Counted while under way: the shell asks before the page is left meanwhile (SavingGuard).
      const run = () =>
        counted<unknown>(() =>
          isRpcName(name)
            ? client.rpc(name, input.params as never)
            : tableCall(client, name, input.params as never, input.body as never),
        );
      const effect = affectsOf(name) as unknown as AnyEffect;
      const change = effect.optimistic;
      let result: unknown = null;
      if (change) {
        try {
          await mutate(
            dataKey(change.call, change.params(input) as never),
            async () => {
              result = await run();
              return undefined;
            },
            {
              optimisticData: (current: unknown) => change.apply(current, input),
              rollbackOnError: true,
              populateCache: false,
              revalidate: true,
            },
          );
        } catch (error) {
          notice.report(change.failure(input), error);
          return false;
        }
        notice.clear();
      } else {
        result = await run();
      }
      await Promise.all([
        ...(effect.fills?.(input, result) ?? []).map((fill) =>
          mutate(dataKey(fill.call, fill.params as never), fill.data, { revalidate: false }),
        ),
        ...effect.refreshes(input, result).map((filter) => mutate(matchKeys(filter.call, filter.params as never))),
      ]);
      return change ? true : result;
    },
    [name, client, notice, mutate],
  );
}

/**
 * What an action without a form says when it fails, for its message: what did not happen
 * ('Der Kunde wurde nicht geändert.'), and optionally what stood in the way on a conflict
 * (default: the record changed meanwhile, `CHANGED_MEANWHILE`).
 */
export interface ActionTexts<P> {
  failed: string | ((params: P) => string);
  conflict?: string | ((params: P) => string);
}

/** An action's end: saved with the service's answer, or not saved (its message is shown). */
export type ActionOutcome<R> = { ok: true; result: R } | { ok: false };

const textOf = <P>(text: string | ((params: P) => string), params: P) =>
  typeof text === 'function' ? text(params) : text;

/**
 * The write of an action without a form (a switch, a move, "Trennen", a status): the hook owns
 * its failure. It shows the German message (with "Neu laden" on a conflict), takes it away once
 * the action succeeds, and resolves to the outcome, never rejecting. The same call again while
 * one runs (a double click) is sent once: both get the first's outcome.
 */
function useAction<R>(write: (input: WriteArgs) => Promise<unknown>, texts: ActionTexts<never>) {
  const notice = useFailureNotice();
  const running = useRef(new Map<string, Promise<ActionOutcome<R>>>());
  // The texts may be written inline (a new object each render); the latest are used when it fails.
  const latest = useRef(texts);
  useEffect(() => {
    latest.current = texts;
  });
  return useCallback(
    (input: WriteArgs): Promise<ActionOutcome<R>> => {
      const key = JSON.stringify(input);
      const pending = running.current.get(key);
      if (pending) return pending;
      const { failed, conflict } = latest.current;
      const params = input.params as never;
      const outcome = write(input).then(
        (result): ActionOutcome<R> => {
          // An optimistic write reports its own refusal and answers false.
          if (result === false) return { ok: false };
          notice.clear();
          return { ok: true, result: result as R };
        },
        (cause: unknown): ActionOutcome<R> => {
          notice.report(textOf(failed, params), cause, conflict ? { conflict: textOf(conflict, params) } : undefined);
          return { ok: false };
        },
      );
      running.current.set(key, outcome);
      void outcome.finally(() => running.current.delete(key));
      return outcome;
    },
    [write, notice],
  );
}

/**
 * A remote procedure that writes, typed by the contract; the returned function is stable.
 * Writes whose params do not name the reads they change take a context (a position's
 * document): `update(params, { rechnung_id: 58 })`.
 */
export function useRpcMutation<N extends RpcWriteName>(name: N): RpcMutation<N> {
  const write = useWrite(name);
  return useCallback(
    (params: CallParams<N>, ...context: unknown[]) => write({ params, context: context[0] }),
    [write],
  ) as unknown as RpcMutation<N>;
}

/** A table call that writes (`patchKarte({ id }, { jahr: 1911 })`), typed by the contract. */
export function useTableMutation<N extends TableWriteName>(name: N): TableMutation<N> {
  const write = useWrite(name);
  return useCallback(
    (params: CallParams<N>, ...body: unknown[]) => write({ params, body: body[0] }),
    [write],
  ) as unknown as TableMutation<N>;
}

export type RpcAction<N extends RpcWriteName> = (
  params: CallParams<N>,
  ...context: WriteContext<N> extends undefined ? [] : [context: WriteContext<N>]
) => Promise<ActionOutcome<CallResult<N>>>;

/**
 * A remote procedure as an action without a form: `const convert = useRpcAction('a_convert_offer_to_invoice',
 * { failed: 'Das Angebot wurde nicht umgewandelt.' })`; `if ((await convert(params)).ok) …`. The hook
 * shows a failure (one presentation for actions: its message); forms use useRpcMutation and show it inline.
 */
export function useRpcAction<N extends RpcWriteName>(name: N, texts: ActionTexts<CallParams<N>>): RpcAction<N> {
  const act = useAction<CallResult<N>>(useWrite(name), texts as ActionTexts<never>);
  return useCallback(
    (params: CallParams<N>, ...context: unknown[]) => act({ params, context: context[0] }),
    [act],
  ) as unknown as RpcAction<N>;
}
