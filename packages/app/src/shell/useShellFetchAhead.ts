import {
  preloadConfirmDialog,
  preloadDialog,
  preloadDrawer,
  preloadDropdownMenu,
  preloadMessages,
  preloadSettingsPanel,
  preloadTagContextMenu,
} from '@waldmonitor/ui';
import { useEffect, useState } from 'react';
// From its module, not the api's index: the shell's first load does not carry the read hooks.
import { useWhenReadsSettle } from '../api/inflight';
import { createFetchAhead, type FetchAhead, type Load } from './fetchAhead';
import { preloadSessionEnded } from './SessionEndedDialog';
import type { MenuAhead } from './menuAhead';
import { useWhenIdle } from './useWhenIdle';

/** Menus, dialogs, drawers, messages, the session's end: each loads when first shown, never in the first load. */
const OVERLAYS: readonly Load[] = [
  preloadDropdownMenu,
  preloadDialog,
  preloadConfirmDialog,
  preloadDrawer,
  preloadSettingsPanel,
  preloadTagContextMenu,
  preloadMessages,
  preloadSessionEnded,
];

/**
 * The first page's reads start within this time of the shell's first render: its code was
 * fetched during sign-in, so its requests are running by then and the queue waits for them.
 */
const FIRST_READS_STARTED_MS = 300;

/**
 * The shell's queue of code fetched ahead (fetchAhead.ts), for both parts: the overlays, and
 * the reads and pages `ahead` names (the product's menu). Opened once the first page's reads
 * have settled and the browser is idle: anything fetched sooner competed with sign-in, whose
 * click until the dashboard showed took 465 ms when the lists' reads were fetched as the
 * shell rendered, against 327 ms once they waited.
 */
export function useShellFetchAhead(ahead: MenuAhead | undefined): FetchAhead {
  const [queue] = useState(createFetchAhead);
  const whenReadsSettle = useWhenReadsSettle();
  useEffect(() => {
    queue.add('overlays', OVERLAYS);
    if (!ahead) return;
    queue.add('reads', ahead.reads);
    queue.add('pages', ahead.pages);
  }, [queue, ahead]);
  useWhenIdle(queue.open, { notBefore: FIRST_READS_STARTED_MS, after: whenReadsSettle });
  return queue;
}
