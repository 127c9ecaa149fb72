import type { QueryState } from '@waldmonitor/ui/model';
import type { SWRResponse } from 'swr';

/** A template read (plain SWR against the template's mock) as the one prop a screen takes. */
export function swrQuery<T>(read: Pick<SWRResponse<T>, 'data' | 'error' | 'isLoading' | 'mutate'>): QueryState<T> {
  return {
    data: read.data,
    isLoading: read.isLoading,
    error: read.error instanceof Error ? read.error : read.error ? new Error(String(read.error)) : null,
    onRetry: () => read.mutate(),
  };
}
