import { useMessage } from '@waldmonitor/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from './sessionStore';

/** What the guard tells a signed-in person after sending them elsewhere (a forbidden route). */
export const noticeStore = createStore<string | null>(null);

/** Shows each guard notice once as a warning message, then clears it. */
export function useGuardNotices(): void {
  const message = useMessage();
  const notice = useSyncExternalStore(noticeStore.subscribe, noticeStore.get);
  useEffect(() => {
    // Taken from the store, not the render: an effect run twice (StrictMode) shows it once.
    const pending = noticeStore.get();
    if (!pending) return;
    noticeStore.set(null);
    message.warning(pending);
  }, [notice, message]);
}
