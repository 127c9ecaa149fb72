import { recordFetch, type FetchRecorder, type RecordedRequest } from './recordFetch';

let recorder: FetchRecorder | null = null;

/**
 * A story's `beforeEach`: records the page's requests from before it renders, so a play
 * function sees the reads sent on mount too. Restored after the story.
 */
export function recordFromStart(): () => void {
  recorder = recordFetch();
  return () => {
    recorder?.restore();
    recorder = null;
  };
}

/** The requests to a_get_all_clients since the story began. */
export function clientReads(): RecordedRequest[] {
  return recorder?.to('/rpc/a_get_all_clients') ?? [];
}

/** Reads of every client (a_get_all_clients without `limit`, 630 kB at 2,000 clients): a page should send none. */
export function allClientsReads(): RecordedRequest[] {
  return clientReads().filter((request) => !request.path.includes('limit='));
}
